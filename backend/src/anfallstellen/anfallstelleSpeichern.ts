import { ANFALLSTELLE_MELDUNGEN, type Anfallstelle, type anfallstelleSchema } from '@abfallportal/common/anfallstelle';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { auftraegeMitBezug } from '../auftraege';
import { DomainError, nichtGefunden } from '../platform/domainError';
import { geocodingAdresse } from '../platform/geocoding/geocoder';
import type { BildFeld, GeprueftesBild } from './anfallstelleBild';
import { loadAnfallstelleZeile, SPALTEN, toAnfallstelle } from './anfallstelleQueries';
import { updateVersioned, versionConflict } from '../platform/http/version';
import { checkVertragsGrenze } from './vertragsGrenze';

type Eingabe = z.output<typeof anfallstelleSchema>;
type Bilder = Partial<Record<BildFeld, GeprueftesBild>>;
type Deps = Pick<AppDeps, 'db' | 'eventStore' | 'files' | 'geocode' | 'jetzt'>;

const alsKonflikt = (err: unknown): never => {
  if ((err as { code?: string }).code === '23505') {
    throw new DomainError('konflikt', ANFALLSTELLE_MELDUNGEN.nameVergeben, { errors: { name: ANFALLSTELLE_MELDUNGEN.nameVergeben } });
  }
  throw err;
};

const felder = (e: Eingabe, aktiv: boolean) => ({
  name: e.name,
  nummer: e.nummer,
  kostenstelle: e.kostenstelle,
  art: e.art,
  hinweis_lieferant: e.hinweisLieferant,
  details: e.details,
  strasse: e.strasse,
  plz: e.plz,
  ort: e.ort,
  aktiv,
});

/** Stores the new pictures under fresh keys; returns the columns to set and the keys they replace. */
const bilderAblegen = async (
  deps: Deps,
  trx: Knex.Transaction,
  id: number,
  alt: Record<string, unknown>,
  bilder: Bilder,
  entfernen: Record<BildFeld, boolean>,
): Promise<string[]> => {
  const veraltet: string[] = [];
  for (const feld of ['bild', 'skizze'] as const) {
    const neu = bilder[feld];
    const bisher = typeof alt[feld] === 'string' ? (alt[feld] as string) : null;
    if (!neu && !entfernen[feld]) continue;
    let schluessel: string | null = null;
    if (neu) {
      schluessel = `anfallstellen/${id}-${feld}-${deps.jetzt().getTime()}.${neu.endung}`;
      await deps.files.put(schluessel, neu.data);
    }
    await trx('anfallstelle')
      .where({ id })
      .update({ [feld]: schluessel });
    if (bisher && bisher !== schluessel) veraltet.push(bisher);
  }
  return veraltet;
};

/**
 * Creates a site. The address is geocoded before the transaction (a slow provider holds no lock);
 * a provider that fails or finds nothing leaves the coordinates empty.
 */
export const createAnfallstelle = async (deps: Deps, erzeugerId: number, eingabe: Eingabe, bilder: Bilder): Promise<Anfallstelle> => {
  const koordinaten = await deps.geocode(geocodingAdresse(eingabe));
  const id = await deps.db
    .transaction(async (trx) => {
      const aktiv = eingabe.aktiv ?? true;
      if (aktiv) await checkVertragsGrenze(trx, erzeugerId);
      const [neu] = (await trx('anfallstelle')
        .insert({ ...felder(eingabe, aktiv), erzeuger_id: erzeugerId, lat: koordinaten?.lat ?? null, lon: koordinaten?.lon ?? null })
        .returning('id')) as { id: number }[];
      if (!neu) throw new Error('Anfallstelle wurde nicht angelegt');
      await bilderAblegen(deps, trx, neu.id, {}, bilder, { bild: false, skizze: false });
      return neu.id;
    })
    .catch(alsKonflikt);
  return toAnfallstelle((await loadAnfallstelleZeile(deps.db, id)) ?? {});
};

const gleicheAdresse = (a: Record<string, unknown>, e: Eingabe): boolean => a.strasse === e.strasse && a.plz === e.plz && a.ort === e.ort;

