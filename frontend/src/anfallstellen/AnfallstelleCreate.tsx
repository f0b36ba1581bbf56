import { Create, SimpleForm, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { AnfallstelleFelder } from './AnfallstelleFelder';
import { anfallstellenPaths } from './anfallstellenPaths';
import { useAnfallstelleSpeichern } from './useAnfallstelleSpeichern';
import { useErzeugerId } from '../session/useErzeugerId';
import { validateAnfallstelle } from './validateAnfallstelle';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';
import { PFLICHTFELDER } from './AnfallstelleEdit';

/** /erzeuger/:erzeugerId/anfallstellen/neu: a new site with photo and sketch. */
export const AnfallstelleCreate = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const speichern = useAnfallstelleSpeichern(erzeugerId);
  const titel = translate('anfallstellen.neu');
  usePageTitle(titel);
  return (
    <Create resource={anfallstellenPaths.resource} title={titel}>
      <SimpleForm
        toolbar={<SpeichernLeiste pflichtfelder={PFLICHTFELDER} />}
        onSubmit={speichern}
        validate={validateAnfallstelle}
        defaultValues={{ art: 'BAUSTELLE', aktiv: true }}
      >
        <AnfallstelleFelder />
      </SimpleForm>
    </Create>
  );
};
