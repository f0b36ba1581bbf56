import type { WorkflowAktion } from '@abfallportal/common/auftragWire';
import { scopeOf } from '@abfallportal/common/permissions';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { AngebotAbgebenDialog } from './AngebotAbgebenDialog';
import { auftragApi } from './auftragApi';
import { WorkflowAktionDialog } from './WorkflowAktionDialog';

export type EntsorgerAktionenProps = {
  auftragId: string;
  version: string;
  /** In a list row: no sentence when there is nothing to do. */
  kompakt?: boolean;
};

/** The answers to an offer request (permissions.ts, ANGEBOTS_AKTIONEN): given once, an offer or a decline. */
const ANFRAGE_ANTWORT = 'anfrageAblehnen';

/**
 * The disposer's answers to an order: exactly the actions their mail links offer, as the server
 * lists them (GET /v1/workflow/entsorgerStateTransitions/{id}). `version` refetches after a change.
 * An open offer request also gets "Angebot abgeben" (the offer has a form of its own, so the server
 * lists only its sibling, the decline); once the disposer has answered, neither is offered again.
 */
export const EntsorgerAktionen = ({ auftragId, version, kompakt = false }: EntsorgerAktionenProps) => {
  const translate = useTranslate();
  const { data: sitzung } = useBenutzerInfo();
  const aktionen = useQuery({
    queryKey: ['auftrag', auftragId, 'aktionen', 'entsorger', version],
    queryFn: () => auftragApi.aktionen(auftragId, 'entsorger'),
    meta: { eigeneFehler: true },
  });
  // Only a disposer's own users offer in the portal (the server decides with the same scope).
  const anbieter = sitzung?.status === 'angemeldet' ? scopeOf('entsorgerAntwort', sitzung.info, 'write') : null;
  const anfrage = aktionen.data?.some((a) => a.name === ANFRAGE_ANTWORT) === true;
  const antworten = useQuery({
    queryKey: ['auftrag', auftragId, 'angebote', version],
    queryFn: () => auftragApi.angebote(auftragId),
    enabled: anfrage && anbieter?.type === 'entsorger',
    meta: { eigeneFehler: true },
  });
  const eigene = anbieter?.type === 'entsorger' ? antworten.data?.find((a) => a.entsorgerId === anbieter.entsorgerId) : undefined;
  const nochOffen = eigene?.status === 'offen';
  const [offen, setOffen] = useState<WorkflowAktion | null>(null);
  const [angebot, setAngebot] = useState(false);
  if (aktionen.isError) return <Alert severity="error">{translate('fehler.aktionenFehler')}</Alert>;
  const sichtbar = (aktionen.data ?? []).filter((a) => a.name !== ANFRAGE_ANTWORT || nochOffen);
  if (aktionen.isSuccess && sichtbar.length === 0)
    return kompakt ? null : <Typography color="text.secondary">{translate('entsorgerPortal.show.keineAktion')}</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {nochOffen && (
        <Button variant="contained" size="small" onClick={() => setAngebot(true)}>
          {translate('statetransition.angebot.abgeben')}
        </Button>
      )}
      {sichtbar.map((aktion) => (
        <Button
          key={aktion.path}
          // Declining ends the order: secondary, in red; every other answer is a primary action.
          variant={/ABGELEHNT/.test(aktion.zielStatus) ? 'outlined' : 'contained'}
          color={/ABGELEHNT/.test(aktion.zielStatus) ? 'error' : 'primary'}
          size="small"
          onClick={() => setOffen(aktion)}
        >
          {aktion.label}
        </Button>
      ))}
      {offen && <WorkflowAktionDialog aktion={offen} onClose={() => setOffen(null)} />}
      {angebot && <AngebotAbgebenDialog auftragId={auftragId} onClose={() => setAngebot(false)} />}
    </Stack>
  );
};
