import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DatumFeld } from '../ui/DatumFeld';
import { istDatumsfeld, type WorkflowFehler, type WorkflowFeld, type WorkflowWerte } from './workflowFormular';

export type WorkflowFelderProps = {
  felder: readonly WorkflowFeld[];
  werte: WorkflowWerte;
  fehler: WorkflowFehler;
  setze: (feld: WorkflowFeld, wert: string) => void;
  /** The earliest date that may be picked (yyyy-MM-dd). */
  minDatum?: string;
};

/** The inputs a workflow action asks for: dates with the German picker, reasons and comments as text. */
export const WorkflowFelder = ({ felder, werte, fehler, setze, minDatum }: WorkflowFelderProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      {felder.map((feld) =>
        istDatumsfeld(feld) ? (
          <DatumFeld
            key={feld}
            label={translate(`auftraege.workflow.${feld}`)}
            required
            minDate={minDatum}
            value={werte[feld] ?? null}
            onChange={(wert) => setze(feld, wert ?? '')}
            error={fehler[feld] !== undefined}
            helperText={fehler[feld] ?? ' '}
          />
        ) : (
          <TextField
            key={feld}
            multiline
            minRows={2}
            label={translate(`auftraege.workflow.${feld}`)}
            value={werte[feld] ?? ''}
            onChange={(e) => setze(feld, e.target.value)}
            error={fehler[feld] !== undefined}
            helperText={fehler[feld] ?? translate('auftraege.neu.optional')}
          />
        ),
      )}
    </Stack>
  );
};
