import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { parseRouteId } from '../navigation/parseRouteId';
import { useAdressArt, validateAdresse } from './adressArt';
import { AdresseFelder } from './AdresseFelder';
import { firmendatenPaths } from './firmendatenPaths';

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
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteButton mutationMode="pessimistic" redirect={zurListe} />
          </Toolbar>
        }
      >
        <AdresseFelder />
      </SimpleForm>
    </Edit>
  );
};
