import type { z } from 'zod';
import type { forceStateTransitionSchema, WorkflowBody } from '@abfallportal/common/auftrag';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import {
  auftragSicht,
  canAccessAuftrag,
  entsorgerAktionsHindernis,
  canActForSeite,
  darfFreigabeAktion,
  type AuftragAkteur,
  type AuftragSeite,
} from '@abfallportal/common/permissions';
import { MELDUNGEN } from '@abfallportal/common/validation';
import type { DecideContext } from '../platform/decider/decider';
import { nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { istNeu, type AuftragDaten, type AuftragEvent, type AuftragState } from './auftrag';
import { decideAuftragAenderung, type AuftragAenderungCommand } from './auftragAenderung';
import { pflichtTermine, type TerminFeld } from './pflichtTermine';
import type { UebergangFeld } from './uebergang';
import { findUebergang } from './verfuegbareAktionen';
import { aufgeben, type AuftragAufgeben } from './auftragAufgeben';
import { fehler, pruefeBereich } from './feldFehler';
import {
  anfrageAblehnen,
  angebotAbgeben,
  angebotAnnehmen,
  pruefeFreigeber,
  type AngebotAbgeben,
  type AngebotAnnehmen,
} from './angebotDecide';
import {
  folgeauftragBeauftragen,
  hauptauftragAbziehen,
  type FolgeauftragBeauftragen,
  type HauptauftragAbziehen,
} from './folgeauftragDecide';

export type WorkflowAktionAusfuehren = {
  type: 'WorkflowAktionAusfuehren';
  akteur: AuftragAkteur;
  aktion: string;
  /** The side whose action this is; staff may act for the producer. */
  seite: AuftragSeite;
  body: WorkflowBody;
  ueberToken: boolean;
  /** The signed-in user (the approver's actions check it); absent for token links. */
  benutzerId?: number;
};
export type StatusErzwingen = { type: 'StatusErzwingen'; akteur: AuftragAkteur } & z.output<typeof forceStateTransitionSchema>;
export type VorgangsKommentarAendern = { type: 'VorgangsKommentarAendern'; akteur: AuftragAkteur; kommentar: string };
/** Sent by the disposer merge (support), never by a user on an order screen. */
export type EntsorgerZusammenfuehren = {
  type: 'EntsorgerZusammenfuehren';
  vonEntsorgerId: number;
  nachEntsorgerId: number;
  zusammenfuehrungId: number;
};
export type AuftragCommand =
  | AuftragAufgeben
  | WorkflowAktionAusfuehren
  | StatusErzwingen
  | VorgangsKommentarAendern
  | EntsorgerZusammenfuehren
  | AngebotAbgeben
  | AngebotAnnehmen
  | FolgeauftragBeauftragen
  | HauptauftragAbziehen
  | AuftragAenderungCommand;

export const AUFTRAG_NICHT_GEFUNDEN = 'Der Auftrag wurde nicht gefunden.';
export const AKTION_NICHT_MOEGLICH = 'Diese Aktion ist im aktuellen Status nicht möglich.';

const VERGANGEN = 'Der Termin darf nicht in der Vergangenheit liegen.';

/** An order the actor may see; any other answers "not found", so foreign orders do not leak. */
const bestehenderAuftrag = (state: AuftragState, akteur: AuftragAkteur): AuftragDaten => {
  if (istNeu(state) || state.geloescht || !canAccessAuftrag(akteur, state)) throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
  return state;
};

const wert = (body: WorkflowBody, feld: UebergangFeld): string | null | undefined =>
  feld === 'preis' || feld === 'angebotPdf' ? undefined : body[feld];

const aktionAusfuehren = (c: WorkflowAktionAusfuehren, state: AuftragState, ctx: DecideContext): AuftragEvent[] => {
  const auftrag = bestehenderAuftrag(state, c.akteur);
  if (!canActForSeite(c.akteur, c.seite)) throw verboten('Sie dürfen diese Aktion nicht ausführen.');
  const sicht = auftragSicht(c.akteur, auftrag);
  // An answered request is refused below with the answer's own message.
  if (c.seite === 'ENTSORGER' && sicht && entsorgerAktionsHindernis(sicht, c.aktion) === 'anderer')
    throw verboten('Diesen Auftrag hat ein anderer Entsorger erhalten; Sie können darauf nicht mehr antworten.');
  const u = findUebergang(auftrag.status, c.aktion, c.seite);
  if (!u) {
    throw ungueltig(`${AKTION_NICHT_MOEGLICH} Aktueller Status: ${AUFTRAG_STATUS_TEXT[auftrag.status]}.`, { code: 'aktionNichtMoeglich' });
  }
  if (c.ueberToken && !u.token) throw verboten('Diese Aktion ist über einen E-Mail-Link nicht möglich.');
  if (u.von.includes('BESTELLUNG_ZUR_FREIGABE') && u.aktion !== 'stornieren') pruefeFreigeber(auftrag, c.akteur, c.benutzerId);
  // Withdrawing before approval is the orderer's (and staff's), not the approver's; a command without a person is not a user's.
  const zurueckziehen = u.von.includes('BESTELLUNG_ZUR_FREIGABE') && u.aktion === 'stornieren' && c.benutzerId !== undefined;
  if (zurueckziehen && !darfFreigabeAktion(u.aktion, c.akteur, c.benutzerId, auftrag))
    throw verboten('Nur wer bestellt hat, kann die Bestellung zurückziehen.');
  if (u.aktion === 'anfrageAblehnen') return anfrageAblehnen(auftrag, c.akteur.entsorgerId, c.body.begruendung ?? null, c.ueberToken);
  // Offers carry a price (the token page, support) and acceptance names the offer: their own commands.
  if (u.aktion === 'angebotabgeben' || u.aktion === 'angebotAnnehmen') {
    throw ungueltig('Diese Aktion hat einen eigenen Aufruf.', { code: 'aktionNichtMoeglich' });
  }
  // Ordering a service creates a follow-up order (folgeauftrag.ts); this order stays as it is.
  if (u.folgeauftrag) throw ungueltig(AKTION_NICHT_MOEGLICH, { code: 'aktionNichtMoeglich' });
  const errors: Record<string, string> = {};
  for (const feld of u.felder) if (!wert(c.body, feld)) errors[feld] = MELDUNGEN.pflichtfeld;
  const heute = heuteInBerlin(ctx.jetzt);
  const gefragt = [...u.felder, ...u.optionaleFelder];
  const termin = (feld: 'liefertermin' | 'wunschtermin') => (gefragt.includes(feld) ? (c.body[feld] ?? undefined) : undefined);
  for (const feld of ['liefertermin', 'wunschtermin'] as const) {
    const t = termin(feld);
    if (t !== undefined && t < heute) errors[feld] = VERGANGEN;
  }
  pruefeBereich(errors, { liefertermin: termin('liefertermin'), wunschtermin: termin('wunschtermin') });
  if (Object.keys(errors).length > 0) throw fehler(errors);
  const begruendung = gefragt.includes('begruendung') ? (c.body.begruendung ?? undefined) : undefined;
  // Accepting as ordered confirms the wish date as the delivery date.
  const liefertermin = u.aktion === 'bestellungAnnehmen' ? auftrag.wunschLiefertermin : termin('liefertermin');
  const wunschtermin = termin('wunschtermin');
  return [
    {
      type: 'AuftragStatusGeaendert',
      data: {
        aktion: u.aktion,
        von: auftrag.status,
        nach: u.nach,
        ...(liefertermin !== undefined && { liefertermin }),
        ...(wunschtermin !== undefined && { wunschtermin }),
        ...(begruendung !== undefined && { begruendung }),
        ueberToken: c.ueberToken,
      },
    },
  ];
};

const TERMIN_FELDER: readonly TerminFeld[] = ['wunschLiefertermin', 'liefertermin', 'wunschAbholtermin', 'abholtermin'];

const statusErzwingen = (c: StatusErzwingen, state: AuftragState): AuftragEvent[] => {
  const auftrag = bestehenderAuftrag(state, c.akteur);
  if (c.akteur.seite !== 'ADMIN') throw verboten('Nur Administratoren dürfen den Status erzwingen.');
  // A date left out keeps the order's date; null clears it.
  const t = Object.fromEntries(TERMIN_FELDER.map((f) => [f, c[f] === undefined ? auftrag[f] : c[f]])) as Record<TerminFeld, string | null>;
  const errors: Record<string, string> = {};
  // Only the dates the admin sends: a day stored before the bounds existed must not block fixing the order.
  pruefeBereich(errors, Object.fromEntries(TERMIN_FELDER.map((f) => [f, c[f]])));
  for (const f of pflichtTermine(c.status))
    if (!t[f]) errors[f] = `Für den Status „${AUFTRAG_STATUS_TEXT[c.status]}“ ist dieses Datum erforderlich.`;
  if (t.wunschLiefertermin && t.wunschAbholtermin && t.wunschAbholtermin < t.wunschLiefertermin) {
    errors.wunschAbholtermin = 'Der Abholtermin darf nicht vor dem Liefertermin liegen.';
  }
  if (t.liefertermin && t.abholtermin && t.abholtermin < t.liefertermin)
    errors.abholtermin = 'Der Abholtermin darf nicht vor dem Liefertermin liegen.';
  if (Object.keys(errors).length > 0 || !t.wunschLiefertermin) throw fehler(errors);
  const unveraendert = c.status === auftrag.status && TERMIN_FELDER.every((f) => t[f] === auftrag[f]);
  if (unveraendert) return [];
  return [
    { type: 'AuftragStatusErzwungen', data: { von: auftrag.status, nach: c.status, ...t, wunschLiefertermin: t.wunschLiefertermin } },
  ];
};

const kommentarAendern = (c: VorgangsKommentarAendern, state: AuftragState): AuftragEvent[] => {
  const auftrag = bestehenderAuftrag(state, c.akteur);
  // The internal note is the producer's (and staff's), not the disposer's.
  if (c.akteur.seite === 'ENTSORGER') throw verboten('Die interne Notiz kann nur der Erzeuger ändern.');
  const kommentar = c.kommentar.trim() === '' ? null : c.kommentar.trim();
  return kommentar === auftrag.vorgangsKommentar ? [] : [{ type: 'VorgangsKommentarGeaendert', data: { kommentar } }];
};

/** Only an order that still names the discarded disposer changes; a repeated merge finds nothing to do. */
const entsorgerZusammenfuehren = (c: EntsorgerZusammenfuehren, state: AuftragState): AuftragEvent[] => {
  if (istNeu(state) || (state.entsorgerId !== c.vonEntsorgerId && !state.angefragteEntsorgerIds.includes(c.vonEntsorgerId))) return [];
  const { vonEntsorgerId, nachEntsorgerId, zusammenfuehrungId } = c;
  return [{ type: 'EntsorgerZusammengefuehrt', data: { vonEntsorgerId, nachEntsorgerId, zusammenfuehrungId } }];
};

/** A replayed command answers with the order's state: only to somebody who may see that order. */
export const checkAuftragReplay = (command: AuftragCommand, state: AuftragState): void => {
  if ('akteur' in command) bestehenderAuftrag(state, command.akteur);
};

export const decideAuftrag = (command: AuftragCommand, state: AuftragState, ctx: DecideContext): AuftragEvent[] => {
  switch (command.type) {
    case 'AuftragAufgeben':
      return aufgeben(command, state, ctx);
    case 'WorkflowAktionAusfuehren':
      return aktionAusfuehren(command, state, ctx);
    case 'StatusErzwingen':
      return statusErzwingen(command, state);
    case 'VorgangsKommentarAendern':
      return kommentarAendern(command, state);
    case 'EntsorgerZusammenfuehren':
      return entsorgerZusammenfuehren(command, state);
    case 'AngebotAbgeben':
      return angebotAbgeben(command, bestehenderAuftrag(state, command.akteur));
    case 'AngebotAnnehmen':
      return angebotAnnehmen(command, bestehenderAuftrag(state, command.akteur), ctx);
    case 'FolgeauftragBeauftragen':
      return folgeauftragBeauftragen(command, state, ctx);
    case 'HauptauftragAbziehen':
      return hauptauftragAbziehen(command, state);
    default:
      return decideAuftragAenderung(command, state, ctx.jetzt);
  }
};
