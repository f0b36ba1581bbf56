import { BELEG_STATUS_TEXT, type BelegStatus } from '@abfallportal/common/beleg';
import { Chip } from '@mui/material';

const farbe = (status: BelegStatus) => {
  if (status === 'FREIGEGEBEN') return 'success';
  if (status === 'FEHLERHAFT' || status === 'GELOESCHT') return 'error';
  if (status === 'GEPRUEFT') return 'info';
  return 'default';
};

/** A receipt status as a German label (the catalogue shared with the server's history). */
export const BelegStatusChip = ({ status }: { status: BelegStatus }) => (
  <Chip size="small" variant="outlined" color={farbe(status)} label={BELEG_STATUS_TEXT[status]} />
);
