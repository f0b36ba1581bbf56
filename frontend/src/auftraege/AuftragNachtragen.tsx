import { auftragNachtragenSchema } from '@abfallportal/common/auftragAenderung';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatEinheiten } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { ApiError } from '../providers/ApiError';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { useErzeugerId } from '../session/useErzeugerId';
import { DatumFeld } from '../ui/DatumFeld';
import { auftragAenderungApi } from './auftragAenderungApi';
import { auftragApi } from './auftragApi';
import { auftragPaths } from './auftragPaths';

type Werte = {
  anfallstelleId: number | null;
  fraktionId: number | null;
  abfallschluessel: string;
  behaelterId: number | null;
  anzahl: string;
  entsorgerId: number | null;
  liefertermin: string | null;
  kommentar: string;
  begruendungGemischt: string;
};

const LEER: Werte = {
  anfallstelleId: null,
  fraktionId: null,
  abfallschluessel: '',
  behaelterId: null,
  anzahl: '1',
  entsorgerId: null,
  liefertermin: null,
  kommentar: '',
  begruendungGemischt: '',
};

/**
 * /erzeuger/:erzeugerId/auftraege/nachtragen, 'Behälter nachtragen' (spec § 2): containers already on
 * site, with the wizard's option calls for site, fraction, waste key, container and disposer; the
 * delivery lies in the past. The order starts 'Vor Ort' and nobody is mailed.
 */
