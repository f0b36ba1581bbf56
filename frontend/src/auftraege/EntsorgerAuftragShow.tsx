import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { AllgemeinAbschnitt } from './AllgemeinAbschnitt';
import { AuftragNichtGefunden } from './AuftragNichtGefunden';
import { EntsorgerAktionen } from './EntsorgerAktionen';
import { entsorgerAuftragPaths } from './entsorgerAuftragPaths';
import { HistorieAbschnitt } from './HistorieAbschnitt';
import { StandortAbschnitt } from './StandortAbschnitt';
import { StatusChip } from './StatusChip';

const Inhalt = () => {
  const translate = useTranslate();
  const auftrag = useRecordContext<AuftragDetails>();
  const titel = auftrag ? translate('auftraege.show.titel', { vorgangsnummer: auftrag.vorgangsnummer }) : undefined;
  usePageTitle(titel);
  if (!auftrag) return null;
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button component={Link} to={entsorgerAuftragPaths.list} startIcon={<ArrowBackIcon />} size="small">
          {translate('entsorgerPortal.show.zurueck')}
        </Button>
        <Typography variant="h5" component="h1">
          {titel}
        </Typography>
        <StatusChip status={auftrag.status.type} />
      </Stack>
      <EntsorgerAktionen auftragId={String(auftrag.id)} version={auftrag.aktualisiertAm} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <AllgemeinAbschnitt auftrag={auftrag} />
        <StandortAbschnitt anfallstelle={auftrag.anfallstelle} />
      </Box>
      <HistorieAbschnitt auftragId={String(auftrag.id)} />
    </Stack>
  );
};

/** /entsorgerbereich/auftraege/:id: one order as its disposer sees it, with the answers their mail links offer. */
export const EntsorgerAuftragShow = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <Show
      resource="auftrag"
      id={id}
      title={translate('entsorgerPortal.titel')}
      actions={false}
      component="div"
      error={<AuftragNichtGefunden />}
      queryOptions={{ onError: () => undefined }}
    >
      <Inhalt />
    </Show>
  );
};
