import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../auth/useBenutzerInfo';
import { apiFetch } from '../providers/apiFetch';
import { stellvertretungApi } from './stellvertretungApi';
import { stellvertretungPaths } from './stellvertretungPaths';
import { useIdentitaetWechseln } from './useIdentitaetWechseln';

/** The active owner among a producer's users; staff may read every producer's users. */
const loadInhaber = async (erzeugerId: number): Promise<VerwalteterBenutzer | undefined> => {
  const benutzer = await apiFetch<VerwalteterBenutzer[]>(`/api/v1/erzeuger/${erzeugerId}/benutzer`, {
    query: { filter: JSON.stringify({ aktiv: true }), range: JSON.stringify([0, 199]) },
  });
  return benutzer.find((b) => b.rolle === 'INHABER');
};

/**
 * A row action of the support's producer list: act as the producer's owner. Staff do not reach a
 * producer's user list (the route table sends them to the admin user management), so support
 * starts here; the server decides again.
 */
export const AlsInhaberHandelnButton = (_props: { label?: string }) => {
  const record = useRecordContext<ErzeugerListeEintrag>();
  const translate = useTranslate();
  const notify = useNotify();
  const { data } = useBenutzerInfo();
  const wechseln = useIdentitaetWechseln();
  // A producer without users (e.g. a fresh registration) has nobody to act as.
  if (!record || record.anzahlBenutzer === 0 || data?.status !== 'angemeldet' || data.info.isAlias) return null;
  const handeln = async () => {
    const inhaber = await loadInhaber(record.id).catch(() => undefined);
    if (!inhaber) {
      notify('stellvertretung.keinInhaber', { type: 'warning' });
      return;
    }
    await wechseln(
      () => stellvertretungApi.handelnAls(inhaber.email, record.id),
      () => stellvertretungPaths.nachStart,
    );
  };
  return (
    <Button
      label="stellvertretung.alsInhaberHandeln"
      aria-label={translate('stellvertretung.alsInhaberHandelnFuer', { name: record.name })}
      onClick={(e) => {
        e.stopPropagation();
        void handeln();
      }}
    >
      <SwitchAccountIcon />
    </Button>
  );
};
