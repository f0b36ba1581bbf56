import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button, Chip, List, ListItem, ListItemButton, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { auftragPaths } from '../auftraege';
import { WidgetKarte } from '../charts';
import { formatDatum } from '../format/format';
import { useDarf } from '../session/useDarf';

const NEUESTE = { pagination: { page: 1, perPage: 5 }, sort: { field: 'erstelltAm', order: 'DESC' as const }, filter: {} };
const AUFGABEN = {
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'erstelltAm', order: 'DESC' as const },
  filter: { meineAufgaben: true },
};
// The widget shows its own failure state (with retry), not the global alert.
const EIGENE_FEHLER = { meta: { eigeneFehler: true } };

/** Widget (a): "Neuer Auftrag", the latest five orders and the user's open tasks (the list's "Meine Aufgaben" filter). */
export const AuftraegeWidget = () => {
  const translate = useTranslate();
  const darfAnlegen = useDarf('EDIT_AUFTRAG');
  const neueste = useGetList<AuftragListeEintrag>('auftrag', NEUESTE, EIGENE_FEHLER);
  const aufgaben = useGetList<AuftragListeEintrag>('auftrag', AUFGABEN, EIGENE_FEHLER);
  const aufgabenLink = `${auftragPaths.list()}?filter=${encodeURIComponent(JSON.stringify({ meineAufgaben: true }))}`;
  return (
    <WidgetKarte
      titel={translate('dashboard.auftraege')}
      id="widget-auftraege"
      aktion={
        darfAnlegen && (
          <Button component={Link} to={auftragPaths.neu()} variant="contained" size="small" startIcon={<AddIcon />}>
            {translate('dashboard.neuerAuftrag')}
          </Button>
        )
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Button component={Link} to={aufgabenLink} size="small" startIcon={<AssignmentIcon />} data-testid="meine-aufgaben">
          {translate('dashboard.meineAufgaben')}
        </Button>
        {aufgaben.isSuccess && (
          <Chip
            size="small"
            color={aufgaben.total ? 'warning' : 'default'}
            label={aufgaben.total ?? 0}
            aria-label={translate('dashboard.offeneAufgaben', { anzahl: aufgaben.total ?? 0 })}
          />
        )}
      </Stack>
      {neueste.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label={translate('dashboard.wirdGeladen')} />
      ) : neueste.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void neueste.refetch()}>
              {translate('dashboard.erneutVersuchen')}
            </Button>
          }
        >
          <AlertTitle>{translate('fehler.failedLoading', { detail: '' }).trim()}</AlertTitle>
          {translate('fehler.pleaseTryAgain')}
        </Alert>
      ) : neueste.data.length === 0 ? (
        <Alert severity="info">{translate('dashboard.keineAuftraege')}</Alert>
      ) : (
        <>
          <Typography variant="subtitle2" component="h3">
            {translate('dashboard.neuesteAuftraege')}
          </Typography>
          <List dense disablePadding aria-label={translate('dashboard.neuesteAuftraege')}>
            {neueste.data.map((a) => (
              <ListItem key={a.id} disablePadding>
                <ListItemButton component={Link} to={auftragPaths.show(undefined, a.id)} divider>
                  <ListItemText
                    primary={`${a.vorgangsnummer} · ${a.fraktion}`}
                    secondary={`${a.anfallstelleName} · ${AUFTRAG_STATUS_TEXT[a.status.type]}${a.wunschLiefertermin ? ` · ${formatDatum(a.wunschLiefertermin)}` : ''}`}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Button component={Link} to={auftragPaths.list()} size="small" sx={{ mt: 1 }}>
            {translate('dashboard.alleAuftraege')}
          </Button>
        </>
      )}
    </WidgetKarte>
  );
};
