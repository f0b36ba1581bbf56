import type { BehaelterOptionen, WertstoffOptionen } from '@abfallportal/common/auftragWire';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEinheiten } from '../format/format';
import type { WizardFehler, WizardWerte } from './wizardSchritte';

export type WertstoffSchrittProps = {
  werte: WizardWerte;
  fehler: WizardFehler;
  setze: (aenderung: Partial<WizardWerte>) => void;
  optionen: WertstoffOptionen;
  behaelter: BehaelterOptionen['behaelter'] | undefined;
};

/** Step 2 'Wertstoff und Menge': fraction, its waste key, container and count; mixed waste asks for a reason. */
export const WertstoffSchritt = ({ werte, fehler, setze, optionen, behaelter }: WertstoffSchrittProps) => {
  const translate = useTranslate();
  const fraktion = optionen.fraktionen.find((f) => f.id === werte.fraktionId);
  const hilfe = (feld: keyof WizardFehler) => fehler[feld] ?? ' ';
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 520 }}>
      <TextField
        select
        required
        label={translate('auftraege.feld.fraktion')}
        value={werte.fraktionId ?? ''}
        onChange={(e) => {
          const gewaehlt = optionen.fraktionen.find((f) => f.id === Number(e.target.value));
          const [einziger, ...weitere] = gewaehlt?.abfallschluessel ?? [];
          setze({ fraktionId: Number(e.target.value), abfallschluessel: einziger && weitere.length === 0 ? einziger.schluessel : '' });
        }}
        error={fehler.fraktionId !== undefined}
        helperText={hilfe('fraktionId')}
      >
        {optionen.fraktionen.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.bezeichnung}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        required
        disabled={fraktion === undefined}
        label={translate('auftraege.feld.abfallschluessel')}
        value={werte.abfallschluessel}
        onChange={(e) => setze({ abfallschluessel: e.target.value })}
        error={fehler.abfallschluessel !== undefined}
        helperText={hilfe('abfallschluessel')}
      >
        {(fraktion?.abfallschluessel ?? []).map((a) => (
          <MenuItem key={a.schluessel} value={a.schluessel}>
            {a.anzeige} – {a.bezeichnung}
            {a.gefaehrlich && ` (${translate('auftraege.feld.gefaehrlich')})`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        required
        disabled={fraktion === undefined || behaelter === undefined}
        label={translate('auftraege.feld.behaelter')}
        value={werte.behaelterId ?? ''}
        onChange={(e) => setze({ behaelterId: Number(e.target.value) })}
        error={fehler.behaelterId !== undefined}
        helperText={hilfe('behaelterId')}
      >
        {(behaelter ?? []).map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {formatEinheiten(b.bezeichnung)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        type="number"
        label={translate('auftraege.feld.anzahl')}
        value={werte.anzahl}
        onChange={(e) => setze({ anzahl: e.target.value })}
        slotProps={{ htmlInput: { min: 1, max: 99, step: 1 } }}
        error={fehler.anzahl !== undefined}
        helperText={hilfe('anzahl')}
        sx={{ maxWidth: 160 }}
      />
      {fraktion?.gemischt && (
        <>
          <Alert severity="info">{translate('auftraege.neu.gemischtHinweis')}</Alert>
          <TextField
            required
            multiline
            minRows={2}
            label={translate('auftraege.feld.begruendungGemischt')}
            value={werte.begruendungGemischt}
            onChange={(e) => setze({ begruendungGemischt: e.target.value })}
            error={fehler.begruendungGemischt !== undefined}
            helperText={hilfe('begruendungGemischt')}
          />
        </>
      )}
    </Stack>
  );
};
