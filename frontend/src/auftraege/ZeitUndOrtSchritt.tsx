import type { TimeAndPlaceOptionen } from '@abfallportal/common/auftragWire';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useTranslate } from 'react-admin';
import { formatDatum } from '../format/format';
import { datumVonIso, isoVonDatum } from '../format/datumsauswahl';
import type { WizardFehler, WizardWerte } from './wizardSchritte';

export type ZeitUndOrtSchrittProps = {
  werte: WizardWerte;
  fehler: WizardFehler;
  setze: (aenderung: Partial<WizardWerte>) => void;
  optionen: TimeAndPlaceOptionen;
};

const adresse = (a: TimeAndPlaceOptionen['anfallstellen'][number]) =>
  [a.strasse, [a.plz, a.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const alsIso = (datum: Date | null): string | null => (datum && isValid(datum) ? isoVonDatum(datum) : null);

/** Step 1 'Zeit und Ort': site, wish delivery date (not before the earliest one), optional removal date. */
export const ZeitUndOrtSchritt = ({ werte, fehler, setze, optionen }: ZeitUndOrtSchrittProps) => {
  const translate = useTranslate();
  const fruehester = datumVonIso(optionen.fruehesterLiefertermin);
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 520 }}>
      <TextField
        select
        label={translate('auftraege.feld.anfallstelle')}
        value={werte.anfallstelleId ?? ''}
        onChange={(e) => setze({ anfallstelleId: Number(e.target.value) })}
        error={fehler.anfallstelleId !== undefined}
        helperText={fehler.anfallstelleId ?? (optionen.anfallstellen.length === 0 ? translate('auftraege.neu.keineAnfallstellen') : ' ')}
        required
      >
        {optionen.anfallstellen.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
            {adresse(a) !== '' && ` – ${adresse(a)}`}
          </MenuItem>
        ))}
      </TextField>
      <DatePicker
        label={translate('auftraege.feld.wunschLieferterminEinzeln')}
        format="dd.MM.yyyy"
        minDate={fruehester ?? undefined}
        value={datumVonIso(werte.wunschLiefertermin)}
        onChange={(d) => setze({ wunschLiefertermin: alsIso(d) })}
        slotProps={{
          textField: {
            required: true,
            error: fehler.wunschLiefertermin !== undefined,
            helperText:
              fehler.wunschLiefertermin ?? translate('auftraege.neu.fruehestens', { datum: formatDatum(optionen.fruehesterLiefertermin) }),
          },
        }}
      />
      <FormControlLabel
        control={<Checkbox checked={werte.lieferterminUnbekannt} onChange={(e) => setze({ lieferterminUnbekannt: e.target.checked })} />}
        label={translate('auftraege.feld.lieferterminUnbekannt')}
      />
      <DatePicker
        label={translate('auftraege.feld.wunschAbholtermin')}
        format="dd.MM.yyyy"
        minDate={datumVonIso(werte.wunschLiefertermin) ?? fruehester ?? undefined}
        value={datumVonIso(werte.wunschAbholtermin)}
        onChange={(d) => setze({ wunschAbholtermin: alsIso(d) })}
        slotProps={{
          field: { clearable: true },
          textField: {
            error: fehler.wunschAbholtermin !== undefined,
            helperText: fehler.wunschAbholtermin ?? translate('auftraege.neu.optional'),
          },
        }}
      />
    </Stack>
  );
};
