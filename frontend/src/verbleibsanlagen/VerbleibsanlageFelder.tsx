import { Box, Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DateInput, FileField, FileInput, FormDataConsumer, SelectInput, TextInput, useTranslate } from 'react-admin';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { ZertifikatZelle } from './ZertifikatZelle';
import type { Verbleibsanlage } from '@abfallportal/common/verbleibsanlage';
import { verbleibsanlagenApi } from './verbleibsanlagenApi';

/** The fields of a disposal plant (spec § 3): name, operator, address, certificate with its valid-until date. */
export const VerbleibsanlageFelder = () => {
  const translate = useTranslate();
  const entsorger = useQuery({ queryKey: ['entsorger', 'approved', 'alle'], queryFn: verbleibsanlagenApi.entsorger });
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <TextInput source="name" label="verbleibsanlagen.name" fullWidth isRequired />
      <SelectInput
        source="entsorgerId"
        label="verbleibsanlagen.entsorger"
        choices={entsorger.data ?? []}
        isPending={entsorger.isPending}
        emptyText="verbleibsanlagen.keinEntsorger"
        fullWidth
      />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="strasse" label="verbleibsanlagen.strasse" fullWidth />
        </Grid>
        <Grid size={{ xs: 4, md: 2 }}>
          <TextInput source="plz" label="verbleibsanlagen.plz" fullWidth />
        </Grid>
        <Grid size={{ xs: 8, md: 4 }}>
          <TextInput source="ort" label="verbleibsanlagen.ort" fullWidth />
        </Grid>
      </Grid>
      <DateInput source="zertifikatGueltigBis" label="verbleibsanlagen.zertifikatGueltigBis" />
      <FormDataConsumer<Partial<Verbleibsanlage>>>
        {({ formData }) => (formData.id ? <ZertifikatZelle anlage={formData as Verbleibsanlage} /> : null)}
      </FormDataConsumer>
      <FileInput
        source="zertifikatNeu"
        label="verbleibsanlagen.zertifikatDatei"
        accept={{ 'application/pdf': ['.pdf'] }}
        maxSize={UPLOAD_MAX_BYTES}
        multiple={false}
        placeholder={<p>{translate('verbleibsanlagen.pdfHinweis')}</p>}
      >
        <FileField source="src" title="title" />
      </FileInput>
    </Box>
  );
};
