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
import { AuftragBelegeAbschnitt } from './AuftragBelegeAbschnitt';
import { AngeboteAbschnitt } from './AngeboteAbschnitt';
import { EntsorgerAktionen } from './EntsorgerAktionen';
import { entsorgerAuftragPaths } from './entsorgerAuftragPaths';
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

/**
 * Whose view of an order: the producer's (and staff's, who act for it) at /erzeuger/:erzeugerId/auftraege/:id,
 * or the disposer's at /entsorgerbereich/auftraege/:id.
 */
export type AuftragDetailsSicht = 'erzeuger' | 'entsorger';

/** What differs between the two views; every section both show is the same component. */
export const SICHTEN: Record<AuftragDetailsSicht, { seitenTitel: string; zurueck: string; alleAbschnitte: boolean }> = {
  erzeuger: { seitenTitel: 'auftraege.titel', zurueck: 'auftraege.titel', alleAbschnitte: true },
  // The disposer sees the order, the site and the history, and answers with its own actions;
  // prices, offers of others, photo, internal note and the producer's changes are not its business.
  entsorger: { seitenTitel: 'entsorgerPortal.titel', zurueck: 'entsorgerPortal.show.zurueck', alleAbschnitte: false },
};

/** The sections of the order details page (spec § 2) for the loaded order, as `sicht` sees it. */
export const AuftragDetailsInhalt = ({ sicht = 'erzeuger' }: { sicht?: AuftragDetailsSicht }) => {
  const translate = useTranslate();
  const auftrag = useRecordContext<AuftragDetails>();
  const erzeugerId = useErzeugerId();
  const darfBearbeiten = useDarf('EDIT_AUFTRAG');
  const darfAlle = useDarf('VIEW_ALL_AUFTRAG');
  const info = useBenutzerInfo().data;
  // The producer's changes (photo, waste type, delete): the same scope the server decides with.
  const darfAendern = info?.status === 'angemeldet' && scopeOf('auftragErzeugerseite', info.info, 'write').type !== 'keiner';
  const titel = auftrag ? translate('auftraege.show.titel', { vorgangsnummer: auftrag.vorgangsnummer }) : undefined;
  usePageTitle(titel);
  if (!auftrag) return null;
  const konfig = SICHTEN[sicht];
  const auftragId = String(auftrag.id);
  const zurueckZu = sicht === 'entsorger' ? entsorgerAuftragPaths.list : auftragPaths.list(erzeugerId);
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button component={Link} to={zurueckZu} startIcon={<ArrowBackIcon />} size="small">
          {translate(konfig.zurueck)}
        </Button>
        <Typography variant="h5" component="h1">
          {titel}
        </Typography>
        <StatusChip status={auftrag.status.type} />
      </Stack>
      {sicht === 'entsorger' ? (
        <EntsorgerAktionen auftragId={auftragId} version={auftrag.aktualisiertAm} />
      ) : (
        <>
          <WorkflowAktionen auftragId={auftragId} />
          <AenderungsAktionen auftrag={auftrag} darfAendern={darfAendern} />
        </>
      )}
      {/* minmax(0, …): a column may shrink below its content's widest word, so a phone (390 px) does not scroll sideways. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
          overflowWrap: 'anywhere',
        }}
      >
        <AllgemeinAbschnitt auftrag={auftrag} />
        {konfig.alleAbschnitte ? (
          <Stack spacing={2}>
            <StandortAbschnitt anfallstelle={auftrag.anfallstelle} />
            <FotoAbschnitt auftrag={auftrag} darfAendern={darfAendern} />
            <VorgangsKommentarEditor
              key={auftrag.aktualisiertAm}
              auftragId={auftragId}
              kommentar={auftrag.vorgangsKommentar}
              darfBearbeiten={darfBearbeiten || darfAlle}
              version={versionOf(auftrag)}
            />
          </Stack>
        ) : (
          <StandortAbschnitt anfallstelle={auftrag.anfallstelle} />
        )}
      </Box>
      {konfig.alleAbschnitte && (
        <>
          <AngeboteAbschnitt
            auftragId={auftragId}
            erzeugerId={auftrag.erzeugerId}
            status={auftrag.status.type}
            darfAnnehmen={darfBearbeiten || darfAlle}
          />
          <LeistungsuebersichtAbschnitt auftragId={auftragId} />
          <FolgeauftraegeAbschnitt auftrag={auftrag} />
        </>
      )}
      <AuftragBelegeAbschnitt auftragId={auftragId} />
      <HistorieAbschnitt auftragId={auftragId} />
    </Stack>
  );
};
