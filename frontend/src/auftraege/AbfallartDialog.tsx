import type { AbfallartVorschau } from '@abfallportal/common/auftragAenderung';
import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatEuro } from '../format/format';
import { ApiError } from '../providers/ApiError';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { auftragAenderungApi } from './auftragAenderungApi';
import { auftragApi } from './auftragApi';
import { fehlermeldung } from '../providers/fehlermeldung';

export type AbfallartDialogProps = {
  auftrag: AuftragDetails;
  /** Only a new price with today's agreements, the waste type stays. */
  nurPreis: boolean;
  onClose: () => void;
};

const PASST_NICHT = 'Fraktion und Abfallschlüssel passen nicht zum Behälter dieses Auftrags.';

/**
 * 'Abfallart ändern' and 'Neue Preisberechnung' (spec § 2): the wizard's fraction and waste key
 * choices, the container of the order stays (the wizard's container options decide whether it fits);
 * the old and new estimated price and their difference are shown before anything is saved.
 */
export const AbfallartDialog = ({ auftrag, nurPreis, onClose }: AbfallartDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const versionKonflikt = useVersionKonflikt();
  const id = String(auftrag.id);
  const [fraktionId, setFraktionId] = useState<number>(auftrag.fraktionId);
  const [abfallschluessel, setAbfallschluessel] = useState(auftrag.abfallschluessel);
  const [vorschau, setVorschau] = useState<AbfallartVorschau | null>(null);
  const wertstoff = useQuery({
    queryKey: ['auftrag', 'wertstoff', auftrag.erzeugerId, auftrag.anfallstelle.id],
    queryFn: () => auftragApi.wertstoff(auftrag.erzeugerId, auftrag.anfallstelle.id),
    enabled: !nurPreis,
  });
  const behaelter = useQuery({
    queryKey: ['auftrag', 'behaelter', fraktionId],
    queryFn: () => auftragApi.behaelter(fraktionId),
    enabled: !nurPreis,
  });
  const passt = nurPreis || behaelter.data === undefined || behaelter.data.behaelter.some((b) => b.id === auftrag.behaelterId);
  const body = { fraktionId, abfallschluessel };
  const berechnen = useMutation({
    mutationFn: () => auftragAenderungApi.abfallartVorschau(id, body),
    meta: { eigeneFehler: true },
    onSuccess: setVorschau,
  });
  const speichern = useMutation({
    mutationFn: () => auftragAenderungApi.abfallartSpeichern(id, body, vorschau?.version),
    meta: { eigeneFehler: true },
    onError: (error) => versionKonflikt(error),
    onSuccess: () => {
      notify('erfolg.gespeichert', { type: 'success' });
      onClose();
      refresh();
    },
  });
  const fehler = [berechnen.error, speichern.error].find((f) => f instanceof ApiError) as ApiError | undefined;
  const fraktion = wertstoff.data?.fraktionen.find((f) => f.id === fraktionId);
  const neuWaehlen = () => setVorschau(null);
  const euro = (betrag: number | null) => (betrag === null ? translate('auftragAenderung.keinPreis') : formatEuro(betrag));
  return (
    <Dialog open onClose={speichern.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(nurPreis ? 'auftragAenderung.neuePreisberechnung' : 'auftragAenderung.abfallartAendern')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!nurPreis && (
            <>
              <TextField
                select
                label={translate('auftraege.feld.fraktion')}
                value={wertstoff.data ? fraktionId : ''}
                onChange={(e) => {
                  const neu = wertstoff.data?.fraktionen.find((f) => f.id === Number(e.target.value));
                  setFraktionId(Number(e.target.value));
                  setAbfallschluessel(neu?.abfallschluessel.length === 1 ? neu.abfallschluessel[0]!.schluessel : '');
                  neuWaehlen();
                }}
                error={!passt || fehler?.errors.fraktionId !== undefined}
                helperText={!passt ? PASST_NICHT : (fehler?.errors.fraktionId ?? ' ')}
              >
                {(wertstoff.data?.fraktionen ?? []).map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.bezeichnung}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={translate('auftraege.feld.abfallschluessel')}
                value={fraktion ? abfallschluessel : ''}
                onChange={(e) => {
                  setAbfallschluessel(e.target.value);
                  neuWaehlen();
                }}
                error={fehler?.errors.abfallschluessel !== undefined}
                helperText={fehler?.errors.abfallschluessel ?? ' '}
              >
                {(fraktion?.abfallschluessel ?? []).map((a) => (
                  <MenuItem key={a.schluessel} value={a.schluessel}>
                    {a.anzeige} – {a.bezeichnung}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          {vorschau && (
            <Stack spacing={0.5} aria-live="polite">
              <Typography>
                {translate('auftragAenderung.preisVorher')}: {euro(vorschau.vorher)}
              </Typography>
              <Typography>
                {translate('auftragAenderung.preisNachher')}: {euro(vorschau.nachher)}
              </Typography>
              {vorschau.differenz !== null && (
                <Typography sx={{ fontWeight: 600 }}>
                  {vorschau.differenz === 0
                    ? translate('auftragAenderung.preisUnveraendert')
                    : `${translate('auftragAenderung.preisDifferenz')}: ${vorschau.differenz > 0 ? '+' : ''}${formatEuro(vorschau.differenz)}`}
                </Typography>
              )}
              {vorschau.meldung && <Alert severity="warning">{vorschau.meldung}</Alert>}
            </Stack>
          )}
          {/* spec § 8: the price calculation and saving have failure messages of their own (a refusal names its reason). */}
          {berechnen.isError && Object.keys(fehler?.errors ?? {}).length === 0 && (
            <Alert severity="error">{fehlermeldung(berechnen.error, translate, 'fehler.failedPriceCalculation')}</Alert>
          )}
          {speichern.isError && Object.keys(fehler?.errors ?? {}).length === 0 && (
            <Alert severity="error">{fehlermeldung(speichern.error, translate, 'fehler.generic')}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={speichern.isPending}>
          {translate('auftragAenderung.abbrechen')}
        </Button>
        {vorschau ? (
          <Button variant="contained" onClick={() => speichern.mutate()} disabled={speichern.isPending}>
            {translate('auftragAenderung.speichern')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => berechnen.mutate()}
            disabled={berechnen.isPending || !passt || abfallschluessel === ''}
          >
            {translate('auftragAenderung.preisBerechnen')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
