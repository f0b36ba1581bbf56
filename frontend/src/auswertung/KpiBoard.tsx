import { KPI_KACHEL_IDS, type KpiAntwort, type KpiKachelId, type KpiPraeferenz } from '@abfallportal/common/auswertung';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Abfrage, deutschSortiert } from '../charts';
import { formatKennzahl } from '../format/format';
import { ApiError } from '../providers/ApiError';
import { useKpi, useKpiPraeferenz, useKpiPraeferenzSpeichern } from './useAuswertung';
import { heuteInBerlin, ZEITRAUM_ARTEN, zeitraumVon, type ZeitraumArt } from './zeitraum';

const STANDARD: KpiPraeferenz = { kacheln: [...KPI_KACHEL_IDS], zeitraum: 'JAHR', anfallstelleIds: [] };

/** The tiles of the answer in the order the user chose. */
const geordnet = (antwort: KpiAntwort, reihenfolge: readonly KpiKachelId[]) =>
  reihenfolge.flatMap((id) => antwort.kacheln.filter((k) => k.id === id));

const Kachel = ({ k }: { k: KpiAntwort['kacheln'][number] }) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{ p: 1.5, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-kachel={k.id}
      role="group"
      aria-label={k.titel}
    >
      <Typography variant="body2" color="text.secondary" noWrap title={k.titel}>
        {k.titel}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {formatKennzahl(k.wert, k.einheit)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('auswertung.kpi.vorjahr', { wert: formatKennzahl(k.vorjahr, k.einheit) })}
      </Typography>
    </Box>
  );
};

type DialogProps = {
  offen: boolean;
  schliessen: () => void;
  wert: KpiPraeferenz;
  version: number;
  formular: KpiAntwort['formular'] | undefined;
};

/** Which tiles, which period, which sites: kept in the user's preferences (`dashboard.kpi`). */
const KachelFilterDialog = ({ offen, schliessen, wert, version, formular }: DialogProps) => {
  const translate = useTranslate();
  const titelId = useId();
  const [auswahl, setAuswahl] = useState<KpiPraeferenz>(wert);
  const speichern = useKpiPraeferenzSpeichern();
  const kacheln = formular?.kacheln ?? [];
  const standorte = deutschSortiert(formular?.standorte ?? [], (s) => s.name);
  const umschalten = (id: KpiKachelId) =>
    setAuswahl((a) => ({ ...a, kacheln: a.kacheln.includes(id) ? a.kacheln.filter((k) => k !== id) : [...a.kacheln, id] }));
  return (
    <Dialog
      open={offen}
      onClose={schliessen}
      aria-labelledby={titelId}
      fullWidth
      maxWidth="sm"
      TransitionProps={{ onEnter: () => setAuswahl(wert) }}
    >
      <DialogTitle id={titelId}>{translate('auswertung.kpi.dialogTitel')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl component="fieldset">
            <FormLabel component="legend">{translate('auswertung.kpi.angezeigteKacheln')}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {kacheln.map((k) => (
                <FormControlLabel
                  key={k.id}
                  control={<Checkbox checked={auswahl.kacheln.includes(k.id)} onChange={() => umschalten(k.id)} />}
                  label={k.titel}
                />
              ))}
            </FormGroup>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id={`${titelId}-zeitraum`}>{translate('auswertung.kpi.zeitraum')}</InputLabel>
            <Select
              labelId={`${titelId}-zeitraum`}
              label={translate('auswertung.kpi.zeitraum')}
              value={auswahl.zeitraum}
              onChange={(e) => setAuswahl((a) => ({ ...a, zeitraum: e.target.value as ZeitraumArt }))}
            >
              {ZEITRAUM_ARTEN.map((z) => (
                <MenuItem key={z} value={z}>
                  {translate(`auswertung.kpi.zeitraeume.${z}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id={`${titelId}-standorte`}>{translate('auswertung.kpi.anfallstellen')}</InputLabel>
            <Select
              labelId={`${titelId}-standorte`}
              label={translate('auswertung.kpi.anfallstellen')}
              multiple
              value={auswahl.anfallstelleIds}
              displayEmpty
              renderValue={(ids) =>
                ids.length === 0
                  ? translate('auswertung.kpi.alleAnfallstellen')
                  : standorte
                      .filter((s) => ids.includes(s.id))
                      .map((s) => s.name)
                      .join(', ')
              }
              onChange={(e) => setAuswahl((a) => ({ ...a, anfallstelleIds: (e.target.value as number[]).map(Number) }))}
            >
              {standorte.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  <Checkbox checked={auswahl.anfallstelleIds.includes(s.id)} size="small" />
                  {s.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {auswahl.kacheln.length === 0 && <Alert severity="warning">{translate('auswertung.kpi.mindestensEine')}</Alert>}
          {speichern.isError && (
            <Alert severity="error">
              {speichern.error instanceof ApiError && speichern.error.status === 409
                ? speichern.error.message
                : translate('auswertung.kpi.speichernFehler')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={schliessen}>{translate('auswertung.kpi.abbrechen')}</Button>
        <Button
          variant="contained"
          disabled={auswahl.kacheln.length === 0 || speichern.isPending}
          onClick={() =>
            speichern.mutate(
              { wert: { ...auswahl, kacheln: KPI_KACHEL_IDS.filter((id) => auswahl.kacheln.includes(id)) }, version },
              { onSuccess: schliessen },
            )
          }
        >
          {translate('auswertung.kpi.speichern')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The key-performance board (issue 21): tiles from `/auswertung/kpi`, chosen with the tile filter
 * and kept per user in `/user-preferences/dashboard.kpi` (If-Match with the version read).
 */
export const KpiBoard = ({ erzeugerId }: { erzeugerId?: number }) => {
  const translate = useTranslate();
  const [offen, setOffen] = useState(false);
  const praeferenz = useKpiPraeferenz();
  const wert = praeferenz.data?.wert ?? STANDARD;
  const zeitraum = zeitraumVon(wert.zeitraum, heuteInBerlin());
  const kpi = useKpi({ erzeugerId, ...zeitraum, anfallstelleIds: wert.anfallstelleIds, kacheln: wert.kacheln }, praeferenz.isSuccess);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" data-testid="kpi-zeitraum">
          {translate(`auswertung.kpi.zeitraeume.${wert.zeitraum}`)}
          {wert.anfallstelleIds.length > 0
            ? ` · ${translate('auswertung.kpi.anfallstellenGewaehlt', { smart_count: wert.anfallstelleIds.length })}`
            : ` · ${translate('auswertung.kpi.alleAnfallstellenKlein')}`}
        </Typography>
        <Button size="small" startIcon={<TuneIcon />} onClick={() => setOffen(true)} disabled={!praeferenz.isSuccess}>
          {translate('auswertung.kpi.anpassen')}
        </Button>
      </Stack>
      {praeferenz.isError ? (
        <Abfrage abfrage={praeferenz}>{() => null}</Abfrage>
      ) : (
        <Abfrage abfrage={kpi} hoehe={120}>
          {(d) => (
            <Box
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(170px, 1fr))' } }}
              data-testid="kpi-kacheln"
            >
              {geordnet(d, wert.kacheln).map((k) => (
                <Kachel key={k.id} k={k} />
              ))}
            </Box>
          )}
        </Abfrage>
      )}
      {praeferenz.isSuccess && (
        <KachelFilterDialog
          offen={offen}
          schliessen={() => setOffen(false)}
          wert={wert}
          version={praeferenz.data.version}
          formular={kpi.data?.formular}
        />
      )}
    </Box>
  );
};
