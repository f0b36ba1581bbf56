import type { RouteBeispiele } from '../../testing/routeBeispiel';

/** A producer's self-registration. */
export const registrierungRouteBeispiele: RouteBeispiele = {
  'GET /v1/erzeuger-registration/status': () => ({}),
  'GET /v1/erzeuger-registration/vertraege': () => ({}),
  'GET /v1/erzeuger-registration/branchen': () => ({}),
  'GET /v1/erzeuger-registration/check-email-available': () => ({ query: { email: 'neu@matrix.example' } }),
  'POST /v1/erzeuger-registration': (i) => ({
    body: {
      firma: 'Matrix Bau GmbH',
      brancheId: i.branche,
      registrierterName: 'Matrix Bau GmbH',
      mitarbeiterzahl: 10,
      vertragId: i.vertrag,
      anrede: 'HERR',
      vorname: 'Max',
      nachname: 'Matrix',
      email: 'neu@matrix.example',
      agbAkzeptiert: true,
      verbindlichBestellt: true,
    },
  }),
};
