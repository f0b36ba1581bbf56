import type { AuftragStatus } from '@abfallportal/common/auftrag';
import type { AnfrageAbgelehnt, AngebotAbgegeben, AngebotAngenommen, AuftragAufgegeben, AuftragEvent } from './auftragEvents';

// The events live in auftragEvents.ts; importers of the order's domain keep reading them from here.
export * from './auftragEvents';

/** One asked disposer's answer to an offer request, as the order keeps it (the offers' details stay in the events). */
export type AngebotsAntwort = { entsorgerId: number; art: 'ANGEBOT' | 'ABLEHNUNG'; preis: number | null; angebotsnummer: string | null };

export type AuftragDaten = Omit<AuftragAufgegeben['data'], 'status'> & {
  status: AuftragStatus;
  liefertermin: string | null;
  abholtermin: string | null;
  ablehnungsgrund: string | null;
  vorgangsKommentar: string | null;
  angebote: AngebotsAntwort[];
  /** The order photo's file id (AuftragsbildGesetzt), null without one. */
  auftragsbild: string | null;
  /** Deleted (AuftragGeloescht): every command answers "not found"; read models drop the order. */
  geloescht?: true;
};
export type AuftragState = { status: 'NEU' } | AuftragDaten;

export const istNeu = (state: AuftragState): state is { status: 'NEU' } => state.status === 'NEU';

export const initialAuftragState = (): AuftragState => ({ status: 'NEU' });

/** The removal date the producer wishes belongs to the order once a removal is ordered. */
const setztWunschAbholtermin = (nach: AuftragStatus): boolean => nach === 'IN_ABHOLUNG' || nach.startsWith('BEHAELTERABZUG_');

export const evolveAuftrag = (state: AuftragState, event: AuftragEvent): AuftragState => {
  if (event.type === 'AuftragAufgegeben') {
    return {
      ...event.data,
      liefertermin: null,
      abholtermin: null,
      ablehnungsgrund: null,
      vorgangsKommentar: null,
      angebote: [],
      auftragsbild: null,
    };
  }
  if (event.type === 'AuftragNachgetragen') {
    return { ...event.data, abholtermin: null, ablehnungsgrund: null, vorgangsKommentar: null, angebote: [], auftragsbild: null };
  }
  // Every later event is decided on an existing order (decide refuses otherwise).
  if (istNeu(state)) return state;
  switch (event.type) {
    case 'AuftragStatusGeaendert': {
      const e = event.data;
      return {
        ...state,
        status: e.nach,
        liefertermin: e.liefertermin ?? state.liefertermin,
        // A follow-up order re-dated by the disposer: its service day is the new one.
        wunschLiefertermin:
          e.wunschtermin && state.hauptauftragId !== null && e.nach.endsWith('_AENDERUNG_WUNSCHTERMIN')
            ? e.wunschtermin
            : state.wunschLiefertermin,
        wunschAbholtermin: e.wunschtermin && setztWunschAbholtermin(e.nach) ? e.wunschtermin : state.wunschAbholtermin,
        ablehnungsgrund: e.nach === 'BESTELLUNG_ABGELEHNT' ? (e.begruendung ?? null) : state.ablehnungsgrund,
      };
    }
    case 'AuftragStatusErzwungen': {
      const { nach, wunschLiefertermin, liefertermin, wunschAbholtermin, abholtermin } = event.data;
      return { ...state, status: nach, wunschLiefertermin, liefertermin, wunschAbholtermin, abholtermin };
    }
    case 'VorgangsKommentarGeaendert':
      return { ...state, vorgangsKommentar: event.data.kommentar };
    case 'EntsorgerZusammengefuehrt': {
      // An offer request names the kept disposer among the asked ones and in their answers, too.
      const { vonEntsorgerId: von, nachEntsorgerId: nach } = event.data;
      const ersetzt = (id: number) => (id === von ? nach : id);
      return {
        ...state,
        entsorgerId: state.entsorgerId === von ? nach : state.entsorgerId,
        angefragteEntsorgerIds: state.angefragteEntsorgerIds.map(ersetzt),
        angebote: state.angebote.map((a) => ({ ...a, entsorgerId: ersetzt(a.entsorgerId) })),
      };
    }
    case 'AuftragGeaendert':
      return { ...state, ...event.data };
    case 'AuftragGeloescht':
      return { ...state, geloescht: true };
    case 'AuftragsbildGesetzt':
      return { ...state, auftragsbild: event.data.dateiId };
    case 'AuftragsbildEntfernt':
      return { ...state, auftragsbild: null };
    case 'AbfallartGeaendert': {
      const { fraktionId, abfallschluessel, leistungId, geschaetzterPreis } = event.data;
      return { ...state, fraktionId, abfallschluessel, leistungId, geschaetzterPreis };
    }
    case 'AngebotAbgegeben':
    case 'AnfrageAbgelehnt':
    case 'AngebotAngenommen':
      return evolveAngebot(state, event);
  }
};

/** The first offer puts the request before the customer; when every asked disposer declined, it ends. */
const evolveAngebot = (state: AuftragDaten, event: AngebotAbgegeben | AnfrageAbgelehnt | AngebotAngenommen): AuftragDaten => {
  switch (event.type) {
    case 'AngebotAbgegeben':
      return {
        ...state,
        status: state.status === 'WARTEN_AUF_ANGEBOT' ? 'ANGEBOT_AN_KUNDEN' : state.status,
        angebote: [
          ...state.angebote,
          { entsorgerId: event.data.entsorgerId, art: 'ANGEBOT', preis: event.data.preis, angebotsnummer: event.data.angebotsnummer },
        ],
      };
    case 'AnfrageAbgelehnt': {
      const angebote = [
        ...state.angebote,
        { entsorgerId: event.data.entsorgerId, art: 'ABLEHNUNG' as const, preis: null, angebotsnummer: null },
      ];
      const alleAbgelehnt =
        state.angefragteEntsorgerIds.every((id) => angebote.some((a) => a.entsorgerId === id)) &&
        angebote.every((a) => a.art === 'ABLEHNUNG');
      return { ...state, status: alleAbgelehnt ? 'ANFRAGE_ABGELEHNT' : state.status, angebote };
    }
    case 'AngebotAngenommen':
      return {
        ...state,
        status: event.data.freigeberId === null ? 'BESTELLUNG' : 'BESTELLUNG_ZUR_FREIGABE',
        freigeberId: event.data.freigeberId ?? state.freigeberId,
        bestellerId: event.data.annehmenderId ?? state.bestellerId,
        entsorgerId: event.data.entsorgerId,
        geschaetzterPreis: event.data.preis,
        wunschLiefertermin: event.data.wunschtermin,
      };
  }
};
