import { DeleteButton, Edit, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { StammdatenFormFelder } from './StammdatenFormFelder';
import { StammdatenUeberschrift } from './StammdatenUeberschrift';
import { stammdatenPaths } from './stammdatenPaths';
import { useStammdatenOrt } from './useStammdatenOrt';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

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
          <SpeichernLeiste>
            <DeleteButton
              mutationMode="pessimistic"
              confirmTitle="stammdaten.loeschen.titel"
              confirmContent="stammdaten.loeschen.frage"
              redirect={zurListe}
            />
          </SpeichernLeiste>
        }
      >
        <StammdatenUeberschrift ort={ort} />
        <StammdatenFormFelder ort={ort} />
      </SimpleForm>
    </Edit>
  );
};
