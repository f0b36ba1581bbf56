import type { RouteBeispiele } from '../../testing/routeBeispiel';

/** Sign-in and sign-out. */
export const authRouteBeispiele: RouteBeispiele = {
  'POST /login': () => ({
    body: { username: 'inhaber@musterbau.example', password: 'Demo-Passwort-1' },
    query: { acceptedTermsAndConditions: 'true' },
    zerstoerend: true,
  }),
  'POST /recreate-verification-code': () => ({ body: { username: 'inhaber@musterbau.example', password: 'Demo-Passwort-1' } }),
  'POST /logout': () => ({ zerstoerend: true }),
};
