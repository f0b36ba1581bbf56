import { type Abfallmenge } from '@abfallportal/common/abfallmenge';
import { Autocomplete, Box, Button, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAnlagen } from './useDokumentation';
import type { ReactNode } from 'react';
import type { AbfallmengeFormular } from './useAbfallmengeFormular';

export type EntsorgungswegFelderProps = {
  formular: AbfallmengeFormular;
  offen: boolean;
  menge: Abfallmenge | null;
  /** The certificate's validity date field, built by the dialog like its other dates. */
  gueltigBisFeld: ReactNode;
};

/** The disposal path of a waste quantity: a plant from the list, or a certificate (file and validity), exactly one. */
export const EntsorgungswegFelder = ({ formular, offen, menge, gueltigBisFeld }: EntsorgungswegFelderProps) => {
  const translate = useTranslate();
  const { werte, setWerte, weg, setWeg, datei, setDatei, fehler } = formular;
  const anlagen = useAnlagen(offen).data ?? [];
  const wegFehler = fehler.verbleibsanlageId ?? fehler.zertifikat;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {translate('dokumentation.hilfe.weg')}
      </Typography>
      <RadioGroup row value={weg} onChange={(e) => setWeg(e.target.value as 'anlage' | 'zertifikat')}>
        <FormControlLabel value="anlage" control={<Radio />} label={translate('dokumentation.wegAnlage')} />
        <FormControlLabel value="zertifikat" control={<Radio />} label={translate('dokumentation.wegZertifikat')} />
      </RadioGroup>
      {weg === 'anlage' ? (
        <Autocomplete
          options={anlagen}
          getOptionLabel={(a) => a.name}
          value={anlagen.find((a) => a.id === werte.verbleibsanlageId) ?? null}
          onChange={(_e, a) => setWerte((w) => ({ ...w, verbleibsanlageId: a?.id ?? null }))}
          renderInput={(p) => (
            <TextField
              {...p}
              size="small"
              label={translate('dokumentation.feld.verbleibsanlageId')}
              error={Boolean(wegFehler)}
              helperText={wegFehler}
            />
          )}
        />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, alignItems: 'center' }}>
          {menge?.zertifikatName && (
            <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
              {datei
                ? translate('dokumentation.zertifikatNeu', { name: datei.name })
                : translate('dokumentation.zertifikatGespeichert', { name: menge.zertifikatName })}
            </Typography>
          )}
          <Button variant="outlined" component="label">
            {datei ? datei.name : translate(menge?.zertifikatName ? 'dokumentation.zertifikatErsetzen' : 'dokumentation.zertifikatWaehlen')}
            <input
              hidden
              type="file"
              accept="application/pdf"
              data-testid="zertifikat"
              onChange={(e) => setDatei(e.target.files?.[0] ?? null)}
            />
          </Button>
          {gueltigBisFeld}
          {wegFehler && (
            <Typography color="error" variant="body2">
              {wegFehler}
            </Typography>
          )}
        </Box>
      )}
    </>
  );
};
