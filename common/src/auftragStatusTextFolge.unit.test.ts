import { describeEreignis } from './auftragStatusText';

const status = (data: { aktion: string; wunschtermin?: string; begruendung?: string }) =>
  describeEreignis({ type: 'AuftragStatusGeaendert', data: { von: 'VOR_ORT', nach: 'ABRECHNUNG', ueberToken: false, ...data } });

describe('history sentences of services on a container on site and reminders', () => {
  it('names the follow-up order as what it is', () => {
    expect(
      describeEreignis({
        type: 'AuftragAufgegeben',
        data: {
          anzahl: 1,
          behaelterBezeichnung: 'Absetzmulde 7 m3',
          wunschLiefertermin: '2026-12-01',
          auftragsart: 'BEHAELTERTAUSCH',
          hauptauftragId: 'h1',
        },
      }),
    ).toBe('Behältertausch beauftragt: 1 × Absetzmulde 7 m³ zum 01.12.2026');
  });

  it.each([
    [{ aktion: 'erinnern' }, 'Entsorger erinnert'],
    [{ aktion: 'zusatzleerungAnnehmen' }, 'Zusatzleerung angenommen'],
    [
      { aktion: 'behaeltertauschAnnehmenAenderungWunschtermin', wunschtermin: '2026-12-03', begruendung: 'Kein Fahrzeug' },
      'Behältertausch angenommen mit neuem Termin 03.12.2026. Begründung: Kein Fahrzeug',
    ],
    [{ aktion: 'behaelterabzugAnnehmen' }, 'Behälterabzug angenommen'],
    [{ aktion: 'zusatzleerungDurchgefuehrt' }, 'Zusatzleerung durchgeführt'],
    [{ aktion: 'abholungStarten' }, 'Abholung gestartet'],
    [{ aktion: 'behaelterabzugDurchgefuehrt' }, 'Behälter abgezogen (Behälterabzug durchgeführt)'],
  ])('%j → %s', (data, satz) => {
    expect(status(data)).toBe(satz);
  });
});
