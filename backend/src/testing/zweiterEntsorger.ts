import { idVon } from './idVon';
import { anmelden, type Browser, type TestApp } from './testApp';

/** The login of Container-Dienst West that the tests of issue 28 add (the demo has a login only for Entsorgung Nord). */
export const WEST_LOGIN = 'dispo@container-west.example';

/**
 * Adds a user of Container-Dienst West, made like Nord's demo login (same role, permissions and
 * password), and signs it in: the second asked disposer of the demo's offer request V-DEMO-101.
 */
export async function westAnmelden(t: TestApp): Promise<{ browser: Browser; entsorgerId: number }> {
  const entsorgerId = await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' });
  if (!(await t.db('benutzer').where({ email: WEST_LOGIN }).first('id'))) {
    const vorlage = (await t.db('benutzer').where({ email: 'dispo@entsorgung-nord.example' }).first()) as Record<string, unknown>;
    const { id: vorlageId, ...felder } = vorlage;
    const [neu] = (await t
      .db('benutzer')
      .insert({ ...felder, email: WEST_LOGIN, vorname: 'Sabine', nachname: 'Krüger', entsorger_id: entsorgerId })
      .returning('id')) as { id: number }[];
    const rechte = (await t.db('benutzer_berechtigung').where({ benutzer_id: vorlageId })) as { berechtigung: string }[];
    if (rechte.length > 0)
      await t.db('benutzer_berechtigung').insert(rechte.map((r) => ({ benutzer_id: neu!.id, berechtigung: r.berechtigung })));
  }
  return { browser: await anmelden(t, WEST_LOGIN), entsorgerId };
}
