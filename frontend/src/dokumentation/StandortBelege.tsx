import { BELEG_STATUS_TEXT, BELEG_TYP_TEXT } from '@abfallportal/common/beleg';
import type { StandortDokumentation } from '@abfallportal/common/dokumentation';
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { belegPaths } from '../belege';
import { formatDatum, formatEuro } from '../format/format';
import { StandortTabelle } from './StandortTabelle';

/** The site's receipts in the year, each linked to its page. */
export const StandortBelege = ({ belege }: { belege: StandortDokumentation['belege'] }) => {
  const translate = useTranslate();
  return (
    <Paper>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {translate('dokumentation.abschnitt.belege')}
      </Typography>
      <StandortTabelle
        daten={belege}
        leer="dokumentation.keineBelege"
        spalten={[
          { label: 'dokumentation.spalte.nummer', wert: (r) => <Link to={belegPaths.show(r.id)}>{r.nummer ?? '–'}</Link> },
          { label: 'dokumentation.spalte.typ', wert: (r) => BELEG_TYP_TEXT[r.typ] },
          { label: 'dokumentation.spalte.datum', wert: (r) => formatDatum(r.datum) },
          { label: 'dokumentation.spalte.entsorger', wert: (r) => r.entsorgerName },
          { label: 'dokumentation.spalte.status', wert: (r) => BELEG_STATUS_TEXT[r.status] },
          { label: 'dokumentation.spalte.summe', wert: (r) => formatEuro(r.summe), rechts: true },
        ]}
        karte={{
          primaryText: (r) => <Link to={belegPaths.show(r.id)}>{`${BELEG_TYP_TEXT[r.typ]} ${r.nummer ?? ''}`}</Link>,
          secondaryText: (r) => [formatDatum(r.datum), r.entsorgerName, formatEuro(r.summe)].join(' · '),
          tertiaryText: (r) => BELEG_STATUS_TEXT[r.status],
        }}
      />
    </Paper>
  );
};
