import type { BelegDetails, BelegPosition } from '@abfallportal/common/beleg';
import { LEISTUNG_ARTEN, type BelegLeistungsuebersicht } from '@abfallportal/common/belegImport';
import { canAccessAuftrag, type BelegAkteur } from '@abfallportal/common/permissions';
import { auftraegeMitLeistungsdaten, statusVerlauf, type AuftragPreisPort } from '../../auftraege';
import type { Db } from '../../platform/db';
import { nichtGefunden } from '../../platform/domainError';
import { BELEG_TABELLE } from '../belegLesemodell';
import { loadBelegDetails } from '../belegQueries';

const AUFTRAG_NICHT_GEFUNDEN = 'Der Auftrag wurde nicht gefunden.';

type Art = (typeof LEISTUNG_ARTEN)[number];
type Vergleich = BelegLeistungsuebersicht['ohneVereinbarung'][number];

/** Units spelt alike: "m3" = "m³", "to" = "t", "Tage" = "Tag", "Stk" = "Stück". */
export const einheitNormal = (e: string | null): string => {
  const k = (e ?? '').trim().toLowerCase();
  if (k === 'm3' || k === 'm³' || k === 'cbm') return 'm³';
  if (k === 't' || k === 'to' || k === 'tonne' || k === 'tonnen') return 't';
  if (k === 'tag' || k === 'tage' || k === 'd') return 'tag';
  if (k === 'stück' || k === 'stk' || k === 'stk.' || k === 'st') return 'stück';
  if (k === 'h' || k === 'std' || k === 'std.' || k === 'stunde' || k === 'stunden') return 'h';
  return k;
};
const avvKompakt = (a: string | null) => (a ?? '').replace(/[\s*]/g, '');
const euro = (n: number) => `${n.toFixed(2).replace('.', ',')} €`;
const rund = (n: number) => Math.round(n * 100) / 100;
const mengeZahl = (m: string | null): number | null => (m && /^\d+(,\d+)?$/.test(m) ? Number(m.replace(',', '.')) : null);

/**
 * The services performed, read from the order's status history: the container arrives on site
 * (Lieferung), comes back on site after an extra emptying (Leerung) or a swap (Tausch), and leaves
 * for billing (Abholung).
 */
export function leistungenAusHistorie(historie: { status: string | null; zeitpunkt: string }[]): { art: Art; datum: string }[] {
  const leistungen: { art: Art; datum: string }[] = [];
  let vorher: string | null = null;
  for (const h of historie) {
    if (!h.status || h.status === vorher) continue;
    const datum = h.zeitpunkt.slice(0, 10);
    if (h.status === 'VOR_ORT') {
      if (vorher?.startsWith('ZUSATZLEERUNG')) leistungen.push({ art: 'Leerung', datum });
      else if (vorher?.startsWith('BEHAELTERTAUSCH')) leistungen.push({ art: 'Tausch', datum });
      else if (!leistungen.some((l) => l.art === 'Lieferung')) leistungen.push({ art: 'Lieferung', datum });
    }
    if (h.status === 'ABRECHNUNG' && (vorher === 'IN_ABHOLUNG' || vorher?.startsWith('BEHAELTERABZUG') || vorher === 'VOR_ORT'))
      leistungen.push({ art: 'Abholung', datum });
    vorher = h.status;
  }
  return leistungen;
}

/** Agreed price lines beside the receipt positions that bill them, matched by unit (the order's AVV first). */
export function vergleiche(
  preise: { bezeichnung: string; menge: number; einheit: string; einzelpreis: number | null; summe: number | null }[],
  positionen: { p: BelegPosition; belegNummer: string | null; verbraucht: boolean }[],
  abfallschluessel: string | null,
): Vergleich[] {
  return preise.map((preis) => {
    const passend = positionen.filter((x) => !x.verbraucht && einheitNormal(x.p.einheit) === einheitNormal(preis.einheit));
    const treffer = passend.find((x) => avvKompakt(x.p.abfallschluessel) === avvKompakt(abfallschluessel)) ?? passend[0];
    const vereinbart = { menge: preis.menge, einzelpreis: preis.einzelpreis, summe: preis.summe };
    if (!treffer)
      return { bezeichnung: preis.bezeichnung, einheit: preis.einheit, vereinbart, beleg: null, abweichung: 'Nicht im Beleg abgerechnet.' };
    treffer.verbraucht = true;
    const menge = mengeZahl(treffer.p.menge);
    const einzelpreis = menge && treffer.p.betrag !== null ? rund(treffer.p.betrag / menge) : null;
    const abweichung =
      einzelpreis !== null && preis.einzelpreis !== null && Math.abs(Math.abs(einzelpreis) - Math.abs(preis.einzelpreis)) > 0.005
        ? `Einzelpreis ${euro(einzelpreis)} statt vereinbart ${euro(preis.einzelpreis)}.`
        : einzelpreis === null
          ? 'Der Beleg nennt keinen Betrag zu dieser Menge.'
          : null;
    return {
      bezeichnung: preis.bezeichnung,
      einheit: preis.einheit,
      vereinbart,
      beleg: {
        menge,
        einzelpreis,
        summe: treffer.p.betrag,
        belegNummer: treffer.belegNummer,
        abfallschluessel: treffer.p.abfallschluessel,
      },
      abweichung,
    };
  });
}

