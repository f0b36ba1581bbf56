import type { Overview } from '@abfallportal/common/auswertung';
import { List, ListItem, ListItemButton, ListItemText, Typography, Box, Button } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { anfallstellenPaths } from '../anfallstellen';
import { Abfrage, deutschSortiert, WidgetKarte } from '../charts';
import { formatAnzahl, formatMenge } from '../format/format';

/** Widget (d): the sites with address, tonnes in the period and open orders; each links to its site. */
export const StandorteWidget = ({ overview }: { overview: UseQueryResult<Overview> }) => {
  const translate = useTranslate();
  return (
    <WidgetKarte titel={translate('dashboard.anfallstellen')} id="widget-standorte">
      <Abfrage
        abfrage={overview}
        leer={(d) => d.standortList.length === 0}
        leerText={
          <>
            {translate('dashboard.keineAnfallstellenVor')}
            <Link to={anfallstellenPaths.list()}>{translate('dashboard.keineAnfallstellenLink')}</Link>
            {translate('dashboard.keineAnfallstellenNach')}
          </>
        }
      >
        {(d) => (
          <>
            <List dense disablePadding aria-label={translate('dashboard.anfallstellen')} sx={{ maxHeight: 360, overflowY: 'auto' }}>
              {deutschSortiert(d.standortList, (s) => s.name).map((s) => (
                <ListItem key={s.id} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={anfallstellenPaths.edit(undefined, s.id)}
                    divider
                    sx={{ opacity: s.aktiv ? 1 : 0.6 }}
                  >
                    <ListItemText
                      primary={s.name}
                      secondary={
                        [s.strasse, [s.plz, s.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
                        translate('dashboard.keineAdresse')
                      }
                    />
                    <Box sx={{ textAlign: 'right', ml: 1, flexShrink: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {formatMenge(s.mengeT, 't')}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {formatAnzahl(s.offeneAuftraege, translate('dashboard.offenerAuftrag'), translate('dashboard.offeneAuftraege'))}
                      </Typography>
                    </Box>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Button component={Link} to={anfallstellenPaths.list()} size="small" sx={{ mt: 1 }}>
              {translate('dashboard.alleAnfallstellen')}
            </Button>
          </>
        )}
      </Abfrage>
    </WidgetKarte>
  );
};
