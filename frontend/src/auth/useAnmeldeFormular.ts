import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { redirectAfterLogin } from '../navigation/logoutRedirect';
import { ApiError } from '../providers/ApiError';
import { BENUTZER_INFO_KEY } from '../providers/benutzerInfoQuery';
import type { BenutzerInfoStatus } from '../providers/BenutzerInfo';
import { useAnmeldeUmgebung } from './anmeldeUmgebung';
import { authApi } from './authApi';

export type Meldung = { severity: 'error' | 'info' | 'success'; text: string };

/** State and actions of the login form; the server decides each step (code, terms, lockout). */
export const useAnmeldeFormular = () => {
  const { translate, ort, navigate } = useAnmeldeUmgebung();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(ort.search);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [agb, setAgb] = useState(false);
  const [codeNoetig, setCodeNoetig] = useState(false);
  const [agbPflicht, setAgbPflicht] = useState(false);
  const [codeFehler, setCodeFehler] = useState<string | null>(null);
  const [meldung, setMeldung] = useState<Meldung | null>(null);
  const [laeuft, setLaeuft] = useState(false);

  const fehler = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setMeldung({ severity: 'error', text: translate('fehler.generic') });
      return;
    }
    if (error.code === 'VERIFICATION_CODE_REQUIRED') {
      setCodeNoetig(true);
      setMeldung({ severity: 'info', text: error.message });
    } else if (error.code === 'VERIFICATION_CODE_INVALID' || error.code === 'VERIFICATION_CODE_EXPIRED') {
      setCodeNoetig(true);
      setCodeFehler(error.message);
    } else {
      if (error.code === 'TERMS_NOT_ACCEPTED') setAgbPflicht(true);
      setMeldung({ severity: 'error', text: error.message });
    }
  };

  const anmelden = async (event: FormEvent) => {
    event.preventDefault();
    setMeldung(null);
    setCodeFehler(null);
    // The login body's rule is shared with the server (common/src/anmeldung.ts); zod loads on the
    // first submit, not with the login page (issue 19: the first paint carries only what it shows).
    const { loginSchema } = await import('@abfallportal/common/anmeldung');
    const geprueft = loginSchema.safeParse({ username, password, verificationCode: codeNoetig ? code : undefined });
    if (!geprueft.success) {
      setMeldung({ severity: 'error', text: geprueft.error.issues[0]?.message ?? translate('ra.message.invalid_form') });
      return;
    }
    setLaeuft(true);
    try {
      const info = await authApi.anmelden({
        username: username.trim(),
        password,
        verificationCode: codeNoetig ? code.trim() : undefined,
        rememberMe,
        agbAkzeptiert: agb,
      });
      const angemeldet: BenutzerInfoStatus = { status: 'angemeldet', info };
      queryClient.setQueryData(BENUTZER_INFO_KEY, angemeldet);
      // react-admin remembers "signed out" from this page's own auth check; start afresh.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      setMeldung({ severity: 'success', text: translate('login.angemeldet') });
      navigate(redirectAfterLogin(params.get('redirect')), { replace: true });
    } catch (error) {
      fehler(error);
    } finally {
      setLaeuft(false);
    }
  };

  const codeErneutSenden = async () => {
    setMeldung(null);
    setCodeFehler(null);
    try {
      await authApi.codeErneutSenden(username.trim(), password);
      setCode('');
      setMeldung({ severity: 'info', text: translate('erfolg.codeGesendet') });
    } catch (error) {
      fehler(error);
    }
  };

  return {
    felder: { username, setUsername, password, setPassword, code, setCode, rememberMe, setRememberMe, agb, setAgb },
    codeNoetig,
    agbPflicht,
    codeFehler,
    meldung,
    laeuft,
    anmelden,
    codeErneutSenden,
  };
};
