import { Box, Button, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ApiError } from '../providers/ApiError';
import { feldFehler } from '../ui/feldFehler';
import { versionOf, type Version } from '../providers/version';

export type Feld = { name: string; autoComplete?: string; type?: 'text' | 'email' | 'tel'; required?: boolean; multiline?: boolean };

type Werte = Record<string, string>;

export type DatenFormularProps = {
  queryKey: string;
  laden: () => Promise<object>;
  /** Sends the version of the record the form shows (If-Match): a record changed meanwhile answers 409. */
  speichern: (daten: object, version: Version) => Promise<object>;
  schema: z.ZodType;
  felder: Feld[];
};

/** The queries that show the producer record (and so its version). */
const FIRMA_QUERIES = ['firmenhauptsitz', 'firmenKontaktdaten'];

const alsWerte = (daten: object, felder: Feld[]): Werte =>
  Object.fromEntries(felder.map((f) => [f.name, String((daten as Record<string, unknown>)[f.name] ?? '')]));

/**
 * A form over one record of the company data: checked with the server's schema before it is sent,
 * so the browser and the server show the same German message next to the field.
 */
const Formular = ({ daten, ...props }: DatenFormularProps & { daten: object }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [werte, setWerte] = useState<Werte>(() => alsWerte(daten, props.felder));
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const speichern = useMutation({
    mutationFn: (werte: Werte) => props.speichern(werte, versionOf(daten)),
    onSuccess: (gespeichert) => {
      queryClient.setQueryData([props.queryKey], gespeichert);
      // Head office and contact data are one producer record with one version: the other form reloads it.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== props.queryKey && FIRMA_QUERIES.includes(String(q.queryKey[0])),
      });
      setWerte(alsWerte(gespeichert, props.felder));
      notify('erfolg.gespeichert', { type: 'success' });
    },
    onError: (error) => {
      setFehler(error instanceof ApiError ? error.errors : {});
      notify(error instanceof Error ? error.message : 'fehler.unbekannt', { type: 'error' });
    },
  });
  const absenden = (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(werte);
    setFehler(parsed.success ? {} : feldFehler(parsed.error));
    if (parsed.success) speichern.mutate(werte);
  };
  return (
    <Box component="form" onSubmit={absenden} noValidate sx={{ maxWidth: 560 }}>
      <Stack spacing={2}>
        {props.felder.map((f) => (
          <TextField
            key={f.name}
            label={translate(`firmendaten.feld.${f.name}`)}
            name={f.name}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            value={werte[f.name] ?? ''}
            onChange={(e) => setWerte({ ...werte, [f.name]: e.target.value })}
            error={fehler[f.name] !== undefined}
            helperText={fehler[f.name]}
            required={f.required}
            multiline={f.multiline}
            fullWidth
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={speichern.isPending}>
            {translate('firmendaten.speichern')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};

export const DatenFormular = (props: DatenFormularProps) => {
  const daten = useQuery({ queryKey: [props.queryKey], queryFn: props.laden });
  if (!daten.data) return daten.isPending ? <Loading /> : null;
  return <Formular {...props} daten={daten.data} />;
};
