import { ANFALLSTELLE_ARTEN } from '@abfallportal/common/anfallstelle';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { Box, Grid, Typography } from '@mui/material';
import { BooleanInput, FormDataConsumer, ImageField, ImageInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';

const BILD = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };
const ARTEN = ANFALLSTELLE_ARTEN.map((art) => ({ id: art, name: `anfallstellen.art.${art}` }));

const Abschnitt = ({ titel }: { titel: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
    {titel}
  </Typography>
);

type Bilder = { bildUrl?: string | null; skizzeUrl?: string | null };

/** A photo or sketch: the stored one (with "remove" when editing) and a drop zone for a new one. */
const BildFeld = ({ art, bearbeiten }: { art: 'bild' | 'skizze'; bearbeiten: boolean }) => {
  const translate = useTranslate();
  const url = art === 'bild' ? 'bildUrl' : 'skizzeUrl';
  return (
    <Box>
      <FormDataConsumer<Bilder>>
        {({ formData }) =>
          formData[url] ? (
            <Box
              component="img"
              src={formData[url]!}
              alt={translate(`anfallstellen.feld.${art}`)}
              sx={{ maxWidth: 280, maxHeight: 180, borderRadius: 1, display: 'block', mb: 1 }}
            />
          ) : null
        }
      </FormDataConsumer>
      <ImageInput
        source={`${art}Neu`}
        label={`anfallstellen.feld.${art}`}
        accept={BILD}
        maxSize={UPLOAD_MAX_BYTES}
        multiple={false}
        placeholder={<p>{translate('anfallstellen.bildHinweis')}</p>}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      {bearbeiten ? (
        <FormDataConsumer<Bilder>>
          {({ formData }) => (formData[url] ? <BooleanInput source={`${art}Entfernen`} label={`anfallstellen.${art}Entfernen`} /> : null)}
        </FormDataConsumer>
      ) : null}
    </Box>
  );
};

/** Every field of a site (spec § 3), grouped as a supplier reads them. */
export const AnfallstelleFelder = ({ bearbeiten = false }: { bearbeiten?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 880 }}>
      <Abschnitt titel={translate('anfallstellen.abschnitt.stelle')} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="name" label="anfallstellen.feld.name" fullWidth isRequired />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextInput source="nummer" label="anfallstellen.feld.nummer" fullWidth />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextInput source="kostenstelle" label="anfallstellen.feld.kostenstelle" fullWidth />
        </Grid>
      </Grid>
      <RadioButtonGroupInput source="art" label="anfallstellen.feld.art" choices={ARTEN} isRequired />
      <Abschnitt titel={translate('anfallstellen.abschnitt.adresse')} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="strasse" label="anfallstellen.feld.strasse" fullWidth isRequired />
        </Grid>
        <Grid size={{ xs: 4, md: 2 }}>
          <TextInput source="plz" label="anfallstellen.feld.plz" fullWidth isRequired />
        </Grid>
        <Grid size={{ xs: 8, md: 4 }}>
          <TextInput source="ort" label="anfallstellen.feld.ort" fullWidth isRequired />
        </Grid>
      </Grid>
      <Abschnitt titel={translate('anfallstellen.abschnitt.hinweise')} />
      <TextInput source="hinweisLieferant" label="anfallstellen.feld.hinweisLieferant" fullWidth multiline minRows={2} />
      <TextInput source="details" label="anfallstellen.feld.details" fullWidth multiline minRows={2} />
      <Abschnitt titel={translate('anfallstellen.abschnitt.bilder')} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <BildFeld art="bild" bearbeiten={bearbeiten} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BildFeld art="skizze" bearbeiten={bearbeiten} />
        </Grid>
      </Grid>
      <BooleanInput source="aktiv" label="anfallstellen.feld.aktiv" />
    </Box>
  );
};
