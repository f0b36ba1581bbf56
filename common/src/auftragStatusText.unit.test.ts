import { AUFTRAG_STATUS } from './auftrag';
import { AUFTRAG_STATUS_TEXT, describeEreignis, formatDatum } from './auftragStatusText';

describe('AUFTRAG_STATUS_TEXT', () => {
  it('has a distinct German label for every status', () => {
    const texte = AUFTRAG_STATUS.map((s) => AUFTRAG_STATUS_TEXT[s]);
    expect(texte.every((t) => t.length > 0)).toBe(true);
    expect(new Set(texte).size).toBe(AUFTRAG_STATUS.length);
  });
});

describe('describeEreignis', () => {
  const status = (data: { aktion: string; liefertermin?: string; wunschtermin?: string; begruendung?: string; ueberToken?: boolean }) =>
    describeEreignis({
      type: 'AuftragStatusGeaendert',
      data: { von: 'BESTELLUNG', nach: 'BESTELLUNG_BESTAETIGT', ueberToken: false, ...data },
    });

  it('writes dates as dd.MM.yyyy', () => {
    expect(formatDatum('2026-11-04')).toBe('04.11.2026');
  });

  it('describes the placed order', () => {
    expect(
      describeEreignis({
        type: 'AuftragAufgegeben',
        data: { anzahl: 2, behaelterBezeichnung: 'Absetzmulde 7 m³', wunschLiefertermin: '2026-11-24' },
      }),
    ).toBe('Bestellung aufgegeben: 2 × Absetzmulde 7 m³ zum 24.11.2026');
  });

  it('names how many disposers were asked for offers, in correct German', () => {
    const anfrage = (ids: number[]) =>
      describeEreignis({
        type: 'AuftragAufgegeben',
        data: {
          anzahl: 1,
          behaelterBezeichnung: 'Absetzmulde 7 m³',
          wunschLiefertermin: '2026-11-24',
          status: 'WARTEN_AUF_ANGEBOT',
          angefragteEntsorgerIds: ids,
        },
      });
    expect(anfrage([3, 5])).toBe('Angebote angefragt bei 2 Entsorgern: 1 × Absetzmulde 7 m³ zum 24.11.2026');
    expect(anfrage([3])).toBe('Angebote angefragt bei 1 Entsorger: 1 × Absetzmulde 7 m³ zum 24.11.2026');
  });

  it('counts the other offers closed with the acceptance, and leaves the clause out when there were none', () => {
    const angenommen = (ids: number[]) =>
      describeEreignis({
        type: 'AngebotAngenommen',
        data: { preis: 1250, wunschtermin: '2026-11-30', abgelehnteEntsorgerIds: ids },
      } as Parameters<typeof describeEreignis>[0]);
    expect(angenommen([])).toBe('Angebot angenommen (1.250,00 € netto), Wunschliefertermin 30.11.2026');
    expect(angenommen([4])).toBe('Angebot angenommen (1.250,00 € netto), Wunschliefertermin 30.11.2026; 1 weiteres Angebot abgelehnt');
    expect(angenommen([4, 5])).toBe('Angebot angenommen (1.250,00 € netto), Wunschliefertermin 30.11.2026; 2 weitere Angebote abgelehnt');
  });

  it('describes the disposer’s answers, and marks those given through the emailed link', () => {
    expect(status({ aktion: 'bestellungAnnehmen', liefertermin: '2026-11-24' })).toBe('Bestellung angenommen, Liefertermin 24.11.2026');
    expect(status({ aktion: 'bestellungAnnehmenAenderungLiefertermin', liefertermin: '2026-11-26', ueberToken: true })).toBe(
      'Liefertermin geändert auf 26.11.2026 (über E-Mail-Link)',
    );
    expect(status({ aktion: 'bestellungAblehnen', begruendung: 'Keine Kapazität' })).toBe(
      'Bestellung abgelehnt. Begründung: Keine Kapazität',
    );
    expect(status({ aktion: 'abholungBeauftragen', wunschtermin: '2026-12-07' })).toBe('Abholung beauftragt zum 07.12.2026');
  });

  it('falls back to the two statuses for actions without their own sentence', () => {
    expect(status({ aktion: 'gibtEsNicht' })).toBe('Status geändert von „Bestellt“ auf „Bestellung bestätigt“');
  });

  it('describes a forced change with the dates set', () => {
    expect(
      describeEreignis({
        type: 'AuftragStatusErzwungen',
        data: {
          von: 'BESTELLUNG',
          nach: 'VOR_ORT',
          wunschLiefertermin: '2026-11-24',
          liefertermin: '2026-11-25',
          wunschAbholtermin: null,
          abholtermin: null,
        },
      }),
    ).toBe('Status manuell gesetzt von „Bestellt“ auf „Behälter vor Ort“ (Wunschliefertermin 24.11.2026, Liefertermin 25.11.2026)');
  });

  it('describes the internal note', () => {
    expect(describeEreignis({ type: 'VorgangsKommentarGeaendert', data: { kommentar: 'x' } })).toBe('Interne Notiz geändert');
    expect(describeEreignis({ type: 'VorgangsKommentarGeaendert', data: { kommentar: null } })).toBe('Interne Notiz entfernt');
  });
});
