import type { RouteBeispiele } from '../../testing/routeBeispiel';

/** Master data: the sectors list stands for every type. */
export const stammdatenRouteBeispiele: RouteBeispiele = {
  'GET /v1/stammdaten/sitzung/:liste': () => ({ params: { liste: 'abfallbehaelter' } }),
  'GET /v1/stammdaten/:typ': () => ({ params: { typ: 'branchen' } }),
  'GET /v1/stammdaten/:typ/export': () => ({ params: { typ: 'branchen' } }),
  'POST /v1/stammdaten/:typ/import': () => ({
    params: { typ: 'branchen' },
    form: {
      files: { datei: { data: Buffer.from(JSON.stringify([{ name: 'Matrixbau' }])), name: 'branchen.json', typ: 'application/json' } },
    },
  }),
  'GET /v1/stammdaten/:typ/:id': (i) => ({ params: { typ: 'branchen', id: i.branche } }),
  'POST /v1/stammdaten/:typ': () => ({ params: { typ: 'branchen' }, body: { name: 'Matrix-Branche' } }),
  'PUT /v1/stammdaten/:typ/:id': (i) => ({ params: { typ: 'branchen', id: i.branche }, body: { name: 'Matrix-Branche umbenannt' } }),
  'DELETE /v1/stammdaten/:typ/:id': (i) => ({ params: { typ: 'branchen', id: i.branche } }),
  'GET /v1/vertrag/info': () => ({}),
};
