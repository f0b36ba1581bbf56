import type { BelegDetails } from '@abfallportal/common/beleg';
import { Alert, Button, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { PositionenAusPdfButton } from '../belegImport';
import { belegeApi } from './belegeApi';
import { belegPaths } from './belegPaths';
import { BelegPositionenTabelle } from './BelegPositionenTabelle';
import { PositionenDialog } from './PositionenDialog';

/**
 * The positions section: taking them over from the PDF, editing them (with EDIT_RECHNUNGEN while the
 * receipt is open), the receipt check's message on the positions, and the table.
 */
export const BelegPositionen = ({
  beleg,
  pruefung,
  bearbeitbar,
  positionenOffen,
  setPositionenOffen,
  onGespeichert,
}: {
  beleg: BelegDetails;
  pruefung: Record<string, string>;
  bearbeitbar: boolean;
  /** Whether the positions dialog is open; kept by the page, which outlives a change of receipt. */
  positionenOffen: boolean;
  setPositionenOffen: (offen: boolean) => void;
  onGespeichert: () => void;
}) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6">{translate('belege.show.positionen')}</Typography>
      <PositionenAusPdfButton
        beleg={beleg}
        dateiUrl={belegeApi.dateiUrl(beleg.id)}
        speichern={(felder) => belegeApi.felderSpeichern(beleg.id, beleg.version, felder)}
        onUebernommen={() => void queryClient.invalidateQueries({ queryKey: [belegPaths.resource] })}
      />
      {bearbeitbar && (
        <Button variant="outlined" size="small" onClick={() => setPositionenOffen(true)} sx={{ ml: 1 }}>
          {translate('belege.positionenDialog.oeffnen')}
        </Button>
      )}
      <PositionenDialog
        beleg={beleg}
        offen={positionenOffen}
        onSchliessen={() => setPositionenOffen(false)}
        onGespeichert={() => {
          setPositionenOffen(false);
          onGespeichert();
          void queryClient.invalidateQueries({ queryKey: [belegPaths.resource] });
        }}
      />
      {pruefung.positionen && <Alert severity="warning">{pruefung.positionen}</Alert>}
      <BelegPositionenTabelle beleg={beleg} pruefung={pruefung} />
    </Paper>
  );
};
