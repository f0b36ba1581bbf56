import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

const verbleibsanlage = (i: DemoIds) => ({ name: 'Anlage Matrix', entsorgerId: i.nord, plz: '22113', ort: 'Hamburg' });
const ANLAGE = (i: DemoIds) => ({ bereich: 'verbleibsanlagen' as const, entsorgerId: i.nord });

/** Disposal plants: Entsorgung Nord's approved plant. */
export const verbleibsanlageRouteBeispiele: RouteBeispiele = {
  'GET /v1/ablageort': () => ({}),
  'GET /v1/ablageort/public': () => ({}),
  'PUT /v1/ablageort/merge': (i) => ({ body: { discardAblageortId: i.verbleibsanlage, keepAblageortId: i.verbleibsanlage + 1000 } }),
  'PUT /v1/ablageort/approve/:id': (i) => ({ params: { id: i.verbleibsanlage } }),
  // A producer's user with EDIT_DOKUMENTATION adds plants for its own producer, staff for everyone.
  'POST /v1/ablageort': (i) => ({ body: verbleibsanlage(i), mandant: { bereich: 'verbleibsanlagen' } }),
  'GET /v1/ablageort/:id': (i) => ({ params: { id: i.verbleibsanlage } }),
  'GET /v1/ablageort/:id/zertifikat': (i) => ({ params: { id: i.verbleibsanlage }, leer404: '*' }),
  // An approved plant of disposer Nord: only staff change it (no producer's scope reaches a disposer's record).
  'PUT /v1/ablageort/:id': (i) => ({
    params: { id: i.verbleibsanlage },
    body: { ...verbleibsanlage(i), name: 'Recyclingzentrum Nord Billwerder' },
    mandant: ANLAGE(i),
  }),
  'DELETE /v1/ablageort/:id': (i) => ({ params: { id: i.verbleibsanlage }, mandant: ANLAGE(i), zerstoerend: true }),
};
