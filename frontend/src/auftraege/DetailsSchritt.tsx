import type { Freigeber } from '@abfallportal/common/angebot';
import type { BestellwertGrenzePruefung, EntsorgerPreisInfo } from '@abfallportal/common/auftragWire';
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  FormGroup,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { formatEuro } from '../format/format';
import { FreigeberAuswahl } from './FreigeberAuswahl';
import { PreisAnzeige } from './PreisAnzeige';
import { wizardMietTage } from './wizardZusammenfassung';
import type { WizardFehler, WizardWerte } from './wizardSchritte';

export type DetailsSchrittProps = {
  werte: WizardWerte;
  fehler: WizardFehler;
  setze: (aenderung: Partial<WizardWerte>) => void;
  entsorger: EntsorgerPreisInfo['entsorger'] | undefined;
  /** Only when the order exceeds the user's limit. */
  grenze: BestellwertGrenzePruefung | undefined;
  freigeber: Freigeber[] | undefined;
  anzahl: number;
};

const kurzpreis = (e: EntsorgerPreisInfo['entsorger'][number]) => (e.preis.ergebnis === 'GEFUNDEN' ? formatEuro(e.preis.summeNetto) : null);

/** Step 3 'Details': the disposer with each one's price, a comment, and the confirmations of spec § 5. */
export const DetailsSchritt = ({ werte, fehler, setze, entsorger, grenze, freigeber, anzahl }: DetailsSchrittProps) => {
  const translate = useTranslate();
  if (entsorger === undefined) return <Loading loadingPrimary="auftraege.neu.entsorgerLaden" loadingSecondary="" />;
  const gewaehlt = entsorger.find((e) => e.id === werte.entsorgerId);
  const art = (
    <FormControl>
      <FormLabel id="art-label">{translate('auftraege.neu.art')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="art-label"
        value={werte.angeboteEinholen ? 'angebote' : 'bestellen'}
        onChange={(e) => setze({ angeboteEinholen: e.target.value === 'angebote' })}
      >
        <FormControlLabel value="bestellen" control={<Radio />} label={translate('auftraege.neu.artBestellen')} />
        <FormControlLabel value="angebote" control={<Radio />} label={translate('auftraege.neu.artAngebote')} />
      </RadioGroup>
    </FormControl>
  );
  if (werte.angeboteEinholen) {
    return (
      <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
        {art}
        <AngebotEntsorgerWahl werte={werte} fehler={fehler} setze={setze} entsorger={entsorger} />
        <KommentarFeld werte={werte} fehler={fehler} setze={setze} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
      {art}
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
      {gewaehlt && <PreisAnzeige preis={gewaehlt.preis} anzahl={anzahl} mietTage={wizardMietTage(werte)} />}
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
        <FreigeberAuswahl
          grenze={grenze.grenze}
          freigeber={freigeber}
          wert={werte.freigeberId}
          onChange={(freigeberId) => setze({ freigeberId })}
          fehler={fehler.freigeberId}
        />
      )}
      <KommentarFeld werte={werte} fehler={fehler} setze={setze} />
    </Stack>
  );
};

type FelderProps = Pick<DetailsSchrittProps, 'werte' | 'fehler' | 'setze'>;

const KommentarFeld = ({ werte, fehler, setze }: FelderProps) => {
  const translate = useTranslate();
  return (
    <TextField
      multiline
      minRows={3}
      label={translate('auftraege.feld.kommentar')}
      value={werte.kommentar}
      onChange={(e) => setze({ kommentar: e.target.value })}
      error={fehler.kommentar !== undefined}
      helperText={fehler.kommentar ?? translate('auftraege.neu.kommentarHinweis')}
    />
  );
};

/** "Angebote einholen": one or more of the producer's disposers are asked instead of ordering. */
const AngebotEntsorgerWahl = ({ werte, fehler, setze, entsorger }: FelderProps & { entsorger: EntsorgerPreisInfo['entsorger'] }) => {
  const translate = useTranslate();
  const umschalten = (id: number, an: boolean) =>
    setze({ angebotEntsorgerIds: an ? [...werte.angebotEntsorgerIds, id] : werte.angebotEntsorgerIds.filter((e) => e !== id) });
  return (
    <FormControl error={fehler.angebotEntsorgerIds !== undefined} required component="fieldset">
      <FormLabel component="legend">{translate('auftraege.neu.angebotEntsorger')}</FormLabel>
      <FormGroup>
        {entsorger.map((e) => (
          <FormControlLabel
            key={e.id}
            control={<Checkbox checked={werte.angebotEntsorgerIds.includes(e.id)} onChange={(ev) => umschalten(e.id, ev.target.checked)} />}
            label={e.name}
          />
        ))}
      </FormGroup>
      <FormHelperText>{fehler.angebotEntsorgerIds ?? translate('auftraege.neu.angebotHinweis')}</FormHelperText>
    </FormControl>
  );
};
