/**
 * The URLs every part of the portal may link to: signing in and out (always open, spec § 2) and the
 * anchors of the legal texts in the login page's footer dialog.
 */
export const sessionPaths = {
  login: '/login',
  logout: '/logout',
  agb: '#agb',
  datenschutz: '#datenschutz',
  app: '#app',
} as const;
