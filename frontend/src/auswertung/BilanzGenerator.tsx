import { isStaff } from '@abfallportal/common/permissions';
import { Autocomplete, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate, type TranslateFunction } from 'react-admin';
import { Abfrage, DatenTabelle, deutschSortiert, type Spalte } from '../charts';
import { ExportKnopf } from '../exporte';
import { formatEuro, formatMenge } from '../format/format';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { bilanzZeilen, type BilanzZeile } from './bilanz';
import { useAbfallstrom } from './useAuswertung';
import { heuteInBerlin } from './zeitraum';

type Mandant = { id: number; name: string; typ: string };

const spalten = (translate: TranslateFunction): Spalte<BilanzZeile>[] => [
  { titel: translate('auswertung.spalten.avv'), wert: (z) => `${z.abfallschluessel}${z.gefaehrlich ? '*' : ''}` },
  { titel: translate('auswertung.spalten.fraktion'), wert: (z) => z.fraktionName },
  { titel: translate('auswertung.spalten.entsorger'), wert: (z) => z.entsorgerName },
  { titel: translate('auswertung.spalten.anlageVerfahren'), wert: (z) => z.verbleib },
  { titel: translate('auswertung.spalten.mengeT'), wert: (z) => z.mengeT, format: (z) => formatMenge(z.mengeT, 't'), zahl: true },
  { titel: translate('auswertung.spalten.kostenNetto'), wert: (z) => z.kostenEuro, format: (z) => formatEuro(z.kostenEuro), zahl: true },
];

/** Staff choose any producer (the list the server allows them); others see their own producer (a holding: with its members). */
const MandantWahl = ({
  wert,
  setWert,
  eigener,
}: {
  wert: Mandant | null;
  setWert: (m: Mandant | null) => void;
  eigener: Mandant | null;
}) => {
  const translate = useTranslate();
  const [suche, setSuche] = useState('');
  const { data = [], isPending } = useGetList<Mandant>('erzeuger', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
    filter: suche ? { q: suche } : {},
  });
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240, flex: 1 }}
      options={deutschSortiert(data, (m) => m.name)}
      loading={isPending}
      value={wert}
      onChange={(_, m) => setWert(m)}
      onInputChange={(_, text) => setSuche(text)}
      getOptionLabel={(m) => m.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('auswertung.bilanz.mandant')}
          placeholder={eigener?.name ?? translate('auswertung.bilanz.erzeugerSuchen')}
        />
      )}
    />
  );
};

/**
 * The material-flow balance generator (issue 21, widget e): period and client → the balance table of
 * `/auswertung/abfallstrom`, and the documentation's Excel export of the same period.
 */
export const BilanzGenerator = () => {
  const translate = useTranslate();
  const { data } = useBenutzerInfo();
  const info = data?.status === 'angemeldet' ? data.info : null;
  const jahrHeute = Number(heuteInBerlin().slice(0, 4));
  // The current year, like every other widget (issue 28).
  const [jahr, setJahr] = useState(jahrHeute);
  const eigener: Mandant | null = info?.erzeuger ? { id: info.erzeuger.id, name: info.erzeuger.name, typ: info.erzeuger.typ } : null;
  const staff = info ? isStaff(info.rolle) : false;
  const [gewaehlt, setGewaehlt] = useState<Mandant | null>(null);
  const mandant = gewaehlt ?? eigener;
  const [erstellt, setErstellt] = useState<{ jahr: number; mandant: Mandant } | null>(null);
  const filter = erstellt ? { erzeugerId: erstellt.mandant.id, von: `${erstellt.jahr}-01-01`, bis: `${erstellt.jahr}-12-31` } : {};
  const abfrage = useAbfallstrom(filter, erstellt !== null);
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('auswertung.bilanz.zeitraum')}
          value={jahr}
          onChange={(e) => setJahr(Number(e.target.value))}
          sx={{ width: { xs: '100%', sm: 140 } }}
        >
          {[0, 1, 2, 3].map((n) => (
            <MenuItem key={n} value={jahrHeute - n}>
              {jahrHeute - n}
            </MenuItem>
          ))}
        </TextField>
        {staff ? (
          <MandantWahl wert={gewaehlt} setWert={setGewaehlt} eigener={eigener} />
        ) : (
          <TextField
            size="small"
            label={translate('auswertung.bilanz.mandant')}
            value={
              eigener
                ? eigener.typ === 'HOLDING'
                  ? translate('auswertung.bilanz.mitMitgliedern', { name: eigener.name })
                  : eigener.name
                : ''
            }
            disabled
            sx={{ flex: 1 }}
          />
        )}
        <Button variant="contained" disabled={!mandant} onClick={() => mandant && setErstellt({ jahr, mandant })}>
          {translate('auswertung.bilanz.erstellen')}
        </Button>
      </Stack>
      {erstellt === null ? (
        <Typography color="text.secondary">
          {mandant ? translate('auswertung.bilanz.hinweis') : translate('auswertung.bilanz.mandantWaehlen')}
        </Typography>
      ) : (
        <Abfrage
          abfrage={abfrage}
          fehlerTitel="fehler.failedStatistics"
          leer={(d) => d.zeilen.length === 0}
          leerText={translate('auswertung.bilanz.leer', { name: erstellt.mandant.name, jahr: erstellt.jahr })}
        >
          {(d) => (
            <>
              <Typography variant="subtitle2" component="h3">
                {translate('auswertung.bilanz.ueberschrift', {
                  jahr: erstellt.jahr,
                  name: erstellt.mandant.name,
                  menge: formatMenge(d.summeT, 't'),
                  kosten: formatEuro(d.kostenEuro),
                })}
              </Typography>
              <DatenTabelle
                titel={translate('auswertung.bilanz.tabelle', { jahr: erstellt.jahr, name: erstellt.mandant.name })}
                spalten={spalten(translate)}
                zeilen={bilanzZeilen(d.zeilen)}
                summe={[translate('auswertung.summe'), '', '', '', formatMenge(d.summeT, 't'), formatEuro(d.kostenEuro)]}
                max={10}
              />
              <Box sx={{ mt: 1 }}>
                <ExportKnopf
                  art={erstellt.mandant.typ === 'HOLDING' ? 'XLSX_HOLDING' : 'XLSX_MANDANT'}
                  zielId={erstellt.mandant.id}
                  beginn={`${erstellt.jahr}-01-01`}
                  ende={`${erstellt.jahr}-12-31`}
                />
              </Box>
            </>
          )}
        </Abfrage>
      )}
    </Box>
  );
};
