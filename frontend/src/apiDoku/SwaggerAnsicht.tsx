import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { OPENAPI_URL } from './apiDokuPaths';

/**
 * Swagger UI over the registry's OpenAPI document. This module is only imported lazily by
 * ApiDokuPage, so Swagger UI and its styles land in their own chunk, fetched on this page only.
 * Trying calls out stays off: the admin reads the description, the portal makes the calls.
 */
export default function SwaggerAnsicht() {
  return <SwaggerUI url={OPENAPI_URL} docExpansion="list" defaultModelsExpandDepth={-1} supportedSubmitMethods={[]} />;
}
