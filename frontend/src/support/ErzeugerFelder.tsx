import type { ErzeugerFormOptionen } from '@abfallportal/common/erzeugerWire';
import { Box, Typography } from '@mui/material';
import { BooleanInput, FormDataConsumer, ImageField, ImageInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { formatEuro } from '../format/format';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';

const BILD = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

export type ErzeugerFelderProps = { optionen: ErzeugerFormOptionen; eigeneId?: number };

const Abschnitt = ({ titel }: { titel: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
    {titel}
  </Typography>
);

/** The fields of the staff's producer form (spec § 3 Producer and Company data, § 5 rules). */
export const ErzeugerFelder = ({ optionen, eigeneId }: ErzeugerFelderProps) => {
  const translate = useTranslate();
  const ohneSelbst = (liste: { id: number; name: string }[]) => liste.filter((e) => e.id !== eigeneId);
  const typen = optionen.typen.map((typ) => ({ id: typ, name: `support.typ.${typ}` }));
  const vertraege = optionen.vertraege.map((v) => ({
    id: v.id,
    name: translate('support.formular.vertragMitPreis', {
      name: v.name,
      preis: formatEuro(v.preisProMonat),
    }),
  }));
  const bild = (source: string, label: string, urlFeld: 'logoUrl' | 'signaturUrl') => (
    <Box sx={{ width: '100%' }}>
      <FormDataConsumer<{ logoUrl?: string | null; signaturUrl?: string | null }>>
        {({ formData }) =>
          formData[urlFeld] ? (
            <Box component="img" src={formData[urlFeld]!} alt={translate(label)} sx={{ maxWidth: 240, maxHeight: 96, display: 'block' }} />
          ) : null
        }
      </FormDataConsumer>
      <ImageInput source={source} label={label} accept={BILD} maxSize={UPLOAD_MAX_BYTES} multiple={false}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </Box>
  );
  return (
    <>
      <Abschnitt titel={translate('support.formular.abschnittFirma')} />
      <TextInput source="name" label="support.formular.name" fullWidth />
      <SelectInput source="typ" label="support.erzeuger.typ" choices={typen} />
      <TextInput source="registrierterName" label="support.formular.registrierterName" fullWidth />
      <TextInput source="strasse" label="support.formular.strasse" fullWidth />
      <TextInput source="adresszusatz" label="support.formular.adresszusatz" fullWidth />
      <TextInput source="plz" label="support.formular.plz" />
      <TextInput source="ort" label="support.formular.ort" />
      <TextInput source="land" label="support.formular.land" />
      <TextInput source="ustId" label="support.formular.ustId" />
      <TextInput source="telefon" label="support.formular.telefon" />
      <TextInput source="fax" label="support.formular.fax" />
      <TextInput source="supportEmail" label="support.formular.supportEmail" type="email" />
      <TextInput source="rechnungsEmail" label="support.formular.rechnungsEmail" type="email" />
      <TextInput source="ansprechpartner" label="support.formular.ansprechpartner" />
      <SelectInput source="brancheId" label="support.formular.branche" choices={optionen.branchen} emptyText="support.formular.keine" />
      <NumberInput source="mitarbeiterzahl" label="support.formular.mitarbeiterzahl" step={1} />
      <BooleanInput source="freigegeben" label="support.erzeuger.freigegeben" />
      <Abschnitt titel={translate('support.formular.abschnittGruppierung')} />
      <SelectInput source="vertragId" label="support.formular.vertrag" choices={vertraege} emptyText="support.formular.keiner" />
      <FormDataConsumer<{ typ?: string }>>
        {({ formData }) => (
          <>
            {formData.typ !== 'HOLDING' && (
              <SelectInput
                source="holdingId"
                label="support.formular.holding"
                choices={ohneSelbst(optionen.holdings)}
                emptyText="support.formular.keine"
              />
            )}
            {formData.typ === 'ERZEUGER' && (
              <SelectInput
                source="gruppierungId"
                label="support.formular.gruppierung"
                choices={ohneSelbst(optionen.gruppierungen)}
                emptyText="support.formular.keine"
              />
            )}
            {formData.typ === 'GRUPPIERUNG' && (
              <SelectInput
                source="uebergeordneteGruppierungId"
                label="support.formular.uebergeordneteGruppierung"
                choices={ohneSelbst(optionen.gruppierungen)}
                emptyText="support.formular.keine"
              />
            )}
          </>
        )}
      </FormDataConsumer>
      <TextInput source="wiederverkaeufer" label="support.formular.wiederverkaeufer" fullWidth />
      <TextInput source="fusszeile" label="support.formular.fusszeile" multiline minRows={2} fullWidth />
      {bild('logoDatei', 'support.formular.logo', 'logoUrl')}
      {bild('signaturDatei', 'support.formular.signatur', 'signaturUrl')}
    </>
  );
};
