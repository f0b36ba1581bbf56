import type { BelegDetails } from '@abfallportal/common/beleg';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { belegeApi } from './belegeApi';
import type { Ausfuehren } from './useBelegAktion';

/** Rejects the receipt as faulty with an explanation, which the server mails to the disposer. */
export const BelegAblehnenDialog = ({
  beleg,
  offen,
  onSchliessen,
  begruendung,
  setBegruendung,
  feldFehler,
  laeuft,
  ausfuehren,
}: {
  beleg: BelegDetails;
  offen: boolean;
  onSchliessen: () => void;
  /** The explanation typed so far; kept by the page, which outlives a change of receipt. */
  begruendung: string;
  setBegruendung: (begruendung: string) => void;
  feldFehler: Record<string, string>;
  laeuft: boolean;
  ausfuehren: Ausfuehren;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={offen} onClose={onSchliessen} fullWidth>
      <DialogTitle>{translate('belege.ablehnen.titel')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{translate('belege.ablehnen.text')}</Typography>
        <TextField
          label={translate('belege.ablehnen.begruendung')}
          multiline
          minRows={3}
          fullWidth
          value={begruendung}
          onChange={(e) => setBegruendung(e.target.value)}
          error={Boolean(feldFehler.begruendung)}
          helperText={feldFehler.begruendung}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onSchliessen}>{translate('belege.aktion.abbrechen')}</Button>
        <Button
          color="warning"
          variant="contained"
          disabled={begruendung.trim() === '' || laeuft}
          onClick={() =>
            ausfuehren(async () => {
              await belegeApi.fehlerhaft(beleg.id, beleg.version, begruendung);
              onSchliessen();
            }, 'belege.erfolg.abgelehnt')
          }
        >
          {translate('belege.aktion.ablehnenBestaetigen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
