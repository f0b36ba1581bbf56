import type { Abfallmenge } from '@abfallportal/common/abfallmenge';
import type { StandortDokumentation } from '@abfallportal/common/dokumentation';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { belegPaths } from '../belege';
import { formatMenge } from '../format/format';
import { avvZelle, tonnenUndKubik, weg } from './standortZellen';
import { StandortTabelle } from './StandortTabelle';

/**
 * The quantities, from receipts (linked) or entered by hand; with EDIT_DOKUMENTATION the entered
 * ones can be changed and deleted.
 */
export const StandortMengen = ({
  daten,
  onAendern,
  onLoeschen,
}: {
  daten: StandortDokumentation;
  onAendern: (menge: Abfallmenge) => void;
  onLoeschen: (menge: Abfallmenge) => void;
}) => {
  const translate = useTranslate();
  const mengen = daten.mengen.map((z, i) => ({ ...z, id: z.abfallmengeId ?? `${z.belegId}-${i}` }));
  const avv = avvZelle(translate);
  const aktionen = (z: (typeof mengen)[number]) => {
    const m = daten.abfallmengen.find((a) => a.id === z.abfallmengeId) ?? null;
    if (!m || !daten.darfBearbeiten) return null;
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={() => onAendern(m)}>
          {translate('dokumentation.aendern')}
        </Button>
        <Button size="small" color="error" onClick={() => onLoeschen(m)}>
          {translate('dokumentation.loeschen')}
        </Button>
      </Box>
    );
  };
  return (
    <Paper>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {translate('dokumentation.abschnitt.mengen')}
      </Typography>
      <StandortTabelle
        daten={mengen}
        leer="dokumentation.keineMengen"
        spalten={[
          {
            label: 'dokumentation.spalte.quelle',
            wert: (r) =>
              r.belegId ? (
                <Link to={belegPaths.show(r.belegId)}>{r.belegNummer ?? translate('dokumentation.quelle.BELEG')}</Link>
              ) : (
                translate('dokumentation.quelle.ERFASST')
              ),
          },
          { label: 'dokumentation.spalte.avv', wert: avv },
          {
            label: 'dokumentation.spalte.menge',
            wert: (r) =>
              r.hinweis ? r.hinweis : <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${r.menge ?? ''} ${r.einheit ?? ''}`}</Box>,
            rechts: true,
          },
          { label: 'dokumentation.spalte.tonnen', wert: (r) => (r.tonnen === null ? '–' : formatMenge(r.tonnen)), rechts: true },
          {
            label: 'dokumentation.spalte.kubikmeter',
            wert: (r) => (r.kubikmeter === null ? '–' : formatMenge(r.kubikmeter)),
            rechts: true,
          },
          { label: 'dokumentation.spalte.verfahren', wert: (r) => r.entsorgungsverfahren ?? '–' },
          { label: 'dokumentation.spalte.entsorgungsweg', wert: weg },
          {
            label: 'dokumentation.spalte.leerungsart',
            wert: (r) => (r.rhythmus ? translate(`dokumentation.rhythmus.${r.rhythmus}`) : '–'),
          },
          { label: '', wert: aktionen },
        ]}
        karte={{
          primaryText: avv,
          secondaryText: (r) => (
            <>
              <div>{r.hinweis ?? `${r.menge ?? ''} ${r.einheit ?? ''} · ${tonnenUndKubik(r.tonnen, r.kubikmeter)}`}</div>
              <div>{[r.entsorgungsverfahren, weg(r), r.belegNummer].filter(Boolean).join(' · ')}</div>
            </>
          ),
          tertiaryText: aktionen,
        }}
      />
    </Paper>
  );
};
