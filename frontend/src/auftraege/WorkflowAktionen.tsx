import type { WorkflowAktion } from '@abfallportal/common/auftragWire';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { auftragApi } from './auftragApi';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { useDarf } from '../session/useDarf';
import { WorkflowAktionDialog } from './WorkflowAktionDialog';

export type WorkflowAktionenProps = { auftragId: string };

const useAktionen = (auftragId: string, seite: 'erzeuger' | 'entsorger', enabled: boolean) =>
  useQuery({
    queryKey: ['auftrag', auftragId, 'aktionen', seite],
    queryFn: () => auftragApi.aktionen(auftragId, seite),
    enabled,
    meta: { eigeneFehler: true },
  });

/** Cancelling and rejecting end the order: shown in red. */
const beendend = (aktion: WorkflowAktion): boolean => /STORNIERT|ABGELEHNT/.test(aktion.zielStatus);

/** The actions the server offers this user now (spec § 4): the producer side, for staff also the disposer side. */
export const WorkflowAktionen = ({ auftragId }: WorkflowAktionenProps) => {
  const translate = useTranslate();
  const alle = useDarf('VIEW_ALL_AUFTRAG');
  const erzeuger = useAktionen(auftragId, 'erzeuger', true);
  const info = useBenutzerInfo().data;
  // A disposer's own user answers in the portal too (e.g. "Problem behoben").
  const entsorgerNutzer = info?.status === 'angemeldet' && info.info.entsorger !== null;
  const entsorger = useAktionen(auftragId, 'entsorger', alle || entsorgerNutzer);
  const [offen, setOffen] = useState<WorkflowAktion | null>(null);
  if (erzeuger.isError || entsorger.isError) return <Alert severity="error">{translate('fehler.aktionenFehler')}</Alert>;
  const knoepfe = (aktionen: WorkflowAktion[] | undefined, variant: 'contained' | 'outlined') =>
    (aktionen ?? []).map((aktion) => (
      <Button
        key={aktion.path}
        // Destructive actions are secondary: outlined, never the filled primary button (issue 19).
        variant={beendend(aktion) ? 'outlined' : variant}
        size="small"
        color={beendend(aktion) ? 'error' : 'primary'}
        onClick={() => setOffen(aktion)}
      >
        {aktion.label}
      </Button>
    ));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {knoepfe(erzeuger.data, 'contained')}
      {entsorgerNutzer && !alle && knoepfe(entsorger.data, 'contained')}
      {alle && (entsorger.data ?? []).length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {translate('auftraege.workflow.fuerEntsorger')}
          </Typography>
          {knoepfe(entsorger.data, 'outlined')}
        </>
      )}
      {offen && <WorkflowAktionDialog aktion={offen} onClose={() => setOffen(null)} />}
    </Stack>
  );
};
