/** swagger-ui-react ships no types; the page uses only these props. */
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';

  export type SwaggerUIProps = {
    url?: string;
    /** The OpenAPI document itself, when the page has loaded it. */
    spec?: object;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
    supportedSubmitMethods?: string[];
  };
  const SwaggerUI: ComponentType<SwaggerUIProps>;
  export default SwaggerUI;
}
