import type { Freigeber } from '@abfallportal/common/angebot';
import { Alert, FormControl, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../format/format';

export type FreigeberAuswahlProps = {
  /** The acting user's order value limit; null when it has none. */
  grenze: number | null;
  freigeber: Freigeber[] | undefined;
  wert: number | null;
  onChange: (freigeberId: number) => void;
  fehler?: string;
};

/**
 * spec § 4: above the user's order value limit an order waits for approval by a person the user
 * picks (a user of the producer with a higher limit, or the owner). Used by the order wizard and
 * by accepting an offer.
 */
export const FreigeberAuswahl = ({ grenze, freigeber, wert, onChange, fehler }: FreigeberAuswahlProps) => {
  const translate = useTranslate();
  return (
    <FormControl error={fehler !== undefined} required>
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {grenze === null
          ? translate('auftraege.neu.grenzeUeberschritten')
          : translate('auftraege.neu.grenzeUeberschrittenBetrag', { grenze: formatEuro(grenze) })}
      </Alert>
      <TextField
        select
        required
        label={translate('auftraege.neu.freigeber')}
        value={wert ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
        error={fehler !== undefined}
        helperText={fehler ?? (freigeber?.length === 0 ? translate('auftraege.neu.keinFreigeber') : undefined)}
      >
        {(freigeber ?? []).map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.name} ({f.bestellwertGrenze === null ? translate('auftraege.neu.ohneGrenze') : formatEuro(f.bestellwertGrenze)})
          </MenuItem>
        ))}
      </TextField>
    </FormControl>
  );
};