/**
 * POST /rechnungen/leistungsuebersicht: for given orders, or one receipt and its assigned orders,
 * the services performed and the agreed prices beside the receipts' positions, differences
 * marked. Only orders and receipts the user reaches (others answer 404).
 */
export async function loadBelegLeistungsuebersicht(
  db: Db,
  preise: AuftragPreisPort,
  akteur: BelegAkteur,
  frage: { auftragIds?: string[]; belegId?: string },
): Promise<BelegLeistungsuebersicht> {
  const belege = new Map<string, BelegDetails>();
  let auftragIds = [...new Set((frage.auftragIds ?? []).map((i) => i.toLowerCase()))];
  if (frage.belegId) {
    const b = await loadBelegDetails(db, akteur, frage.belegId.toLowerCase());
    belege.set(b.id, b);
    auftragIds = [...new Set([...auftragIds, ...b.auftraege.map((a) => a.id)])];
  }
  const zeilen = await auftraegeMitLeistungsdaten(db, auftragIds);
  for (const id of auftragIds) {
    const z = zeilen.find((r) => r.id === id);
    if (!z || !canAccessAuftrag(akteur, { erzeugerId: z.erzeuger_id, entsorgerId: z.entsorger_id }))
      throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
  }
  // The receipts assigned to these orders (not deleted), as far as the user reaches them.
  if (!frage.belegId && auftragIds.length > 0) {
    const ids = (await db(`${BELEG_TABELLE.zuordnung} as z`)
      .join(`${BELEG_TABELLE.uebersicht} as b`, 'b.id', 'z.beleg_id')
      .whereIn('z.auftrag_id', auftragIds)
      .whereNot('b.status', 'GELOESCHT')
      .distinct('b.id')
      .orderBy('b.id')) as { id: string }[];
    for (const { id } of ids) {
      const b = await loadBelegDetails(db, akteur, id).catch(() => null);
      if (b) belege.set(b.id, b);
    }
  }
  const positionen = new Map<string, { p: BelegPosition; belegNummer: string | null; verbraucht: boolean }[]>(
    [...belege.values()].map((b) => [b.id, b.positionen.map((p) => ({ p, belegNummer: b.nummer, verbraucht: false }))]),
  );
  const auftraege: BelegLeistungsuebersicht['auftraege'] = [];
  for (const id of auftragIds) {
    const z = zeilen.find((r) => r.id === id)!;
    const leistungen = leistungenAusHistorie(await statusVerlauf(db, id));
    const uebersicht = await preise.leistungsuebersicht({
      leistungId: z.leistung_id,
      behaelterId: z.behaelter_id,
      anzahl: z.anzahl,
      dichte: z.dichte,
      liefertermin: z.liefertermin ?? z.wunsch_liefertermin ?? '',
      abholtermin: z.abholtermin ?? z.wunsch_abholtermin,
      summeNetto: z.geschaetzter_preis,
    });
    const ihreBelege = [...belege.values()].filter((b) => b.auftraege.some((a) => a.id === id));
    const ihrePositionen = ihreBelege.flatMap((b) => positionen.get(b.id) ?? []);
    const vergleich = vergleiche(uebersicht.positionen, ihrePositionen, z.abfallschluessel);
    const summeVereinbart = uebersicht.positionen.every((p) => p.summe === null)
      ? null
      : rund(uebersicht.positionen.reduce((s, p) => s + (p.summe ?? 0), 0));
    auftraege.push({
      id,
      vorgangsnummer: z.vorgangsnummer,
      status: z.status,
      anfallstelleName: z.anfallstelle_name,
      entsorgerName: z.entsorger_name,
      abfallschluessel: z.abfallschluessel,
      behaelter: z.behaelter,
      leistungen,
      vergleich,
      summeVereinbart,
      summeBelege: ihreBelege.length === 0 ? null : rund(ihreBelege.reduce((s, b) => s + (b.summe ?? 0), 0)),
    });
  }
  const ohneVereinbarung: Vergleich[] = [...positionen.values()]
    .flat()
    .filter((x) => !x.verbraucht)
    .map((x) => {
      const menge = mengeZahl(x.p.menge);
      return {
        bezeichnung: x.p.bezeichnung ?? x.p.abfallschluessel ?? 'Position',
        einheit: x.p.einheit,
        vereinbart: null,
        beleg: {
          menge,
          einzelpreis: menge && x.p.betrag !== null ? rund(x.p.betrag / menge) : null,
          summe: x.p.betrag,
          belegNummer: x.belegNummer,
          abfallschluessel: x.p.abfallschluessel,
        },
        abweichung: 'Keine Preisvereinbarung der Aufträge passt zu dieser Position.',
      };
    });
  return {
    auftraege,
    belege: [...belege.values()].map((b) => ({
      id: b.id,
      nummer: b.nummer,
      typ: b.typ,
      summe: b.summe,
      vorgangsnummern: b.vorgangsnummern,
    })),
    ohneVereinbarung,
    hinweis:
      'Vereinbarte Preise zzgl. MwSt.; vereinbarte Mengen geschätzt aus Behältervolumen, Dichte und Mietdauer. Verglichen wird je Einheit; abweichende Einzelpreise und fehlende Positionen sind markiert.',
  };
}
