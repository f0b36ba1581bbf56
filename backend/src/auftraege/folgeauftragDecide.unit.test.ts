import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';
import { fold } from '../platform/decider/decider';
import { given } from '../platform/decider/givenWhenThen';
import type { AuftragEvent, AuftragState } from './auftrag';
import { auftragAggregate } from './auftragAggregate';
import type { AuftragCommand } from './auftragDecide';
import { ADMIN, aktion, aufgegeben, ENTSORGER, ERZEUGER, erzwungen, imStatus } from './auftragTestdaten';
import { ABZUG_SCHON_BEAUFTRAGT, FOLGEAUFTRAG_ART, NICHT_AUS_FOLGEAUFTRAG, type FolgeauftragAktion } from './folgeauftragDecide';

const decider = auftragAggregate.decider;
const HAUPT = '11111111-1111-4111-8111-111111111111';
const body = (wunschtermin?: string, kommentar: string | null = null) => ({ wunschtermin, begruendung: null, kommentar });

const haupt = (status: AuftragStatus, mehr: Parameters<typeof aufgegeben>[0] = {}): AuftragState =>
  fold(decider, status === 'BESTELLUNG' ? [aufgegeben(mehr)] : [aufgegeben(mehr), erzwungen(status)]);

const beauftragen = (
  name: FolgeauftragAktion,
  hauptauftrag: AuftragState,
  mehr: Partial<Extract<AuftragCommand, { type: 'FolgeauftragBeauftragen' }>> = {},
): AuftragCommand => ({
  type: 'FolgeauftragBeauftragen',
  akteur: ERZEUGER,
  bestellerId: 43,
  aktion: name,
  body: body('2026-11-27', 'Bitte vormittags'),
  hauptauftragId: HAUPT,
  hauptauftrag,
  vorgangsnummer: 'V-2026-000200',
  ...mehr,
});

/** The follow-up order as placed: the main order's site, disposer, waste and container, the producer's day. */
const folge = (art: 'ZUSATZLEERUNG' | 'BEHAELTERTAUSCH' | 'BEHAELTERABZUG', mehr: Parameters<typeof aufgegeben>[0] = {}): AuftragEvent =>
  aufgegeben({
    vorgangsnummer: 'V-2026-000200',
    auftragsart: art,
    status: `${art}_BEAUFTRAGT`,
    wunschLiefertermin: '2026-11-27',
    wunschAbholtermin: art === 'BEHAELTERABZUG' ? '2026-11-27' : null,
    kommentar: 'Bitte vormittags',
    geschaetzterPreis: null,
    bestellerId: 43,
    hauptauftragId: HAUPT,
    ...mehr,
  });

const geaendert = (aktionName: string, von: AuftragStatus, nach: AuftragStatus, mehr: Record<string, unknown> = {}): AuftragEvent => ({
  type: 'AuftragStatusGeaendert',
  data: { aktion: aktionName, von, nach, ueberToken: false, ...mehr },
});

