import {
  BELEG_MELDUNGEN,
  BELEG_STATUS_TEXT,
  pruefeBeleg,
  type BelegFelder,
  type BelegHerkunft,
  type BelegQuelle,
  type BelegStatus,
} from '@abfallportal/common/beleg';
import { canAccessBeleg, canCheckBeleg, type BelegAkteur } from '@abfallportal/common/permissions';
import type { Aggregate } from '../platform/decider/commandHandler';
import type { DecideContext } from '../platform/decider/decider';
import { DomainError, nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { BELEG_SCHEMA_VERSION, evolveBeleg, initialBelegState, readBelegEvent, type BelegEvent, type BelegState } from './beleg';

export type BelegErfassenBefehl = {
  type: 'BelegErfassen';
  akteur: BelegAkteur;
  erzeugerId: number;
  entsorgerId: number;
  herkunft: BelegHerkunft;
  quelle: BelegQuelle;
  felder: BelegFelder;
  datei: { id: string; name: string; typ: string } | null;
  /** The e-invoice reader's German reason when it refused the file (kept as a draft). */
  leseFehler?: string | null;
};
export type BelegAendern = { type: 'BelegAendern'; akteur: BelegAkteur; felder: BelegFelder };
/** `auftraege`: the orders as the command service loaded them (facts, never read by the decider itself). */
export type BelegZuordnen = {
  type: 'BelegZuordnen';
  akteur: BelegAkteur;
  auftraege: { id: string; vorgangsnummer: string; erzeugerId: number; entsorgerId: number | null }[];
};
export type BelegPruefen = { type: 'BelegPruefen'; akteur: BelegAkteur };
export type BelegFreigeben = { type: 'BelegFreigeben'; akteur: BelegAkteur };
export type BelegAlsFehlerhaftAblehnen = { type: 'BelegAlsFehlerhaftAblehnen'; akteur: BelegAkteur; begruendung: string };
export type BelegLoeschen = { type: 'BelegLoeschen'; akteur: BelegAkteur };

export type BelegCommand =
  BelegErfassenBefehl | BelegAendern | BelegZuordnen | BelegPruefen | BelegFreigeben | BelegAlsFehlerhaftAblehnen | BelegLoeschen;

export const BELEG_MELDUNG = {
  schonErfasst: 'Dieser Beleg ist schon erfasst.',
  nurPruefer: 'Belege prüft der Erzeuger oder der Support, nicht der Entsorger.',
  nichtImStatus: (aktion: string, status: BelegStatus) => `${aktion} ist im Status „${BELEG_STATUS_TEXT[status]}“ nicht möglich.`,
  fremderAuftrag: 'Der Auftrag gehört nicht zu Erzeuger und Entsorger des Belegs.',
  fremderErzeuger: 'Belege kann man nur für den eigenen Erzeuger erfassen.',
  fremderEntsorger: 'Ein Entsorger erfasst nur seine eigenen Belege.',
} as const;

/** Which statuses each action starts from (the receipt lifecycle, docs/decisions.md „Belege“). */
export const BELEG_UEBERGAENGE: Record<Exclude<BelegCommand['type'], 'BelegErfassen'>, { von: readonly BelegStatus[]; label: string }> = {
  BelegAendern: { von: ['ERFASST', 'ZUGEORDNET', 'GEPRUEFT'], label: 'Ändern' },
  BelegZuordnen: { von: ['ERFASST', 'ZUGEORDNET', 'GEPRUEFT'], label: 'Zuordnen' },
  BelegPruefen: { von: ['ZUGEORDNET'], label: 'Prüfen' },
  BelegFreigeben: { von: ['GEPRUEFT'], label: 'Freigeben' },
  BelegAlsFehlerhaftAblehnen: { von: ['ERFASST', 'ZUGEORDNET', 'GEPRUEFT'], label: 'Als fehlerhaft ablehnen' },
  BelegLoeschen: { von: ['ERFASST', 'ZUGEORDNET', 'GEPRUEFT', 'FEHLERHAFT'], label: 'Löschen' },
};

/** Refuses whoever may not see the receipt (404, so nothing leaks), also before a replay answers. */
export const checkBelegReplay = (command: BelegCommand, state: BelegState): void => {
  if (command.type === 'BelegErfassen') return;
  if (state.status === 'NEU' || state.status === 'GELOESCHT' || !canAccessBeleg(command.akteur, state))
    throw nichtGefunden(BELEG_MELDUNGEN.nichtGefunden);
};

/** The receipt decider (pure): the lifecycle ERFASST → ZUGEORDNET → GEPRUEFT → FREIGEGEBEN, FEHLERHAFT, GELOESCHT. */
export function decideBeleg(command: BelegCommand, state: BelegState, _ctx: DecideContext): BelegEvent[] {
  if (command.type === 'BelegErfassen') {
    if (state.status !== 'NEU') throw new DomainError('konflikt', BELEG_MELDUNG.schonErfasst);
    const a = command.akteur;
    if (a.seite === 'ERZEUGER' && a.erzeugerId !== command.erzeugerId) throw verboten(BELEG_MELDUNG.fremderErzeuger);
    if (a.seite === 'ENTSORGER' && a.entsorgerId !== command.entsorgerId) throw verboten(BELEG_MELDUNG.fremderEntsorger);
    return [
      {
        type: 'BelegErfasst',
        data: {
          erzeugerId: command.erzeugerId,
          entsorgerId: command.entsorgerId,
          herkunft: command.herkunft,
          quelle: command.quelle,
          felder: command.felder,
          datei: command.datei,
          // Only an unreadable e-invoice carries the field (receipts captured otherwise keep their events as before).
          ...(command.leseFehler ? { leseFehler: command.leseFehler } : {}),
        },
      },
    ];
  }
  checkBelegReplay(command, state);
  const von = state.status as BelegStatus;
  const regel = BELEG_UEBERGAENGE[command.type];
  // The disposer corrects or withdraws its own receipt while it is only captured; the check is the producer's.
  const entsorgerDarf = (command.type === 'BelegAendern' || command.type === 'BelegLoeschen') && von === 'ERFASST';
  if (!canCheckBeleg(command.akteur) && !entsorgerDarf) throw verboten(BELEG_MELDUNG.nurPruefer);
  if (!regel.von.includes(von)) throw ungueltig(BELEG_MELDUNG.nichtImStatus(regel.label, von));
  switch (command.type) {
    case 'BelegAendern':
      return [{ type: 'BelegGeaendert', data: { felder: command.felder, von, nach: von === 'GEPRUEFT' ? 'ZUGEORDNET' : von } }];
    case 'BelegZuordnen': {
      if (command.auftraege.length === 0) throw ungueltig(BELEG_MELDUNGEN.auftraege, { errors: { auftragIds: BELEG_MELDUNGEN.auftraege } });
      const fremd = command.auftraege.find((o) => o.erzeugerId !== state.erzeugerId || o.entsorgerId !== state.entsorgerId);
      if (fremd) throw ungueltig(BELEG_MELDUNG.fremderAuftrag, { errors: { auftragIds: BELEG_MELDUNG.fremderAuftrag } });
      const auftraege = command.auftraege.map((o) => ({ id: o.id, vorgangsnummer: o.vorgangsnummer }));
      return [{ type: 'BelegZugeordnet', data: { auftraege, von } }];
    }
    case 'BelegPruefen': {
      const fehler = pruefeBeleg({ ...state.felder!, entsorgerId: state.entsorgerId, auftragIds: state.auftraege.map((o) => o.id) });
      if (Object.keys(fehler).length > 0) throw ungueltig(BELEG_MELDUNGEN.unvollstaendig, { errors: fehler });
      return [{ type: 'BelegGeprueft', data: { von } }];
    }
    case 'BelegFreigeben':
      return [{ type: 'BelegFreigegeben', data: { von } }];
    case 'BelegAlsFehlerhaftAblehnen': {
      const begruendung = command.begruendung.trim();
      if (!begruendung) throw ungueltig(BELEG_MELDUNGEN.begruendung, { errors: { begruendung: BELEG_MELDUNGEN.begruendung } });
      return [
        {
          type: 'BelegAlsFehlerhaftAbgelehnt',
          data: {
            von,
            begruendung,
            erzeugerId: state.erzeugerId,
            entsorgerId: state.entsorgerId,
            typ: state.felder!.typ,
            nummer: state.felder!.nummer,
          },
        },
      ];
    }
    case 'BelegLoeschen':
      return [{ type: 'BelegGeloescht', data: { von } }];
  }
}

/** The receipt aggregate for the command handler: one stream per receipt, `beleg-<uuid>`. */
export const belegAggregate: Aggregate<BelegCommand, BelegEvent, BelegState> = {
  decider: { initialState: initialBelegState, evolve: evolveBeleg, decide: decideBeleg },
  readEvent: readBelegEvent,
  streamName: (id) => `beleg-${id}`,
  schemaVersion: BELEG_SCHEMA_VERSION,
  checkReplay: checkBelegReplay,
};
