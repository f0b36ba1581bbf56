import type { LeistungsnummerEingabe } from '@abfallportal/common/leistungsnummer';
import type { TestApp } from '../../testing/testApp';

/** Service numbers are a customer module: a demo account gets the permission here, as support would grant it. */
export const leistungsnummernErlauben = async (t: TestApp, email: string): Promise<void> => {
  const { id } = (await t.db('benutzer').where({ email }).first('id')) as { id: number };
  await t
    .db('benutzer_berechtigung')
    .insert({ benutzer_id: id, berechtigung: 'CUSTOM_BELA_VIEW_LEISTUNGSNUMMER' })
    .onConflict(['benutzer_id', 'berechtigung'])
    .ignore();
};

export const eingabe = async (
  t: TestApp,
  erzeugerId: number,
  mehr: Partial<LeistungsnummerEingabe> = {},
): Promise<LeistungsnummerEingabe> => {
  const kategorie = (await t.db('behaelterkategorie').where({ name: 'Absetzmulde' }).first('id')) as { id: number };
  const [mulde, ausnahme] = (await t.db('behaeltertyp').where({ typ: 'Absetzmulde' }).orderBy('id').limit(2).select('id')) as {
    id: number;
  }[];
  return {
    erzeugerId,
    nummer: 'LN-1000',
    beschreibung: 'Bauschutt in der Absetzmulde',
    abfallschluessel: '17 01 07',
    auftragsart: 'BEHAELTERSTELLUNG',
    behaelterkategorieId: kategorie.id,
    behaeltertypId: mulde!.id,
    ausnahmeBehaeltertypId: ausnahme!.id,
    bundesland: 'Hamburg',
    ...mehr,
  };
};
