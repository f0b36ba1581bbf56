import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { StammdatenFormFelder } from './StammdatenFormFelder';
import { stammdatenPaths } from './stammdatenPaths';
import { useStammdatenOrt } from './useStammdatenOrt';

/** /stammdaten/<typ>/:id: change or delete one row; deleting a row in use is refused with the server's reason. */
export const StammdatenEdit = () => {
  const translate = useTranslate();
  const ort = useStammdatenOrt();
  const { id } = useParams();
  if (!ort || id === undefined) return null;
  const zurListe = () => stammdatenPaths.liste(ort);
  return (
    <Edit
      resource={stammdatenPaths.resource(ort.typ)}
      id={id}
      mutationMode="pessimistic"
      redirect={zurListe}
      title={translate(`stammdaten.typ.${ort.typ}`)}
    >
      <SimpleForm
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteButton mutationMode="pessimistic" redirect={zurListe} />
          </Toolbar>
        }
      >
        <StammdatenFormFelder ort={ort} />
      </SimpleForm>
    </Edit>
  );
};
