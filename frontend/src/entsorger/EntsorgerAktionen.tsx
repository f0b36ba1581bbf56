import type { EntsorgerEintrag, EntsorgerFuerErzeuger } from '@abfallportal/common/entsorger';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DestruktiverButton } from '../ui/Bestaetigung';
import { entsorgerPaths } from './entsorgerPaths';
import { ApiError } from '../providers/ApiError';
import { entsorgerApi } from './entsorgerApi';

/** The server's German message when it sent one, else the catalogue's failure text. */
export const fehlerText = (error: unknown, fallback: string): string => (error instanceof ApiError ? error.message : fallback);

const useAktion = <T,>(fn: () => Promise<T>, erfolg: (antwort: T) => string, fehler: string) => {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: fn,
    onSuccess: (antwort) => {
      notify(erfolg(antwort), { type: 'success' });
      refresh();
    },
    onError: (error) => notify(fehlerText(error, fehler), { type: 'error' }),
  });
};

/** Activates or deactivates the producer's link to this disposer (spec § 4); deactivating asks first. */
export const AktivierenButton = () => {
  const translate = useTranslate();
  const e = useRecordContext<EntsorgerFuerErzeuger>();
  const aktion = useAktion(
    () => entsorgerApi.aktivieren(e!, !e!.aktiv),
    (neu) => translate(neu.aktiv ? 'erfolg.aktiviert' : 'erfolg.deaktiviert'),
    translate(e?.aktiv ? 'fehler.failedDeactivating' : 'fehler.failedActivating'),
  );
  if (!e) return null;
  const ariaLabel = translate(e.aktiv ? 'entsorger.aktion.deaktivierenFuer' : 'entsorger.aktion.aktivierenFuer', { name: e.name });
  if (e.aktiv)
    return (
      <DestruktiverButton
        label={translate('entsorger.aktion.deaktivieren')}
        ariaLabel={ariaLabel}
        disabled={aktion.isPending}
        titel={translate('bestaetigung.entsorgerDeaktivieren', { name: e.name })}
        folge={translate('bestaetigung.entsorgerDeaktivierenFolge')}
        bestaetigen={translate('entsorger.aktion.deaktivieren')}
        onBestaetigen={() => aktion.mutateAsync().catch(() => undefined)}
      />
    );
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={aktion.isPending}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.stopPropagation();
        aktion.mutate();
      }}
    >
      {translate('entsorger.aktion.aktivieren')}
    </Button>
  );
};

/** Removes the disposer from the producer's list after asking; the server refuses while orders refer to it. */
export const EntfernenButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const e = useRecordContext<EntsorgerFuerErzeuger>();
  const [entfernen] = useDelete();
  if (!e) return null;
  return (
    <DestruktiverButton
      label={translate('entsorger.aktion.entfernen')}
      ariaLabel={translate('bestaetigung.entsorgerEntfernenFuer', { name: e.name })}
      titel={translate('bestaetigung.entsorgerEntfernen', { name: e.name })}
      folge={translate('bestaetigung.entsorgerEntfernenFolge')}
      onBestaetigen={() =>
        entfernen(
          entsorgerPaths.resource,
          { id: e.id, previousData: e },
          { mutationMode: 'pessimistic', returnPromise: true, onSuccess: () => notify('erfolg.geloescht', { type: 'success' }) },
        ).catch(() => undefined)
      }
    />
  );
};

/** Asks the disposer for the data of the last three years (spec §§ 7, 9); the list then shows when. */
export const DatenabfrageButton = () => {
  const translate = useTranslate();
  const e = useRecordContext<EntsorgerFuerErzeuger>();
  const aktion = useAktion(
    () => entsorgerApi.startDatenabfrage(e!.kundennummerId),
    () => translate('entsorger.datenabfrage.gesendet', { name: e?.name ?? '' }),
    translate('fehler.failedDataRequest'),
  );
  if (!e) return null;
  return (
    <Button
      size="small"
      disabled={aktion.isPending || !e.aktiv}
      aria-label={translate('entsorger.datenabfrage.startenFuer', { name: e.name })}
      onClick={(event) => {
        event.stopPropagation();
        aktion.mutate();
      }}
    >
      {translate('entsorger.datenabfrage.starten')}
    </Button>
  );
};

/** Approves a disposer (staff only; spec § 4). */
export const EntsorgerFreigebenButton = ({ entsorgerId, name }: { entsorgerId: number; name: string }) => {
  const translate = useTranslate();
  const aktion = useAktion(
    () => entsorgerApi.freigeben(entsorgerId),
    (a) => a.message,
    translate('fehler.failedApproving'),
  );
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={aktion.isPending}
      aria-label={translate('entsorger.aktion.freigebenFuer', { name })}
      onClick={(event) => {
        event.stopPropagation();
        aktion.mutate();
      }}
    >
      {translate('entsorger.aktion.freigeben')}
    </Button>
  );
};

/** Support switches the dealer exception to the contract limit (spec § 6: certain dealers can still be added). */
export const HaendlerAusnahmeButton = ({ entsorger }: { entsorger: EntsorgerEintrag }) => {
  const translate = useTranslate();
  const neu = !entsorger.haendlerAusnahme;
  const aktion = useAktion(
    () => entsorgerApi.haendlerAusnahme(entsorger, neu),
    () => translate('erfolg.gespeichert'),
    translate('fehler.failedUpdating'),
  );
  return (
    <Button
      size="small"
      disabled={aktion.isPending}
      aria-label={translate(neu ? 'entsorger.aktion.ausnahmeSetzenFuer' : 'entsorger.aktion.ausnahmeEntfernenFuer', {
        name: entsorger.name,
      })}
      onClick={(event) => {
        event.stopPropagation();
        aktion.mutate();
      }}
    >
      {translate(neu ? 'entsorger.aktion.ausnahmeSetzen' : 'entsorger.aktion.ausnahmeEntfernen')}
    </Button>
  );
};
