import {
  BELEG_MELDUNGEN,
  BELEG_RHYTHMEN,
  belegFelderSchema,
  type BelegDetails,
  type BelegFelder,
  type BelegPosition,
} from '@abfallportal/common/beleg';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { DatumFeld } from '../ui/DatumFeld';
import { zeitraumVerkehrt } from '../ui/datumsPruefung';
import { ohneDatumsMeldung, useDatumsFehler } from '../ui/useDatumsFehler';
import { feldFehler as zodFeldFehler } from '../ui/feldFehler';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { belegeApi } from './belegeApi';
import { positionenApi } from './positionenApi';

const VERFAHREN = [...Array.from({ length: 13 }, (_, i) => `R${i + 1}`), ...Array.from({ length: 15 }, (_, i) => `D${i + 1}`)];

/** One position as the form holds it (strings for what a person types); the rest is kept as it was. */
type PositionWerte = {
  bezeichnung: string;
  abfallschluessel: string;
  menge: string;
  einheit: string;
  behaelter: string;
  behaelterkategorie: string;
  behaelterAnzahl: string;
  rhythmus: string;
  anzahlLeerungen: string;
  entsorgungsverfahren: string;
  verbleibsanlageId: number | null;
  zertifikat: string;
  ausnahme: string;
  /** The fields the dialog does not show (density, amount), sent back unchanged. */
  rest: Pick<BelegPosition, 'abweichendeDichte' | 'betrag'>;
};

type KopfWerte = { anfallstelleId: number | null; leistungVon: string; leistungBis: string };

const aus = (p: BelegPosition): PositionWerte => ({
  bezeichnung: p.bezeichnung ?? '',
  abfallschluessel: p.abfallschluessel ?? '',
  menge: p.menge ?? '',
  einheit: p.einheit ?? '',
  behaelter: p.behaelter ?? '',
  behaelterkategorie: p.behaelterkategorie ?? '',
  behaelterAnzahl: p.behaelterAnzahl === null ? '' : String(p.behaelterAnzahl),
  rhythmus: p.rhythmus ?? '',
  anzahlLeerungen: p.anzahlLeerungen === null ? '' : String(p.anzahlLeerungen),
  entsorgungsverfahren: p.entsorgungsverfahren ?? '',
  verbleibsanlageId: p.verbleibsanlageId,
  zertifikat: p.zertifikat ?? '',
  ausnahme: p.ausnahme ?? '',
  rest: { abweichendeDichte: p.abweichendeDichte, betrag: p.betrag },
});

const NEU: PositionWerte = aus({
  bezeichnung: null,
  abfallschluessel: null,
  menge: null,
  einheit: null,
  abweichendeDichte: null,
  behaelterkategorie: null,
  behaelter: null,
  behaelterAnzahl: null,
  rhythmus: null,
  anzahlLeerungen: null,
  entsorgungsverfahren: null,
  verbleibsanlageId: null,
  zertifikat: null,
  ausnahme: null,
  betrag: null,
});

const oderNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());
/** A whole number as typed; what is no number goes to the server as typed and gets its German message there. */
const zahlOderNull = (v: string): number | null => (v.trim() === '' ? null : Number(v.trim()));
const avvRoh = (avv: string) => avv.replace(/[\s*]/g, '');

/** The receipt's fields with the dialog's header and positions (everything else as the page shows it). */
const felderAus = (beleg: BelegDetails, kopf: KopfWerte, positionen: PositionWerte[]): BelegFelder => ({
  typ: beleg.typ,
  name: beleg.name,
  nummer: beleg.nummer,
  datum: beleg.datum,
  empfaenger: beleg.empfaenger,
  absender: beleg.absender,
  anfallstelleId: kopf.anfallstelleId,
  leistungVon: oderNull(kopf.leistungVon),
  leistungBis: oderNull(kopf.leistungBis),
  summe: beleg.summe,
  bestellReferenz: beleg.bestellReferenz,
  storniertBelegId: beleg.storniertBelegId,
  positionen: positionen.map((p) => ({
    bezeichnung: oderNull(p.bezeichnung),
    abfallschluessel: oderNull(p.abfallschluessel),
    menge: oderNull(p.menge),
    einheit: oderNull(p.einheit),
    abweichendeDichte: p.rest.abweichendeDichte,
    behaelterkategorie: oderNull(p.behaelterkategorie),
    behaelter: oderNull(p.behaelter),
    behaelterAnzahl: zahlOderNull(p.behaelterAnzahl),
    rhythmus: (oderNull(p.rhythmus) as BelegPosition['rhythmus']) ?? null,
    anzahlLeerungen: p.rhythmus === 'TURNUS' ? zahlOderNull(p.anzahlLeerungen) : null,
    entsorgungsverfahren: oderNull(p.entsorgungsverfahren),
    verbleibsanlageId: p.verbleibsanlageId,
    zertifikat: oderNull(p.zertifikat),
    ausnahme: oderNull(p.ausnahme),
    betrag: p.rest.betrag,
  })),
});

