import { Box, Card } from '@mui/material';
import { List, Title, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { LeistungDatagrid } from './LeistungDatagrid';
import { leistungenPaths, typAusSegment } from './leistungenPaths';
import { PreisHinweis } from './PreisHinweis';
import { TypTabs } from './TypTabs';

/**
 * /erzeuger/preise/:typ (VIEW_OWN_LEISTUNG): the producer's own price agreements, read-only. The
 * server scopes the list to the user's producer.
 */
export const ErzeugerPreisePage = () => {
  const translate = useTranslate();
  const typ = typAusSegment(useParams().typ);
  const titel = translate('leistungen.preise');
  usePageTitle(typ ? `${translate(`leistungen.typ.${typ}`)} - ${titel}` : titel);
  if (!typ) return <Navigate to={leistungenPaths.erzeugerPreiseTyp('ENTSORGUNG')} replace />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={titel} />
      <Card>
        <TypTabs aktiv={typ} pfad={leistungenPaths.erzeugerPreiseTyp} />
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          <PreisHinweis />
          <List
            key={typ}
            resource={leistungenPaths.resource}
            filter={{ typ }}
            title={false}
            disableSyncWithLocation
            sort={{ field: 'entsorgerName', order: 'ASC' }}
            perPage={50}
            actions={false}
            empty={false}
          >
            <LeistungDatagrid sicht="erzeuger" />
          </List>
        </Box>
      </Card>
    </Box>
  );
};
