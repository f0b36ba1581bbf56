import type { WorkflowBody } from '@abfallportal/common/auftrag';
import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { OFFENE_STATUS } from '@abfallportal/common/auftragOffen';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { canAccessAuftrag, canActForSeite, type AuftragAkteur } from '@abfallportal/common/permissions';
import { imKalenderBereich, MELDUNGEN } from '@abfallportal/common/validation';
import type { DecideContext } from '../platform/decider/decider';
import { DomainError, nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { istNeu, type AuftragDaten, type AuftragEvent, type AuftragState } from './auftrag';
import { findUebergang } from './verfuegbareAktionen';

/**
 * A service on a container on site (spec § 4: extra emptying, swap, removal) is a follow-up order:
 * its own stream and number, linked to its main order. The command runs on the NEW order's stream;
 * the main order's state is loaded by the command service (folgeauftrag.ts) and handed in as a fact.
 */
export type FolgeauftragBeauftragen = {
  type: 'FolgeauftragBeauftragen';
  akteur: AuftragAkteur;
  bestellerId: number;
  /** zusatzleerungBeauftragen | behaeltertauschBeauftragen | behaelterabzugBeauftragen */
  aktion: string;
  body: WorkflowBody;
  hauptauftragId: string;
  /** Loaded by the command service: the main order's state (NEU when its stream does not exist). */
  hauptauftrag?: AuftragState;
  /** Drawn by the command service only for a command the decider accepts. */
  vorgangsnummer?: string | null;
};

/**
 * Sent by the process manager (folgeauftragReaktor.ts) when a removal follow-up reached billing: the
 * container has left the site, so its main order goes to billing too. Never sent by a user.
 */
export type HauptauftragAbziehen = { type: 'HauptauftragAbziehen'; folgeauftragId: string };

const NICHT_GEFUNDEN = 'Der Auftrag wurde nicht gefunden.';
export const ABZUG_SCHON_BEAUFTRAGT = 'Für diesen Behälter ist bereits ein Behälterabzug beauftragt.';
export const NICHT_AUS_FOLGEAUFTRAG = 'Aus einem Folgeauftrag kann kein weiterer Folgeauftrag beauftragt werden.';

/** The follow-up kind each ordering action creates. */
export const FOLGEAUFTRAG_ART = {
  zusatzleerungBeauftragen: 'ZUSATZLEERUNG',
  behaeltertauschBeauftragen: 'BEHAELTERTAUSCH',
  behaelterabzugBeauftragen: 'BEHAELTERABZUG',
} as const;
export type FolgeauftragAktion = keyof typeof FOLGEAUFTRAG_ART;
export const isFolgeauftragAktion = (aktion: string): aktion is FolgeauftragAktion => aktion in FOLGEAUFTRAG_ART;

/**
 * Every refusal of a follow-up order, on the main order's state: the command service asks before it
 * draws a number. Returns the main order and the row.
 */
export function checkFolgeauftrag(c: FolgeauftragBeauftragen, state: AuftragState, jetzt: Date) {
  const haupt = c.hauptauftrag;
  if (!haupt) throw new Error('FolgeauftragBeauftragen ohne geladenen Hauptauftrag');
  if (istNeu(haupt) || !canAccessAuftrag(c.akteur, haupt)) throw nichtGefunden(NICHT_GEFUNDEN);
  if (!canActForSeite(c.akteur, 'ERZEUGER')) throw verboten('Sie dürfen diese Aktion nicht ausführen.');
  if (haupt.hauptauftragId !== null) throw ungueltig(NICHT_AUS_FOLGEAUFTRAG, { code: 'aktionNichtMoeglich' });
  const u = findUebergang(haupt.status, c.aktion, 'ERZEUGER');
  if (!u?.folgeauftrag || !isFolgeauftragAktion(c.aktion)) {
    throw ungueltig(`Diese Aktion ist im aktuellen Status nicht möglich. Aktueller Status: ${AUFTRAG_STATUS_TEXT[haupt.status]}.`, {
      code: 'aktionNichtMoeglich',
    });
  }
  // The removal's stream id follows from its main order: a second one finds the stream taken.
  if (!istNeu(state)) throw new DomainError('konflikt', ABZUG_SCHON_BEAUFTRAGT);
  const wunschtermin = c.body.wunschtermin;
  if (!wunschtermin) throw ungueltig(MELDUNGEN.pflichtfeld, { errors: { wunschtermin: MELDUNGEN.pflichtfeld } });
  if (!imKalenderBereich(wunschtermin)) throw ungueltig(MELDUNGEN.datumBereich, { errors: { wunschtermin: MELDUNGEN.datumBereich } });
  if (wunschtermin < heuteInBerlin(jetzt)) {
    const m = 'Der Termin darf nicht in der Vergangenheit liegen.';
    throw ungueltig(m, { errors: { wunschtermin: m } });
  }
  return { haupt, u, art: FOLGEAUFTRAG_ART[c.aktion], wunschtermin };
}

export const folgeauftragBeauftragen = (c: FolgeauftragBeauftragen, state: AuftragState, ctx: DecideContext): AuftragEvent[] => {
  const { haupt, u, art, wunschtermin } = checkFolgeauftrag(c, state, ctx.jetzt);
  if (!c.vorgangsnummer) throw new Error('FolgeauftragBeauftragen ohne Vorgangsnummer');
  const h: AuftragDaten = haupt;
  return [
    {
      type: 'AuftragAufgegeben',
      data: {
        vorgangsnummer: c.vorgangsnummer,
        auftragsart: art,
        status: u.nach,
        erzeugerId: h.erzeugerId,
        anfallstelleId: h.anfallstelleId,
        entsorgerId: h.entsorgerId,
        fraktionId: h.fraktionId,
        abfallschluessel: h.abfallschluessel,
        behaelterId: h.behaelterId,
        behaelterBezeichnung: h.behaelterBezeichnung,
        anzahl: h.anzahl,
        // The service's day is the follow-up's wish date; a removal's is also its wish removal date.
        wunschLiefertermin: wunschtermin,
        wunschAbholtermin: art === 'BEHAELTERABZUG' ? wunschtermin : null,
        lieferterminUnbekannt: false,
        kommentar: c.body.kommentar ?? null,
        begruendungGemischt: h.begruendungGemischt,
        ohnePreisBestaetigt: h.ohnePreisBestaetigt,
        leistungId: h.leistungId,
        geschaetzterPreis: null,
        bestellerId: c.bestellerId,
        hauptauftragId: c.hauptauftragId,
        angefragteEntsorgerIds: [],
        freigeberId: null,
      },
    },
  ];
};

/** The container left the site: from on site (or a problem around it) to billing, once. */
const ABZIEHBAR = new Set(['VOR_ORT', 'PROBLEM', 'PROBLEM_BEHOBEN']);

export const hauptauftragAbziehen = (c: HauptauftragAbziehen, state: AuftragState): AuftragEvent[] => {
  if (istNeu(state) || !ABZIEHBAR.has(state.status)) return [];
  return [
    {
      type: 'AuftragStatusGeaendert',
      data: { aktion: 'behaelterabzugDurchgefuehrt', von: state.status, nach: 'ABRECHNUNG', ueberToken: false },
    },
  ];
};

/** The follow-up orders of a main order, as its details list them. */
type Folge = { vorgangsnummer: string; auftragsart: string; status: AuftragStatus };

const ART_WORT: Record<string, string> = { ZUSATZLEERUNG: 'eine Zusatzleerung', BEHAELTERTAUSCH: 'ein Behältertausch' };

/**
 * The producer's service actions as the main order's follow-ups allow them (issue 28): a removal is
 * offered only while none was ordered (its stream follows from the main order, a second is refused);
 * an extra emptying or a swap while one of its kind is still open is offered with a warning naming it.
 */
export const folgeauftragAktionen = <A extends { name: string; hinweis?: string }>(aktionen: A[], folgen: readonly Folge[]): A[] =>
  aktionen.flatMap((a) => {
    if (!isFolgeauftragAktion(a.name)) return [a];
    const art = FOLGEAUFTRAG_ART[a.name];
    if (art === 'BEHAELTERABZUG') return folgen.some((f) => f.auftragsart === art) ? [] : [a];
    const offen = folgen.filter((f) => f.auftragsart === art && OFFENE_STATUS.includes(f.status));
    if (offen.length === 0) return [a];
    const welche = offen.map((f) => `${f.vorgangsnummer} („${AUFTRAG_STATUS_TEXT[f.status]}“)`).join(', ');
    return [
      {
        ...a,
        hinweis: `Für diesen Behälter ist bereits ${ART_WORT[art]} beauftragt und noch offen: ${welche}. Eine weitere wird zusätzlich beauftragt.`,
      },
    ];
  });
