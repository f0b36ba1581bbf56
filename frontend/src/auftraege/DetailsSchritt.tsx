import type { BestellwertGrenzePruefung, EntsorgerPreisInfo } from '@abfallportal/common/auftragWire';
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { formatEuro } from '../format/format';
import { PreisAnzeige } from './PreisAnzeige';
import type { WizardFehler, WizardWerte } from './wizardSchritte';

export type DetailsSchrittProps = {
  werte: WizardWerte;
  fehler: WizardFehler;
  setze: (aenderung: Partial<WizardWerte>) => void;
  entsorger: EntsorgerPreisInfo['entsorger'] | undefined;
  grenze: BestellwertGrenzePruefung | undefined;
  anzahl: number;
};

const kurzpreis = (e: EntsorgerPreisInfo['entsorger'][number]) => (e.preis.ergebnis === 'GEFUNDEN' ? formatEuro(e.preis.summeNetto) : null);

/** Step 3 'Details': the disposer with each one's price, a comment, and the confirmations of spec § 5. */
export const DetailsSchritt = ({ werte, fehler, setze, entsorger, grenze, anzahl }: DetailsSchrittProps) => {
  const translate = useTranslate();
  if (entsorger === undefined) return <Loading loadingPrimary="auftraege.neu.entsorgerLaden" loadingSecondary="" />;
  const gewaehlt = entsorger.find((e) => e.id === werte.entsorgerId);
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
      <FormControl error={fehler.entsorgerId !== undefined} required>
        <FormLabel id="entsorger-label">{translate('auftraege.feld.entsorger')}</FormLabel>
        {entsorger.length === 0 && <Alert severity="warning">{translate('auftraege.neu.keineEntsorger')}</Alert>}
        <RadioGroup
          aria-labelledby="entsorger-label"
          value={werte.entsorgerId ?? ''}
          onChange={(e) => setze({ entsorgerId: Number(e.target.value) })}
        >
          {entsorger.map((e) => (
            <FormControlLabel
              key={e.id}
              value={e.id}
              control={<Radio />}
              label={
                <Box>
                  <Typography component="span">{e.name}</Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {translate('auftraege.feld.kundennummer')} {e.kundennummer}
                    {' · '}
                    {kurzpreis(e) ?? translate('auftraege.neu.keinPreis')}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
        {fehler.entsorgerId && <FormHelperText>{fehler.entsorgerId}</FormHelperText>}
      </FormControl>
      {gewaehlt && <PreisAnzeige preis={gewaehlt.preis} anzahl={anzahl} />}
      {gewaehlt && gewaehlt.preis.ergebnis !== 'GEFUNDEN' && (
        <FormControl error={fehler.ohnePreisBestaetigt !== undefined}>
          <FormControlLabel
            control={<Checkbox checked={werte.ohnePreisBestaetigt} onChange={(e) => setze({ ohnePreisBestaetigt: e.target.checked })} />}
            label={translate('auftraege.neu.ohnePreis')}
          />
          {fehler.ohnePreisBestaetigt && <FormHelperText>{fehler.ohnePreisBestaetigt}</FormHelperText>}
        </FormControl>
      )}
      {grenze?.ueberschritten && (
        <Alert severity="info">
          {grenze.grenze === null
            ? translate('auftraege.neu.grenzeUeberschritten')
            : translate('auftraege.neu.grenzeUeberschrittenBetrag', { grenze: formatEuro(grenze.grenze) })}
        </Alert>
      )}
      <TextField
        multiline
        minRows={3}
        label={translate('auftraege.feld.kommentar')}
        value={werte.kommentar}
        onChange={(e) => setze({ kommentar: e.target.value })}
        error={fehler.kommentar !== undefined}
        helperText={fehler.kommentar ?? translate('auftraege.neu.kommentarHinweis')}
      />
    </Stack>
  );
};
