import { DeleteButton, Edit, SimpleForm, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { parseRouteId } from '../navigation/parseRouteId';
import { useAdressArt, validateAdresse } from './adressArt';
import { AdresseFelder } from './AdresseFelder';
import { firmendatenPaths } from './firmendatenPaths';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

export const PFLICHTFELDER = {
  name: 'firmendaten.feld.name',
  strasse: 'firmendaten.feld.strasse',
  plz: 'firmendaten.feld.plz',
  ort: 'firmendaten.feld.ort',
};
/** /firmendaten/{firmenadressen|rechnungsadressen}/:id: change or delete one address. */
export const AdresseEdit = () => {
  const translate = useTranslate();
  const art = useAdressArt();
  const id = parseRouteId(useParams().id);
  if (art === undefined || id === undefined) return null;
  const zurListe = () => firmendatenPaths.firmenadressen;
  return (
    <Edit
      resource={firmendatenPaths.resource(art)}
      id={id}
      mutationMode="pessimistic"
      redirect={zurListe}
      title={translate(`firmendaten.${art}`)}
    >
      <SimpleForm
        validate={validateAdresse}
        toolbar={
          <SpeichernLeiste pflichtfelder={PFLICHTFELDER}>
            <DeleteButton mutationMode="pessimistic" redirect={zurListe} />
          </SpeichernLeiste>
        }
      >
        <AdresseFelder />
      </SimpleForm>
    </Edit>
  );
};
