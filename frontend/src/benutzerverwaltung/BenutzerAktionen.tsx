import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, DeleteWithConfirmButton, TopToolbar, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BENUTZER_INFO_KEY } from '../providers/benutzerInfoQuery';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { benutzerverwaltungApi } from './benutzerverwaltungApi';
import { benutzerverwaltungPaths } from './benutzerverwaltungPaths';

type Props = { erzeugerId: number | undefined; darfVerwalten: boolean; darfUebertragen: boolean; eigeneId: number | undefined };

/** Invite, activate or deactivate, hand over ownership, delete: each asks the server, which decides. */
export const BenutzerAktionen = ({ erzeugerId, darfVerwalten, darfUebertragen, eigeneId }: Props) => {
  const record = useRecordContext<VerwalteterBenutzer>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const versionKonflikt = useVersionKonflikt();
  const [update, { isPending: aendert }] = useUpdate();
  const [frage, setFrage] = useState<'inhaber' | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  if (!record) return null;
  const fehler = (e: unknown) => notify(e instanceof Error ? e.message : 'fehler.generic', { type: 'error' });
  const istInhaber = record.rolle === 'INHABER';
  const istSelbst = record.id === eigeneId;

  const einladen = async () => {
    setLaeuft(true);
    try {
      await benutzerverwaltungApi.einladen(record.id);
      notify('benutzerverwaltung.eingeladen', { type: 'success', messageArgs: { email: record.email } });
      refresh();
    } catch (e) {
      fehler(e);
    } finally {
      setLaeuft(false);
    }
  };
  const aktivUmschalten = () =>
    update(
      'benutzer',
      { id: record.id, data: { ...record, aktiv: !record.aktiv }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(record.aktiv ? 'benutzerverwaltung.deaktiviert' : 'benutzerverwaltung.aktiviert', { type: 'success' }),
        onError: (e) => {
          if (!versionKonflikt(e)) notify(record.aktiv ? 'fehler.failedDeactivating' : 'fehler.failedActivating', { type: 'error' });
        },
      },
    );
  const uebertragen = async () => {
    setFrage(null);
    try {
      await benutzerverwaltungApi.inhaberUebertragen(record.id);
      notify('benutzerverwaltung.inhaberUebertragen', { type: 'success', messageArgs: { name: `${record.vorname} ${record.nachname}` } });
      // The former owner's rights changed: the guard and the sidebar read the user info anew.
      await queryClient.invalidateQueries({ queryKey: BENUTZER_INFO_KEY });
      navigate(benutzerverwaltungPaths.list(erzeugerId));
    } catch (e) {
      fehler(e);
    }
  };

  return (
    <TopToolbar>
      <Button label="benutzerverwaltung.einladen" onClick={() => void einladen()} disabled={laeuft || !record.aktiv} />
      {darfVerwalten && !istInhaber && !istSelbst ? (
        <Button
          label={record.aktiv ? 'benutzerverwaltung.deaktivieren' : 'benutzerverwaltung.aktivieren'}
          onClick={() => void aktivUmschalten()}
          disabled={aendert}
        />
      ) : null}
      {darfUebertragen && !istInhaber && record.aktiv ? (
        <Button label="benutzerverwaltung.inhaberUebertragenKnopf" onClick={() => setFrage('inhaber')} />
      ) : null}
      {darfVerwalten && !istInhaber && !istSelbst ? (
        <DeleteWithConfirmButton
          resource="benutzer"
          mutationMode="pessimistic"
          confirmTitle="benutzerverwaltung.loeschenTitel"
          confirmContent="benutzerverwaltung.loeschenFrage"
          translateOptions={{ name: `${record.vorname} ${record.nachname}` }}
          redirect={benutzerverwaltungPaths.list(erzeugerId)}
        />
      ) : null}
      <Confirm
        isOpen={frage === 'inhaber'}
        title="benutzerverwaltung.inhaberUebertragenTitel"
        content="benutzerverwaltung.inhaberUebertragenFrage"
        translateOptions={{ name: `${record.vorname} ${record.nachname}` }}
        onConfirm={() => void uebertragen()}
        onClose={() => setFrage(null)}
      />
    </TopToolbar>
  );
};
