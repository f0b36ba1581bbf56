import { ABFALLMENGE_EINHEITEN, ABFALLMENGE_MELDUNGEN, type Abfallmenge } from '@abfallportal/common/abfallmenge';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DatumFeld } from '../ui/DatumFeld';
import { ohneDatumsMeldung } from '../ui/useDatumsFehler';
import { type DatumsName } from './abfallmengeWerte';
import { AusnahmeVorlage } from './AusnahmeVorlage';
import { EntsorgungswegFelder } from './EntsorgungswegFelder';
import { useAbfallmengeFormular } from './useAbfallmengeFormular';

const VERFAHREN = [...Array.from({ length: 13 }, (_, i) => `R${i + 1}`), ...Array.from({ length: 15 }, (_, i) => `D${i + 1}`)];

export type AbfallmengeDialogProps = {
  offen: boolean;
  erzeugerId: number;
  anfallstelleId: number;
  jahr: number;
  /** The quantity to edit; none: create. */
  menge: Abfallmenge | null;
  onSchliessen: () => void;
  onGespeichert: () => void;
};

/** Create or edit a waste quantity (spec §§ 3, 5): plant picker or certificate upload, exactly one. */
export const AbfallmengeDialog = ({
  offen,
  erzeugerId,
  anfallstelleId,
  jahr,
  menge,
  onSchliessen,
  onGespeichert,
}: AbfallmengeDialogProps) => {
  const translate = useTranslate();
  const formular = useAbfallmengeFormular({ offen, erzeugerId, anfallstelleId, jahr, menge, onGespeichert });
  const { werte, setWerte, fehler, setFehler, meldung, laeuft, datumsFehler, feld, verkehrt, speichern } = formular;
  const datum = (name: DatumsName, meldung?: string) => (
    <DatumFeld
      label={translate(`dokumentation.feld.${name}`)}
      value={werte[name]}
      onChange={(wert, fehlerText) => {
        setWerte((w) => ({ ...w, [name]: wert ?? '' }));
        datumsFehler.melden(name, fehlerText);
        setFehler((f) => ohneDatumsMeldung(f, name, ABFALLMENGE_MELDUNGEN.zeitraum));
      }}
      error={Boolean(meldung ?? fehler[name])}
      helperText={meldung ?? fehler[name]}
      size="small"
      fullWidth
      clearable
      data-testid={`feld-${name}`}
    />
  );

  return (
    <Dialog open={offen} onClose={onSchliessen} fullWidth maxWidth="sm">
      <DialogTitle>{translate(menge ? 'dokumentation.bearbeiten' : 'dokumentation.anlegen')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
          <TextField {...feld('abfallschluessel')} required placeholder="17 09 04" />
          <TextField {...feld('leistungsjahr')} required type="number" />
          {datum('leistungVon')}
          {datum('leistungBis', verkehrt ? ABFALLMENGE_MELDUNGEN.zeitraum : undefined)}
          <TextField {...feld('menge', { hilfe: translate('dokumentation.hilfe.menge') })} required inputMode="decimal" />
          <TextField {...feld('einheit')} select required>
            {ABFALLMENGE_EINHEITEN.map((e) => (
              <MenuItem key={e} value={e}>
                {e}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...feld('abweichendeDichte')} inputMode="decimal" />
          <TextField {...feld('rhythmus')} select required>
            <MenuItem value="ENTSORGUNG">{translate('dokumentation.rhythmus.ENTSORGUNG')}</MenuItem>
            <MenuItem value="TURNUS">{translate('dokumentation.rhythmus.TURNUS')}</MenuItem>
          </TextField>
          <TextField {...feld('anzahlLeerungen')} type="number" />
          <TextField {...feld('behaelterAnzahl')} type="number" />
          <TextField {...feld('entsorgungsverfahren')} select required>
            {VERFAHREN.map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <EntsorgungswegFelder formular={formular} offen={offen} menge={menge} gueltigBisFeld={datum('zertifikatGueltigBis')} />
        <AusnahmeVorlage erzeugerId={erzeugerId} offen={offen} setWerte={setWerte} />
        <TextField {...feld('ausnahme')} multiline minRows={2} sx={{ mt: 2 }} />
        {meldung && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {meldung}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onSchliessen}>{translate('dokumentation.abbrechen')}</Button>
        <Button variant="contained" onClick={() => void speichern()} disabled={laeuft}>
          {translate('dokumentation.speichern')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
