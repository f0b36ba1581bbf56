import FilterListIcon from '@mui/icons-material/FilterList';
import { Autocomplete, Box, Button, Card, CardContent, Checkbox, Collapse, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Abfrage, deutschSortiert, WidgetKarte } from '../charts';
import { formatDatum } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { useErzeugerId } from '../session/useErzeugerId';
import { useSchmal } from '../ui/schmal';
import { AbfallstromBalken, AbfallstromZeilen, SankeyMitExport } from './AbfallstromTeile';
import { keineMengen } from './keineMengen';
import type { AuswertungAnfrage } from './auswertungApi';
import { filterAusUrl, filterInUrl } from './filterUrl';
import { KpiBoard } from './KpiBoard';
import { useAbfallstrom, useStandorte } from './useAuswertung';
import { ZeitraumFilter } from './ZeitraumFilter';
import { heuteInBerlin } from './zeitraum';

type Option = { id: number; name: string };

const MehrfachWahl = ({
  label,
  optionen,
  ids,
  setIds,
}: {
  label: string;
  optionen: Option[];
  ids: number[] | undefined;
  setIds: (ids: number[]) => void;
}) => {
  const translate = useTranslate();
  const sortiert = deutschSortiert(optionen, (o) => o.name);
  const gewaehlt = sortiert.filter((o) => ids?.includes(o.id));
  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      options={sortiert}
      value={gewaehlt}
      onChange={(_, werte) => setIds(werte.map((w) => w.id))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, o, { selected }) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <Checkbox size="small" checked={selected} sx={{ mr: 1 }} />
            {o.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={gewaehlt.length === 0 ? translate('auswertung.filter.alle') : undefined} />
      )}
      sx={{ minWidth: 0 }}
    />
  );
};

const eindeutig = (liste: Option[]): Option[] => [...new Map(liste.map((o) => [o.id, o])).values()];

/**
 * /erzeuger/auswertung (spec § 2, issue 21): the evaluations full-page. Filters period, sites,
 * fractions and disposers (kept in the URL); the bars, the Sankey, their tables with downloads, the KPI tiles.
 */
export const AuswertungPage = () => {
  const translate = useTranslate();
  const titel = translate('auswertung.titel');
  usePageTitle(titel);
  const [params, setParams] = useSearchParams();
  const eigene = useErzeugerId();
  const filter = filterAusUrl(params, heuteInBerlin());
  const erzeugerId = filter.erzeugerId ?? eigene;
  const setzen = (neu: Partial<AuswertungAnfrage>) => setParams(filterInUrl({ ...filter, ...neu }), { replace: true });
  const anfrage: AuswertungAnfrage = { ...filter, erzeugerId };
  const abfrage = useAbfallstrom(anfrage);
  // The options come from the period alone, so choosing a fraction does not hide the others.
  const optionen = useAbfallstrom({ erzeugerId, von: filter.von, bis: filter.bis });
  const standorte = useStandorte(erzeugerId);
  const fraktionen = eindeutig(
    (optionen.data?.reihen ?? []).flatMap((r) => (r.fraktionId === null ? [] : [{ id: r.fraktionId, name: r.name }])),
  );
  const entsorger = eindeutig(
    (optionen.data?.zeilen ?? []).flatMap((z) => (z.entsorgerId === null ? [] : [{ id: z.entsorgerId, name: z.entsorgerName }])),
  );
  const leerText = translate('auswertung.leer');
  // On a phone the five filters would push the figures below the fold: one button shows them.
  const schmal = useSchmal();
  const [filterOffen, setFilterOffen] = useState(false);
  const aktiv = [filter.anfallstelleIds, filter.fraktionIds, filter.entsorgerIds].filter(
    (ids) => ids !== undefined && ids.length > 0,
  ).length;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={titel} />
      <Typography variant="h5" component="h1" gutterBottom>
        {titel}
      </Typography>
      {schmal && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            aria-expanded={filterOffen}
            aria-controls="auswertung-filter"
            onClick={() => setFilterOffen(!filterOffen)}
          >
            {filterOffen
              ? translate('auswertung.filter.verbergen')
              : aktiv > 0
                ? translate('auswertung.filter.zeigenAktiv', { anzahl: aktiv })
                : translate('auswertung.filter.zeigen')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {translate('auswertung.filter.zeitraum', { von: formatDatum(filter.von), bis: formatDatum(filter.bis) })}
          </Typography>
        </Stack>
      )}
      <Collapse in={!schmal || filterOffen} id="auswertung-filter">
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Box
              component="form"
              aria-label={translate('auswertung.filter.formular')}
              sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '160px 160px 1fr 1fr 1fr' } }}
              onSubmit={(e) => e.preventDefault()}
            >
              <ZeitraumFilter von={filter.von} bis={filter.bis} onChange={setzen} />
              <MehrfachWahl
                label={translate('auswertung.filter.anfallstellen')}
                optionen={standorte.data ?? []}
                ids={filter.anfallstelleIds}
                setIds={(ids) => setzen({ anfallstelleIds: ids })}
              />
              <MehrfachWahl
                label={translate('auswertung.filter.fraktionen')}
                optionen={fraktionen}
                ids={filter.fraktionIds}
                setIds={(ids) => setzen({ fraktionIds: ids })}
              />
              <MehrfachWahl
                label={translate('auswertung.filter.entsorger')}
                optionen={entsorger}
                ids={filter.entsorgerIds}
                setIds={(ids) => setzen({ entsorgerIds: ids })}
              />
            </Box>
          </CardContent>
        </Card>
      </Collapse>
      <Stack spacing={2}>
        <WidgetKarte titel={translate('auswertung.kennzahlen')} id="auswertung-kpi">
          <KpiBoard erzeugerId={erzeugerId} />
        </WidgetKarte>
        <WidgetKarte titel={translate('auswertung.balkenTitel')} id="auswertung-balken">
          <Abfrage abfrage={abfrage} leer={keineMengen} leerText={leerText} hoehe={340}>
            {(d) => <AbfallstromBalken daten={d} titel={translate('auswertung.balkenTitel')} />}
          </Abfrage>
        </WidgetKarte>
        <WidgetKarte titel={translate('auswertung.sankeyKarte')} id="auswertung-sankey">
          <Abfrage abfrage={abfrage} leer={keineMengen} leerText={leerText} hoehe={420}>
            {(d) => (
              <>
                <SankeyMitExport daten={d} titel={translate('auswertung.sankeyTitel')} filter={anfrage} />
                <AbfallstromZeilen daten={d} titel={translate('auswertung.sankeyTabelle')} filter={anfrage} />
              </>
            )}
          </Abfrage>
        </WidgetKarte>
      </Stack>
    </Box>
  );
};
