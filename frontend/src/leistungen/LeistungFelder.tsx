import { PREIS_EINHEITEN } from '@abfallportal/common/leistung';
import { Alert, Grid } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  Loading,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatEinheiten } from '../format/format';
import { DatumInput } from './DatumInput';
import { useLeistungOptionen } from './leistungenApi';

const EINHEITEN = PREIS_EINHEITEN.map((e) => ({ id: e, name: e }));
const leerIstNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** Every field of a price agreement (spec § 3) with its price lines; choices come from the disposer's customers. */
export const LeistungFelder = ({ entsorgerId }: { entsorgerId: number }) => {
  const translate = useTranslate();
  const { data: optionen, error } = useLeistungOptionen(entsorgerId);
  const erzeugerId = useWatch({ name: 'erzeugerId' }) as number | null | undefined;
  const kategorie = useWatch({ name: 'behaelterkategorie' }) as string | null | undefined;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!optionen) return <Loading />;
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="erzeugerId" label="leistungen.feld.erzeuger" choices={optionen.erzeuger} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="anfallstelleId"
          label="leistungen.feld.anfallstelle"
          choices={optionen.anfallstellen.filter((a) => a.erzeugerId === erzeugerId)}
          emptyText="leistungen.alleAnfallstellen"
          parse={leerIstNull}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AutocompleteInput
          source="abfallschluessel"
          label="leistungen.feld.abfallschluessel"
          choices={optionen.abfallschluessel}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <SelectInput
          source="behaelterkategorie"
          label="leistungen.feld.behaelterkategorie"
          choices={optionen.behaelterkategorien.map((k) => ({ id: k, name: k }))}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <SelectInput
          source="behaelterId"
          label="leistungen.feld.behaelter"
          choices={optionen.behaelter.filter((b) => b.kategorie === kategorie)}
          optionText={(b: { name: string }) => formatEinheiten(b.name)}
          emptyText="leistungen.alleBehaelter"
          parse={leerIstNull}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DatumInput source="gueltigVon" label="leistungen.feld.gueltigVon" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DatumInput source="gueltigBis" label="leistungen.feld.gueltigBis" helperText="leistungen.unbefristet" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectInput source="einheit" label="leistungen.feld.einheit" choices={EINHEITEN} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BooleanInput source="verguetung" label="leistungen.feld.verguetung" helperText="leistungen.verguetungHinweis" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <BooleanInput source="zyklusunabhaengig" label="leistungen.feld.zyklusunabhaengig" />
      </Grid>
      <Grid size={12}>
        <ArrayInput source="preise" label="leistungen.feld.preise" helperText={translate('leistungen.preiseHinweis')}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="bezeichnung" label="leistungen.feld.bezeichnung" />
            <NumberInput source="preis" label="leistungen.feld.preisEuro" />
            <SelectInput source="einheit" label="leistungen.feld.einheit" choices={EINHEITEN} />
          </SimpleFormIterator>
        </ArrayInput>
      </Grid>
    </Grid>
  );
};
