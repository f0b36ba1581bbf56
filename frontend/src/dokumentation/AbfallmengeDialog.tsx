import { useQuery } from '@tanstack/react-query';
import {
  ABFALLMENGE_EINHEITEN,
  ABFALLMENGE_MELDUNGEN,
  abfallmengeFelderSchema,
  type Abfallmenge,
  type AbfallmengeEingabe,
} from '@abfallportal/common/abfallmenge';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { DatumFeld } from '../ui/DatumFeld';
import { zeitraumVerkehrt } from '../ui/datumsPruefung';
import { ohneDatumsMeldung, useDatumsFehler } from '../ui/useDatumsFehler';
import { feldFehler as zodFeldFehler } from '../ui/feldFehler';
import { dokumentationApi } from './dokumentationApi';
import { useAnlagen } from './useDokumentation';

const VERFAHREN = [...Array.from({ length: 13 }, (_, i) => `R${i + 1}`), ...Array.from({ length: 15 }, (_, i) => `D${i + 1}`)];

type Werte = {
  abfallschluessel: string;
  leistungsjahr: string;
  leistungVon: string;
  leistungBis: string;
  menge: string;
  einheit: string;
  abweichendeDichte: string;
  rhythmus: string;
  anzahlLeerungen: string;
  entsorgungsverfahren: string;
  verbleibsanlageId: number | null;
  zertifikatGueltigBis: string;
  ausnahme: string;
  behaelterAnzahl: string;
};

const leer = (jahr: number): Werte => ({
  abfallschluessel: '',
  leistungsjahr: String(jahr),
  leistungVon: '',
  leistungBis: '',
  menge: '',
  einheit: 't',
  abweichendeDichte: '',
  rhythmus: 'ENTSORGUNG',
  anzahlLeerungen: '',
  entsorgungsverfahren: '',
  verbleibsanlageId: null,
  zertifikatGueltigBis: '',
  ausnahme: '',
  behaelterAnzahl: '',
});

const aus = (m: Abfallmenge): Werte => ({
  abfallschluessel: m.abfallschluessel,
  leistungsjahr: String(m.leistungsjahr),
  leistungVon: m.leistungVon ?? '',
  leistungBis: m.leistungBis ?? '',
  menge: m.menge,
  einheit: m.einheit,
  abweichendeDichte: m.abweichendeDichte ?? '',
  rhythmus: m.rhythmus,
  anzahlLeerungen: m.anzahlLeerungen === null ? '' : String(m.anzahlLeerungen),
  entsorgungsverfahren: m.entsorgungsverfahren,
  verbleibsanlageId: m.verbleibsanlageId,
  zertifikatGueltigBis: m.zertifikatGueltigBis ?? '',
  ausnahme: m.ausnahme ?? '',
  behaelterAnzahl: m.behaelterAnzahl === null ? '' : String(m.behaelterAnzahl),
});

type DatumsName = 'leistungVon' | 'leistungBis' | 'zertifikatGueltigBis';

