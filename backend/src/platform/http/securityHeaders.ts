import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers on every answer (helmet). The policy is what the built front end runs under:
 * scripts only from our origin (Vite emits no inline script), styles also inline because MUI's
 * emotion injects <style> elements at runtime. Under https browsers are told to stay on https.
 */
export const securityHeaders = (https: boolean): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Token links carry their secret in the path: no page address leaves the portal.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });

/** API answers hold personal data: never kept by the browser or a shared cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
