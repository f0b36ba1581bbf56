import { Create, SimpleForm, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { useVerbleibsanlageSpeichern } from './useVerbleibsanlageSpeichern';
import { validateVerbleibsanlage } from './validateVerbleibsanlage';
import { VerbleibsanlageFelder } from './VerbleibsanlageFelder';
import { verbleibsanlagenPaths } from './verbleibsanlagenPaths';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';
import { PFLICHTFELDER } from './VerbleibsanlageEdit';

/** /support/verbleibsanlagen/neu: support adds a plant (approved at once). */
export const VerbleibsanlageCreate = () => {
  const translate = useTranslate();
  const speichern = useVerbleibsanlageSpeichern();
  const titel = translate('verbleibsanlagen.neu');
  usePageTitle(titel);
  return (
    <Create resource={verbleibsanlagenPaths.resource} title={titel}>
      <SimpleForm toolbar={<SpeichernLeiste pflichtfelder={PFLICHTFELDER} />} onSubmit={speichern} validate={validateVerbleibsanlage}>
        <VerbleibsanlageFelder />
      </SimpleForm>
    </Create>
  );
};
