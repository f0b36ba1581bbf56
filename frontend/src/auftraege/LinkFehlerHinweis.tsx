import type { TokenAntwort } from '@abfallportal/common/auftragWire';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LinkFehler } from './linkFehler';
import { tokenAntwortText } from './tokenAntwortText';

export type LinkFehlerHinweisProps = {
  fehler: LinkFehler;
  /** A used link: what it answered and when (the server's 410 body), when known. */
  antwort?: TokenAntwort | null;
};

/** A used, expired or forged link: a clear sentence and no form. */
export const LinkFehlerHinweis = ({ fehler, antwort }: LinkFehlerHinweisProps) => {
  const translate = useTranslate();
  return (
    <Alert severity={fehler === 'verbraucht' ? 'info' : 'warning'} role="alert">
      {fehler === 'verbraucht' && antwort ? tokenAntwortText(antwort) : translate(`statetransition.link.${fehler}`)}
    </Alert>
  );
};
