import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StammdatenOrt } from './stammdatenPaths';

/** Names the type above a form; for cost centres also which of the two kinds. */
export const StammdatenUeberschrift = ({ ort, neu }: { ort: StammdatenOrt; neu?: boolean }) => {
  const translate = useTranslate();
  const typ = translate(`stammdaten.typ.${ort.typ}`);
  const name = ort.art ? `${typ} – ${translate(`stammdaten.kostenstellenArt.${ort.art}`)}` : typ;
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {neu ? translate('stammdaten.neuerEintrag', { typ: name }) : name}
    </Typography>
  );
};
