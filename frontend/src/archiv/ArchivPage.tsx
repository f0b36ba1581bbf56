import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import type { Zeitraum } from '@abfallportal/common/dokumentation';
import { decideRoute } from '@abfallportal/common/permissions';
import {
  Alert,
  Box,
  Button,
  Card,
  List as MuiList,
  ListItem,
  ListItemButton,
  ListItemText,
  Tab,
  Tabs,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Datagrid, FunctionField, List, SearchInput, TextField, Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { auftragPaths } from '../auftraege/auftragPaths';
import { dokumentationPaths } from '../dokumentation/dokumentationPaths';
import { formatDatum } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { apiFetch } from '../providers/apiFetch';
import { routeAccessContext } from '../session/accessContext';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { useErzeugerId } from '../session/useErzeugerId';
import { ResponsiveList } from '../ui/schmal';
import { ARCHIV_STATUS, passtZurSuche, vergangeneZeitraeume } from './archivStatus';

const statusText = (r: AuftragListeEintrag) => AUFTRAG_STATUS_TEXT[r.status.type];

/** Finished, cancelled and declined orders, searchable like the order list; a row opens the order. */
const ArchivAuftraege = ({ erzeugerId }: { erzeugerId: number | undefined }) => {
  const translate = useTranslate();
  const leer = <Typography sx={{ p: 2 }}>{translate('archiv.keineAuftraege')}</Typography>;
  return (
    <List<AuftragListeEintrag>
      resource="auftrag"
      // Its own sort, page and search; the order list keeps its own.
      storeKey="archiv.auftraege"
      disableAuthentication
      disableSyncWithLocation
      title={false}
      filter={{ status: ARCHIV_STATUS, ...(erzeugerId === undefined ? {} : { erzeugerId }) }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('archiv.suche')} />]}
      sort={{ field: 'erstelltAm', order: 'DESC' }}
      perPage={25}
      actions={false}
      empty={leer}
    >
      <ResponsiveList<AuftragListeEintrag>
        link={(r) => auftragPaths.show(erzeugerId, String(r.id))}
        primaryText={(r) => r.vorgangsnummer}
        secondaryText={(r) => `${r.anfallstelleName} · ${r.fraktion} · ${formatDatum(r.erstelltAm)}`}
        tertiaryText={statusText}
        leer={leer}
      >
        <Datagrid rowClick={(id) => auftragPaths.show(erzeugerId, String(id))} bulkActionButtons={false} empty={leer}>
          <TextField source="vorgangsnummer" label="auftraege.feld.vorgangsnummer" />
          <FunctionField<AuftragListeEintrag> source="status" label="auftraege.feld.status" render={statusText} />
          <TextField source="anfallstelleName" label="auftraege.feld.anfallstelle" />
          <TextField source="entsorgerName" label="auftraege.feld.entsorger" emptyText="–" />
          <TextField source="fraktion" label="auftraege.feld.fraktion" />
          <FunctionField<AuftragListeEintrag>
            source="erstelltAm"
            label="auftraege.feld.erstelltAm"
            render={(r) => formatDatum(r.erstelltAm)}
          />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};

/** Past documentation periods (years before this one), each opening the documentation of that year. */
const ArchivDokumentation = ({ erzeugerId }: { erzeugerId: number }) => {
  const translate = useTranslate();
  const [suche, setSuche] = useState('');
  const zeitraeume = useQuery({
    queryKey: ['dokumentation', erzeugerId, 'zeitraeume'],
    queryFn: () => apiFetch<Zeitraum[]>(`/api/v1/dokumentation/${erzeugerId}/zeitraeume`),
    meta: { eigeneFehler: true },
  });
  if (zeitraeume.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void zeitraeume.refetch()}>
            {translate('archiv.erneut')}
          </Button>
        }
      >
        {translate('fehler.failedLoading', { detail: translate('fehler.pleaseTryAgain') })}
      </Alert>
    );
  }
  const vergangene = vergangeneZeitraeume(zeitraeume.data ?? [], new Date().getFullYear()).filter((z) => passtZurSuche(z, suche));
  return (
    <Card sx={{ p: 2 }}>
      <MuiTextField
        type="search"
        size="small"
        label={translate('archiv.jahrSuche')}
        value={suche}
        onChange={(e) => setSuche(e.target.value)}
        sx={{ mb: 1 }}
      />
      {zeitraeume.isPending ? null : vergangene.length === 0 ? (
        <Typography sx={{ py: 1 }}>{translate('archiv.keineZeitraeume')}</Typography>
      ) : (
        <MuiList aria-label={translate('archiv.zeitraeume')}>
          {vergangene.map((z) => (
            <ListItem key={z.id} disablePadding divider>
              <ListItemButton component={Link} to={`${dokumentationPaths.standorte(erzeugerId)}?jahr=${z.id}`}>
                <ListItemText primary={z.name} secondary={translate('archiv.zeitraumOeffnen', { jahr: z.name })} />
              </ListItemButton>
            </ListItem>
          ))}
        </MuiList>
      )}
    </Card>
  );
};

/** The archive (spec § 2): finished and cancelled orders and past documentation periods, searchable. */
export const ArchivPage = () => {
  const translate = useTranslate();
  const titel = translate('archiv.titel');
  usePageTitle(titel);
  const erzeugerId = useErzeugerId();
  const { data } = useBenutzerInfo();
  const [params, setParams] = useSearchParams();
  // The documentation tab only for whom the documentation route admits (own producer, or staff on any).
  const dokuErlaubt =
    data?.status === 'angemeldet' &&
    erzeugerId !== undefined &&
    decideRoute(
      'dokumentation',
      routeAccessContext(
        data.info,
        erzeugerId === data.info.erzeuger?.id ? { status: 'eigener' } : { status: 'geladen', info: { id: erzeugerId, typ: 'ERZEUGER' } },
      ),
    ).allowed;
  const ansicht = dokuErlaubt && params.get('ansicht') === 'dokumentation' ? 'dokumentation' : 'auftraege';
  return (
    <Box>
      <Title title={titel} />
      <Tabs
        value={ansicht}
        onChange={(_e, neu: string) => setParams(neu === 'dokumentation' ? { ansicht: neu } : {}, { replace: true })}
        aria-label={titel}
        // Phones: both tabs stay reachable (they scroll instead of being cut off).
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        <Tab value="auftraege" label={translate('archiv.auftraege')} />
        {dokuErlaubt && <Tab value="dokumentation" label={translate('archiv.dokumentation')} />}
      </Tabs>
      {ansicht === 'dokumentation' && erzeugerId !== undefined ? (
        <ArchivDokumentation erzeugerId={erzeugerId} />
      ) : (
        <ArchivAuftraege erzeugerId={erzeugerId} />
      )}
    </Box>
  );
};
