import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LinkFehler } from './linkFehler';

export type LinkFehlerHinweisProps = { fehler: LinkFehler };

/** A used, expired or forged link: a clear sentence and no form. */
export const LinkFehlerHinweis = ({ fehler }: LinkFehlerHinweisProps) => {
  const translate = useTranslate();
  return (
    <Alert severity={fehler === 'verbraucht' ? 'info' : 'warning'} role="alert">
      {translate(`statetransition.link.${fehler}`)}
    </Alert>
  );
};
