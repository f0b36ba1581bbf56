import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { profilBildFehler } from './profilBildFehler';

export type ProfilBildFeldProps = {
  url: string | null;
  name: string;
  datei: File | null;
  onChange: (datei: File | null) => void;
  fehler?: string;
};

/** Profile picture: preview plus a file choice (JPEG/PNG, ≤ 20 MB, checked before upload). */
export const ProfilBildFeld = ({ url, name, datei, onChange, fehler }: ProfilBildFeldProps) => {
  const translate = useTranslate();
  const [vorschau, setVorschau] = useState<string | null>(null);
  const [eigenerFehler, setEigenerFehler] = useState<string | null>(null);

  useEffect(() => {
    if (!datei) return setVorschau(null);
    const objektUrl = URL.createObjectURL(datei);
    setVorschau(objektUrl);
    return () => URL.revokeObjectURL(objektUrl);
  }, [datei]);

  const waehlen = (gewaehlt: File | undefined) => {
    if (!gewaehlt) return;
    const problem = profilBildFehler(gewaehlt);
    setEigenerFehler(problem);
    onChange(problem ? null : gewaehlt);
  };

  const meldung = eigenerFehler ? translate(eigenerFehler, { _: eigenerFehler }) : fehler;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={vorschau ?? url ?? undefined} alt={name} sx={{ width: 72, height: 72 }} />
      <div>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {translate('profil.profilBild')}
        </Typography>
        <Button component="label" startIcon={<PhotoCameraIcon />} size="small">
          {translate('profil.bildWaehlen')}
          <input hidden type="file" name="profilBild" accept="image/jpeg,image/png" onChange={(e) => waehlen(e.target.files?.[0])} />
        </Button>
        {datei && <FormHelperText>{translate('profil.bildGewaehlt', { name: datei.name })}</FormHelperText>}
        {meldung && <FormHelperText error>{meldung}</FormHelperText>}
      </div>
    </Stack>
  );
};
