import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import { isStaff, scopeOf } from '@abfallportal/common/permissions';
import { Typography } from '@mui/material';
import { BooleanInput, Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { parseRouteId } from '../navigation/parseRouteId';
import { BenutzerAktionen } from './BenutzerAktionen';
import { BenutzerFelder } from './BenutzerFelder';
import { BerechtigungenEditor } from './BerechtigungenEditor';
import { formatDatum } from '../format/format';
import { useErzeugerId } from '../session/useErzeugerId';
import { validateBenutzerAendern } from './validateBenutzer';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

const ZugangsdatenHinweis = () => {
  const record = useRecordContext<VerwalteterBenutzer>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {translate('benutzerverwaltung.feld.zugangsdatenGesendetAm')}: {formatDatum(record.zugangsdatenGesendetAm, '–')}
    </Typography>
  );
};

const FelderMitRolle = ({ darfVerwalten }: { darfVerwalten: boolean }) => {
  const record = useRecordContext<VerwalteterBenutzer>();
  return (
    <>
      <ZugangsdatenHinweis />
      <BenutzerFelder istInhaber={record?.rolle === 'INHABER'} />
      {darfVerwalten ? <BooleanInput source="aktiv" label="benutzerverwaltung.feld.aktiv" /> : null}
    </>
  );
};

export const PFLICHTFELDER = {
  vorname: 'benutzerverwaltung.feld.vorname',
  nachname: 'benutzerverwaltung.feld.nachname',
  email: 'benutzerverwaltung.feld.email',
};
/** /erzeuger/:erzeugerId/verwaltung/:id: one user's data, actions and permissions. */
export const BenutzerEdit = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const id = parseRouteId(useParams().id);
  const { data } = useBenutzerInfo();
  const info = data?.status === 'angemeldet' ? data.info : undefined;
  const darfVerwalten = info !== undefined && scopeOf('benutzerverwaltung', info, 'write').type !== 'keiner';
  const darfUebertragen = info !== undefined && (info.rolle === 'INHABER' || isStaff(info.rolle));
  usePageTitle(translate('benutzerverwaltung.bearbeiten'));
  if (id === undefined) return null;
  return (
    <>
      <Edit
        resource="benutzer"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        title="benutzerverwaltung.bearbeiten"
        actions={
          <BenutzerAktionen erzeugerId={erzeugerId} darfVerwalten={darfVerwalten} darfUebertragen={darfUebertragen} eigeneId={info?.id} />
        }
      >
        <SimpleForm
          validate={validateBenutzerAendern}
          toolbar={darfVerwalten ? <SpeichernLeiste pflichtfelder={PFLICHTFELDER}></SpeichernLeiste> : false}
        >
          <FelderMitRolle darfVerwalten={darfVerwalten} />
        </SimpleForm>
      </Edit>
      <BerechtigungenEditor benutzerId={id} darfAendern={darfVerwalten} />
    </>
  );
};
