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

/** The version the form loaded (ETag of the record's GET), or none when the caller cannot read it. */
const versionVon = async (b: Browser, url: string): Promise<Record<string, string>> => {
  const etag = (await b.get(url)).headers.etag as string | undefined;
  return etag === undefined ? {} : { 'If-Match': etag };
};

/** Deletes as the list does: with the version of the record it shows. */
export const loeschen = async (b: Browser, url: string) =>
  b.agent
    .delete(url)
    .set('X-XSRF-TOKEN', b.xsrf)
    .set(await versionVon(b, url));

/** Saves as the form does: with the version it loaded from the same URL. */
export const aendern = async (b: Browser, url: string, body: object) => b.put(url, body).set(await versionVon(b, url));

export const neuerBenutzer = (email: string, extra: object = {}) => ({
  anrede: 'FRAU',
  vorname: 'Lena',
  nachname: 'Neumann',
  email,
  telefon: '0421 123456',
  bestellwertGrenze: 500,
  ...extra,
});
