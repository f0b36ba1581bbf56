import type { Scope } from './scopeOf';

/** The side a person acts for on an order: the producer, the order's disposer, or admin/support staff. */
export type AuftragSeite = 'ERZEUGER' | 'ENTSORGER' | 'ADMIN';

/** Who acts on an order, as the session (or a disposer's token link) knows them. */
export type AuftragAkteur = { seite: AuftragSeite; erzeugerId: number | null; entsorgerId: number | null };

/**
 * Statuses in which an order is still the producer's own business: waiting for its internal approval,
 * or withdrawn or refused before it (issue 28). The order's disposer sees it from the moment it is sent.
 */
export const AUFTRAG_NICHT_VERSANDT: readonly string[] = ['BESTELLUNG_ZUR_FREIGABE', 'AUFTRAG_STORNIERT_VOR_FREIGABE'];

/**
 * How one person sees one order (issue 28): `voll` for staff and the producer; `auftragnehmer` for the
 * disposer the order was sent to; `angefragt` for a disposer asked for an offer that has not (or not
 * yet) been given the order: it sees the request and its own answer, nothing of the other disposers.
 */
export type AuftragSicht =
  | { art: 'voll' }
  /** `beantwortet`: the disposer's own offer or decline is in (an offer request is answered once). */
  | { art: 'auftragnehmer' | 'angefragt'; entsorgerId: number; beantwortet: boolean };

/** The order as far as who sees it depends on it (`status` absent: a record that is not an order's, e.g. a receipt). */
export type AuftragZugang = {
  erzeugerId: number;
  entsorgerId: number | null;
  angefragteEntsorgerIds?: readonly number[];
  status?: string;
  /** The answers to an offer request so far (who offered or declined). */
  angebote?: readonly { entsorgerId: number }[];
};

/** This person's view of this order, or null when the order is not theirs to see (callers answer "not found"). */
export const auftragSicht = (akteur: AuftragAkteur, auftrag: AuftragZugang): AuftragSicht | null => {
  switch (akteur.seite) {
    case 'ADMIN':
      return { art: 'voll' };
    case 'ERZEUGER':
      return akteur.erzeugerId !== null && akteur.erzeugerId === auftrag.erzeugerId ? { art: 'voll' } : null;
    case 'ENTSORGER': {
      const id = akteur.entsorgerId;
      if (id === null) return null;
      const versandt = auftrag.status === undefined || !AUFTRAG_NICHT_VERSANDT.includes(auftrag.status);
      const beantwortet = (auftrag.angebote ?? []).some((a) => a.entsorgerId === id);
      if (id === auftrag.entsorgerId && versandt) return { art: 'auftragnehmer', entsorgerId: id, beantwortet };
      // A disposer asked for an offer sees the request (issue 18), also after another offer won.
      return (auftrag.angefragteEntsorgerIds ?? []).includes(id) ? { art: 'angefragt', entsorgerId: id, beantwortet } : null;
    }
  }
};

/**
 * May this person see and act on this order? Staff see every order; a producer only its own
 * orders; a disposer only the orders sent to it and the offer requests it was asked for. Callers
 * answer "not found" when this is false, so an order of another tenant does not reveal that it exists.
 */
export const canAccessAuftrag = (akteur: AuftragAkteur, auftrag: AuftragZugang): boolean => auftragSicht(akteur, auftrag) !== null;

/** What a view shows of an order beyond the order itself (issue 28: another company's data stays its own). */
export const auftragSichtbar = (sicht: AuftragSicht) => ({
  /** The producer's internal matters: internal note, approver. (The order photo shows the place: every disposer asked sees it.) */
  intern: sicht.art === 'voll',
  /** Who was given the order, at what price, under which customer number; its follow-up orders. */
  vergabe: sicht.art !== 'angefragt',
  /** The other disposers asked for an offer: their names and how many answered. */
  andereEntsorger: sicht.art === 'voll',
});

/** The answers to an offer request, which every asked disposer gives; any other disposer action is the order's disposer's. */
const ANGEBOTS_AKTIONEN: readonly string[] = ['angebotabgeben', 'anfrageAblehnen'];

/**
 * What keeps a disposer with this view from an action (issue 28), or null when nothing does: the order
 * is another's (`anderer`: an asked disposer does not confirm another's order), or the request is
 * answered already (`beantwortet`: one offer or one decline per asked disposer).
 */
export const entsorgerAktionsHindernis = (sicht: AuftragSicht, aktion: string): 'anderer' | 'beantwortet' | null => {
  if (sicht.art === 'auftragnehmer') return null;
  if (sicht.art === 'angefragt' && ANGEBOTS_AKTIONEN.includes(aktion)) return sicht.beantwortet ? 'beantwortet' : null;
  return 'anderer';
};

/** May a disposer with this view take this action now? */
export const darfAlsEntsorgerHandeln = (sicht: AuftragSicht, aktion: string): boolean => entsorgerAktionsHindernis(sicht, aktion) === null;

/** Whose offers this view reads: every disposer's (null), or a disposer only its own (its PDF included). */
export const angeboteDerSicht = (sicht: AuftragSicht): number | null => (sicht.art === 'voll' ? null : sicht.entsorgerId);

/** Orders are placed by the producer for itself or by staff on its behalf; disposers only answer them. */
export const canPlaceAuftrag = (akteur: AuftragAkteur, erzeugerId: number): boolean =>
  akteur.seite !== 'ENTSORGER' && canAccessAuftrag(akteur, { erzeugerId, entsorgerId: null });

/** Staff may also act for the producer (they work on its behalf), but disposer answers stay the disposer's. */
export const canActForSeite = (akteur: AuftragAkteur, seite: AuftragSeite): boolean =>
  akteur.seite === seite || (akteur.seite === 'ADMIN' && seite === 'ERZEUGER');

/**
 * The side a user acts for in an event-sourced area (orders, receipts), from its scope: staff who reach
 * everything, a disposer's user, or a producer's user; null when nothing of the area is theirs (403).
 */
export const akteurAusScope = (scope: Scope): AuftragAkteur | null => {
  switch (scope.type) {
    case 'alle':
      return { seite: 'ADMIN', erzeugerId: null, entsorgerId: null };
    case 'entsorger':
      return { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: scope.entsorgerId };
    case 'erzeuger':
      return { seite: 'ERZEUGER', erzeugerId: scope.erzeugerId, entsorgerId: null };
    case 'keiner':
      return null;
  }
};

/**
 * Who decides an order waiting for approval (BESTELLUNG_ZUR_FREIGABE, spec § 4 and § 6): the approver
 * the orderer chose approves or rejects it, nobody their own order; only the orderer withdraws it.
 * Staff may do all three (they act for the producer). Any other action is not decided here.
 */
export const darfFreigabeAktion = (
  aktion: string,
  akteur: AuftragAkteur,
  benutzerId: number | undefined,
  auftrag: { bestellerId: number; freigeberId: number | null },
): boolean => {
  if (akteur.seite === 'ADMIN') return true;
  if (aktion === 'stornieren') return benutzerId !== undefined && benutzerId === auftrag.bestellerId;
  if (aktion === 'bestellungFreigeben' || aktion === 'freigabeAblehnen')
    return benutzerId !== undefined && benutzerId !== auftrag.bestellerId && benutzerId === auftrag.freigeberId;
  return true;
};
