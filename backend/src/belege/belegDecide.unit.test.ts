import { belegFelderSchema } from '@abfallportal/common/beleg';
import type { BelegAkteur } from '@abfallportal/common/permissions';
import { given } from '../platform/decider/givenWhenThen';
import type { BelegEvent } from './beleg';
import { belegAggregate, type BelegCommand } from './belegDecide';

const decider = belegAggregate.decider;
const ERZEUGER: BelegAkteur = { seite: 'ERZEUGER', erzeugerId: 1, entsorgerId: null };
const FREMDER: BelegAkteur = { seite: 'ERZEUGER', erzeugerId: 2, entsorgerId: null };
const ENTSORGER: BelegAkteur = { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: 5 };
const ANDERER_ENTSORGER: BelegAkteur = { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: 6 };
const ADMIN: BelegAkteur = { seite: 'ADMIN', erzeugerId: null, entsorgerId: null };

const felder = belegFelderSchema.parse({
  typ: 'rechnung',
  nummer: 'RE-1',
  datum: '2026-11-01',
  empfaenger: 'Musterbau GmbH',
  anfallstelleId: 3,
  leistungVon: '2026-10-01',
  leistungBis: '2026-10-31',
  summe: 100,
  positionen: [
    {
      abfallschluessel: '17 01 07',
      menge: '2,5',
      einheit: 't',
      behaelterkategorie: 'Absetzmulde',
      behaelter: 'Absetzmulde 7 m3',
      behaelterAnzahl: 1,
      rhythmus: 'ENTSORGUNG',
      entsorgungsverfahren: 'R5',
      verbleibsanlageId: 9,
    },
  ],
});
const AUFTRAG = { id: '00000000-0000-4000-8000-00000000000a', vorgangsnummer: 'V-2026-000001' };

const erfasst: BelegEvent = {
  type: 'BelegErfasst',
  data: { erzeugerId: 1, entsorgerId: 5, herkunft: 'MANUELL', quelle: 'UPLOAD', felder, datei: null },
};
const zugeordnet: BelegEvent = { type: 'BelegZugeordnet', data: { auftraege: [AUFTRAG], von: 'ERFASST' } };
const geprueft: BelegEvent = { type: 'BelegGeprueft', data: { von: 'ZUGEORDNET' } };
const freigegeben: BelegEvent = { type: 'BelegFreigegeben', data: { von: 'GEPRUEFT' } };
const geloescht: BelegEvent = { type: 'BelegGeloescht', data: { von: 'ERFASST' } };

const zuordnen = (akteur: BelegAkteur = ERZEUGER, erzeugerId = 1, entsorgerId: number | null = 5): BelegCommand => ({
  type: 'BelegZuordnen',
  akteur,
  auftraege: [{ ...AUFTRAG, erzeugerId, entsorgerId }],
});

describe('decideBeleg: capture', () => {
  const erfassen = (akteur: BelegAkteur): BelegCommand => ({
    type: 'BelegErfassen',
    akteur,
    erzeugerId: 1,
    entsorgerId: 5,
    herkunft: 'MANUELL',
    quelle: 'UPLOAD',
    felder,
    datei: null,
  });
  it('the producer, the sending disposer and staff capture a receipt', () => {
    given(decider).when(erfassen(ERZEUGER)).then([erfasst]);
    given(decider).when(erfassen(ENTSORGER)).then([erfasst]);
    given(decider).when(erfassen(ADMIN)).then([erfasst]);
  });
  it('refuses another producer, another disposer, and a second capture', () => {
    given(decider).when(erfassen(FREMDER)).thenRefused('verboten');
    given(decider).when(erfassen(ANDERER_ENTSORGER)).thenRefused('verboten');
    given(decider, [erfasst]).when(erfassen(ERZEUGER)).thenRefused('konflikt');
  });
});

