import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type AngabenProps = { eintraege: readonly (readonly [string, ReactNode])[] };

/** Label and value pairs in two columns; empty values are left out. */
export const Angaben = ({ eintraege }: AngabenProps) => {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' }, gap: 1, m: 0 }}>
      {eintraege
        .filter(([, wert]) => wert !== null && wert !== undefined && wert !== '')
        .map(([label, wert]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {wert}
            </Typography>
          </Box>
        ))}
    </Box>
  );
};
