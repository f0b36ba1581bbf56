import { HttpError, type DataProvider } from 'react-admin';
import type { ZodType } from 'zod';
import { fehlerDeutsch } from '../i18n/fehlerDeutsch';

/** Per resource: the contract of its getOne answer (common/src/*Wire.ts), where it differs from the list row. */
export type DetailsSchemas = Record<string, ZodType>;

/**
 * A details page reads its record without asking whether it is complete (issue 28: `anfallstelle.nummer` of a
 * list row). The getOne cache holds only getOne answers (DetailsQueryClient); this checks those answers against
 * the resource's contract at the edge, so a record of another shape never reaches a screen: the page shows
 * "Die Daten konnten nicht geladen werden" and the console names the fields, instead of a crash in a section.
 * The answer passes unchanged, so no field a screen reads is lost to the schema.
 */
export const mitDetailsPruefung = (dataProvider: DataProvider, schemas: DetailsSchemas): DataProvider => ({
  ...dataProvider,
  getOne: async (resource, params) => {
    const antwort = await dataProvider.getOne(resource, params);
    const pruefung = schemas[resource]?.safeParse(antwort.data);
    if (pruefung?.success === false) {
      console.error(`GET /api/v1/${resource}/${String(params.id)}: Antwort passt nicht zum Vertrag der Details`, pruefung.error.issues);
      throw new HttpError(fehlerDeutsch.http500, 500);
    }
    return antwort;
  },
});