describe('decideBeleg: assign → check → approve', () => {
  it('assigns to orders of the same producer and disposer', () => {
    given(decider, [erfasst]).when(zuordnen()).then([zugeordnet]);
  });
  it('refuses an order of another producer or disposer, and no order at all', () => {
    given(decider, [erfasst])
      .when(zuordnen(ERZEUGER, 2))
      .thenRefused('ungueltig', /gehört nicht/);
    given(decider, [erfasst])
      .when(zuordnen(ERZEUGER, 1, 6))
      .thenRefused('ungueltig', /gehört nicht/);
    given(decider, [erfasst]).when({ type: 'BelegZuordnen', akteur: ERZEUGER, auftraege: [] }).thenRefused('ungueltig');
  });
  it('the disposer does not assign, check or approve', () => {
    given(decider, [erfasst]).when(zuordnen(ENTSORGER)).thenRefused('verboten');
    given(decider, [erfasst, zugeordnet]).when({ type: 'BelegPruefen', akteur: ENTSORGER }).thenRefused('verboten');
    given(decider, [erfasst, zugeordnet, geprueft]).when({ type: 'BelegFreigeben', akteur: ENTSORGER }).thenRefused('verboten');
  });
  it('checks a complete assigned receipt', () => {
    given(decider, [erfasst, zugeordnet]).when({ type: 'BelegPruefen', akteur: ERZEUGER }).then([geprueft]);
  });
  it('refuses the check of a receipt that is not assigned or not complete, with the field errors', () => {
    given(decider, [erfasst])
      .when({ type: 'BelegPruefen', akteur: ERZEUGER })
      .thenRefused('ungueltig', /Prüfen ist im Status „Erfasst“/);
    const ohneMenge: BelegEvent = {
      type: 'BelegGeaendert',
      data: { felder: { ...felder, positionen: [] }, von: 'ZUGEORDNET', nach: 'ZUGEORDNET' },
    };
    given(decider, [erfasst, zugeordnet, ohneMenge])
      .when({ type: 'BelegPruefen', akteur: ERZEUGER })
      .thenRefused('ungueltig', /unvollständig/);
  });
  it('approves a checked receipt, and only that', () => {
    given(decider, [erfasst, zugeordnet, geprueft]).when({ type: 'BelegFreigeben', akteur: ADMIN }).then([freigegeben]);
    given(decider, [erfasst, zugeordnet]).when({ type: 'BelegFreigeben', akteur: ERZEUGER }).thenRefused('ungueltig');
    given(decider, [erfasst, zugeordnet, geprueft, freigegeben])
      .when({ type: 'BelegFreigeben', akteur: ERZEUGER })
      .thenRefused('ungueltig');
  });
  it('an approved receipt is final: no edit, assignment, rejection or deletion', () => {
    const past = [erfasst, zugeordnet, geprueft, freigegeben];
    given(decider, past).when({ type: 'BelegAendern', akteur: ERZEUGER, felder }).thenRefused('ungueltig');
    given(decider, past).when(zuordnen()).thenRefused('ungueltig');
    given(decider, past).when({ type: 'BelegAlsFehlerhaftAblehnen', akteur: ERZEUGER, begruendung: 'x' }).thenRefused('ungueltig');
    given(decider, past).when({ type: 'BelegLoeschen', akteur: ERZEUGER }).thenRefused('ungueltig');
  });
});

describe('decideBeleg: edit, reject, delete, access', () => {
  it('an edit of a checked receipt voids the check', () => {
    given(decider, [erfasst, zugeordnet, geprueft])
      .when({ type: 'BelegAendern', akteur: ERZEUGER, felder })
      .then([{ type: 'BelegGeaendert', data: { felder, von: 'GEPRUEFT', nach: 'ZUGEORDNET' } }]);
  });
  it('the disposer corrects or withdraws its receipt only while captured', () => {
    given(decider, [erfasst]).when({ type: 'BelegAendern', akteur: ENTSORGER, felder }).thenTypes(['BelegGeaendert']);
    given(decider, [erfasst]).when({ type: 'BelegLoeschen', akteur: ENTSORGER }).then([geloescht]);
    given(decider, [erfasst, zugeordnet]).when({ type: 'BelegAendern', akteur: ENTSORGER, felder }).thenRefused('verboten');
  });
  it('rejects as faulty with the explanation and what the disposer mail needs', () => {
    given(decider, [erfasst, zugeordnet])
      .when({ type: 'BelegAlsFehlerhaftAblehnen', akteur: ERZEUGER, begruendung: '  Menge fehlt.  ' })
      .then([
        {
          type: 'BelegAlsFehlerhaftAbgelehnt',
          data: { von: 'ZUGEORDNET', begruendung: 'Menge fehlt.', erzeugerId: 1, entsorgerId: 5, typ: 'rechnung', nummer: 'RE-1' },
        },
      ]);
  });
  it('refuses a rejection without explanation, and any action on a faulty receipt but deletion', () => {
    given(decider, [erfasst]).when({ type: 'BelegAlsFehlerhaftAblehnen', akteur: ERZEUGER, begruendung: ' ' }).thenRefused('ungueltig');
    const fehlerhaft: BelegEvent = {
      type: 'BelegAlsFehlerhaftAbgelehnt',
      data: { von: 'ERFASST', begruendung: 'x', erzeugerId: 1, entsorgerId: 5, typ: 'rechnung', nummer: 'RE-1' },
    };
    given(decider, [erfasst, fehlerhaft]).when(zuordnen()).thenRefused('ungueltig');
    given(decider, [erfasst, fehlerhaft])
      .when({ type: 'BelegLoeschen', akteur: ERZEUGER })
      .then([{ type: 'BelegGeloescht', data: { von: 'FEHLERHAFT' } }]);
  });
  it('another tenant, a deleted and an unknown receipt are "not found"', () => {
    given(decider, [erfasst]).when({ type: 'BelegPruefen', akteur: FREMDER }).thenRefused('nichtGefunden');
    given(decider, [erfasst]).when({ type: 'BelegLoeschen', akteur: ANDERER_ENTSORGER }).thenRefused('nichtGefunden');
    given(decider, [erfasst, geloescht]).when({ type: 'BelegLoeschen', akteur: ERZEUGER }).thenRefused('nichtGefunden');
    given(decider).when({ type: 'BelegFreigeben', akteur: ADMIN }).thenRefused('nichtGefunden');
  });
});
