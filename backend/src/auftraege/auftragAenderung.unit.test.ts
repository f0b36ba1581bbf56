import { verfuegbareAktionen } from './verfuegbareAktionen';
import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';
import { fold } from '../platform/decider/decider';
import { given, testContext } from '../platform/decider/givenWhenThen';
import { DomainError } from '../platform/domainError';
import type { AuftragEvent } from './auftrag';
import { ABGESCHLOSSEN, LOESCHBAR, type AbfallartAendern, type AuftragNachtragen } from './auftragAenderung';
import { auftragAggregate } from './auftragAggregate';
import type { AuftragCommand } from './auftragDecide';
import { ADMIN, aktion, aufgegeben, ENTSORGER, ERZEUGER, imStatus } from './auftragTestdaten';

const decider = auftragAggregate.decider;
const FREMD = { ...ERZEUGER, erzeugerId: 8 };

const fehlerVon = (past: AuftragEvent[], command: AuftragCommand): DomainError => {
  try {
    decider.decide(command, fold(decider, past), testContext());
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('command was not refused');
};

const geloescht: AuftragEvent = { type: 'AuftragGeloescht', data: { von: 'AUFTRAG_STORNIERT' } };

describe('problemMelden and problemBeheben (spec § 4, issue 18)', () => {
  const body = (begruendung: string | null) => ({ begruendung, kommentar: null });
  it.each(['IN_ANLIEFERUNG', 'VOR_ORT', 'PROBLEM_BEHOBEN', 'IN_ABHOLUNG'] as const)('the producer reports a problem in %s', (von) => {
    given(decider, imStatus(von))
      .when(aktion('problemMelden', 'ERZEUGER', { body: body('Behälter beschädigt') }))
      .then([
        {
          type: 'AuftragStatusGeaendert',
          data: { aktion: 'problemMelden', von, nach: 'PROBLEM', begruendung: 'Behälter beschädigt', ueberToken: false },
        },
      ]);
  });

  it('staff report a problem for the producer', () => {
    given(decider, imStatus('VOR_ORT'))
      .when(aktion('problemMelden', 'ERZEUGER', { akteur: ADMIN, body: body('Falscher Standort') }))
      .thenTypes(['AuftragStatusGeaendert']);
  });

  it('needs a description', () => {
    const e = fehlerVon(imStatus('VOR_ORT'), aktion('problemMelden', 'ERZEUGER', { body: body(null) }));
    expect(e.details.errors).toEqual({ begruendung: 'Dieses Feld ist ein Pflichtfeld.' });
  });

  it('refuses the disposer reporting as the producer, and a foreign producer (not found)', () => {
    given(decider, imStatus('VOR_ORT'))
      .when(aktion('problemMelden', 'ERZEUGER', { akteur: ENTSORGER, body: body('x') }))
      .thenRefused('verboten');
    given(decider, imStatus('VOR_ORT'))
      .when(aktion('problemMelden', 'ERZEUGER', { akteur: FREMD, body: body('x') }))
      .thenRefused('nichtGefunden');
  });

  it.each(['ENTSORGER', 'ADMIN'] as const)('%s fixes the problem', (seite) => {
    given(decider, imStatus('PROBLEM'))
      .when(aktion('problemBeheben', seite))
      .then([
        { type: 'AuftragStatusGeaendert', data: { aktion: 'problemBeheben', von: 'PROBLEM', nach: 'PROBLEM_BEHOBEN', ueberToken: false } },
      ]);
  });

  it('the producer cannot mark its own problem fixed', () => {
    given(decider, imStatus('PROBLEM')).when(aktion('problemBeheben', 'ERZEUGER')).thenRefused('ungueltig');
  });

  it('after the fix the producer may order the removal (a follow-up order) and the other services again', () => {
    expect(verfuegbareAktionen('PROBLEM_BEHOBEN', 'ERZEUGER', 'a1').map((a) => a.name)).toEqual(
      expect.arrayContaining(['behaelterabzugBeauftragen', 'zusatzleerungBeauftragen', 'behaeltertauschBeauftragen']),
    );
  });
});

describe('AuftragAendern (PUT /auftrag/{id}, staff)', () => {
  it('records only the fields that changed', () => {
    given(decider, imStatus('BESTELLUNG'))
      .when({
        type: 'AuftragAendern',
        akteur: ADMIN,
        anzahl: 3,
        kommentar: 'Bitte an der Einfahrt abstellen.',
        wunschLiefertermin: '2026-11-30',
      })
      .then([{ type: 'AuftragGeaendert', data: { anzahl: 3, wunschLiefertermin: '2026-11-30' } }]);
  });

  it('changes nothing when nothing differs', () => {
    given(decider, imStatus('BESTELLUNG')).when({ type: 'AuftragAendern', akteur: ADMIN, anzahl: 2 }).then([]);
  });

  it('clears the wish removal date and the comment with null', () => {
    given(decider, [aufgegeben({ wunschAbholtermin: '2026-12-01' })])
      .when({ type: 'AuftragAendern', akteur: ADMIN, wunschAbholtermin: null, kommentar: null })
      .then([{ type: 'AuftragGeaendert', data: { wunschAbholtermin: null, kommentar: null } }]);
  });

  it('refuses a removal before the delivery, naming the field', () => {
    const e = fehlerVon(imStatus('BESTELLUNG'), { type: 'AuftragAendern', akteur: ADMIN, wunschAbholtermin: '2026-11-21' });
    expect(e.details.errors).toEqual({ wunschAbholtermin: 'Der Abholtermin darf nicht vor dem Liefertermin liegen.' });
  });

  it('refuses dates outside the calendar bounds', () => {
    const e = fehlerVon(imStatus('BESTELLUNG'), { type: 'AuftragAendern', akteur: ADMIN, wunschLiefertermin: '2101-01-01' });
    expect(e.details.errors).toEqual({ wunschLiefertermin: 'Das Datum muss zwischen dem 01.01.2000 und dem 31.12.2100 liegen.' });
  });

  it('is for staff only', () => {
    given(decider, imStatus('BESTELLUNG')).when({ type: 'AuftragAendern', akteur: ERZEUGER, anzahl: 3 }).thenRefused('verboten');
    given(decider, imStatus('BESTELLUNG')).when({ type: 'AuftragAendern', akteur: ENTSORGER, anzahl: 3 }).thenRefused('verboten');
  });

  it.each(ABGESCHLOSSEN)('refuses editing a finished order (%s)', (status) => {
    given(decider, imStatus(status))
      .when({ type: 'AuftragAendern', akteur: ADMIN, anzahl: 3 })
      .thenRefused('ungueltig', /nicht möglich/);
  });
});

describe('AuftragLoeschen (DELETE /auftrag/{id})', () => {
  it.each(LOESCHBAR)('deletes a %s order', (status) => {
    given(decider, imStatus(status))
      .when({ type: 'AuftragLoeschen', akteur: ERZEUGER })
      .then([{ type: 'AuftragGeloescht', data: { von: status } }]);
  });

  const nichtLoeschbar = AUFTRAG_STATUS.filter((s) => !LOESCHBAR.includes(s));
  it.each(nichtLoeschbar)('refuses deleting a %s order', (status: AuftragStatus) => {
    given(decider, imStatus(status))
      .when({ type: 'AuftragLoeschen', akteur: ERZEUGER })
      .thenRefused('ungueltig', /nur stornierte oder abgelehnte/);
  });

  it('refuses the disposer and hides a foreign order', () => {
    given(decider, imStatus('AUFTRAG_STORNIERT')).when({ type: 'AuftragLoeschen', akteur: ENTSORGER }).thenRefused('verboten');
    given(decider, imStatus('AUFTRAG_STORNIERT')).when({ type: 'AuftragLoeschen', akteur: FREMD }).thenRefused('nichtGefunden');
  });

  it('a deleted order is not found for any further command', () => {
    const past = [...imStatus('AUFTRAG_STORNIERT'), geloescht];
    given(decider, past).when({ type: 'AuftragLoeschen', akteur: ERZEUGER }).thenRefused('nichtGefunden');
    given(decider, past).when(aktion('stornieren', 'ERZEUGER')).thenRefused('nichtGefunden');
    given(decider, past).when({ type: 'AuftragsbildSetzen', akteur: ERZEUGER, dateiId: 'a.png' }).thenRefused('nichtGefunden');
  });
});

describe('order photo', () => {
  it('sets and removes the photo', () => {
    given(decider, imStatus('VOR_ORT'))
      .when({ type: 'AuftragsbildSetzen', akteur: ERZEUGER, dateiId: 'f.jpg' })
      .then([{ type: 'AuftragsbildGesetzt', data: { dateiId: 'f.jpg' } }]);
    const mitBild: AuftragEvent[] = [...imStatus('VOR_ORT'), { type: 'AuftragsbildGesetzt', data: { dateiId: 'f.jpg' } }];
    given(decider, mitBild)
      .when({ type: 'AuftragsbildEntfernen', akteur: ADMIN })
      .then([{ type: 'AuftragsbildEntfernt', data: { dateiId: 'f.jpg' } }]);
  });

  it('answers "no photo" when there is none, refuses the disposer and a foreign producer', () => {
    given(decider, imStatus('VOR_ORT'))
      .when({ type: 'AuftragsbildEntfernen', akteur: ERZEUGER })
      .thenRefused('nichtGefunden', 'Es ist kein Foto hinterlegt.');
    given(decider, imStatus('VOR_ORT')).when({ type: 'AuftragsbildSetzen', akteur: ENTSORGER, dateiId: 'x.png' }).thenRefused('verboten');
    given(decider, imStatus('VOR_ORT')).when({ type: 'AuftragsbildSetzen', akteur: FREMD, dateiId: 'x.png' }).thenRefused('nichtGefunden');
  });
});

describe('AbfallartAendern (change waste type, new price calculation)', () => {
  const wechsel = (mehr: Partial<AbfallartAendern> = {}): AbfallartAendern => ({
    type: 'AbfallartAendern',
    akteur: ERZEUGER,
    fraktionId: 6,
    abfallschluessel: '170107',
    fakten: { stammdaten: { behaelterBezeichnung: 'Absetzmulde 7 m³', gemischt: false }, preis: { leistungId: 12, summeNetto: 310 } },
    ...mehr,
  });

  it.each(['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN', 'BESTELLUNG_ZUR_FREIGABE'] as const)(
    'refuses a new price while %s (offers decide the price; an approval must see the price it approves)',
    (status) => {
      given(decider, imStatus(status))
        .when(wechsel())
        .thenRefused('ungueltig', /nicht möglich/);
    },
  );

  it('records the new waste type and price beside the old ones', () => {
    given(decider, imStatus('VOR_ORT'))
      .when(wechsel())
      .then([
        {
          type: 'AbfallartGeaendert',
          data: {
            fraktionId: 6,
            abfallschluessel: '170107',
            leistungId: 12,
            geschaetzterPreis: 310,
            vorherFraktionId: 5,
            vorherAbfallschluessel: '170904',
            vorherLeistungId: 9,
            vorherGeschaetzterPreis: 250,
          },
        },
      ]);
  });

  it('a new price calculation keeps the waste type and records a changed price; an unchanged price records nothing', () => {
    given(decider, imStatus('BESTELLUNG'))
      .when(wechsel({ fraktionId: 5, abfallschluessel: '170904' }))
      .thenTypes(['AbfallartGeaendert']);
    given(decider, imStatus('BESTELLUNG'))
      .when(
        wechsel({
          fraktionId: 5,
          abfallschluessel: '170904',
          fakten: { stammdaten: { behaelterBezeichnung: 'x', gemischt: false }, preis: { leistungId: 9, summeNetto: 250 } },
        }),
      )
      .then([]);
  });

  it('refuses a fraction that does not allow the order’s container', () => {
    const e = fehlerVon(imStatus('VOR_ORT'), wechsel({ fakten: { stammdaten: null, preis: null } }));
    expect(Object.keys(e.details.errors ?? {})).toEqual(['fraktionId']);
  });

  it.each(ABGESCHLOSSEN)('refuses in %s', (status) => {
    given(decider, imStatus(status)).when(wechsel()).thenRefused('ungueltig');
  });

  it('refuses the disposer and a foreign producer', () => {
    given(decider, imStatus('VOR_ORT'))
      .when(wechsel({ akteur: ENTSORGER }))
      .thenRefused('verboten');
    given(decider, imStatus('VOR_ORT'))
      .when(wechsel({ akteur: FREMD }))
      .thenRefused('nichtGefunden');
  });
});

describe('AuftragNachtragen (POST /auftrag/nachtrag)', () => {
  const nachtrag = (mehr: Partial<AuftragNachtragen> = {}): AuftragNachtragen => ({
    type: 'AuftragNachtragen',
    akteur: ERZEUGER,
    bestellerId: 42,
    erzeugerId: 7,
    anfallstelleId: 11,
    fraktionId: 5,
    abfallschluessel: '170904',
    behaelterId: 2,
    anzahl: 1,
    entsorgerId: 3,
    liefertermin: '2026-10-01',
    kommentar: null,
    begruendungGemischt: null,
    fakten: { stammdaten: { behaelterBezeichnung: 'Absetzmulde 7 m³', gemischt: false }, preis: null, vorgangsnummer: 'V-2026-000200' },
    ...mehr,
  });

  it('records a container on site with a past delivery date, status VOR_ORT', () => {
    given(decider)
      .when(nachtrag())
      .then([
        {
          type: 'AuftragNachgetragen',
          data: {
            vorgangsnummer: 'V-2026-000200',
            auftragsart: 'BEHAELTERSTELLUNG',
            status: 'VOR_ORT',
            erzeugerId: 7,
            anfallstelleId: 11,
            entsorgerId: 3,
            fraktionId: 5,
            abfallschluessel: '170904',
            behaelterId: 2,
            behaelterBezeichnung: 'Absetzmulde 7 m³',
            anzahl: 1,
            wunschLiefertermin: '2026-10-01',
            liefertermin: '2026-10-01',
            wunschAbholtermin: null,
            lieferterminUnbekannt: false,
            kommentar: null,
            begruendungGemischt: null,
            ohnePreisBestaetigt: false,
            leistungId: null,
            geschaetzterPreis: null,
            bestellerId: 42,
            angefragteEntsorgerIds: [],
            freigeberId: null,
            hauptauftragId: null,
          },
        },
      ]);
    const state = fold(decider, decider.decide(nachtrag(), decider.initialState(), testContext()));
    expect(state).toMatchObject({ status: 'VOR_ORT', liefertermin: '2026-10-01' });
  });

  it('refuses a delivery in the future, a foreign producer, the disposer, unknown master data and a second entry', () => {
    expect(fehlerVon([], nachtrag({ liefertermin: '2026-11-21' })).details.errors).toEqual({
      liefertermin: 'Ein nachgetragener Behälter muss bereits geliefert sein.',
    });
    given(decider)
      .when(nachtrag({ akteur: FREMD }))
      .thenRefused('verboten');
    given(decider)
      .when(nachtrag({ akteur: ENTSORGER }))
      .thenRefused('verboten');
    given(decider)
      .when(nachtrag({ fakten: { stammdaten: null, preis: null, vorgangsnummer: null } }))
      .thenRefused('ungueltig');
    given(decider, [aufgegeben()]).when(nachtrag()).thenRefused('konflikt');
  });
});
