import { auftragAendernSchema } from '@abfallportal/common/auftragAenderung';
import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { ApiError } from '../providers/ApiError';
import { apiFetch } from '../providers/apiFetch';
import { useErzeugerId } from '../session/useErzeugerId';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { DatumFeld } from '../ui/DatumFeld';
import { auftragAenderungApi } from './auftragAenderungApi';
import { AuftragNichtGefunden } from './AuftragNichtGefunden';
import { auftragPaths } from './auftragPaths';

type Werte = {
  wunschLiefertermin: string;
  wunschAbholtermin: string | null;
  lieferterminUnbekannt: boolean;
  anzahl: string;
  kommentar: string;
};

/** /erzeuger/:erzeugerId/auftraege/edit/:id (spec § 2, § 6 "Edit an order"): staff correct wish dates, count and comment. */
export const AuftragEdit = () => {
  const { id = '' } = useParams();
  const auftrag = useQuery({
    queryKey: ['auftrag', id, 'bearbeiten'],
    queryFn: () => apiFetch<AuftragDetails>(`/api/v1/auftrag/${encodeURIComponent(id)}`),
    gcTime: 0,
    meta: { eigeneFehler: true },
  });
  if (auftrag.isError) return <AuftragNichtGefunden />;
  if (!auftrag.data) return <Loading />;
  return <Formular auftrag={auftrag.data} />;
};

const Formular = ({ auftrag }: { auftrag: AuftragDetails }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const erzeugerId = useErzeugerId();
  const versionKonflikt = useVersionKonflikt();
  const titel = translate('auftragAenderung.bearbeitenTitel', { vorgangsnummer: auftrag.vorgangsnummer });
  usePageTitle(titel);
  const [werte, setWerte] = useState<Werte>({
    wunschLiefertermin: auftrag.wunschLiefertermin ?? '',
    wunschAbholtermin: auftrag.wunschAbholtermin,
    lieferterminUnbekannt: auftrag.lieferterminUnbekannt,
    anzahl: String(auftrag.anzahl),
    kommentar: auftrag.kommentar ?? '',
  });
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const zurueck = () => navigate(auftragPaths.show(erzeugerId, String(auftrag.id)));
  const speichern = useMutation({
    mutationFn: (body: object) => auftragAenderungApi.aendern(String(auftrag.id), body, auftrag.version),
    meta: { eigeneFehler: true },
    onError: (error) => {
      if (versionKonflikt(error)) return;
      if (error instanceof ApiError) setFehler(error.errors);
    },
    onSuccess: () => {
      notify('erfolg.gespeichert', { type: 'success' });
      zurueck();
    },
  });
  const absenden = () => {
    const body = { ...werte, anzahl: /^\d+$/.test(werte.anzahl) ? Number(werte.anzahl) : Number.NaN };
    const pruefung = auftragAendernSchema.safeParse(body);
    if (!pruefung.success) {
      setFehler(Object.fromEntries(pruefung.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFehler({});
    speichern.mutate(body);
  };
  const datum = (feld: 'wunschLiefertermin' | 'wunschAbholtermin', label: string, required: boolean) => (
    <DatumFeld
      label={translate(label)}
      value={werte[feld]}
      onChange={(wert) => setWerte((w) => ({ ...w, [feld]: wert ?? (required ? '' : null) }))}
      required={required}
      clearable={!required}
      error={fehler[feld] !== undefined}
      helperText={fehler[feld] ?? ' '}
    />
  );
  const allgemein =
    speichern.error instanceof ApiError && Object.keys(speichern.error.errors).length === 0 && speichern.error.status !== 409;
  return (
    <Card sx={{ my: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {titel}
        </Typography>
        <Stack spacing={2}>
          {datum('wunschLiefertermin', 'auftraege.feld.wunschLieferterminEinzeln', true)}
          <FormControlLabel
            control={
              <Checkbox
                checked={werte.lieferterminUnbekannt}
                onChange={(e) => setWerte((w) => ({ ...w, lieferterminUnbekannt: e.target.checked }))}
              />
            }
            label={translate('auftraege.feld.lieferterminUnbekannt')}
          />
          {datum('wunschAbholtermin', 'auftraege.feld.wunschAbholtermin', false)}
          <TextField
            required
            label={translate('auftraege.feld.anzahl')}
            value={werte.anzahl}
            onChange={(e) => setWerte((w) => ({ ...w, anzahl: e.target.value }))}
            error={fehler.anzahl !== undefined}
            helperText={fehler.anzahl ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            multiline
            minRows={2}
            label={translate('auftraege.feld.kommentar')}
            value={werte.kommentar}
            onChange={(e) => setWerte((w) => ({ ...w, kommentar: e.target.value }))}
            error={fehler.kommentar !== undefined}
            helperText={fehler.kommentar ?? ' '}
          />
          {allgemein && <Alert severity="error">{(speichern.error as ApiError).message}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={absenden} disabled={speichern.isPending}>
              {translate('auftragAenderung.speichern')}
            </Button>
            <Button onClick={zurueck} disabled={speichern.isPending}>
              {translate('auftragAenderung.abbrechen')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