/** Changes a site if it still has the version the editor loaded (else 409, nothing changes); a changed address (or one without coordinates yet) is geocoded anew. */
export const updateAnfallstelle = async (
  deps: Deps,
  id: number,
  version: number,
  eingabe: Eingabe,
  bilder: Bilder,
): Promise<Anfallstelle> => {
  const vorher = await loadAnfallstelleZeile(deps.db, id);
  if (!vorher) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
  // A stale form is refused before the address goes to the geocoder; the guarded UPDATE decides races.
  if (vorher.version !== version) throw versionConflict();
  const neuKodieren = !gleicheAdresse(vorher, eingabe) || vorher.lat === null;
  const koordinaten = neuKodieren
    ? await deps.geocode(geocodingAdresse(eingabe))
    : { lat: vorher.lat as number, lon: vorher.lon as number };
  const veraltet = await deps.db
    .transaction(async (trx) => {
      const erzeugerId = vorher.erzeuger_id as number;
      // The producer's lock first (as when creating), then the row: one lock order, no deadlock.
      const aktiv = eingabe.aktiv ?? (vorher.aktiv as boolean);
      if (aktiv) await pruefeVertragsGrenzeFuerAktivierung(trx, erzeugerId, id);
      const alt = (await trx('anfallstelle')
        .where({ id })
        .forUpdate()
        .first(...SPALTEN)) as Record<string, unknown> | undefined;
      if (!alt) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
      await updateVersioned(
        trx,
        'anfallstelle',
        { id },
        version,
        { ...felder(eingabe, aktiv), lat: koordinaten?.lat ?? null, lon: koordinaten?.lon ?? null },
        ANFALLSTELLE_MELDUNGEN.nichtGefunden,
      );
      return bilderAblegen(deps, trx, id, alt, bilder, { bild: eingabe.bildEntfernen, skizze: eingabe.skizzeEntfernen });
    })
    .catch(alsKonflikt);
  for (const schluessel of veraltet) await deps.files.remove(schluessel);
  return toAnfallstelle((await loadAnfallstelleZeile(deps.db, id)) ?? {});
};

/** Only an inactive site that becomes active takes a new place under the contract. */
const pruefeVertragsGrenzeFuerAktivierung = async (trx: Knex.Transaction, erzeugerId: number, id: number): Promise<void> => {
  await trx('erzeuger').where({ id: erzeugerId }).forUpdate().first('id');
  const jetzt = (await trx('anfallstelle').where({ id }).first('aktiv')) as { aktiv: boolean } | undefined;
  if (jetzt && !jetzt.aktiv) await checkVertragsGrenze(trx, erzeugerId);
};

/**
 * GET /anfallstelle/{id}/activate: sets the state on the version the user saw (else 409);
 * activating counts against the contract.
 */
export const setActive = async (deps: Deps, id: number, version: number, aktiv: boolean): Promise<Anfallstelle> => {
  const zeile = await loadAnfallstelleZeile(deps.db, id);
  if (!zeile) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
  await deps.db.transaction(async (trx) => {
    if (aktiv) await pruefeVertragsGrenzeFuerAktivierung(trx, zeile.erzeuger_id as number, id);
    await updateVersioned(trx, 'anfallstelle', { id }, version, { aktiv }, ANFALLSTELLE_MELDUNGEN.nichtGefunden);
  });
  return toAnfallstelle((await loadAnfallstelleZeile(deps.db, id)) ?? {});
};

/**
 * Deletes a site that nothing references, on the version the user saw (else 409). Orders and price agreements keep their site: then
 * the answer says so and offers deactivation instead. The orders are asked from the order events, not the order overview, which may
 * not have seen an order placed a moment ago.
 */
export const deleteAnfallstelle = async (deps: Deps, id: number, version: number): Promise<Anfallstelle> => {
  const zeile = await loadAnfallstelleZeile(deps.db, id);
  if (!zeile) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
  if (zeile.version !== version) throw versionConflict();
  const erzeugerId = zeile.erzeuger_id as number;
  const inAuftraegen = await auftraegeMitBezug(deps, { erzeugerId, anfallstelleId: id });
  const inPreisen = await deps.db('leistung').where({ anfallstelle_id: id }).first('id');
  if (inAuftraegen.length > 0 || inPreisen) {
    throw new DomainError('konflikt', ANFALLSTELLE_MELDUNGEN.inVerwendung, { code: 'anfallstelleInVerwendung' });
  }
  const geloescht = await deps
    .db('anfallstelle')
    .where({ id, version })
    .delete()
    .catch((err: unknown) => {
      // A reference that appeared meanwhile (a foreign key of another table).
      if ((err as { code?: string }).code === '23503') {
        throw new DomainError('konflikt', ANFALLSTELLE_MELDUNGEN.inVerwendung, { code: 'anfallstelleInVerwendung' });
      }
      throw err;
    });
  // Changed (or deleted) since the check above: the guarded DELETE removed nothing.
  if (geloescht === 0) {
    if (await loadAnfallstelleZeile(deps.db, id)) throw versionConflict();
    throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
  }
  for (const feld of ['bild', 'skizze']) if (typeof zeile[feld] === 'string') await deps.files.remove(zeile[feld] as string);
  return toAnfallstelle(zeile);
};
