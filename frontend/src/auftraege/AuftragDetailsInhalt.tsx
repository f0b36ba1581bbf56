import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { scopeOf } from '@abfallportal/common/permissions';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { AenderungsAktionen } from './AenderungsAktionen';
import { AllgemeinAbschnitt } from './AllgemeinAbschnitt';
import { AngeboteAbschnitt } from './AngeboteAbschnitt';
import { FolgeauftraegeAbschnitt } from './FolgeauftraegeAbschnitt';
import { FotoAbschnitt } from './FotoAbschnitt';
import { auftragPaths } from './auftragPaths';
import { HistorieAbschnitt } from './HistorieAbschnitt';
import { LeistungsuebersichtAbschnitt } from './LeistungsuebersichtAbschnitt';
import { StandortAbschnitt } from './StandortAbschnitt';
import { StatusChip } from './StatusChip';
import { useDarf } from '../session/useDarf';
import { useErzeugerId } from '../session/useErzeugerId';
import { VorgangsKommentarEditor } from './VorgangsKommentarEditor';
import { versionOf } from '../providers/version';
import { WorkflowAktionen } from './WorkflowAktionen';

/** The sections of the order details page (spec § 2) for the loaded order. */
export const AuftragDetailsInhalt = () => {
  const translate = useTranslate();
  const auftrag = useRecordContext<AuftragDetails>();
  const erzeugerId = useErzeugerId();
  const darfBearbeiten = useDarf('EDIT_AUFTRAG');
  const darfAlle = useDarf('VIEW_ALL_AUFTRAG');
  const info = useBenutzerInfo().data;
  // The producer's changes (photo, waste type, delete): the same scope the server decides with.
  const darfAendern = info?.status === 'angemeldet' && scopeOf('auftragErzeugerseite', info.info, 'write').type !== 'keiner';
  usePageTitle(auftrag ? translate('auftraege.show.titel', { vorgangsnummer: auftrag.vorgangsnummer }) : undefined);
  if (!auftrag) return null;
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button component={Link} to={auftragPaths.list(erzeugerId)} startIcon={<ArrowBackIcon />} size="small">
          {translate('auftraege.titel')}
        </Button>
        <Typography variant="h5" component="h1">
          {translate('auftraege.show.titel', { vorgangsnummer: auftrag.vorgangsnummer })}
        </Typography>
        <StatusChip status={auftrag.status.type} />
      </Stack>
      <WorkflowAktionen auftragId={String(auftrag.id)} />
      <AenderungsAktionen auftrag={auftrag} darfAendern={darfAendern} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <AllgemeinAbschnitt auftrag={auftrag} />
        <Stack spacing={2}>
          <StandortAbschnitt anfallstelle={auftrag.anfallstelle} />
          <FotoAbschnitt auftrag={auftrag} darfAendern={darfAendern} />
          <VorgangsKommentarEditor
            key={auftrag.aktualisiertAm}
            auftragId={String(auftrag.id)}
            kommentar={auftrag.vorgangsKommentar}
            darfBearbeiten={darfBearbeiten || darfAlle}
            version={versionOf(auftrag)}
          />
        </Stack>
      </Box>
      <AngeboteAbschnitt auftragId={String(auftrag.id)} erzeugerId={auftrag.erzeugerId} status={auftrag.status.type} darfAnnehmen={darfBearbeiten || darfAlle} />
      <LeistungsuebersichtAbschnitt auftragId={String(auftrag.id)} />
      <FolgeauftraegeAbschnitt auftrag={auftrag} />
      <HistorieAbschnitt auftragId={String(auftrag.id)} />
    </Stack>
  );
};
