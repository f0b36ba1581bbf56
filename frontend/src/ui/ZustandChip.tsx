import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export type Zustand = 'aktiv' | 'inaktiv' | 'freigegeben' | 'nichtFreigegeben' | 'abgelaufen';

export type ZustandChipProps = { zustand: Zustand };

// Orange text on white misses WCAG contrast: "not approved" gets the warning colour on its border only.
const AUSSEHEN: Record<Zustand, { color: 'success' | 'default' | 'error'; sx?: object }> = {
  aktiv: { color: 'success' },
  freigegeben: { color: 'success' },
  inaktiv: { color: 'default' },
  nichtFreigegeben: { color: 'default', sx: { borderColor: 'warning.main' } },
  abgelaufen: { color: 'error' },
};

/** The one chip for active, approved and expired records in every list and form (issue 19). */
export const ZustandChip = ({ zustand }: ZustandChipProps) => {
  const translate = useTranslate();
  const { color, sx } = AUSSEHEN[zustand];
  return <Chip size="small" variant="outlined" color={color} sx={sx} label={translate(`ui.zustand.${zustand}`)} />;
};

/** Active or inactive as a chip. */
export const AktivChip = ({ aktiv }: { aktiv: boolean }) => <ZustandChip zustand={aktiv ? 'aktiv' : 'inaktiv'} />;
