import { BELEG_RHYTHMEN } from '@abfallportal/common/beleg';
import { Autocomplete, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { positionenApi } from './positionenApi';
import { avvRoh, type Anlage, type AvvOption, type PositionWerte } from './positionWerte';

const VERFAHREN = [...Array.from({ length: 13 }, (_, i) => `R${i + 1}`), ...Array.from({ length: 15 }, (_, i) => `D${i + 1}`)];

type FeldProps = {
  werte: PositionWerte;
  setze: (aenderung: Partial<PositionWerte>) => void;
  /** The field's message, if any. */
  fehler: string | undefined;
};

/** The AVV code, typed or picked from the order wizard's catalogue (searched by code and name). */
const AbfallschluesselFeld = ({ werte, setze, avv, fehler }: FeldProps & { avv: AvvOption[] }) => {
  const translate = useTranslate();
  return (
    <Autocomplete
      freeSolo
      options={avv}
      getOptionLabel={(o) => (typeof o === 'string' ? o : `${o.anzeige} ${o.bezeichnung}`)}
      filterOptions={(optionen, { inputValue }) => {
        const suche = inputValue.toLowerCase().replace(/\s/g, '');
        return optionen.filter((o) => `${o.schluessel}${o.bezeichnung}`.toLowerCase().replace(/\s/g, '').includes(suche)).slice(0, 50);
      }}
      value={werte.abfallschluessel}
      inputValue={werte.abfallschluessel}
      onInputChange={(_e, v, grund) => {
        if (grund === 'input' || grund === 'clear') setze({ abfallschluessel: v });
      }}
      onChange={(_e, o) => setze({ abfallschluessel: o === null ? '' : typeof o === 'string' ? o : o.anzeige })}
      renderInput={(p) => (
        <TextField
          {...p}
          size="small"
          label={translate('belege.positionenDialog.feld.abfallschluessel')}
          error={Boolean(fehler)}
          helperText={fehler}
        />
      )}
    />
  );
};

/** The container, typed or picked from the containers of the AVV code's fraction (a pick also sets its category). */
const BehaelterFeld = ({ werte, setze, avv, fehler }: FeldProps & { avv: AvvOption[] }) => {
  const translate = useTranslate();
  const fraktionId = avv.find((a) => avvRoh(a.anzeige) === avvRoh(werte.abfallschluessel))?.fraktionId ?? null;
  const behaelter = useQuery({
    queryKey: ['belegPositionen', 'behaelter', fraktionId],
    queryFn: () => positionenApi.behaelter(fraktionId!),
    enabled: fraktionId !== null,
    meta: { eigeneFehler: true },
  });
  const behaelterOptionen = behaelter.data?.behaelter ?? [];
  return (
    <Autocomplete
      freeSolo
      options={behaelterOptionen}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.bezeichnung)}
      value={werte.behaelter}
      inputValue={werte.behaelter}
      onInputChange={(_e, v, grund) => {
        if (grund === 'input' || grund === 'clear') setze({ behaelter: v });
      }}
      onChange={(_e, o) =>
        setze(
          o === null
            ? { behaelter: '' }
            : typeof o === 'string'
              ? { behaelter: o }
              : { behaelter: o.bezeichnung, behaelterkategorie: o.typ },
        )
      }
      renderInput={(p) => (
        <TextField
          {...p}
          size="small"
          label={translate('belege.positionenDialog.feld.behaelter')}
          error={Boolean(fehler)}
          helperText={fehler}
        />
      )}
    />
  );
};

/** The disposal plant; its message also stands for the certificate (one of the two is needed). */
const VerbleibsanlageFeld = ({ werte, setze, anlagen, fehler }: FeldProps & { anlagen: Anlage[] }) => {
  const translate = useTranslate();
  return (
    <Autocomplete
      options={anlagen}
      getOptionLabel={(a) => a.name}
      value={anlagen.find((a) => a.id === werte.verbleibsanlageId) ?? null}
      onChange={(_e, a) => setze({ verbleibsanlageId: a?.id ?? null })}
      renderInput={(p) => (
        <TextField
          {...p}
          size="small"
          label={translate('belege.positionenDialog.feld.verbleibsanlageId')}
          error={Boolean(fehler)}
          helperText={fehler ?? translate('belege.positionenDialog.anlageOderZertifikat')}
        />
      )}
    />
  );
};

type KarteProps = {
  index: number;
  werte: PositionWerte;
  setze: (aenderung: Partial<PositionWerte>) => void;
  entfernen: () => void;
  fehler: Record<string, string>;
  avv: AvvOption[];
  anlagen: Anlage[];
};

/** One position: waste, amount, container, emptying, disposal path; its messages beside its fields. */
export const PositionKarte = ({ index, werte, setze, entfernen, fehler, avv, anlagen }: KarteProps) => {
  const translate = useTranslate();
  const f = (feld: string) => fehler[`positionen.${index}.${feld}`];
  const text = (feld: keyof PositionWerte, extra: Record<string, unknown> = {}) => ({
    label: translate(`belege.positionenDialog.feld.${feld}`),
    value: (werte[feld] as string) ?? '',
    onChange: (e: { target: { value: string } }) => setze({ [feld]: e.target.value }),
    error: Boolean(f(feld)),
    helperText: f(feld),
    size: 'small' as const,
    fullWidth: true,
    ...extra,
  });
  const anlagenFehler = f('verbleibsanlageId') ?? f('zertifikat');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={translate('belege.positionenDialog.position', { nummer: index + 1 })}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1">{translate('belege.positionenDialog.position', { nummer: index + 1 })}</Typography>
        <Button color="error" size="small" onClick={entfernen}>
          {translate('belege.positionenDialog.entfernen')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField {...text('bezeichnung')} sx={{ gridColumn: { sm: '1 / -1' } }} />
        <AbfallschluesselFeld werte={werte} setze={setze} avv={avv} fehler={f('abfallschluessel')} />
        <Stack direction="row" spacing={1}>
          <TextField {...text('menge')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField {...text('einheit')} sx={{ maxWidth: 120 }} />
        </Stack>
        <BehaelterFeld werte={werte} setze={setze} avv={avv} fehler={f('behaelter')} />
        <TextField {...text('behaelterkategorie')} />
        <TextField {...text('behaelterAnzahl')} type="number" />
        <TextField {...text('rhythmus')} select>
          {BELEG_RHYTHMEN.map((r) => (
            <MenuItem key={r} value={r}>
              {translate(`belege.positionenDialog.rhythmus.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        {werte.rhythmus === 'TURNUS' && <TextField {...text('anzahlLeerungen')} type="number" />}
        <TextField {...text('entsorgungsverfahren')} select>
          {VERFAHREN.map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <VerbleibsanlageFeld werte={werte} setze={setze} anlagen={anlagen} fehler={anlagenFehler} />
        <TextField {...text('zertifikat')} error={Boolean(anlagenFehler)} helperText={undefined} />
        <TextField {...text('ausnahme')} multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Box>
    </Paper>
  );
};
