import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, Grid, Tab, Tabs } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { EntsorgerPanel } from './EntsorgerPanel';
import { useEntsorgerBereichDaten } from './leistungenApi';
import { leistungenPaths } from './leistungenPaths';
import { useEntsorgerBereich } from './useEntsorgerBereich';

/**
 * /support/entsorger/:entsorgerId (CREATE_MANDANT) and /entsorgerbereich (a disposer's own users):
 * the disposer's details beside its customers and its prices (spec § 2).
 */
export const EntsorgerDetailPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { entsorgerId, basis, support } = useEntsorgerBereich();
  const { data: entsorger, error, isPending } = useEntsorgerBereichDaten(entsorgerId);
  if (entsorgerId === undefined || error) return <Alert severity="error">{translate('leistungen.entsorger.nichtGefunden')}</Alert>;
  if (isPending) return <Loading />;
  const tabs = [
    { pfad: leistungenPaths.kunden(basis), label: 'leistungen.kunden.titel' },
    { pfad: leistungenPaths.preise(basis), label: 'leistungen.preise' },
  ];
  const aktiv = tabs.find((t) => pathname.startsWith(t.pfad))?.pfad ?? false;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={entsorger.name} />
      {support && (
        <Button component={Link} to={leistungenPaths.supportEntsorgerListe} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {translate('leistungen.entsorger.zurListe')}
        </Button>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <EntsorgerPanel entsorger={entsorger} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Card>
            <Tabs value={aktiv} aria-label={entsorger.name} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              {tabs.map((t) => (
                <Tab key={t.pfad} value={t.pfad} label={translate(t.label)} component={Link} to={t.pfad} />
              ))}
            </Tabs>
            <Box sx={{ p: { xs: 1, sm: 2 } }}>
              <Outlet />
            </Box>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
};
