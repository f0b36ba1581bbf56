import type { Db } from '../platform/db';

/**
 * Service numbers are a customer module (CUSTOM_BELA_VIEW_LEISTUNGSNUMMER) in no role template;
 * in the demo Musterbau's owner holds it, so the screen can be tried. Idempotent.
 */
export const loadDemoLeistungsnummern = async (db: Db): Promise<void> => {
  const inhaber = (await db('benutzer').whereRaw('lower(email) = ?', ['inhaber@musterbau.example']).first('id')) as
    { id: number } | undefined;
  if (!inhaber) throw new Error('Demo-Daten: inhaber@musterbau.example fehlt');
  await db('benutzer_berechtigung')
    .insert({ benutzer_id: inhaber.id, berechtigung: 'CUSTOM_BELA_VIEW_LEISTUNGSNUMMER' })
    .onConflict(['benutzer_id', 'berechtigung'])
    .ignore();
};
