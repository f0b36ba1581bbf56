import type { Browser, TestApp } from '../../testing/testApp';

/** Ids of the demo producers and users the tests act on. */
export const demoIds = async (t: TestApp) => {
  const erzeuger = async (name: string) => ((await t.db('erzeuger').where({ name }).first('id')) as { id: number }).id;
  const benutzer = async (email: string) => ((await t.db('benutzer').where({ email }).first('id')) as { id: number }).id;
  return {
    musterbau: await erzeuger('Musterbau GmbH'),
    korn: await erzeuger('Bäckerei Korn KG'),
    inhaberMusterbau: await benutzer('inhaber@musterbau.example'),
    nutzerMusterbau: await benutzer('nutzer@musterbau.example'),
    inhaberKorn: await benutzer('inhaber@baeckerei-korn.example'),
  };
};

export const loeschen = (b: Browser, url: string) => b.agent.delete(url).set('X-XSRF-TOKEN', b.xsrf);

export const neuerBenutzer = (email: string, extra: object = {}) => ({
  anrede: 'FRAU',
  vorname: 'Lena',
  nachname: 'Neumann',
  email,
  telefon: '0421 123456',
  bestellwertGrenze: 500,
  ...extra,
});
