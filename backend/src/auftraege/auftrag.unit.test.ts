import { fold } from '../platform/decider/decider';
import { testContext } from '../platform/decider/givenWhenThen';
import { readAuftragEvent, type AuftragEvent, type AuftragState } from './auftrag';
import { auftragAggregate } from './auftragAggregate';
import type { AuftragCommand } from './auftragDecide';
import { aktion, aufgeben } from './auftragTestdaten';

const decider = auftragAggregate.decider;

/** Runs commands one after another like the command handler does, returning state and events. */
const ablauf = (commands: AuftragCommand[]) =>
  commands.reduce<{ state: AuftragState; events: AuftragEvent[] }>(
    ({ state, events }, command) => {
      const neu = decider.decide(command, state, testContext());
      return { state: neu.reduce(decider.evolve, state), events: [...events, ...neu] };
    },
    { state: decider.initialState(), events: [] },
  );

describe('the order from placing to closing', () => {
  const body = { begruendung: null, kommentar: null };
  const { state, events } = ablauf([
    aufgeben(),
    aktion('bestellungAnnehmenAenderungLiefertermin', 'ENTSORGER', { body: { ...body, liefertermin: '2026-11-26' } }),
    aktion('anlieferungStarten', 'ENTSORGER'),
    aktion('behaelterGestellt', 'ENTSORGER'),
    // The removal is a follow-up order; once it is done, the process manager moves this order to billing.
    { type: 'HauptauftragAbziehen', folgeauftragId: 'f1' },
    aktion('auftragAbschliessen', 'ADMIN'),
  ]);

  it('ends closed with the dates agreed on the way', () => {
    expect(state).toMatchObject({
      status: 'AUFTRAG_ABGESCHLOSSEN',
      wunschLiefertermin: '2026-11-24',
      liefertermin: '2026-11-26',
      vorgangsnummer: 'V-2026-000123',
    });
  });

  it('folds to the same state from the stored events, read back through the reader', () => {
    const gelesen = events.map((e) => readAuftragEvent({ type: e.type, data: JSON.parse(JSON.stringify(e.data)), schemaVersion: 1 }));
    expect(fold(decider, gelesen)).toEqual(state);
  });
});

describe('evolve', () => {
  it('keeps the reason of a rejection', () => {
    const { state } = ablauf([
      aufgeben(),
      aktion('bestellungAblehnen', 'ENTSORGER', { body: { begruendung: 'Keine Kapazität', kommentar: null } }),
    ]);
    expect(state).toMatchObject({ status: 'BESTELLUNG_ABGELEHNT', ablehnungsgrund: 'Keine Kapazität' });
  });

  it('takes every date from a forced change', () => {
    const { state } = ablauf([
      aufgeben(),
      {
        type: 'StatusErzwingen',
        akteur: { seite: 'ADMIN', erzeugerId: null, entsorgerId: null },
        status: 'IN_ABHOLUNG',
        liefertermin: '2026-11-25',
        wunschAbholtermin: '2026-12-01',
      },
    ]);
    expect(state).toMatchObject({ status: 'IN_ABHOLUNG', liefertermin: '2026-11-25', wunschAbholtermin: '2026-12-01', abholtermin: null });
  });
});

describe('readAuftragEvent', () => {
  it('refuses data that does not fit the event', () => {
    expect(() =>
      readAuftragEvent({
        type: 'AuftragStatusGeaendert',
        data: { aktion: 'x', von: 'GIBTS_NICHT', nach: 'VOR_ORT', ueberToken: false },
        schemaVersion: 1,
      }),
    ).toThrow();
  });

  it('refuses unknown event types and versions newer than this code', () => {
    expect(() => readAuftragEvent({ type: 'AuftragVerschwunden', data: {}, schemaVersion: 1 })).toThrow(/Unknown Auftrag event type/);
    expect(() => readAuftragEvent({ type: 'VorgangsKommentarGeaendert', data: { kommentar: null }, schemaVersion: 2 })).toThrow(
      /schema version 2/,
    );
  });
});
