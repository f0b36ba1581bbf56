import type { ErzeugerAuswahl } from '@abfallportal/common/erzeugerWire';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../providers/apiFetch';

type Props = {
  value: ErzeugerAuswahl | null;
  onChange: (erzeuger: ErzeugerAuswahl | null) => void;
  label: string;
  helperText?: string | false;
  error?: boolean;
  autoFocus?: boolean;
};

const nachName = (a: ErzeugerAuswahl, b: ErzeugerAuswahl) => a.name.localeCompare(b.name, 'de', { sensitivity: 'base' });

/** Choice of one producer the signed-in user may see (`GET /erzeuger/forBenutzer`), sorted in German order. */
export const ErzeugerAutocomplete = ({ value, onChange, label, helperText, error, autoFocus }: Props) => {
  const { data, isPending } = useQuery({
    queryKey: ['erzeuger', 'forBenutzer'],
    queryFn: () => apiFetch<ErzeugerAuswahl[]>('/api/v1/erzeuger/forBenutzer'),
  });
  return (
    <Autocomplete<ErzeugerAuswahl>
      options={[...(data ?? [])].sort(nachName)}
      loading={isPending}
      value={value}
      onChange={(_e, neu) => onChange(neu)}
      getOptionLabel={(e) => e.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={helperText} error={error} autoFocus={autoFocus} margin="dense" />
      )}
    />
  );
};
