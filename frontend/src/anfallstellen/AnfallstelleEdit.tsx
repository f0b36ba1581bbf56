import type { Anfallstelle } from '@abfallportal/common/anfallstelle';
import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { parseRouteId } from '../navigation/parseRouteId';
import { AnfallstelleFelder } from './AnfallstelleFelder';
import { anfallstellenPaths } from './anfallstellenPaths';
import { LoeschenButton } from './LoeschenButton';
import { useAnfallstelleSpeichern } from './useAnfallstelleSpeichern';
import { useErzeugerId } from '../session/useErzeugerId';
import { validateAnfallstelle } from './validateAnfallstelle';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

const Leiste = () => {
  const stelle = useRecordContext<Anfallstelle>();
  return (
    <SpeichernLeiste pflichtfelder={PFLICHTFELDER}>
      {stelle ? <LoeschenButton id={stelle.id} name={stelle.name} erzeugerId={stelle.erzeugerId} version={stelle.version} /> : null}
    </SpeichernLeiste>
  );
};

export const PFLICHTFELDER = {
  name: 'anfallstellen.feld.name',
  art: 'anfallstellen.feld.art',
  strasse: 'anfallstellen.feld.strasse',
  plz: 'anfallstellen.feld.plz',
  ort: 'anfallstellen.feld.ort',
};
/** /erzeuger/:erzeugerId/anfallstellen/:id: change, deactivate or delete one site. */
export const AnfallstelleEdit = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const id = parseRouteId(useParams().id);
  const speichern = useAnfallstelleSpeichern(erzeugerId, id);
  const titel = translate('anfallstellen.bearbeiten');
  usePageTitle(titel);
  if (id === undefined) return null;
  return (
    <Edit resource={anfallstellenPaths.resource} id={id} title={titel} mutationMode="pessimistic">
      <SimpleForm onSubmit={speichern} validate={validateAnfallstelle} toolbar={<Leiste />}>
        <AnfallstelleFelder bearbeiten />
      </SimpleForm>
    </Edit>
  );
};
