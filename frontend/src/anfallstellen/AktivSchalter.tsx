import type { Anfallstelle } from '@abfallportal/common/anfallstelle';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { DestruktiverButton } from '../ui/Bestaetigung';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { anfallstellenApi } from './anfallstellenApi';

/** Activates or deactivates a site from its list row, on the version the row shows; the server enforces the contract's limit. */
export const AktivSchalter = ({ stelle }: { stelle: Anfallstelle }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const versionKonflikt = useVersionKonflikt();
  const ziel = !stelle.aktiv;
  const umschalten = useMutation({
    mutationFn: () => anfallstellenApi.aktivSetzen(stelle.id, ziel, stelle.version),
    meta: { eigeneFehler: true },
    onSuccess: () => {
      notify(ziel ? 'erfolg.aktiviert' : 'erfolg.deaktiviert', { type: 'success' });
      refresh();
    },
    onError: (error) => {
      if (versionKonflikt(error)) return;
      notify(error instanceof Error ? error.message : 'fehler.failedActivating', { type: 'error' });
    },
  });
  const text = translate(ziel ? 'anfallstellen.aktivieren' : 'anfallstellen.deaktivieren');
  if (!ziel)
    return (
      <DestruktiverButton
        label={text}
        ariaLabel={`${text}: ${stelle.name}`}
        disabled={umschalten.isPending}
        titel={translate('bestaetigung.anfallstelleDeaktivieren', { name: stelle.name })}
        folge={translate('bestaetigung.anfallstelleDeaktivierenFolge')}
        bestaetigen={text}
        onBestaetigen={() => umschalten.mutateAsync().catch(() => undefined)}
      />
    );
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={umschalten.isPending}
      aria-label={`${text}: ${stelle.name}`}
      onClick={(event) => {
        event.stopPropagation();
        umschalten.mutate();
      }}
    >
      {text}
    </Button>
  );
};
