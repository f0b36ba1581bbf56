import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { faelligkeit } from './faelligkeit';

export type FaelligkeitAnzeigeProps = { dueInDays: number | null };

/** Days until due, with a red 'Dringend' mark for urgent orders (spec § 4). */
export const FaelligkeitAnzeige = ({ dueInDays }: FaelligkeitAnzeigeProps) => {
  const translate = useTranslate();
  const anzeige = faelligkeit(dueInDays);
  if (anzeige === null) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{anzeige.text}</Typography>
      {anzeige.dringend && <Chip size="small" color="error" label={translate('auftraege.liste.dringend')} />}
    </Stack>
  );
};