describe('FolgeauftragBeauftragen (a service on a container on site)', () => {
  it.each(Object.entries(FOLGEAUFTRAG_ART) as [FolgeauftragAktion, 'ZUSATZLEERUNG' | 'BEHAELTERTAUSCH' | 'BEHAELTERABZUG'][])(
    '%s creates a %s follow-up order from a container on site or a fixed problem',
    (name, art) => {
      for (const status of ['VOR_ORT', 'PROBLEM_BEHOBEN'] as const) {
        given(decider)
          .when(beauftragen(name, haupt(status)))
          .then([folge(art)]);
      }
    },
  );

  it('staff order on behalf of the producer', () => {
    given(decider)
      .when(beauftragen('zusatzleerungBeauftragen', haupt('VOR_ORT'), { akteur: ADMIN }))
      .thenTypes(['AuftragAufgegeben']);
  });

  it.each(AUFTRAG_STATUS.filter((s) => s !== 'VOR_ORT' && s !== 'PROBLEM_BEHOBEN'))('is not possible from a main order in %s', (status) => {
    given(decider)
      .when(beauftragen('behaeltertauschBeauftragen', haupt(status)))
      .thenRefused('ungueltig', /nicht möglich/);
  });

  it('is not possible from a follow-up order', () => {
    given(decider)
      .when(beauftragen('zusatzleerungBeauftragen', haupt('VOR_ORT', { hauptauftragId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' })))
      .thenRefused('ungueltig', NICHT_AUS_FOLGEAUFTRAG);
  });

  it('allows only one removal per main order (its stream is taken)', () => {
    given(decider, [folge('BEHAELTERABZUG')])
      .when(beauftragen('behaelterabzugBeauftragen', haupt('VOR_ORT')))
      .thenRefused('konflikt', ABZUG_SCHON_BEAUFTRAGT);
  });

  it('needs a wish date that is not past', () => {
    given(decider)
      .when(beauftragen('zusatzleerungBeauftragen', haupt('VOR_ORT'), { body: body(undefined) }))
      .thenRefused('ungueltig');
    given(decider)
      .when(beauftragen('zusatzleerungBeauftragen', haupt('VOR_ORT'), { body: body('2026-11-19') }))
      .thenRefused('ungueltig', 'Der Termin darf nicht in der Vergangenheit liegen.');
    given(decider)
      .when(beauftragen('zusatzleerungBeauftragen', haupt('VOR_ORT'), { body: body('2101-01-01') }))
      .thenRefused('ungueltig');
  });

  it('answers "not found" for a main order of another tenant, or none, and refuses the disposer', () => {
    given(decider)
      .when(beauftragen('zusatzleerungBeauftragen', haupt('VOR_ORT'), { akteur: { ...ERZEUGER, erzeugerId: 8 } }))
      .thenRefused('nichtGefunden');
    given(decider)
      .when(beauftragen('zusatzleerungBeauftragen', { status: 'NEU' }))
      .thenRefused('nichtGefunden');
    given(decider)
      .when(beauftragen('zusatzleerungBeauftragen', haupt('VOR_ORT'), { akteur: ENTSORGER }))
      .thenRefused('verboten');
  });

  it('is refused as a plain workflow action on the main order (it creates another order)', () => {
    given(decider, imStatus('VOR_ORT'))
      .when(aktion('zusatzleerungBeauftragen', 'ERZEUGER', { body: body('2026-11-27') }))
      .thenRefused('ungueltig');
  });
});

describe.each([
  ['ZUSATZLEERUNG', 'zusatzleerung'],
  ['BEHAELTERTAUSCH', 'behaeltertausch'],
  ['BEHAELTERABZUG', 'behaelterabzug'],
] as const)('the %s follow-up order', (art, name) => {
  const im = (status: AuftragStatus): AuftragEvent[] =>
    status === `${art}_BEAUFTRAGT` ? [folge(art)] : [folge(art), geaendert('x', `${art}_BEAUFTRAGT`, status)];

  it('is reminded once by the producer (or the reminder job as staff)', () => {
    given(decider, im(`${art}_BEAUFTRAGT`))
      .when(aktion('erinnern', 'ERZEUGER'))
      .then([geaendert('erinnern', `${art}_BEAUFTRAGT`, `${art}_ERINNERUNG`)]);
    given(decider, im(`${art}_BEAUFTRAGT`))
      .when(aktion('erinnern', 'ERZEUGER', { akteur: ADMIN }))
      .thenTypes(['AuftragStatusGeaendert']);
    given(decider, im(`${art}_ERINNERUNG`))
      .when(aktion('erinnern', 'ERZEUGER'))
      .thenRefused('ungueltig', /nicht möglich/);
  });

  it.each([`${art}_BEAUFTRAGT`, `${art}_ERINNERUNG`] as const)('is accepted by the disposer from %s, also by link', (von) => {
    given(decider, im(von))
      .when(aktion(`${name}Annehmen`, 'ENTSORGER', { ueberToken: true }))
      .then([geaendert(`${name}Annehmen`, von, `${art}_BESTAETIGT`, { ueberToken: true })]);
  });

  it('is accepted on another day with a reason; the follow-up order then has that day', () => {
    const cmd = aktion(`${name}AnnehmenAenderungWunschtermin`, 'ENTSORGER', {
      body: { wunschtermin: '2026-12-01', begruendung: 'Fahrzeug in Wartung', kommentar: null },
    });
    const event = geaendert(`${name}AnnehmenAenderungWunschtermin`, `${art}_BEAUFTRAGT`, `${art}_AENDERUNG_WUNSCHTERMIN`, {
      wunschtermin: '2026-12-01',
      begruendung: 'Fahrzeug in Wartung',
    });
    given(decider, im(`${art}_BEAUFTRAGT`))
      .when(cmd)
      .then([event]);
    const state = fold(decider, [...im(`${art}_BEAUFTRAGT`), event]);
    expect(state).toMatchObject({ wunschLiefertermin: '2026-12-01' });
    given(decider, im(`${art}_BEAUFTRAGT`))
      .when(aktion(`${name}AnnehmenAenderungWunschtermin`, 'ENTSORGER'))
      .thenRefused('ungueltig');
  });

  it('is not answered by the producer nor twice by the disposer', () => {
    given(decider, im(`${art}_BEAUFTRAGT`))
      .when(aktion(`${name}Annehmen`, 'ENTSORGER', { akteur: ERZEUGER }))
      .thenRefused('verboten');
    given(decider, im(`${art}_BESTAETIGT`))
      .when(aktion(`${name}Annehmen`, 'ENTSORGER'))
      .thenRefused('ungueltig', /nicht möglich/);
  });
});

describe('done', () => {
  it.each([
    ['ZUSATZLEERUNG', 'zusatzleerungDurchgefuehrt'],
    ['BEHAELTERTAUSCH', 'behaeltertauschDurchgefuehrt'],
  ] as const)('%s: the disposer marks it done, the follow-up order waits for its invoice', (art, name) => {
    for (const von of [`${art}_BESTAETIGT`, `${art}_AENDERUNG_WUNSCHTERMIN`] as const) {
      given(decider, [folge(art), geaendert('x', `${art}_BEAUFTRAGT`, von)])
        .when(aktion(name, 'ENTSORGER'))
        .then([geaendert(name, von, 'ABRECHNUNG')]);
    }
  });

  it('removal: the disposer starts and completes it', () => {
    for (const von of ['BEHAELTERABZUG_BESTAETIGT', 'BEHAELTERABZUG_AENDERUNG_WUNSCHTERMIN'] as const) {
      given(decider, [folge('BEHAELTERABZUG'), geaendert('x', 'BEHAELTERABZUG_BEAUFTRAGT', von)])
        .when(aktion('abholungStarten', 'ENTSORGER'))
        .then([geaendert('abholungStarten', von, 'IN_ABHOLUNG')]);
    }
    given(decider, [folge('BEHAELTERABZUG'), geaendert('x', 'BEHAELTERABZUG_BEAUFTRAGT', 'IN_ABHOLUNG')])
      .when(aktion('abholungDurchgefuehrt', 'ENTSORGER'))
      .then([geaendert('abholungDurchgefuehrt', 'IN_ABHOLUNG', 'ABRECHNUNG')]);
  });
});

describe('HauptauftragAbziehen (process manager: the removal is done)', () => {
  const abziehen: AuftragCommand = { type: 'HauptauftragAbziehen', folgeauftragId: 'f1' };

  it.each(['VOR_ORT', 'PROBLEM', 'PROBLEM_BEHOBEN'] as const)('moves a main order in %s to billing', (von) => {
    given(decider, imStatus(von))
      .when(abziehen)
      .then([geaendert('behaelterabzugDurchgefuehrt', von, 'ABRECHNUNG')]);
  });

  it.each(['ABRECHNUNG', 'AUFTRAG_ABGESCHLOSSEN', 'BESTELLUNG'] as const)('does nothing to a main order in %s (once only)', (von) => {
    given(decider, imStatus(von)).when(abziehen).then([]);
  });

  it('does nothing without a main order', () => {
    given(decider).when(abziehen).then([]);
  });
});

describe('erinnern on a placed order', () => {
  it('moves BESTELLUNG to BESTELLUNG_ERINNERUNG once', () => {
    given(decider, imStatus('BESTELLUNG'))
      .when(aktion('erinnern', 'ERZEUGER', { akteur: ADMIN }))
      .then([geaendert('erinnern', 'BESTELLUNG', 'BESTELLUNG_ERINNERUNG')]);
    given(decider, imStatus('BESTELLUNG_ERINNERUNG'))
      .when(aktion('erinnern', 'ERZEUGER'))
      .thenRefused('ungueltig', /nicht möglich/);
  });
});
