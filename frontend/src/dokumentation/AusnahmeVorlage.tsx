import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dokumentationApi } from './dokumentationApi';
import type { Werte } from './abfallmengeWerte';

/** Spec § 7 `ausnahmen`: a master data exception picked here fills the justification. */
export const AusnahmeVorlage = ({
  erzeugerId,
  offen,
  setWerte,
}: {
  erzeugerId: number;
  offen: boolean;
  setWerte: (aenderung: (w: Werte) => Werte) => void;
}) => {
  const translate = useTranslate();
  const ausnahmen = useQuery({
    queryKey: ['dokumentation', erzeugerId, 'ausnahmen'],
    queryFn: () => dokumentationApi.ausnahmen(erzeugerId),
    enabled: offen,
    staleTime: 5 * 60_000,
  });
  return (
    <>
      {(ausnahmen.data?.length ?? 0) > 0 && (
        <TextField
          select
          size="small"
          fullWidth
          sx={{ mt: 2 }}
          label={translate('dokumentation.ausnahmeVorlage')}
          value=""
          onChange={(e) => {
            const a = ausnahmen.data?.find((x) => String(x.id) === e.target.value);
            if (a) setWerte((w) => ({ ...w, ausnahme: a.beschreibung ? `${a.name}: ${a.beschreibung}` : a.name }));
          }}
          slotProps={{ htmlInput: { 'data-testid': 'ausnahme-vorlage' } }}
        >
          {ausnahmen.data?.map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
};
