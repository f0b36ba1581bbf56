import { vorgangsKommentarSchema } from '@abfallportal/common/auftrag';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { isVersionKonflikt } from '../providers/version';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { Abschnitt } from './Abschnitt';
import { auftragApi } from './auftragApi';

export type VorgangsKommentarEditorProps = {
  auftragId: string;
  kommentar: string | null;
  darfBearbeiten: boolean;
  /** The order's version as the details page loaded it (If-Match). */
  version?: number;
};

/** 'Interne Notiz': a note only the producer's side sees. */
export const VorgangsKommentarEditor = ({ auftragId, kommentar, darfBearbeiten, version }: VorgangsKommentarEditorProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const versionKonflikt = useVersionKonflikt();
  const [text, setText] = useState(kommentar ?? '');
  const pruefung = vorgangsKommentarSchema.safeParse({ kommentar: text });
  const speichern = useMutation({
    mutationFn: () => auftragApi.vorgangsKommentar(auftragId, text, version),
    meta: { eigeneFehler: true },
    onError: (error) => versionKonflikt(error),
    onSuccess: () => {
      notify('erfolg.gespeichert', { type: 'success' });
      refresh();
    },
  });
  const fehler =
    pruefung.error?.issues[0]?.message ??
    (speichern.error instanceof ApiError && !isVersionKonflikt(speichern.error) ? speichern.error.message : undefined);
  return (
    <Abschnitt titel="auftraege.show.interneNotiz" id="interne-notiz">
      {darfBearbeiten ? (
        <Stack spacing={1.5}>
          <TextField
            multiline
            minRows={3}
            label={translate('auftraege.show.interneNotiz')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={fehler !== undefined}
            helperText={fehler ?? translate('auftraege.show.interneNotizHinweis')}
          />
          {speichern.isError && !(speichern.error instanceof ApiError) && <Alert severity="error">{translate('fehler.generic')}</Alert>}
          <Button
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => speichern.mutate()}
            disabled={!pruefung.success || speichern.isPending || text === (kommentar ?? '')}
          >
            {translate('auftraege.show.notizSpeichern')}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {kommentar || translate('auftraege.show.keineNotiz')}
        </Typography>
      )}
    </Abschnitt>
  );
};
