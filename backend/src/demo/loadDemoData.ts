import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { hashPasswort } from '../auth';
import type { Db } from '../platform/db';
import {
  DEMO_ENTSORGER,
  DEMO_ERZEUGER,
  DEMO_FIRMENHAUPTSITZ,
  DEMO_KONTEN,
  DEMO_KUNDENNUMMERN,
  DEMO_PASSWORT,
  DEMO_VERBLEIBSANLAGE,
} from './demoDaten';
import { loadDemoLeistungen } from './demoLeistungen';
import { loadDemoLeistungsnummern } from './demoLeistungsnummern';

const idVon = async (db: Db, table: string, name: string): Promise<number> => {
  const row = (await db(table).where({ name }).first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`Demo-Daten: ${table} "${name}" fehlt`);
  return row.id;
};

/**
 * Loads the demo world. Idempotent: existing records (by name or email) are left as they are,
 * so a second run changes nothing and never resets a password somebody changed.
 */
export const loadDemoData = async (db: Db): Promise<void> => {
  const passwortHash = await hashPasswort(DEMO_PASSWORT);
  await db.transaction(async (trx) => {
    for (const e of DEMO_ERZEUGER) {
      const freigegeben = 'freigegeben' in e ? e.freigegeben : true;
      await trx('erzeuger').insert({ name: e.name, strasse: e.strasse, plz: e.plz, ort: e.ort, freigegeben }).onConflict('name').ignore();
      const erzeugerId = await idVon(trx, 'erzeuger', e.name);
      if (e.anfallstellen.length === 0) continue;
      await trx('anfallstelle')
        .insert(e.anfallstellen.map((a) => ({ ...a, erzeuger_id: erzeugerId })))
        .onConflict(['erzeuger_id', 'name'])
        .ignore();
    }
    // Only into empty fields: a second run never overwrites what the owner entered.
    await trx('erzeuger')
      .where({ name: DEMO_FIRMENHAUPTSITZ.erzeuger })
      .whereNull('ust_id')
      .whereNull('support_email')
      .update(DEMO_FIRMENHAUPTSITZ.felder);
    await trx('entsorger')
      .insert(DEMO_ENTSORGER.map((e) => ({ ...e })))
      .onConflict('name')
      .ignore();
    const { entsorger, ...anlage } = DEMO_VERBLEIBSANLAGE;
    await trx('verbleibsanlage')
      .insert({ ...anlage, entsorger_id: await idVon(trx, 'entsorger', entsorger) })
      .onConflict('name')
      .ignore();
    for (const k of DEMO_KUNDENNUMMERN) {
      await trx('kundennummer')
        .insert({
          erzeuger_id: await idVon(trx, 'erzeuger', k.erzeuger),
          entsorger_id: await idVon(trx, 'entsorger', k.entsorger),
          kundennummer: k.kundennummer,
        })
        .onConflict(['erzeuger_id', 'entsorger_id'])
        .ignore();
    }
    for (const konto of DEMO_KONTEN) {
      const vorhanden = await trx('benutzer').whereRaw('lower(email) = lower(?)', [konto.email]).first('id');
      if (vorhanden) continue;
      const [neu] = (await trx('benutzer')
        .insert({
          email: konto.email,
          passwort_hash: passwortHash,
          anrede: konto.anrede,
          vorname: konto.vorname,
          nachname: konto.nachname,
          rolle: konto.rolle,
          erzeuger_id: konto.erzeuger ? await idVon(trx, 'erzeuger', konto.erzeuger) : null,
          entsorger_id: konto.entsorger ? await idVon(trx, 'entsorger', konto.entsorger) : null,
          bestellwert_grenze: konto.bestellwertGrenze ?? null,
        })
        .returning('id')) as { id: number }[];
      if (!neu) throw new Error(`Demo-Konto ${konto.email} wurde nicht angelegt`);
      await trx('benutzer_berechtigung').insert(
        ROLLEN_VORLAGEN[konto.rolle].map((berechtigung) => ({ benutzer_id: neu.id, berechtigung })),
      );
    }
  });
  await loadDemoLeistungen(db);
  await loadDemoLeistungsnummern(db);
};
