import type { BilanzZeile } from '@abfallportal/common/dokumentation';
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMenge } from '../format/format';
import { avvZelle, gueltigZelle, tonnenUndKubik, weg } from './standortZellen';
import { StandortTabelle } from './StandortTabelle';

/** The balance per AVV code and disposal path, with the certificate's validity. */
export const StandortBilanz = ({ zeilen }: { zeilen: BilanzZeile[] }) => {
  const translate = useTranslate();
  const bilanz = zeilen.map((b, i) => ({ ...b, id: i }));
  const avv = avvZelle(translate);
  const gueltig = gueltigZelle(translate);
  return (
    <Paper>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {translate('dokumentation.abschnitt.bilanz')}
      </Typography>
      <StandortTabelle
        daten={bilanz}
        leer="dokumentation.keineMengen"
        spalten={[
          { label: 'dokumentation.spalte.avv', wert: avv },
          { label: 'dokumentation.spalte.verfahren', wert: (r) => r.entsorgungsverfahren ?? '–' },
          { label: 'dokumentation.spalte.entsorgungsweg', wert: weg },
          { label: 'dokumentation.spalte.gueltigBis', wert: gueltig },
          { label: 'dokumentation.spalte.tonnen', wert: (r) => formatMenge(r.tonnen), rechts: true },
          { label: 'dokumentation.spalte.kubikmeter', wert: (r) => formatMenge(r.kubikmeter), rechts: true },
          {
            label: 'dokumentation.spalte.anzahl',
            wert: (r) => `${r.anzahl}${r.ohneMenge ? ` (${translate('dokumentation.ohneMenge', { anzahl: r.ohneMenge })})` : ''}`,
            rechts: true,
          },
        ]}
        karte={{
          primaryText: avv,
          secondaryText: (r) => [r.entsorgungsverfahren, weg(r)].filter(Boolean).join(' · '),
          tertiaryText: (r) => (
            <>
              {tonnenUndKubik(r.tonnen, r.kubikmeter)} {r.gueltigBis && <> · {gueltig(r)}</>}
            </>
          ),
        }}
      />
    </Paper>
  );
};
