import type { WorkflowAktion } from '@abfallportal/common/auftragWire';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { auftragApi } from './auftragApi';
import { WorkflowAktionDialog } from './WorkflowAktionDialog';

export type EntsorgerAktionenProps = { auftragId: string; version: string };

/**
 * The disposer's answers to an order: exactly the actions their mail links offer, as the server
 * lists them (GET /v1/workflow/entsorgerStateTransitions/{id}). `version` refetches after a change.
 */
export const EntsorgerAktionen = ({ auftragId, version }: EntsorgerAktionenProps) => {
  const translate = useTranslate();
  const aktionen = useQuery({
    queryKey: ['auftrag', auftragId, 'aktionen', 'entsorger', version],
    queryFn: () => auftragApi.aktionen(auftragId, 'entsorger'),
    meta: { eigeneFehler: true },
  });
  const [offen, setOffen] = useState<WorkflowAktion | null>(null);
  if (aktionen.isError) return <Alert severity="error">{translate('fehler.aktionenFehler')}</Alert>;
  if (aktionen.data?.length === 0) return <Typography color="text.secondary">{translate('entsorgerPortal.show.keineAktion')}</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(aktionen.data ?? []).map((aktion) => (
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
    </Stack>
  );
};
