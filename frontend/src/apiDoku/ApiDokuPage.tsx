import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Title } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { apiFetch } from '../providers/apiFetch';
import { API_DOKU_TITEL, OPENAPI_URL } from './apiDokuPaths';

/** Swagger UI is large: it is fetched when this page renders, never with the rest of the portal. */
const SwaggerAnsicht = lazy(() => import('./SwaggerAnsicht'));

const LADEN = 'API-Beschreibung wird geladen …';

/**
 * /admin/api: the OpenAPI description of every call, for the admin (issue 17, item 1). The page loads
 * the document itself, so the waiting and a failure read in German (issue 28: Swagger UI's own
 * loader said "LOADING"), and it carries its own title in the bar and the browser tab.
 */
export function ApiDokuPage() {
  usePageTitle(API_DOKU_TITEL);
  const dokument = useQuery({ queryKey: ['openapi'], queryFn: () => apiFetch<object>(OPENAPI_URL), staleTime: 60_000 });
  const laden = <CircularProgress aria-label={LADEN} />;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={API_DOKU_TITEL} />
      <Typography variant="h5" component="h1" gutterBottom>
        {API_DOKU_TITEL}
      </Typography>
      {dokument.isError ? (
        <Alert severity="error">Die API-Beschreibung konnte nicht geladen werden. Bitte versuchen Sie es erneut.</Alert>
      ) : dokument.data === undefined ? (
        laden
      ) : (
        <Suspense fallback={laden}>
          <SwaggerAnsicht dokument={dokument.data} />
        </Suspense>
      )}
    </Box>
  );
}
