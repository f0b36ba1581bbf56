import { Alert, Button } from '@mui/material';
import { useCallback } from 'react';
import { useCloseNotification, useNotify, useRefresh, useTranslate } from 'react-admin';
import { isVersionKonflikt } from '../providers/version';

/**
 * The alert of a stale edit (409 VERSION_KONFLIKT): the server's German message and "Neu laden",
 * which refetches what the screen shows. Nothing was overwritten; the user's input stays in the form.
 */
export const VersionKonfliktHinweis = ({ message }: { message?: string }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const close = useCloseNotification();
  return (
    <Alert
      severity="error"
      variant="filled"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            refresh();
            close();
          }}
        >
          {translate('fehler.neuLaden')}
        </Button>
      }
    >
      {message ?? translate('fehler.versionKonflikt')}
    </Alert>
  );
};

/** The server's text of a conflict, else undefined (the catalogue's text is shown then). */
const konfliktText = (error: unknown): string | undefined => {
  if (error instanceof Error && error.message !== '') return error.message;
  return undefined;
};

/**
 * For a form's own error handling: shows the conflict alert (open until closed) and answers true
 * when the error is a stale edit; false for any other error, which the caller handles as before.
 */
export function useVersionKonflikt(): (error: unknown) => boolean {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (!isVersionKonflikt(error)) return false;
      notify(<VersionKonfliktHinweis message={konfliktText(error)} />, { type: 'error', autoHideDuration: null });
      return true;
    },
    [notify],
  );
}
