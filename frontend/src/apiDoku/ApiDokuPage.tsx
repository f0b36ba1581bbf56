import { Box, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { API_DOKU_TITEL } from './apiDokuPaths';

/** Swagger UI is large: it is fetched when this page renders, never with the rest of the portal. */
const SwaggerAnsicht = lazy(() => import('./SwaggerAnsicht'));

/** /admin/api: the OpenAPI description of every call, for the admin (issue 17, item 1). */
export function ApiDokuPage() {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {API_DOKU_TITEL}
      </Typography>
      <Suspense fallback={<CircularProgress aria-label="API-Beschreibung wird geladen" />}>
        <SwaggerAnsicht />
      </Suspense>
    </Box>
  );
}
