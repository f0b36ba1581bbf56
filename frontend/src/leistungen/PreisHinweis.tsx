import { PREIS_HINWEIS } from '@abfallportal/common/leistung';
import { Alert } from '@mui/material';

/** Spec § 1: prices are shown excluding VAT and billed by actual quantity. */
export const PreisHinweis = () => (
  <Alert severity="info" variant="outlined" sx={{ my: 1 }}>
    {PREIS_HINWEIS}
  </Alert>
);
