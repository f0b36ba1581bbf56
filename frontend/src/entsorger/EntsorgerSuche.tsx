import type { EntsorgerTreffer } from '@abfallportal/common/entsorger';
import { Alert, Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { entsorgerApi } from './entsorgerApi';

const useVerzoegert = (wert: string, ms: number): string => {
  const [verzoegert, setVerzoegert] = useState(wert);
  useEffect(() => {
    const timer = setTimeout(() => setVerzoegert(wert), ms);
    return () => clearTimeout(timer);
  }, [wert, ms]);
  return verzoegert;
};

/**
 * Search before creating (spec § 2): existing disposers by name or city, so nobody creates a
 * duplicate. Picking one links it (entsorgerMandantId) instead of creating a new disposer.
 */
export const EntsorgerSuche = ({ erzeugerId }: { erzeugerId: number }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const gewaehlt = useWatch({ name: 'entsorgerMandantId' }) as number | null | undefined;
  const [auswahl, setAuswahl] = useState<EntsorgerTreffer | null>(null);
  const [eingabe, setEingabe] = useState('');
  const q = useVerzoegert(eingabe.trim(), 250);
  const treffer = useQuery({
    queryKey: ['entsorgerSuche', erzeugerId, q],
    queryFn: () => entsorgerApi.suche(erzeugerId, q),
    enabled: q.length >= 2,
  });

  if (gewaehlt && auswahl) {
    return (
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Alert severity="info">{translate('entsorger.suche.gewaehlt', { name: auswahl.name })}</Alert>
        <Button
          onClick={() => {
            setAuswahl(null);
            setValue('entsorgerMandantId', null);
          }}
        >
          {translate('entsorger.suche.aufheben')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ mb: 2, width: '100%', maxWidth: 560 }}>
      <Autocomplete<EntsorgerTreffer>
        options={q.length >= 2 ? (treffer.data ?? []) : []}
        filterOptions={(o) => o}
        loading={treffer.isFetching}
        getOptionLabel={(o) => [o.name, [o.plz, o.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
        getOptionDisabled={(o) => o.verknuepft}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={translate(q.length >= 2 ? 'entsorger.suche.keineTreffer' : 'entsorger.suche.mindestens')}
        inputValue={eingabe}
        onInputChange={(_e, wert) => setEingabe(wert)}
        value={null}
        onChange={(_e, wert) => {
          if (!wert) return;
          setAuswahl(wert);
          setValue('entsorgerMandantId', wert.id, { shouldDirty: true });
        }}
        renderOption={(props, o) => (
          <li {...props} key={o.id}>
            {[o.name, [o.plz, o.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            {o.verknuepft ? ` – ${translate('entsorger.suche.verknuepft')}` : ''}
            {!o.freigegeben ? ` – ${translate('entsorger.status.nichtFreigegeben')}` : ''}
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={translate('entsorger.suche.label')} />}
      />
      {treffer.isError && <Alert severity="error">{translate('fehler.entsorgerSucheFehler')}</Alert>}
      <Alert severity="info" variant="outlined">
        {translate('entsorger.suche.hinweis')}
      </Alert>
    </Stack>
  );
};
