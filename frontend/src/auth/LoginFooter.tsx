import { Link as MuiLink, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { usePortalConfig } from '../config/usePortalConfig';
import { devPaths } from '../dev';
import { authPaths } from './authPaths';

/** Links below the login card; the legal texts open in the footer dialog. */
export const LoginFooter = () => {
  const translate = useTranslate();
  const { search } = useLocation();
  const config = usePortalConfig();
  const anker = (hash: string, text: string) => (
    <MuiLink component={Link} to={{ search, hash }} color="text.secondary" variant="body2">
      {text}
    </MuiLink>
  );
  return (
    <Stack component="footer" direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'center' }}>
      {anker(authPaths.agb, translate('login.agb'))}
      {anker(authPaths.datenschutz, translate('login.datenschutz'))}
      {anker(authPaths.app, translate('login.installTitel'))}
      {config.data?.devMailbox && (
        <MuiLink component={Link} to={devPaths.postfach} color="text.secondary" variant="body2">
          {translate('login.devPostfach')}
        </MuiLink>
      )}
    </Stack>
  );
};
