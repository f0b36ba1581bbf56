import { Create, SimpleForm, useTranslate } from 'react-admin';
import { useAdressArt, validateAdresse } from './adressArt';
import { AdresseFelder } from './AdresseFelder';
import { firmendatenPaths } from './firmendatenPaths';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';
import { PFLICHTFELDER } from './AdresseEdit';

/** /firmendaten/{firmenadressen|rechnungsadressen}/neu. */
export const AdresseCreate = () => {
  const translate = useTranslate();
  const art = useAdressArt();
  if (art === undefined) return null;
  return (
    <Create
      resource={firmendatenPaths.resource(art)}
      title={translate(`firmendaten.neu.${art}`)}
      mutationMode="pessimistic"
      redirect={() => firmendatenPaths.firmenadressen}
    >
      <SimpleForm
        toolbar={<SpeichernLeiste pflichtfelder={PFLICHTFELDER} />}
        validate={validateAdresse}
        defaultValues={{ land: 'Deutschland' }}
      >
        <AdresseFelder />
      </SimpleForm>
    </Create>
  );
};
