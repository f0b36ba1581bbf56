import { BELEG_MELDUNGEN, type BelegDetails } from '@abfallportal/common/beleg';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DatumFeld } from '../ui/DatumFeld';
import { ohneDatumsMeldung } from '../ui/useDatumsFehler';
import { positionenApi } from './positionenApi';
import { PositionKarte } from './PositionKarte';
import { NEU, type AvvOption, type KopfWerte } from './positionWerte';
import { usePositionenFormular, type PositionenFormular } from './usePositionenFormular';

export type PositionenDialogProps = { beleg: BelegDetails; offen: boolean; onSchliessen: () => void; onGespeichert: () => void };

/**
 * "Positionen bearbeiten" on /rechnungen/:id (issue 20, spec § 5): the site and service period of the
 * header and one card per position with what the receipt check asks for (AVV, amount, container,
 * emptying, R/D method, plant or certificate). Saves with PUT /rechnungen/:id and the version the
 * page shows; a stale version shows the conflict hint, the server's messages stand beside the fields.
 */
export const PositionenDialog = ({ beleg, offen, onSchliessen, onGespeichert }: PositionenDialogProps) => {
  const translate = useTranslate();
  const formular = usePositionenFormular(beleg, offen, onGespeichert);
  const { kopf, positionen, setPositionen, fehler, meldung, laeuft, setzePosition, entfernen, speichern } = formular;
  const { stellen, avv, anlagen } = usePositionenOptionen(beleg, offen, kopf);
  return (
    <Dialog open={offen} onClose={onSchliessen} fullWidth maxWidth="md">
      <DialogTitle>{translate('belege.positionenDialog.titel')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('belege.positionenDialog.hinweis')}</Typography>
          <Typography variant="subtitle1">{translate('belege.positionenDialog.kopf')}</Typography>
          <PositionenKopf formular={formular} stellen={stellen} />
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
              anlagen={anlagen}
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

/** The receipt header the check asks for here: the site and the service period. */
const PositionenKopf = ({ formular, stellen }: { formular: PositionenFormular; stellen: { id: number; name: string }[] }) => {
  const translate = useTranslate();
  const { kopf, setKopf, fehler, setFehler, verkehrt, datumsFehler } = formular;
  return (
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
  );
};

/** The choices of the dialog: the producer's sites, the AVV catalogue, the disposal plants. */
const usePositionenOptionen = (beleg: BelegDetails, offen: boolean, kopf: KopfWerte) => {
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
  return { stellen: anfallstellen.data ?? [], avv, anlagen: anlagen.data ?? [] };
};