const oderNull = (v: string) => (v.trim() === '' ? null : v.trim());
const zahlOderNull = (v: string) => (v.trim() === '' ? null : Number(v));

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
  const notify = useNotify();
  const [werte, setWerte] = useState<Werte>(leer(jahr));
  const [weg, setWeg] = useState<'anlage' | 'zertifikat'>('anlage');
  const [datei, setDatei] = useState<File | null>(null);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const [meldung, setMeldung] = useState<string | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  const datumsFehler = useDatumsFehler<DatumsName>();
  const datumsFehlerZuruecksetzen = datumsFehler.zuruecksetzen;
  const anlagen = useAnlagen(offen).data ?? [];
  // Spec § 7 `ausnahmen`: the master data exceptions fill the justification.
  const ausnahmen = useQuery({
    queryKey: ['dokumentation', erzeugerId, 'ausnahmen'],
    queryFn: () => dokumentationApi.ausnahmen(erzeugerId),
    enabled: offen,
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    if (!offen) return;
    datumsFehlerZuruecksetzen();
    setWerte(menge ? aus(menge) : leer(jahr));
    setWeg(menge && menge.verbleibsanlageId === null ? 'zertifikat' : 'anlage');
    setDatei(null);
    setFehler({});
    setMeldung(null);
  }, [offen, menge, jahr, datumsFehlerZuruecksetzen]);

  const setze = (feld: keyof Werte) => (e: { target: { value: string } }) => setWerte((w) => ({ ...w, [feld]: e.target.value }));
  const feld = (name: keyof Werte, extra: Record<string, unknown> = {}) => ({
    label: translate(`dokumentation.feld.${name}`),
    value: werte[name] ?? '',
    onChange: setze(name),
    error: Boolean(fehler[name]),
    helperText: fehler[name] ?? (extra.hilfe as string | undefined),
    size: 'small' as const,
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': `feld-${name}` } },
  });

  const verkehrt = zeitraumVerkehrt(werte.leistungVon, werte.leistungBis);
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

  const speichern = async () => {
    // The certificate's date counts only on the certificate path, as in the request below.
    const ungueltig = datumsFehler.offen((name) => weg === 'zertifikat' || name !== 'zertifikatGueltigBis');
    if (Object.keys(ungueltig).length > 0) {
      setFehler((f) => ({ ...f, ...ungueltig }));
      return;
    }
    const eingabe: AbfallmengeEingabe = {
      anfallstelleId,
      abfallschluessel: werte.abfallschluessel,
      leistungsjahr: Number(werte.leistungsjahr),
      leistungVon: oderNull(werte.leistungVon),
      leistungBis: oderNull(werte.leistungBis),
      menge: werte.menge,
      einheit: werte.einheit as AbfallmengeEingabe['einheit'],
      abweichendeDichte: oderNull(werte.abweichendeDichte),
      rhythmus: werte.rhythmus as AbfallmengeEingabe['rhythmus'],
      anzahlLeerungen: zahlOderNull(werte.anzahlLeerungen),
      entsorgungsverfahren: werte.entsorgungsverfahren,
      verbleibsanlageId: weg === 'anlage' ? werte.verbleibsanlageId : null,
      zertifikatGueltigBis: weg === 'zertifikat' ? oderNull(werte.zertifikatGueltigBis) : null,
      ausnahme: oderNull(werte.ausnahme),
      behaelterAnzahl: zahlOderNull(werte.behaelterAnzahl),
    };
    const geprueft = abfallmengeFelderSchema.safeParse(eingabe);
    if (!geprueft.success) {
      setFehler(zodFeldFehler(geprueft.error));
      return;
    }
    setLaeuft(true);
    try {
      if (menge && weg === 'zertifikat' && datei) {
        // The new certificate first (one revision more), then the fields on top of it.
        await dokumentationApi.zertifikatErsetzen(menge.id, menge.version, datei, eingabe.zertifikatGueltigBis ?? null);
        await dokumentationApi.aendern(menge.id, menge.version + 1, eingabe);
      } else if (menge) await dokumentationApi.aendern(menge.id, menge.version, eingabe);
      else await dokumentationApi.anlegen(erzeugerId, eingabe, weg === 'zertifikat' ? datei : null);
      notify(translate(menge ? 'erfolg.gespeichert' : 'erfolg.hinzugefuegt'), { type: 'success' });
      onGespeichert();
    } catch (error) {
      if (error instanceof ApiError) setFehler(error.errors);
      setMeldung(error instanceof Error ? error.message : String(error));
    } finally {
      setLaeuft(false);
    }
  };

  const wegFehler = fehler.verbleibsanlageId ?? fehler.zertifikat;
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
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate('dokumentation.hilfe.weg')}
        </Typography>
        <RadioGroup row value={weg} onChange={(e) => setWeg(e.target.value as 'anlage' | 'zertifikat')}>
          <FormControlLabel value="anlage" control={<Radio />} label={translate('dokumentation.wegAnlage')} />
          <FormControlLabel value="zertifikat" control={<Radio />} label={translate('dokumentation.wegZertifikat')} />
        </RadioGroup>
        {weg === 'anlage' ? (
          <Autocomplete
            options={anlagen}
            getOptionLabel={(a) => a.name}
            value={anlagen.find((a) => a.id === werte.verbleibsanlageId) ?? null}
            onChange={(_e, a) => setWerte((w) => ({ ...w, verbleibsanlageId: a?.id ?? null }))}
            renderInput={(p) => (
              <TextField
                {...p}
                size="small"
                label={translate('dokumentation.feld.verbleibsanlageId')}
                error={Boolean(wegFehler)}
                helperText={wegFehler}
              />
            )}
          />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, alignItems: 'center' }}>
            {menge?.zertifikatName && (
              <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
                {datei
                  ? translate('dokumentation.zertifikatNeu', { name: datei.name })
                  : translate('dokumentation.zertifikatGespeichert', { name: menge.zertifikatName })}
              </Typography>
            )}
            <Button variant="outlined" component="label">
              {datei
                ? datei.name
                : translate(menge?.zertifikatName ? 'dokumentation.zertifikatErsetzen' : 'dokumentation.zertifikatWaehlen')}
              <input
                hidden
                type="file"
                accept="application/pdf"
                data-testid="zertifikat"
                onChange={(e) => setDatei(e.target.files?.[0] ?? null)}
              />
            </Button>
            {datum('zertifikatGueltigBis')}
            {wegFehler && (
              <Typography color="error" variant="body2">
                {wegFehler}
              </Typography>
            )}
          </Box>
        )}
        {(ausnahmen.data?.length ?? 0) > 0 && (
          <TextField
            select
            size="small"
            fullWidth
            sx={{ mt: 2 }}
            label={translate('dokumentation.ausnahmeVorlage')}
            value=""
            onChange={(e) => {
              const a = ausnahmen.data?.find((x) => String(x.id) === e.target.value);
              if (a) setWerte((w) => ({ ...w, ausnahme: a.beschreibung ? `${a.name}: ${a.beschreibung}` : a.name }));
            }}
            slotProps={{ htmlInput: { 'data-testid': 'ausnahme-vorlage' } }}
          >
            {ausnahmen.data?.map((a) => (
              <MenuItem key={a.id} value={String(a.id)}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
        )}
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
