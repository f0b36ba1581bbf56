import { UEBER_GRENZE_OHNE_FREIGEBER, type Angebot } from '@abfallportal/common/angebot';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDatum, formatEuro } from '../format/format';
import { ApiError } from '../providers/ApiError';
import { DatumFeld } from '../ui/DatumFeld';
import { auftragApi } from './auftragApi';
import { FreigeberAuswahl } from './FreigeberAuswahl';

export type AngebotAnnehmenDialogProps = {
  auftragId: string;
  erzeugerId: number;
  angebot: Angebot;
  /** The order's wish date (yyyy-MM-dd): asked for once, when the request was placed. */
  wunschLiefertermin: string | null;
  onClose: () => void;
};

/**
 * Accepts one offer with kommentar and wunschdatum (spec § 3); the server rejects every other one in
 * the same step. Above the user's order value limit the user picks who approves (spec § 4). The wish
 * date is the order's; one already past is not offered (the server refuses the past), nor is today in
 * its place, which would ask for delivery on the same day: the field stays empty and says why.
 */
export const AngebotAnnehmenDialog = ({ auftragId, erzeugerId, angebot, wunschLiefertermin, onClose }: AngebotAnnehmenDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [heute] = useState(() => heuteInBerlin(new Date()));
  const vorbei = wunschLiefertermin !== null && wunschLiefertermin < heute;
  const [wunschdatum, setWunschdatum] = useState(wunschLiefertermin && !vorbei ? wunschLiefertermin : '');
  const [wunschdatumFehler, setWunschdatumFehler] = useState<string | null>(null);
  const [kommentar, setKommentar] = useState('');
  const [freigeberId, setFreigeberId] = useState<number | null>(null);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const grenze = useQuery({
    queryKey: ['auftrag', 'bestellwertGrenze', erzeugerId, angebot.preis],
    queryFn: () => auftragApi.bestellwertGrenze({ erzeugerId, betrag: angebot.preis ?? 0 }),
    enabled: angebot.preis !== null,
  });
  const freigabeNoetig = grenze.data?.ueberschritten === true;
  const freigeber = useQuery({
    queryKey: ['auftrag', 'freigeber', erzeugerId],
    queryFn: () => auftragApi.freigeber(erzeugerId),
    enabled: freigabeNoetig,
  });
  const annehmen = useMutation({
    mutationFn: () =>
      auftragApi.angebotAnnehmen(auftragId, {
        entsorgerId: angebot.entsorgerId,
        kommentar: kommentar.trim() || null,
        wunschdatum,
        ...(freigabeNoetig && freigeberId !== null && { freigeberId }),
      }),
    meta: { eigeneFehler: true },
    onSuccess: (antwort) => {
      notify(
        antwort.status === 'BESTELLUNG_ZUR_FREIGABE' ? 'auftraege.angebote.zurFreigabeMeldung' : 'auftraege.angebote.angenommenMeldung',
        {
          type: 'success',
        },
      );
      onClose();
      void queryClient.invalidateQueries({ queryKey: ['auftrag', auftragId] });
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError) setFehler(error.errors);
    },
  });
  const bestaetigen = () => {
    const fehlend: Record<string, string> = {};
    if (wunschdatumFehler) fehlend.wunschdatum = wunschdatumFehler;
    else if (!wunschdatum) fehlend.wunschdatum = translate('ra.validation.required');
    if (freigabeNoetig && freigeberId === null) fehlend.freigeberId = UEBER_GRENZE_OHNE_FREIGEBER;
    if (Object.keys(fehlend).length > 0) {
      setFehler(fehlend);
      return;
    }
    annehmen.mutate();
  };
  const meldung = annehmen.error instanceof ApiError ? annehmen.error.message : annehmen.isError ? translate('fehler.generic') : null;
  return (
    <Dialog open onClose={annehmen.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('auftraege.angebote.annehmenTitel', { nummer: angebot.angebotsnummer ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {angebot.entsorgerName} · {formatEuro(angebot.preis)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('auftraege.angebote.annehmenHinweis')}
          </Typography>
          <DatumFeld
            required
            label={translate('auftraege.angebote.wunschdatum')}
            value={wunschdatum}
            onChange={(wert, meldung) => {
              setWunschdatum(wert ?? '');
              setWunschdatumFehler(meldung);
              setFehler(({ wunschdatum: _alt, ...rest }) => rest);
            }}
            minDate={heute}
            error={fehler.wunschdatum !== undefined}
            helperText={
              fehler.wunschdatum ??
              (vorbei && !wunschdatum
                ? translate('auftraege.angebote.wunschdatumVorbei', { datum: formatDatum(wunschLiefertermin) })
                : undefined)
            }
            data-testid="angebot-wunschdatum"
          />
          <TextField
            multiline
            minRows={2}
            label={translate('auftraege.angebote.kommentar')}
            value={kommentar}
            onChange={(e) => setKommentar(e.target.value)}
            error={fehler.kommentar !== undefined}
            helperText={fehler.kommentar}
          />
          {freigabeNoetig && (
            <FreigeberAuswahl
              grenze={grenze.data?.grenze ?? null}
              freigeber={freigeber.data}
              wert={freigeberId}
              onChange={setFreigeberId}
              fehler={fehler.freigeberId}
            />
          )}
          {meldung && <Alert severity="error">{meldung}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={annehmen.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={bestaetigen} disabled={annehmen.isPending}>
          {translate('auftraege.angebote.annehmen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
