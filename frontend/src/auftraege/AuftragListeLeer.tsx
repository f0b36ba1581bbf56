import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NeuerAuftragButton } from './NeuerAuftragButton';

export type AuftragListeLeerProps = { erzeugerId: number | undefined };

/** Shown when the producer has no orders at all. */
export const AuftragListeLeer = ({ erzeugerId }: AuftragListeLeerProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, flex: 1 }}>
      <Typography variant="h6" gutterBottom>
        {translate('auftraege.liste.leerTitel')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('auftraege.liste.leerText')}
      </Typography>
      <NeuerAuftragButton erzeugerId={erzeugerId} />
    </Box>
  );
};
