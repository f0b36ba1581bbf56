import type { StandortUebersicht } from '@abfallportal/common/dokumentation';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, ListContextProvider, ResourceContextProvider, TextField, useList, useTranslate } from 'react-admin';
import { ExportKnopf } from '../exporte';
import { formatMenge } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { useErzeugerId } from '../session/useErzeugerId';
import { ResponsiveList } from '../ui/schmal';
import { BelegNummerSuche } from './BelegNummerSuche';
import { dokumentationPaths } from './dokumentationPaths';
import { useStandorte } from './useDokumentation';
import { useJahr, ZeitraumWahl } from './ZeitraumWahl';

const farbe = (s: StandortUebersicht['status']) =>
  s === 'DOKUMENTIERT' ? 'success' : s === 'UNVOLLSTAENDIG' ? 'warning' : s === 'KEINE_PFLICHT' ? 'info' : 'default';

export const StatusChip = ({ s }: { s: StandortUebersicht }) => <Chip size="small" color={farbe(s.status)} label={s.statusText} />;

/** /erzeuger/:erzeugerId/dokumentation/standorte: the producer's sites with their documentation state in the period. */
export const StandorteList = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const [jahr] = useJahr();
  const standorte = useStandorte(erzeugerId, jahr);
  const daten = standorte.data;
  const fehler = standorte.error?.message ?? null;
  usePageTitle(translate('dokumentation.titel'));
  const liste = useList<StandortUebersicht>({ data: daten ?? [], isPending: standorte.isPending, perPage: 1000 });
  if (erzeugerId === undefined) return null;
  const link = (r: StandortUebersicht) => dokumentationPaths.standort(erzeugerId, r.id, jahr);
  const zahlen = (r: StandortUebersicht) =>
    `${formatMenge(r.tonnen, 't')}${r.kubikmeter !== null ? ` · ${formatMenge(r.kubikmeter, 'm³')}` : ''}`;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('dokumentation.titel')} · {translate('dokumentation.standorte')}
        </Typography>
        <ZeitraumWahl erzeugerId={erzeugerId} />
        <ExportKnopf art="PDF_ALLE_STANDORTE" zielId={erzeugerId} beginn={`${jahr}-01-01`} ende={`${jahr}-12-31`} />
        <ExportKnopf art="XLSX_MANDANT" zielId={erzeugerId} beginn={`${jahr}-01-01`} ende={`${jahr}-12-31`} />
      </Box>
      {fehler && <Alert severity="error">{fehler}</Alert>}
      <BelegNummerSuche erzeugerId={erzeugerId} />
      <ResourceContextProvider value="dokumentation">
        <ListContextProvider value={liste}>
          <ResponsiveList<StandortUebersicht>
            link={link}
            primaryText={(r) => r.name}
            secondaryText={(r) => (
              <>
                <div>{[translate(`dokumentation.art.${r.art}`), r.ort].filter(Boolean).join(' · ')}</div>
                <div>
                  {translate('dokumentation.spalte.belege')}: {r.anzahlBelege} · {translate('dokumentation.spalte.mengen')}:{' '}
                  {r.anzahlMengen} · {zahlen(r)}
                </div>
              </>
            )}
            tertiaryText={(r) => <StatusChip s={r} />}
            leer={<Typography sx={{ p: 2 }}>{translate('dokumentation.keineStandorte')}</Typography>}
          >
            <Datagrid
              bulkActionButtons={false}
              rowClick={(_id, _r, r) => link(r as StandortUebersicht)}
              empty={<Typography sx={{ p: 2 }}>{translate('dokumentation.keineStandorte')}</Typography>}
            >
              <TextField source="name" label="dokumentation.spalte.name" sortable={false} />
              <FunctionField<StandortUebersicht> label="dokumentation.spalte.art" render={(r) => translate(`dokumentation.art.${r.art}`)} />
              <TextField source="anzahlBelege" label="dokumentation.spalte.belege" sortable={false} />
              <TextField source="anzahlMengen" label="dokumentation.spalte.mengen" sortable={false} />
              <FunctionField<StandortUebersicht>
                label="dokumentation.spalte.tonnen"
                textAlign="right"
                render={(r) => formatMenge(r.tonnen)}
              />
              <FunctionField<StandortUebersicht>
                label="dokumentation.spalte.kubikmeter"
                textAlign="right"
                render={(r) => (r.kubikmeter === null ? '–' : formatMenge(r.kubikmeter))}
              />
              <FunctionField<StandortUebersicht> label="dokumentation.spalte.status" render={(r) => <StatusChip s={r} />} />
            </Datagrid>
          </ResponsiveList>
        </ListContextProvider>
      </ResourceContextProvider>
    </Stack>
  );
};
