import type { z } from 'zod';
import type { AuftragStatus } from '@abfallportal/common/auftrag';
import {
  AUFTRAG_ABGESCHLOSSEN,
  AUFTRAG_LOESCHBAR,
  AUFTRAG_OHNE_PREISAENDERUNG,
  type auftragAendernSchema,
  type auftragNachtragenSchema,
} from '@abfallportal/common/auftragAenderung';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { canAccessAuftrag, canPlaceAuftrag, type AuftragAkteur } from '@abfallportal/common/permissions';
import { imKalenderBereich, MELDUNGEN } from '@abfallportal/common/validation';
import { DomainError, nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { istNeu, type AuftragDaten, type AuftragEvent, type AuftragGeaendert, type AuftragState } from './auftrag';
import type { BestellFakten } from './ports';

/** Staff correct an order (PUT /auftrag/{id}, spec § 6 "Edit an order"). */
export type AuftragAendern = { type: 'AuftragAendern'; akteur: AuftragAkteur } & Partial<z.output<typeof auftragAendernSchema>>;
export type AuftragLoeschen = { type: 'AuftragLoeschen'; akteur: AuftragAkteur };
export type AuftragsbildSetzen = { type: 'AuftragsbildSetzen'; akteur: AuftragAkteur; dateiId: string };
export type AuftragsbildEntfernen = { type: 'AuftragsbildEntfernen'; akteur: AuftragAkteur };
/** Another waste type, or the same one priced anew; `fakten` is loaded by the command service for the new choice. */
export type AbfallartAendern = {
  type: 'AbfallartAendern';
  akteur: AuftragAkteur;
  fraktionId: number;
  abfallschluessel: string;
  fakten?: BestellFakten;
};
/** Containers already on site recorded afterwards (POST /auftrag/nachtrag); facts and number as for placing. */
export type AuftragNachtragen = { type: 'AuftragNachtragen'; akteur: AuftragAkteur; bestellerId: number } & z.output<
  typeof auftragNachtragenSchema
> & { fakten?: BestellFakten & { vorgangsnummer: string | null } };

export type AuftragAenderungCommand =
  AuftragAendern | AuftragLoeschen | AuftragsbildSetzen | AuftragsbildEntfernen | AbfallartAendern | AuftragNachtragen;

const NICHT_GEFUNDEN = 'Der Auftrag wurde nicht gefunden.';

/** Shared with the details page, which offers only what the server would accept. */
export const ABGESCHLOSSEN = AUFTRAG_ABGESCHLOSSEN;
export const LOESCHBAR = AUFTRAG_LOESCHBAR;

export const NICHT_IM_STATUS = (was: string, status: AuftragStatus): string =>
  `${was} ist im Status „${AUFTRAG_STATUS_TEXT[status]}“ nicht möglich.`;

export const PASST_NICHT = 'Fraktion und Abfallschlüssel passen nicht zum Behälter dieses Auftrags.';

const fehler = (errors: Record<string, string>): DomainError => ungueltig(Object.values(errors)[0]!, { errors });

const auftragDesAkteurs = (state: AuftragState, akteur: AuftragAkteur): AuftragDaten => {
  if (istNeu(state) || state.geloescht || !canAccessAuftrag(akteur, state)) throw nichtGefunden(NICHT_GEFUNDEN);
  return state;
};

/** The producer's side (and staff for it): the disposer neither edits, deletes, photographs nor re-prices an order. */
const erzeugerseite = (state: AuftragState, akteur: AuftragAkteur): AuftragDaten => {
  const auftrag = auftragDesAkteurs(state, akteur);
  if (akteur.seite === 'ENTSORGER') throw verboten('Sie dürfen diesen Auftrag nicht ändern.');
  return auftrag;
};

const FELDER = ['wunschLiefertermin', 'wunschAbholtermin', 'lieferterminUnbekannt', 'anzahl', 'kommentar'] as const;

const aendern = (c: AuftragAendern, state: AuftragState): AuftragEvent[] => {
  const auftrag = auftragDesAkteurs(state, c.akteur);
  if (c.akteur.seite !== 'ADMIN') throw verboten('Nur Administratoren und Support dürfen Aufträge bearbeiten.');
  if (ABGESCHLOSSEN.includes(auftrag.status)) throw ungueltig(NICHT_IM_STATUS('Das Bearbeiten', auftrag.status));
  const neu = {
    wunschLiefertermin: c.wunschLiefertermin ?? auftrag.wunschLiefertermin,
    wunschAbholtermin: c.wunschAbholtermin === undefined ? auftrag.wunschAbholtermin : c.wunschAbholtermin,
    lieferterminUnbekannt: c.lieferterminUnbekannt ?? auftrag.lieferterminUnbekannt,
    anzahl: c.anzahl ?? auftrag.anzahl,
    kommentar: c.kommentar === undefined ? auftrag.kommentar : c.kommentar,
  };
  const errors: Record<string, string> = {};
  for (const f of ['wunschLiefertermin', 'wunschAbholtermin'] as const) {
    const tag = c[f];
    if (tag && !imKalenderBereich(tag)) errors[f] = MELDUNGEN.datumBereich;
  }
  if (neu.wunschAbholtermin && neu.wunschAbholtermin < neu.wunschLiefertermin) {
    errors.wunschAbholtermin = 'Der Abholtermin darf nicht vor dem Liefertermin liegen.';
  }
  if (Object.keys(errors).length > 0) throw fehler(errors);
  const data: AuftragGeaendert['data'] = {};
  for (const f of FELDER) if (neu[f] !== auftrag[f]) Object.assign(data, { [f]: neu[f] });
  return Object.keys(data).length === 0 ? [] : [{ type: 'AuftragGeaendert', data }];
};

const loeschen = (c: AuftragLoeschen, state: AuftragState): AuftragEvent[] => {
  const auftrag = erzeugerseite(state, c.akteur);
  if (!LOESCHBAR.includes(auftrag.status)) {
    throw ungueltig(`${NICHT_IM_STATUS('Das Löschen', auftrag.status)} Gelöscht werden können nur stornierte oder abgelehnte Aufträge.`, {
      code: 'aktionNichtMoeglich',
    });
  }
  return [{ type: 'AuftragGeloescht', data: { von: auftrag.status } }];
};

const bildSetzen = (c: AuftragsbildSetzen, state: AuftragState): AuftragEvent[] => {
  erzeugerseite(state, c.akteur);
  return [{ type: 'AuftragsbildGesetzt', data: { dateiId: c.dateiId } }];
};

const bildEntfernen = (c: AuftragsbildEntfernen, state: AuftragState): AuftragEvent[] => {
  const auftrag = erzeugerseite(state, c.akteur);
  if (auftrag.auftragsbild === null) throw nichtGefunden('Es ist kein Foto hinterlegt.');
  return [{ type: 'AuftragsbildEntfernt', data: { dateiId: auftrag.auftragsbild } }];
};

/** Would the decider accept this waste type change? Asked before the price is looked up (the command service). */
export const checkAbfallart = (c: AbfallartAendern, state: AuftragState): AuftragDaten => {
  const auftrag = erzeugerseite(state, c.akteur);
  if (AUFTRAG_OHNE_PREISAENDERUNG.includes(auftrag.status)) throw ungueltig(NICHT_IM_STATUS('Eine neue Preisberechnung', auftrag.status));
  return auftrag;
};

const abfallartAendern = (c: AbfallartAendern, state: AuftragState): AuftragEvent[] => {
  const auftrag = checkAbfallart(c, state);
  if (!c.fakten) throw new Error('AbfallartAendern ohne geladene Fakten (Stammdaten, Preis)');
  // The container stays: the new fraction must allow it (the wizard's container rules), or the facts are null.
  if (!c.fakten.stammdaten) throw fehler({ fraktionId: PASST_NICHT });
  if (c.fakten.stammdaten.gemischt && !auftrag.begruendungGemischt) {
    throw fehler({ fraktionId: 'Gemischte Abfälle brauchen eine Begründung; bitte den Auftrag neu aufgeben.' });
  }
  const leistungId = c.fakten.preis?.leistungId ?? null;
  const geschaetzterPreis = c.fakten.preis?.summeNetto ?? null;
  const gleich =
    c.fraktionId === auftrag.fraktionId &&
    c.abfallschluessel === auftrag.abfallschluessel &&
    leistungId === auftrag.leistungId &&
    geschaetzterPreis === auftrag.geschaetzterPreis;
  if (gleich) return [];
  return [
    {
      type: 'AbfallartGeaendert',
      data: {
        fraktionId: c.fraktionId,
        abfallschluessel: c.abfallschluessel,
        leistungId,
        geschaetzterPreis,
        vorherFraktionId: auftrag.fraktionId,
        vorherAbfallschluessel: auftrag.abfallschluessel,
        vorherLeistungId: auftrag.leistungId,
        vorherGeschaetzterPreis: auftrag.geschaetzterPreis,
      },
    },
  ];
};

/** Would the decider accept this retroactive entry? Asked before the order number is drawn. */
export const checkNachtrag = (c: AuftragNachtragen, state: AuftragState, jetzt: Date): void => {
  if (!istNeu(state)) throw new DomainError('konflikt', 'Dieser Auftrag wurde bereits erfasst.');
  if (!canPlaceAuftrag(c.akteur, c.erzeugerId)) throw verboten('Sie dürfen für diesen Erzeuger keine Behälter nachtragen.');
  if (!c.fakten) throw new Error('AuftragNachtragen ohne geladene Fakten (Stammdaten, Preis)');
  if (!c.fakten.stammdaten) throw ungueltig('Anfallstelle, Abfall, Behälter oder Entsorger passen nicht zu diesem Erzeuger.');
  const errors: Record<string, string> = {};
  if (!imKalenderBereich(c.liefertermin)) errors.liefertermin = MELDUNGEN.datumBereich;
  else if (c.liefertermin > heuteInBerlin(jetzt)) errors.liefertermin = 'Ein nachgetragener Behälter muss bereits geliefert sein.';
  if (c.fakten.stammdaten.gemischt && !c.begruendungGemischt) errors.begruendungGemischt = 'Gemischte Abfälle brauchen eine Begründung.';
  if (Object.keys(errors).length > 0) throw fehler(errors);
};

const nachtragen = (c: AuftragNachtragen, state: AuftragState, jetzt: Date): AuftragEvent[] => {
  checkNachtrag(c, state, jetzt);
  const { stammdaten, preis, vorgangsnummer } = c.fakten!;
  if (!stammdaten || !vorgangsnummer) throw new Error('AuftragNachtragen ohne Vorgangsnummer');
  return [
    {
      type: 'AuftragNachgetragen',
      data: {
        vorgangsnummer,
        auftragsart: 'BEHAELTERSTELLUNG',
        status: 'VOR_ORT',
        erzeugerId: c.erzeugerId,
        anfallstelleId: c.anfallstelleId,
        entsorgerId: c.entsorgerId,
        fraktionId: c.fraktionId,
        abfallschluessel: c.abfallschluessel,
        behaelterId: c.behaelterId,
        behaelterBezeichnung: stammdaten.behaelterBezeichnung,
        anzahl: c.anzahl,
        // A container on site was wished and delivered the same day, as far as anyone knows afterwards.
        wunschLiefertermin: c.liefertermin,
        liefertermin: c.liefertermin,
        wunschAbholtermin: null,
        lieferterminUnbekannt: false,
        kommentar: c.kommentar,
        begruendungGemischt: stammdaten.gemischt ? c.begruendungGemischt : null,
        ohnePreisBestaetigt: false,
        leistungId: preis?.leistungId ?? null,
        geschaetzterPreis: preis?.summeNetto ?? null,
        bestellerId: c.bestellerId,
        angefragteEntsorgerIds: [],
        freigeberId: null,
        hauptauftragId: null,
      },
    },
  ];
};

export const decideAuftragAenderung = (c: AuftragAenderungCommand, state: AuftragState, jetzt: Date): AuftragEvent[] => {
  switch (c.type) {
    case 'AuftragAendern':
      return aendern(c, state);
    case 'AuftragLoeschen':
      return loeschen(c, state);
    case 'AuftragsbildSetzen':
      return bildSetzen(c, state);
    case 'AuftragsbildEntfernen':
      return bildEntfernen(c, state);
    case 'AbfallartAendern':
      return abfallartAendern(c, state);
    case 'AuftragNachtragen':
      return nachtragen(c, state, jetzt);
  }
};
