import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { Chip } from '@mui/material';
import { statusText } from './statusText';

export type StatusChipProps = {
  status: AuftragStatus;
  /** In roomy places the label stays on one line; in table columns it wraps at 160 px, never cut (issue 19). */
  ganz?: boolean;
};

const farbe = (status: AuftragStatus) => {
  if (status === 'AUFTRAG_ABGESCHLOSSEN') return 'success';
  if (status.includes('STORNIERT') || status.includes('ABGELEHNT') || status === 'PROBLEM') return 'error';
  if (status.endsWith('BESTAETIGT')) return 'info';
  return 'default';
};

/** An order status as a German label. */
export const StatusChip = ({ status, ganz = false }: StatusChipProps) => (
  <Chip
    size="small"
    label={statusText(status)}
    title={statusText(status)}
    color={farbe(status)}
    variant="outlined"
    sx={ganz ? undefined : { maxWidth: 160, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
  />
);