type AvvOption = { schluessel: string; anzeige: string; bezeichnung: string; fraktionId: number };
type Anlage = { id: number; name: string };

type KarteProps = {
  index: number;
  werte: PositionWerte;
  setze: (aenderung: Partial<PositionWerte>) => void;
  entfernen: () => void;
  fehler: Record<string, string>;
  avv: AvvOption[];
  anlagen: Anlage[];
};

/** One position: waste, amount, container, emptying, disposal path; its messages beside its fields. */
const PositionKarte = ({ index, werte, setze, entfernen, fehler, avv, anlagen }: KarteProps) => {
  const translate = useTranslate();
  const f = (feld: string) => fehler[`positionen.${index}.${feld}`];
  const fraktionId = avv.find((a) => avvRoh(a.anzeige) === avvRoh(werte.abfallschluessel))?.fraktionId ?? null;
  const behaelter = useQuery({
    queryKey: ['belegPositionen', 'behaelter', fraktionId],
    queryFn: () => positionenApi.behaelter(fraktionId!),
    enabled: fraktionId !== null,
    meta: { eigeneFehler: true },
  });
  const behaelterOptionen = behaelter.data?.behaelter ?? [];
  const text = (feld: keyof PositionWerte, extra: Record<string, unknown> = {}) => ({
    label: translate(`belege.positionenDialog.feld.${feld}`),
    value: (werte[feld] as string) ?? '',
    onChange: (e: { target: { value: string } }) => setze({ [feld]: e.target.value }),
    error: Boolean(f(feld)),
    helperText: f(feld),
    size: 'small' as const,
    fullWidth: true,
    ...extra,
  });
  const anlagenFehler = f('verbleibsanlageId') ?? f('zertifikat');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={translate('belege.positionenDialog.position', { nummer: index + 1 })}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1">{translate('belege.positionenDialog.position', { nummer: index + 1 })}</Typography>
        <Button color="error" size="small" onClick={entfernen}>
          {translate('belege.positionenDialog.entfernen')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField {...text('bezeichnung')} sx={{ gridColumn: { sm: '1 / -1' } }} />
        <Autocomplete
          freeSolo
          options={avv}
          getOptionLabel={(o) => (typeof o === 'string' ? o : `${o.anzeige} ${o.bezeichnung}`)}
          filterOptions={(optionen, { inputValue }) => {
            const suche = inputValue.toLowerCase().replace(/\s/g, '');
            return optionen.filter((o) => `${o.schluessel}${o.bezeichnung}`.toLowerCase().replace(/\s/g, '').includes(suche)).slice(0, 50);
          }}
          value={werte.abfallschluessel}
          inputValue={werte.abfallschluessel}
          onInputChange={(_e, v, grund) => {
            if (grund === 'input' || grund === 'clear') setze({ abfallschluessel: v });
          }}
          onChange={(_e, o) => setze({ abfallschluessel: o === null ? '' : typeof o === 'string' ? o : o.anzeige })}
          renderInput={(p) => (
            <TextField
              {...p}
              size="small"
              label={translate('belege.positionenDialog.feld.abfallschluessel')}
              error={Boolean(f('abfallschluessel'))}
              helperText={f('abfallschluessel')}
            />
          )}
        />
        <Stack direction="row" spacing={1}>
          <TextField {...text('menge')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField {...text('einheit')} sx={{ maxWidth: 120 }} />
        </Stack>
        <Autocomplete
          freeSolo
          options={behaelterOptionen}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.bezeichnung)}
          value={werte.behaelter}
          inputValue={werte.behaelter}
          onInputChange={(_e, v, grund) => {
            if (grund === 'input' || grund === 'clear') setze({ behaelter: v });
          }}
          onChange={(_e, o) =>
            setze(
              o === null
                ? { behaelter: '' }
                : typeof o === 'string'
                  ? { behaelter: o }
                  : { behaelter: o.bezeichnung, behaelterkategorie: o.typ },
            )
          }
          renderInput={(p) => (
            <TextField
              {...p}
              size="small"
              label={translate('belege.positionenDialog.feld.behaelter')}
              error={Boolean(f('behaelter'))}
              helperText={f('behaelter')}
            />
          )}
        />
        <TextField {...text('behaelterkategorie')} />
        <TextField {...text('behaelterAnzahl')} type="number" />
        <TextField {...text('rhythmus')} select>
          {BELEG_RHYTHMEN.map((r) => (
            <MenuItem key={r} value={r}>
              {translate(`belege.positionenDialog.rhythmus.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        {werte.rhythmus === 'TURNUS' && <TextField {...text('anzahlLeerungen')} type="number" />}
        <TextField {...text('entsorgungsverfahren')} select>
          {VERFAHREN.map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={anlagen}
          getOptionLabel={(a) => a.name}
          value={anlagen.find((a) => a.id === werte.verbleibsanlageId) ?? null}
          onChange={(_e, a) => setze({ verbleibsanlageId: a?.id ?? null })}
          renderInput={(p) => (
            <TextField
              {...p}
              size="small"
              label={translate('belege.positionenDialog.feld.verbleibsanlageId')}
              error={Boolean(anlagenFehler)}
              helperText={anlagenFehler ?? translate('belege.positionenDialog.anlageOderZertifikat')}
            />
          )}
        />
        <TextField {...text('zertifikat')} error={Boolean(anlagenFehler)} helperText={undefined} />
        <TextField {...text('ausnahme')} multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Box>
    </Paper>
  );
};

export type PositionenDialogProps = { beleg: BelegDetails; offen: boolean; onSchliessen: () => void; onGespeichert: () => void };

/**
 * "Positionen bearbeiten" on /rechnungen/:id (issue 20, spec § 5): the site and service period of the
 * header and one card per position with what the receipt check asks for (AVV, amount, container,
 * emptying, R/D method, plant or certificate). Saves with PUT /rechnungen/:id and the version the
 * page shows; a stale version shows the conflict hint, the server's messages stand beside the fields.
 */
export const PositionenDialog = ({ beleg, offen, onSchliessen, onGespeichert }: PositionenDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const versionKonflikt = useVersionKonflikt();
  const [kopf, setKopf] = useState<KopfWerte>({ anfallstelleId: null, leistungVon: '', leistungBis: '' });
  const [positionen, setPositionen] = useState<PositionWerte[]>([]);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const [meldung, setMeldung] = useState<string | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  const datumsFehler = useDatumsFehler<'leistungVon' | 'leistungBis'>();
  const datumsFehlerZuruecksetzen = datumsFehler.zuruecksetzen;

  useEffect(() => {
    if (!offen) return;
    datumsFehlerZuruecksetzen();
    setKopf({ anfallstelleId: beleg.anfallstelleId, leistungVon: beleg.leistungVon ?? '', leistungBis: beleg.leistungBis ?? '' });
    setPositionen(beleg.positionen.map(aus));
    // What the receipt check misses is marked from the start.
    setFehler(beleg.pruefung);
    setMeldung(null);
  }, [offen, beleg, datumsFehlerZuruecksetzen]);

  const optionen = { enabled: offen, meta: { eigeneFehler: true }, staleTime: 5 * 60_000 };
  const anfallstellen = useQuery({
    queryKey: ['belegPositionen', 'anfallstellen', beleg.erzeugerId],
    queryFn: () => positionenApi.anfallstellen(beleg.erzeugerId),
    ...optionen,
  });
  // The AVV catalogue is the order wizard's; it asks for a site of the producer (any one answers the same catalogue).
  const katalogStelle = kopf.anfallstelleId ?? anfallstellen.data?.[0]?.id ?? null;
  const wertstoff = useQuery({
    queryKey: ['belegPositionen', 'wertstoff', beleg.erzeugerId, katalogStelle],
    queryFn: () => positionenApi.wertstoff(beleg.erzeugerId, katalogStelle!),
    ...optionen,
    enabled: offen && katalogStelle !== null,
  });
  const anlagen = useQuery({ queryKey: ['belegPositionen', 'anlagen'], queryFn: positionenApi.anlagen, ...optionen });
  const avv = useMemo<AvvOption[]>(
    () => (wertstoff.data?.fraktionen ?? []).flatMap((f) => f.abfallschluessel.map((a) => ({ ...a, fraktionId: f.id }))),
    [wertstoff.data],
  );

  const setzePosition = (i: number) => (aenderung: Partial<PositionWerte>) =>
    setPositionen((ps) => ps.map((p, j) => (j === i ? { ...p, ...aenderung } : p)));
  // The messages are keyed by position number: after removing one they would point at the wrong card.
  const entfernen = (i: number) => {
    setPositionen((ps) => ps.filter((_p, j) => j !== i));
    setFehler((f) => Object.fromEntries(Object.entries(f).filter(([k]) => !k.startsWith('positionen.'))));
  };

  const verkehrt = zeitraumVerkehrt(kopf.leistungVon, kopf.leistungBis);
  const speichern = async () => {
    // A typed non-day passes no value on, and the schema does not compare the two days: both stop here.
    const datumsFaul = datumsFehler.offen();
    if (Object.keys(datumsFaul).length > 0 || verkehrt) {
      setFehler((f) => ({ ...f, ...datumsFaul, ...(verkehrt && { leistungBis: BELEG_MELDUNGEN.zeitraum }) }));
      return;
    }
    const felder = felderAus(beleg, kopf, positionen);
    const geprueft = belegFelderSchema.safeParse(felder);
    if (!geprueft.success) {
      setFehler(zodFeldFehler(geprueft.error));
      return;
    }
    setLaeuft(true);
    setMeldung(null);
    try {
      await belegeApi.felderSpeichern(beleg.id, beleg.version, geprueft.data);
      notify('erfolg.gespeichert', { type: 'success' });
      onGespeichert();
    } catch (error) {
      if (versionKonflikt(error)) return;
      if (error instanceof ApiError) setFehler(error.errors);
      setMeldung(error instanceof Error ? error.message : translate('fehler.generic'));
    } finally {
      setLaeuft(false);
    }
  };

  const stellen = anfallstellen.data ?? [];
  return (
    <Dialog open={offen} onClose={onSchliessen} fullWidth maxWidth="md">
      <DialogTitle>{translate('belege.positionenDialog.titel')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('belege.positionenDialog.hinweis')}</Typography>
          <Typography variant="subtitle1">{translate('belege.positionenDialog.kopf')}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
            <Autocomplete
              options={stellen}
              getOptionLabel={(a) => a.name}
              value={stellen.find((a) => a.id === kopf.anfallstelleId) ?? null}
              onChange={(_e, a) => setKopf((k) => ({ ...k, anfallstelleId: a?.id ?? null }))}
              renderInput={(p) => (
                <TextField
                  {...p}
                  size="small"
                  label={translate('belege.positionenDialog.feld.anfallstelleId')}
                  error={Boolean(fehler.anfallstelleId)}
                  helperText={fehler.anfallstelleId}
                />
              )}
            />
            {(['leistungVon', 'leistungBis'] as const).map((feld) => {
              const text = feld === 'leistungBis' && verkehrt ? BELEG_MELDUNGEN.zeitraum : fehler[feld];
              return (
                <DatumFeld
                  key={feld}
                  label={translate(`belege.positionenDialog.feld.${feld}`)}
                  value={kopf[feld]}
                  onChange={(wert, fehlerText) => {
                    setKopf((k) => ({ ...k, [feld]: wert ?? '' }));
                    datumsFehler.melden(feld, fehlerText);
                    setFehler((f) => ohneDatumsMeldung(f, feld, BELEG_MELDUNGEN.zeitraum));
                  }}
                  error={Boolean(text)}
                  helperText={text}
                  size="small"
                  clearable
                />
              );
            })}
          </Box>
          {fehler.positionen && <Alert severity="warning">{fehler.positionen}</Alert>}
          {positionen.length === 0 && <Typography>{translate('belege.positionenDialog.keine')}</Typography>}
          {positionen.map((p, i) => (
            <PositionKarte
              // Cards have no id of their own; the index is their identity (removal clears the messages).
              key={i}
              index={i}
              werte={p}
              setze={setzePosition(i)}
              entfernen={() => entfernen(i)}
              fehler={fehler}
              avv={avv}
              anlagen={anlagen.data ?? []}
            />
          ))}
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setPositionen((ps) => [...ps, NEU])}>
            {translate('belege.positionenDialog.hinzufuegen')}
          </Button>
          {meldung && <Alert severity="error">{meldung}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSchliessen}>{translate('belege.positionenDialog.abbrechen')}</Button>
        <Button variant="contained" onClick={() => void speichern()} disabled={laeuft}>
          {translate('belege.positionenDialog.speichern')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
