import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { Abschnitt } from './Abschnitt';
import { auftragAenderungApi } from './auftragAenderungApi';

export type FotoAbschnittProps = { auftrag: AuftragDetails; darfAendern: boolean };

/** 'Foto' (spec § 2): the order photo, uploaded and removed by the producer's side; the server checks and re-encodes it. */
export const FotoAbschnitt = ({ auftrag, darfAendern }: FotoAbschnittProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const id = String(auftrag.id);
  const fertig = (meldung: string) => {
    notify(meldung, { type: 'success' });
    refresh();
  };
  const hochladen = useMutation({
    mutationFn: (datei: File) => auftragAenderungApi.bildHochladen(id, datei),
    meta: { eigeneFehler: true },
    onSuccess: () => fertig('erfolg.gespeichert'),
  });
  const entfernen = useMutation({
    mutationFn: () => auftragAenderungApi.bildEntfernen(id),
    meta: { eigeneFehler: true },
    onSuccess: () => fertig('erfolg.geloescht'),
  });
  const gewaehlt = (e: ChangeEvent<HTMLInputElement>) => {
    const datei = e.target.files?.[0];
    e.target.value = '';
    if (datei) hochladen.mutate(datei);
  };
  const fehler = [hochladen.error, entfernen.error].find((f) => f !== null);
  const beschaeftigt = hochladen.isPending || entfernen.isPending;
  return (
    <Abschnitt titel="auftragAenderung.foto" id="foto">
      <Stack spacing={1.5}>
        {auftrag.auftragsbild ? (
          <Box
            component="img"
            src={auftragAenderungApi.bildUrl(id, auftrag.auftragsbild)}
            alt={translate('auftragAenderung.fotoAlt', { vorgangsnummer: auftrag.vorgangsnummer })}
            sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1 }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('auftragAenderung.keinFoto')}
          </Typography>
        )}
        {fehler && <Alert severity="error">{fehler instanceof ApiError ? fehler.message : translate('fehler.generic')}</Alert>}
        {darfAendern && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Button variant="outlined" component="label" disabled={beschaeftigt}>
              {translate(auftrag.auftragsbild ? 'auftragAenderung.fotoErsetzen' : 'auftragAenderung.fotoHochladen')}
              <input hidden type="file" accept="image/jpeg,image/png" onChange={gewaehlt} />
            </Button>
            {auftrag.auftragsbild && (
              <Button color="error" onClick={() => entfernen.mutate()} disabled={beschaeftigt}>
                {translate('auftragAenderung.fotoEntfernen')}
              </Button>
            )}
            <Typography variant="caption" color="text.secondary">
              {translate('auftragAenderung.fotoHinweis')}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Abschnitt>
  );
};
