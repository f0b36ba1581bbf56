import type { RegistrierbarerVertrag } from '@abfallportal/common/registrierung';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../format/format';

export type VertragAuswahlProps = {
  vertraege: RegistrierbarerVertrag[];
  wert: number | '';
  onChange: (id: number) => void;
  fehler: string | undefined;
};

/** The contract types of /registrierung with their price per month (spec § 2); prices net of VAT (spec § 1). */
export const VertragAuswahl = ({ vertraege, wert, onChange, fehler }: VertragAuswahlProps) => {
  const translate = useTranslate();
  const grenze = (n: number | null) => (n === null ? translate('registrierung.unbegrenzt') : String(n));
  return (
    <FormControl error={fehler !== undefined} required>
      <FormLabel id="vertrag-label">{translate('registrierung.feld.vertrag')}</FormLabel>
      <RadioGroup
        aria-labelledby="vertrag-label"
        name="vertragId"
        value={wert === '' ? '' : String(wert)}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {vertraege.map((v) => (
          <FormControlLabel
            key={v.id}
            value={String(v.id)}
            control={<Radio />}
            label={
              <span>
                <strong>{v.name}</strong> – {translate('registrierung.preisProMonat', { preis: formatEuro(v.preisProMonat) })}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {translate('registrierung.grenzen', { anfallstellen: grenze(v.maxAnfallstellen), entsorger: grenze(v.maxEntsorger) })}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
      <FormHelperText>{fehler ?? translate('registrierung.preisHinweis')}</FormHelperText>
    </FormControl>
  );
};