export const AuftragNachtragen = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const info = useBenutzerInfo().data;
  const erzeugerId = useErzeugerId() ?? (info?.status === 'angemeldet' ? info.info.erzeuger?.id : undefined);
  usePageTitle(translate('auftragAenderung.nachtragenTitel'));
  const [w, setW] = useState<Werte>(LEER);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const setze = (neu: Partial<Werte>) => setW((alt) => ({ ...alt, ...neu }));
  const orte = useQuery({
    queryKey: ['auftrag', 'timeAndPlace', erzeugerId],
    queryFn: () => auftragApi.timeAndPlace(erzeugerId ?? 0),
    enabled: erzeugerId !== undefined,
  });
  const wertstoff = useQuery({
    queryKey: ['auftrag', 'wertstoff', erzeugerId, w.anfallstelleId],
    queryFn: () => auftragApi.wertstoff(erzeugerId ?? 0, w.anfallstelleId ?? 0),
    enabled: erzeugerId !== undefined && w.anfallstelleId !== null,
  });
  const behaelter = useQuery({
    queryKey: ['auftrag', 'behaelter', w.fraktionId],
    queryFn: () => auftragApi.behaelter(w.fraktionId ?? 0),
    enabled: w.fraktionId !== null,
  });
  const entsorger = useQuery({
    queryKey: [
      'auftrag',
      'nachtragEntsorger',
      erzeugerId,
      w.anfallstelleId,
      w.fraktionId,
      w.abfallschluessel,
      w.behaelterId,
      w.liefertermin,
    ],
    queryFn: () =>
      auftragApi.entsorgerPreise({
        erzeugerId: erzeugerId ?? 0,
        anfallstelleId: w.anfallstelleId ?? 0,
        fraktionId: w.fraktionId ?? 0,
        abfallschluessel: w.abfallschluessel,
        behaelterId: w.behaelterId ?? 0,
        datum: w.liefertermin ?? heuteInBerlin(new Date()),
        anzahl: 1,
      }),
    enabled:
      erzeugerId !== undefined && w.anfallstelleId !== null && w.fraktionId !== null && w.abfallschluessel !== '' && w.behaelterId !== null,
  });
  const fraktion = wertstoff.data?.fraktionen.find((f) => f.id === w.fraktionId);
  const senden = useMutation({
    mutationFn: auftragAenderungApi.nachtragen,
    meta: { eigeneFehler: true },
    onError: (error) => {
      if (error instanceof ApiError) setFehler(error.errors);
    },
    onSuccess: (antwort) => {
      notify('auftragAenderung.nachgetragen', { type: 'success' });
      navigate(auftragPaths.show(erzeugerId, antwort.id));
    },
  });
  const absenden = () => {
    const body = {
      ...w,
      erzeugerId,
      anzahl: /^\d+$/.test(w.anzahl) ? Number(w.anzahl) : Number.NaN,
      liefertermin: w.liefertermin ?? '',
      begruendungGemischt: fraktion?.gemischt ? w.begruendungGemischt : null,
    };
    const pruefung = auftragNachtragenSchema.safeParse(body);
    if (!pruefung.success) {
      setFehler(Object.fromEntries(pruefung.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFehler({});
    senden.mutate(pruefung.data);
  };
  const hilfe = (feld: string) => fehler[feld] ?? ' ';
  const auswahl = (feld: keyof Werte, label: string, wert: unknown, onChange: (v: string) => void, kinder: ReactNode, disabled = false) => (
    <TextField
      select
      required
      disabled={disabled}
      label={translate(label)}
      value={wert ?? ''}
      onChange={(e) => onChange(e.target.value)}
      error={fehler[feld] !== undefined}
      helperText={hilfe(feld)}
    >
      {kinder}
    </TextField>
  );
  const allgemein = senden.error instanceof ApiError && Object.keys(senden.error.errors).length === 0 ? senden.error.message : null;
  return (
    <Card sx={{ my: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('auftragAenderung.nachtragenTitel')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('auftragAenderung.nachtragenHinweis')}
        </Typography>
        <Stack spacing={2}>
          {auswahl(
            'anfallstelleId',
            'auftraege.feld.anfallstelle',
            w.anfallstelleId,
            (v) => setze({ anfallstelleId: Number(v), fraktionId: null, abfallschluessel: '', behaelterId: null, entsorgerId: null }),
            (orte.data?.anfallstellen ?? []).map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            )),
          )}
          {auswahl(
            'fraktionId',
            'auftraege.feld.fraktion',
            w.fraktionId,
            (v) => {
              const f = wertstoff.data?.fraktionen.find((x) => x.id === Number(v));
              setze({
                fraktionId: Number(v),
                abfallschluessel: f?.abfallschluessel.length === 1 ? f.abfallschluessel[0]!.schluessel : '',
                behaelterId: null,
              });
            },
            (wertstoff.data?.fraktionen ?? []).map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.bezeichnung}
              </MenuItem>
            )),
            w.anfallstelleId === null,
          )}
          {auswahl(
            'abfallschluessel',
            'auftraege.feld.abfallschluessel',
            w.abfallschluessel,
            (v) => setze({ abfallschluessel: v }),
            (fraktion?.abfallschluessel ?? []).map((a) => (
              <MenuItem key={a.schluessel} value={a.schluessel}>
                {a.anzeige} – {a.bezeichnung}
              </MenuItem>
            )),
            fraktion === undefined,
          )}
          {fraktion?.gemischt && (
            <TextField
              required
              multiline
              label={translate('auftraege.feld.begruendungGemischt')}
              value={w.begruendungGemischt}
              onChange={(e) => setze({ begruendungGemischt: e.target.value })}
              error={fehler.begruendungGemischt !== undefined}
              helperText={hilfe('begruendungGemischt')}
            />
          )}
          {auswahl(
            'behaelterId',
            'auftraege.feld.behaelter',
            w.behaelterId,
            (v) => setze({ behaelterId: Number(v) }),
            (behaelter.data?.behaelter ?? []).map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {formatEinheiten(b.bezeichnung)}
              </MenuItem>
            )),
            behaelter.data === undefined,
          )}
          <TextField
            required
            label={translate('auftraege.feld.anzahl')}
            value={w.anzahl}
            onChange={(e) => setze({ anzahl: e.target.value })}
            error={fehler.anzahl !== undefined}
            helperText={hilfe('anzahl')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {auswahl(
            'entsorgerId',
            'auftraege.feld.entsorger',
            w.entsorgerId,
            (v) => setze({ entsorgerId: Number(v) }),
            (entsorger.data?.entsorger ?? []).map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            )),
            entsorger.data === undefined,
          )}
          <DatumFeld
            label={translate('auftragAenderung.lieferdatum')}
            maxDate={heuteInBerlin(new Date())}
            value={w.liefertermin}
            onChange={(liefertermin) => setze({ liefertermin })}
            required
            error={fehler.liefertermin !== undefined}
            helperText={hilfe('liefertermin')}
          />
          <TextField
            multiline
            minRows={2}
            label={translate('auftraege.feld.kommentar')}
            value={w.kommentar}
            onChange={(e) => setze({ kommentar: e.target.value })}
            error={fehler.kommentar !== undefined}
            helperText={fehler.kommentar ?? translate('auftraege.neu.optional')}
          />
          {allgemein && <Alert severity="error">{allgemein}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={absenden} disabled={senden.isPending || erzeugerId === undefined}>
              {translate('auftragAenderung.nachtragen')}
            </Button>
            <Button onClick={() => navigate(auftragPaths.list(erzeugerId))} disabled={senden.isPending}>
              {translate('auftragAenderung.abbrechen')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
