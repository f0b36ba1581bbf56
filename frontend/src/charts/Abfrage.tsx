import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type AbfrageProps<T> = {
  abfrage: UseQueryResult<T>;
  /** Whether the loaded data have nothing to show. */
  leer?: (daten: T) => boolean;
  /** What the empty state tells the user to do. */
  leerText?: ReactNode;
  hoehe?: number;
  /** The catalogue key of the failure's title when it is not a plain load (e.g. 'fehler.failedStatistics', spec § 8). */
  fehlerTitel?: string;
  children: (daten: T) => ReactNode;
};

/**
 * One widget's three states besides its content (issue 21): loading, empty (German, what to do) and
 * failed (spec § 8: failedLoading with pleaseTryAgain, and a retry).
 */
export function Abfrage<T>({ abfrage, leer, leerText, hoehe = 160, fehlerTitel, children }: AbfrageProps<T>) {
  const translate = useTranslate();
  if (abfrage.isPending) return <Skeleton variant="rounded" height={hoehe} aria-label={translate('auswertung.diagramm.wirdGeladen')} />;
  if (abfrage.isError)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void abfrage.refetch()}>
            {translate('auswertung.diagramm.erneutVersuchen')}
          </Button>
        }
      >
        <AlertTitle>{fehlerTitel ? translate(fehlerTitel) : translate('fehler.failedLoading', { detail: '' }).trim()}</AlertTitle>
        {translate('fehler.pleaseTryAgain')}
      </Alert>
    );
  if (leer?.(abfrage.data)) return <Alert severity="info">{leerText}</Alert>;
  return <>{children(abfrage.data)}</>;
}

/** A dashboard widget's frame: title, optional actions at the top right, content. */
export const WidgetKarte = ({ titel, aktion, children, id }: { titel: string; aktion?: ReactNode; children: ReactNode; id?: string }) => (
  <Card component="section" aria-labelledby={id ? `${id}-titel` : undefined} data-widget={id} sx={{ minWidth: 0, height: '100%' }}>
    <CardHeader
      title={titel}
      slotProps={{ title: { variant: 'h6', component: 'h2', id: id ? `${id}-titel` : undefined } }}
      action={aktion}
      sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
    />
    <CardContent>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </CardContent>
  </Card>
);
