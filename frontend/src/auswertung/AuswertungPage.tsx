import { Autocomplete, Box, Card, CardContent, Checkbox, Stack, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Abfrage, deutschSortiert, WidgetKarte } from '../charts';
import { usePageTitle } from '../layout/usePageTitle';
import { useErzeugerId } from '../session/useErzeugerId';
import { AbfallstromBalken, AbfallstromZeilen, SankeyMitExport } from './AbfallstromTeile';
import { keineMengen } from './keineMengen';
import type { AuswertungAnfrage } from './auswertungApi';
import { filterAusUrl, filterInUrl } from './filterUrl';
import { KpiBoard } from './KpiBoard';
import { useAbfallstrom, useStandorte } from './useAuswertung';
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
      renderInput={(params) => <TextField {...params} label={label} placeholder={gewaehlt.length === 0 ? 'Alle' : undefined} />}
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
  const titel = 'Auswertungen';
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
  const leerText =
    'Im gewählten Zeitraum sind keine Mengen dokumentiert. Wählen Sie einen anderen Zeitraum oder weniger Filter, oder erfassen Sie Mengen in der Dokumentation.';
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={titel} />
      <Typography variant="h5" component="h1" gutterBottom>
        {titel}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box
            component="form"
            aria-label="Filter"
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '160px 160px 1fr 1fr 1fr' } }}
            onSubmit={(e) => e.preventDefault()}
          >
            <TextField
              type="date"
              size="small"
              label="Von"
              value={filter.von}
              onChange={(e) => e.target.value && setzen({ von: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label="Bis"
              value={filter.bis}
              onChange={(e) => e.target.value && setzen({ bis: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <MehrfachWahl
              label="Anfallstellen"
              optionen={standorte.data ?? []}
              ids={filter.anfallstelleIds}
              setIds={(ids) => setzen({ anfallstelleIds: ids })}
            />
            <MehrfachWahl
              label="Fraktionen"
              optionen={fraktionen}
              ids={filter.fraktionIds}
              setIds={(ids) => setzen({ fraktionIds: ids })}
            />
            <MehrfachWahl
              label="Entsorger"
              optionen={entsorger}
              ids={filter.entsorgerIds}
              setIds={(ids) => setzen({ entsorgerIds: ids })}
            />
          </Box>
        </CardContent>
      </Card>
      <Stack spacing={2}>
        <WidgetKarte titel="Kennzahlen" id="auswertung-kpi">
          <KpiBoard erzeugerId={erzeugerId} />
        </WidgetKarte>
        <WidgetKarte titel="Abfallmengen je Monat und Fraktion" id="auswertung-balken">
          <Abfrage abfrage={abfrage} leer={keineMengen} leerText={leerText} hoehe={340}>
            {(d) => <AbfallstromBalken daten={d} titel="Abfallmengen je Monat und Fraktion" />}
          </Abfrage>
        </WidgetKarte>
        <WidgetKarte titel="Abfallströme: Anfallstelle → Fraktion → Entsorger → Anlage" id="auswertung-sankey">
          <Abfrage abfrage={abfrage} leer={keineMengen} leerText={leerText} hoehe={420}>
            {(d) => (
              <>
                <SankeyMitExport daten={d} titel="Abfallströme" filter={anfrage} />
                <AbfallstromZeilen daten={d} titel="Abfallströme Tabelle" filter={anfrage} />
              </>
            )}
          </Abfrage>
        </WidgetKarte>
      </Stack>
    </Box>
  );
};
