import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useZeitraeume } from './useDokumentation';

/** The chosen period (a calendar year) lives in the URL (?jahr=), so a link keeps it; default the current year. */
export const useJahr = (): [number, (jahr: number) => void] => {
  const [params, setParams] = useSearchParams();
  const jahr = Number(params.get('jahr')) || new Date().getFullYear();
  return [jahr, (j) => setParams((p) => ({ ...Object.fromEntries(p), jahr: String(j) }), { replace: true })];
};

/** The period chooser (spec § 2: choose period; GET zeitraeume). */
export const ZeitraumWahl = ({ erzeugerId }: { erzeugerId: number }) => {
  const translate = useTranslate();
  const [jahr, setJahr] = useJahr();
  const zeitraeume = useZeitraeume(erzeugerId).data ?? [];
  const optionen = zeitraeume.some((z) => z.id === jahr) ? zeitraeume : [...zeitraeume, { id: jahr, name: String(jahr) }];
  return (
    <TextField
      select
      size="small"
      label={translate('dokumentation.zeitraum')}
      value={jahr}
      onChange={(e) => setJahr(Number(e.target.value))}
      fullWidth={false}
      sx={{ width: 160 }}
      slotProps={{ htmlInput: { 'data-testid': 'zeitraum' } }}
    >
      {optionen.map((z) => (
        <MenuItem key={z.id} value={z.id}>
          {z.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
