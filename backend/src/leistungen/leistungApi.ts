import express from 'express';
import { z } from 'zod';
import { bestellwertGrenzeSchema, isoDatum, preisAnfrageSchema } from '@abfallportal/common/auftrag';
import type {
  BehaelterOptionen,
  BestellwertGrenzePruefung,
  EntsorgerPreisInfo,
  PreisAuskunft,
  TimeAndPlaceOptionen,
  WertstoffOptionen,
} from '@abfallportal/common/auftragWire';
import { textIdSchema } from '@abfallportal/common/validation';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import { benutzerVon } from '../platform/http/requireBenutzer';
import { checkAnfallstelle, checkBerechtigung, checkErzeugerZugriff } from './erzeugerZugriff';
import { loadBehaelterOptionen } from './loadBehaelterOptionen';
import { loadEntsorgerPreisInfo } from './loadEntsorgerPreisInfo';
import { loadPreisFuerAuftrag } from './loadPreisFuerAuftrag';
import { fruehesterLiefertermin, loadTimeAndPlace } from './loadTimeAndPlace';
import { loadWertstoffOptionen } from './loadWertstoffOptionen';

const id = (was: string) => textIdSchema(`Bitte ${was} wählen.`);
const abfallschluessel = z.string().regex(/^\d{6}$/, 'Bitte einen Abfallschlüssel mit sechs Ziffern angeben.');
const anzahl = z.coerce.number().int().min(1, 'Mindestens ein Behälter.').max(99, 'Höchstens 99 Behälter.');

const erzeugerQuery = z.object({ erzeugerId: id('einen Erzeuger') });
const wertstoffQuery = erzeugerQuery.extend({ anfallstelleId: id('eine Anfallstelle') });
const behaelterParams = z.object({ fraktionId: id('eine Fraktion') });
const entsorgerQuery = wertstoffQuery.extend({
  abfallschluessel,
  behaelterId: id('einen Behälter'),
  datum: isoDatum.optional(),
  anzahl: anzahl.default(1),
  fraktionId: id('eine Fraktion').optional(),
  abholDatum: isoDatum.optional(),
});

export type LeistungApiDeps = { db: Db; jetzt: () => Date };

/**
 * The order wizard's option calls and the price lookup (spec § 7, Orders), mounted at
 * /api/v1/auftrag behind the login check. Every call is scoped to the user's own producer unless
 * the user sees all orders; another tenant's ids answer 404.
 */
export const createLeistungApi = ({ db, jetzt }: LeistungApiDeps): express.Router => {
  const router = express.Router();

  router.get('/timeAndPlace', async (req, res) => {
    const benutzer = benutzerVon(res);
    checkBerechtigung(benutzer, 'VIEW_AUFTRAG');
    const { erzeugerId } = erzeugerQuery.parse(req.query);
    await checkErzeugerZugriff(db, benutzer, erzeugerId);
    const antwort: TimeAndPlaceOptionen = await loadTimeAndPlace(db, erzeugerId, jetzt());
    res.json(antwort);
  });

  router.get('/wertstoff', async (req, res) => {
    const benutzer = benutzerVon(res);
    checkBerechtigung(benutzer, 'VIEW_AUFTRAG');
    const q = wertstoffQuery.parse(req.query);
    await checkErzeugerZugriff(db, benutzer, q.erzeugerId);
    await checkAnfallstelle(db, q.erzeugerId, q.anfallstelleId);
    const antwort: WertstoffOptionen = await loadWertstoffOptionen(db);
    res.json(antwort);
  });

  router.get('/behaelterOptions/:fraktionId', async (req, res) => {
    checkBerechtigung(benutzerVon(res), 'VIEW_AUFTRAG');
    const { fraktionId } = behaelterParams.parse(req.params);
    const antwort: BehaelterOptionen | null = await loadBehaelterOptionen(db, fraktionId);
    if (!antwort) throw nichtGefunden('Die Fraktion wurde nicht gefunden.');
    res.json(antwort);
  });

  router.get('/sortedEntsorgerIdsAndPreisInfo', async (req, res) => {
    const benutzer = benutzerVon(res);
    checkBerechtigung(benutzer, 'VIEW_AUFTRAG');
    const q = entsorgerQuery.parse(req.query);
    await checkErzeugerZugriff(db, benutzer, q.erzeugerId);
    await checkAnfallstelle(db, q.erzeugerId, q.anfallstelleId);
    // Without a date the wizard asks for the earliest delivery it would offer.
    const antwort: EntsorgerPreisInfo = await loadEntsorgerPreisInfo(db, { ...q, datum: q.datum ?? fruehesterLiefertermin(jetzt()) });
    res.json(antwort);
  });

  router.post('/preis', async (req, res) => {
    const benutzer = benutzerVon(res);
    checkBerechtigung(benutzer, 'VIEW_AUFTRAG', 'EDIT_AUFTRAG');
    const frage = preisAnfrageSchema.parse(req.body);
    await checkErzeugerZugriff(db, benutzer, frage.erzeugerId);
    await checkAnfallstelle(db, frage.erzeugerId, frage.anfallstelleId);
    const antwort: PreisAuskunft = await loadPreisFuerAuftrag(db, { ...frage, entsorgerId: frage.entsorgerId ?? null });
    res.json(antwort);
  });

  router.post('/checkBestellwertGrenze', async (req, res) => {
    const benutzer = benutzerVon(res);
    checkBerechtigung(benutzer, 'VIEW_AUFTRAG', 'EDIT_AUFTRAG');
    const { erzeugerId, betrag } = bestellwertGrenzeSchema.parse(req.body);
    await checkErzeugerZugriff(db, benutzer, erzeugerId);
    // spec § 4: orders above the user's limit go to approval; the owner approves and is never limited.
    const grenze = benutzer.rolle === 'INHABER' ? null : benutzer.bestellwertGrenze;
    const antwort: BestellwertGrenzePruefung = { ueberschritten: grenze !== null && betrag > grenze, grenze };
    res.json(antwort);
  });

  return router;
};
