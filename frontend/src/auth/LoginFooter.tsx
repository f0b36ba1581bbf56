import Stack from '@mui/material/Stack';
import { usePortalConfig } from '../config/usePortalConfig';
import { devPaths } from '../dev/devPaths';
import { useAnmeldeUmgebung, Verweis } from './anmeldeUmgebung';
import { authPaths } from './authPaths';

/** Links below the login card; the legal texts open in the footer dialog. */
export const LoginFooter = () => {
  const { translate, ort } = useAnmeldeUmgebung();
  const { search } = ort;
  const config = usePortalConfig();
  const anker = (hash: string, text: string) => (
    <Verweis to={{ search, hash }} color="text.secondary" variant="body2">
      {text}
    </Verweis>
  );
  return (
    <Stack component="footer" direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'center' }}>
      {anker(authPaths.agb, translate('login.agb'))}
      {anker(authPaths.datenschutz, translate('login.datenschutz'))}
      {anker(authPaths.app, translate('login.installTitel'))}
      <Verweis to="/impressum" color="text.secondary" variant="body2">
        {translate('login.impressum')}
      </Verweis>
      {config.data?.devMailbox && (
        <Verweis to={devPaths.postfach} color="text.secondary" variant="body2">
          {translate('login.devPostfach')}
        </Verweis>
      )}
    </Stack>
  );
};
