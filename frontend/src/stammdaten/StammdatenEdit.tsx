import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { StammdatenFormFelder } from './StammdatenFormFelder';
import { StammdatenUeberschrift } from './StammdatenUeberschrift';
import { stammdatenPaths } from './stammdatenPaths';
import { useStammdatenOrt } from './useStammdatenOrt';

/** /stammdaten/<typ>/:id: change or delete one row; deleting a row in use is refused with the server's reason. */
export const StammdatenEdit = () => {
  const ort = useStammdatenOrt();
  const { id } = useParams();
  if (!ort || id === undefined) return null;
  const zurListe = () => stammdatenPaths.liste(ort);
  return (
    <Edit resource={stammdatenPaths.resource(ort.typ)} id={id} mutationMode="pessimistic" redirect={zurListe} title={false}>
      <SimpleForm
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteButton
              mutationMode="pessimistic"
              confirmTitle="stammdaten.loeschen.titel"
              confirmContent="stammdaten.loeschen.frage"
              redirect={zurListe}
            />
          </Toolbar>
        }
      >
        <StammdatenUeberschrift ort={ort} />
        <StammdatenFormFelder ort={ort} />
      </SimpleForm>
    </Edit>
  );
};
