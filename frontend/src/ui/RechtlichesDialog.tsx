import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionPaths } from '../session/sessionPaths';

const ANKER = [sessionPaths.agb, sessionPaths.datenschutz, sessionPaths.app];

/** The login page's footer dialog: short terms, privacy notice and app install instructions, opened by anchor. */
export const RechtlichesDialog = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const offen = (ANKER as readonly string[]).includes(location.hash);
  const schliessen = () => navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  const abschnitt = (id: string, titel: string, texte: string[]) => (
    <section id={id} aria-labelledby={`${id}-titel`}>
      <Typography id={`${id}-titel`} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {titel}
      </Typography>
      {texte.map((text) => (
        <Typography key={text} variant="body2" paragraph>
          {text}
        </Typography>
      ))}
    </section>
  );
  return (
    <Dialog open={offen} onClose={schliessen} scroll="paper" maxWidth="sm" fullWidth>
      <DialogTitle>{translate('rechtliches.titel')}</DialogTitle>
      <DialogContent dividers>
        {abschnitt(
          'agb',
          translate('rechtliches.agbTitel'),
          [1, 2, 3].map((n) => translate(`rechtliches.agbText${n}`)),
        )}
        {abschnitt(
          'datenschutz',
          translate('rechtliches.datenschutzTitel'),
          [1, 2, 3].map((n) => translate(`rechtliches.datenschutzText${n}`)),
        )}
        {abschnitt('app', translate('login.installTitel'), [
          translate('install.einleitung'),
          translate('install.iphone'),
          translate('install.android'),
          translate('install.desktop'),
        ])}
      </DialogContent>
      <DialogActions>
        <Button onClick={schliessen}>{translate('rechtliches.schliessen')}</Button>
      </DialogActions>
    </Dialog>
  );
};
