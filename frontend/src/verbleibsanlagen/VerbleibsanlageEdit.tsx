import { DeleteButton, Edit, SimpleForm, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { parseRouteId } from '../navigation/parseRouteId';
import { useVerbleibsanlageSpeichern } from './useVerbleibsanlageSpeichern';
import { validateVerbleibsanlage } from './validateVerbleibsanlage';
import { VerbleibsanlageFelder } from './VerbleibsanlageFelder';
import { verbleibsanlagenPaths } from './verbleibsanlagenPaths';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

export const PFLICHTFELDER = { name: 'verbleibsanlagen.name' };
/** /support/verbleibsanlagen/:id: change a plant, replace its certificate, or delete an unused one. */
export const VerbleibsanlageEdit = () => {
  const translate = useTranslate();
  const id = parseRouteId(useParams().id);
  const speichern = useVerbleibsanlageSpeichern(id);
  const titel = translate('verbleibsanlagen.bearbeiten');
  usePageTitle(titel);
  if (id === undefined) return null;
  return (
    <Edit resource={verbleibsanlagenPaths.resource} id={id} title={titel} mutationMode="pessimistic">
      <SimpleForm
        onSubmit={speichern}
        validate={validateVerbleibsanlage}
        toolbar={
          <SpeichernLeiste pflichtfelder={PFLICHTFELDER}>
            <DeleteButton mutationMode="pessimistic" redirect={() => verbleibsanlagenPaths.list} />
          </SpeichernLeiste>
        }
      >
        <VerbleibsanlageFelder />
      </SimpleForm>
    </Edit>
  );
};
