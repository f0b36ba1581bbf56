import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';

/**
 * Swagger UI over the registry's OpenAPI document, which ApiDokuPage has loaded. This module is only
 * imported lazily, so Swagger UI and its styles land in their own chunk, fetched on this page only.
 * Trying calls out stays off: the admin reads the description, the portal makes the calls.
 */
export default function SwaggerAnsicht({ dokument }: { dokument: object }) {
  return <SwaggerUI spec={dokument} docExpansion="list" defaultModelsExpandDepth={-1} supportedSubmitMethods={[]} />;
}
