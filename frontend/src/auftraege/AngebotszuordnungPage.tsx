import { angebotErfassenSchema } from '@abfallportal/common/angebot';
import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { formatDatum } from '../format/format';
import { ApiError } from '../providers/ApiError';
import { apiFetch } from '../providers/apiFetch';
import { auftragApi } from './auftragApi';
import { fehlermeldung } from '../providers/fehlermeldung';

const OFFENE_ANFRAGEN = JSON.stringify({ status: ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN'] });

/**
 * /support/angebotszuordnung (spec § 2 support tab "offer assignment"): staff pick an open offer
 * request and enter an offer of one of its asked disposers that came by mail or phone. The order's
 * history records the staff member who entered it.
 */
export const AngebotszuordnungPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [auftragId, setAuftragId] = useState('');
  const [entsorgerId, setEntsorgerId] = useState<number | ''>('');
  const [preis, setPreis] = useState('');
  const [kommentar, setKommentar] = useState('');
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const anfragen = useQuery({
    queryKey: ['auftrag', 'offeneAnfragen'],
    queryFn: () => apiFetch<AuftragListeEintrag[]>('/api/v1/auftrag', { query: { filter: OFFENE_ANFRAGEN, range: '[0,199]' } }),
  });
  const angebote = useQuery({
    queryKey: ['auftrag', auftragId, 'angebote', 'zuordnung'],
    queryFn: () => auftragApi.angebote(auftragId),
    enabled: auftragId !== '',
  });
  const erfassen = useMutation({
    mutationFn: () =>
      auftragApi.angebotErfassen(auftragId, { entsorgerId: Number(entsorgerId), preis: preis.trim(), kommentar: kommentar.trim() || null }),
    meta: { eigeneFehler: true },
    onSuccess: () => {
      notify('support.angebotszuordnung.gespeichert', { type: 'success' });
      setEntsorgerId('');
      setPreis('');
      setKommentar('');
      void queryClient.invalidateQueries({ queryKey: ['auftrag'] });
    },
    onError: (error) => {
      if (error instanceof ApiError) setFehler(error.errors);
    },
  });
  const speichern = () => {
    const geprueft = angebotErfassenSchema.safeParse({ entsorgerId: entsorgerId === '' ? 0 : entsorgerId, preis: preis.trim(), kommentar });
    const neu: Record<string, string> = {};
    if (!geprueft.success) for (const i of geprueft.error.issues) neu[String(i.path[0])] ??= i.message;
    setFehler(neu);
    if (Object.keys(neu).length === 0) erfassen.mutate();
  };
  if (anfragen.isPending) return <Loading />;
  if (anfragen.isError) return <Alert severity="error">{translate('fehler.generic')}</Alert>;
  const offen = (angebote.data ?? []).filter((a) => a.status === 'offen');
  const meldung = erfassen.isError ? fehlermeldung(erfassen.error, translate, 'fehler.angeboteFehler') : null;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('support.angebotszuordnung.hinweis')}
          </Typography>
          <TextField
            select
            label={translate('support.angebotszuordnung.anfrage')}
            value={auftragId}
            onChange={(e) => {
              setAuftragId(e.target.value);
              setEntsorgerId('');
            }}
            helperText={anfragen.data.length === 0 ? translate('support.angebotszuordnung.keineAnfragen') : undefined}
          >
            {anfragen.data.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.vorgangsnummer} · {a.erzeugerName} · {a.anfallstelleName} · {formatDatum(a.wunschLiefertermin)}
              </MenuItem>
            ))}
          </TextField>
          {auftragId !== '' && (
            <>
              <TextField
                select
                required
                label={translate('support.angebotszuordnung.entsorger')}
                value={entsorgerId}
                onChange={(e) => setEntsorgerId(Number(e.target.value))}
                error={fehler.entsorgerId !== undefined}
                helperText={
                  fehler.entsorgerId ??
                  (angebote.isSuccess && offen.length === 0 ? translate('support.angebotszuordnung.alleBeantwortet') : undefined)
                }
              >
                {offen.map((a) => (
                  <MenuItem key={a.entsorgerId} value={a.entsorgerId}>
                    {a.entsorgerName}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                required
                label={translate('statetransition.angebot.preis')}
                value={preis}
                onChange={(e) => setPreis(e.target.value)}
                error={fehler.preis !== undefined}
                helperText={fehler.preis ?? translate('statetransition.angebot.preisHinweis')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                multiline
                minRows={2}
                label={translate('statetransition.angebot.kommentar')}
                value={kommentar}
                onChange={(e) => setKommentar(e.target.value)}
              />
              {meldung && <Alert severity="error">{meldung}</Alert>}
              <Button variant="contained" onClick={speichern} disabled={erfassen.isPending} sx={{ alignSelf: 'flex-start' }}>
                {translate('support.angebotszuordnung.speichern')}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
