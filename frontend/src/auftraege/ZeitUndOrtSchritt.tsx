import type { TimeAndPlaceOptionen } from '@abfallportal/common/auftragWire';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDatum } from '../format/format';
import { DatumFeld } from '../ui/DatumFeld';
import type { WizardFehler, WizardWerte } from './wizardSchritte';

export type ZeitUndOrtSchrittProps = {
  werte: WizardWerte;
  fehler: WizardFehler;
  setze: (aenderung: Partial<WizardWerte>) => void;
  optionen: TimeAndPlaceOptionen;
};

const adresse = (a: TimeAndPlaceOptionen['anfallstellen'][number]) =>
  [a.strasse, [a.plz, a.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Step 1 'Zeit und Ort': site, wish delivery date (not before the earliest one), optional removal date. */
export const ZeitUndOrtSchritt = ({ werte, fehler, setze, optionen }: ZeitUndOrtSchrittProps) => {
  const translate = useTranslate();
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
      <DatumFeld
        label={translate('auftraege.feld.wunschLieferterminEinzeln')}
        minDate={optionen.fruehesterLiefertermin}
        value={werte.wunschLiefertermin}
        onChange={(wunschLiefertermin) => setze({ wunschLiefertermin })}
        required
        error={fehler.wunschLiefertermin !== undefined}
        helperText={
          fehler.wunschLiefertermin ?? translate('auftraege.neu.fruehestens', { datum: formatDatum(optionen.fruehesterLiefertermin) })
        }
      />
      <FormControlLabel
        control={<Checkbox checked={werte.lieferterminUnbekannt} onChange={(e) => setze({ lieferterminUnbekannt: e.target.checked })} />}
        label={translate('auftraege.feld.lieferterminUnbekannt')}
      />
      <DatumFeld
        label={translate('auftraege.feld.wunschAbholtermin')}
        minDate={werte.wunschLiefertermin ?? optionen.fruehesterLiefertermin}
        value={werte.wunschAbholtermin}
        onChange={(wunschAbholtermin) => setze({ wunschAbholtermin })}
        clearable
        error={fehler.wunschAbholtermin !== undefined}
        helperText={fehler.wunschAbholtermin ?? translate('auftraege.neu.optional')}
      />
    </Stack>
  );
};
