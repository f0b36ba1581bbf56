import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { usePortalConfig } from '../config/usePortalConfig';
import { redirectAfterLogin } from '../navigation/logoutRedirect';
import { storeReturnPath } from '../navigation/takeReturnPath';
import { useAnmeldeUmgebung, Verweis } from './anmeldeUmgebung';
import { authPaths } from './authPaths';
import { Eingabefeld } from './Eingabefeld';
import { useAnmeldeFormular } from './useAnmeldeFormular';

const SSO_MELDUNGEN: Record<string, string | undefined> = {
  keineWeiterleitung: 'fehler.ssoOhneWeiterleitung',
  fehlgeschlagen: 'fehler.autoLoginFehlgeschlagen',
  unbekannt: 'fehler.ssoUnbekannt',
  agb: 'fehler.ssoAgb',
};

/** Every field of the login screen (spec § 2). */
export const LoginForm = () => {
  const { translate, ort } = useAnmeldeUmgebung();
  const { search } = ort;
  const params = new URLSearchParams(search);
  const config = usePortalConfig();
  const { felder, codeNoetig, agbPflicht, codeFehler, meldung, laeuft, anmelden, codeErneutSenden } = useAnmeldeFormular();

  const sso = () => {
    // The provider sends the user back to '/', where the stored path is picked up (spec § 2).
    storeReturnPath(sessionStorage, redirectAfterLogin(params.get('redirect')));
    window.location.assign(authPaths.ssoStart(felder.agb));
  };
  // The server sends a failed single sign-on back here with a flag (spec § 8).
  const ssoFehler = SSO_MELDUNGEN[params.get('sso') ?? ''];

  const anker = (hash: string, text: string) => <Verweis to={{ search, hash }}>{text}</Verweis>;

  return (
    <Box component="form" onSubmit={anmelden} noValidate>
      <Stack spacing={2}>
        {meldung && <Alert severity={meldung.severity}>{meldung.text}</Alert>}
        {!meldung && ssoFehler && <Alert severity="error">{translate(ssoFehler)}</Alert>}
        <Eingabefeld
          label={translate('login.benutzername')}
          name="username"
          autoComplete="username"
          value={felder.username}
          onChange={(e) => felder.setUsername(e.target.value)}
          // The code step keeps what the server already checked (issue 19): locked, not typed again.
          htmlInput={{ readOnly: codeNoetig }}
          required
          autoFocus
        />
        <Eingabefeld
          label={translate('login.passwort')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={felder.password}
          onChange={(e) => felder.setPassword(e.target.value)}
          htmlInput={{ readOnly: codeNoetig }}
          required
        />
        {codeNoetig && (
          <Box>
            <Eingabefeld
              label={translate('login.code')}
              name="verificationCode"
              autoComplete="one-time-code"
              value={felder.code}
              onChange={(e) => felder.setCode(e.target.value)}
              error={codeFehler !== null}
              // The server's message above says where the code went; the field repeats only an error (said once, issue 19).
              helperText={codeFehler ?? undefined}
              htmlInput={{ inputMode: 'numeric', maxLength: 12 }}
              required
              autoFocus
            />
            <Button size="small" onClick={codeErneutSenden} sx={{ mt: 0.5 }}>
              {translate('login.codeErneutSenden')}
            </Button>
          </Box>
        )}
        <Box>
          <FormControlLabel
            control={<Checkbox checked={felder.rememberMe} onChange={(e) => felder.setRememberMe(e.target.checked)} />}
            label={translate('login.angemeldetBleiben')}
          />
          <FormControlLabel
            control={<Checkbox checked={felder.agb} onChange={(e) => felder.setAgb(e.target.checked)} required={agbPflicht} />}
            label={
              <span>
                {translate('login.agbVor')} {anker(authPaths.agb, translate('login.agb'))} {translate('login.agbUnd')}{' '}
                {anker(authPaths.datenschutz, translate('login.datenschutz'))}
              </span>
            }
          />
          {agbPflicht && !felder.agb && <FormHelperText error>{translate('login.agbPflicht')}</FormHelperText>}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={laeuft} fullWidth>
          {translate('login.anmelden')}
        </Button>
        <Verweis to={authPaths.passwortVergessenAnfrage} variant="body2" sx={{ alignSelf: 'center' }}>
          {translate('login.passwortVergessen')}
        </Verweis>
        {config.data?.ssoEnabled && (
          <>
            <Divider>{translate('login.oder')}</Divider>
            <Button variant="outlined" size="large" onClick={sso} fullWidth>
              {translate('login.sso')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
};
