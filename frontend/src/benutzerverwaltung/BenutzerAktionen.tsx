import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { AktionsLeiste, type Aktion } from '../ui/AktionsLeiste';
import { BestaetigungsDialog } from '../ui/Bestaetigung';
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
  const [frage, setFrage] = useState<'inhaber' | 'deaktivieren' | 'loeschen' | null>(null);
  const translate = useTranslate();
  const [loeschenAufruf, { isPending: loescht }] = useDelete();
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
  const loeschen = () =>
    loeschenAufruf(
      'benutzer',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setFrage(null);
          notify('erfolg.geloescht', { type: 'success' });
          navigate(benutzerverwaltungPaths.list(erzeugerId));
        },
        onError: () => setFrage(null),
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

  const name = `${record.vorname} ${record.nachname}`;
  const darfAendern = darfVerwalten && !istInhaber && !istSelbst;
  const aktionen: Aktion[] = [
    { key: 'einladen', label: translate('benutzerverwaltung.einladen'), onClick: () => void einladen(), disabled: laeuft || !record.aktiv },
    ...(darfAendern && !record.aktiv
      ? [{ key: 'aktivieren', label: translate('benutzerverwaltung.aktivieren'), onClick: () => void aktivUmschalten(), disabled: aendert }]
      : []),
    ...(darfUebertragen && !istInhaber && record.aktiv
      ? [{ key: 'inhaber', label: translate('benutzerverwaltung.inhaberUebertragenKnopf'), onClick: () => setFrage('inhaber') }]
      : []),
    ...(darfAendern && record.aktiv
      ? [
          {
            key: 'deaktivieren',
            label: translate('benutzerverwaltung.deaktivieren'),
            onClick: () => setFrage('deaktivieren'),
            disabled: aendert,
            destruktiv: true,
          },
        ]
      : []),
    ...(darfAendern
      ? [{ key: 'loeschen', label: translate('ra.action.delete'), onClick: () => setFrage('loeschen'), destruktiv: true }]
      : []),
  ];

  return (
    <>
      <AktionsLeiste aktionen={aktionen} />
      <Confirm
        isOpen={frage === 'inhaber'}
        title="benutzerverwaltung.inhaberUebertragenTitel"
        content="benutzerverwaltung.inhaberUebertragenFrage"
        translateOptions={{ name }}
        onConfirm={() => void uebertragen()}
        onClose={() => setFrage(null)}
      />
      <BestaetigungsDialog
        offen={frage === 'deaktivieren'}
        titel={translate('bestaetigung.benutzerDeaktivieren', { name })}
        folge={translate('bestaetigung.benutzerDeaktivierenFolge', { name })}
        bestaetigen={translate('benutzerverwaltung.deaktivieren')}
        laeuft={aendert}
        onBestaetigen={() => {
          setFrage(null);
          void aktivUmschalten();
        }}
        onSchliessen={() => setFrage(null)}
      />
      <BestaetigungsDialog
        offen={frage === 'loeschen'}
        titel={translate('bestaetigung.benutzerLoeschen', { name })}
        folge={translate('bestaetigung.benutzerLoeschenFolge', { name })}
        bestaetigen={translate('ra.action.delete')}
        laeuft={loescht}
        onBestaetigen={() => void loeschen()}
        onSchliessen={() => setFrage(null)}
      />
    </>
  );
};
