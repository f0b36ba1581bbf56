import { ARCHIV_STATUS, passtZurSuche, vergangeneZeitraeume } from './archivStatus';

describe('archive', () => {
  it('keeps finished, cancelled and declined orders, nothing that is still running', () => {
    expect([...ARCHIV_STATUS].sort()).toEqual(
      ['ANFRAGE_ABGELEHNT', 'AUFTRAG_ABGESCHLOSSEN', 'AUFTRAG_STORNIERT', 'AUFTRAG_STORNIERT_VOR_FREIGABE', 'BESTELLUNG_ABGELEHNT'].sort(),
    );
    expect(ARCHIV_STATUS).not.toContain('ABRECHNUNG');
    expect(ARCHIV_STATUS).not.toContain('VOR_ORT');
  });

  it('lists the past periods newest first and finds them by year', () => {
    const z = [2024, 2026, 2025, 2023].map((id) => ({ id, name: String(id) }));
    expect(vergangeneZeitraeume(z, 2026).map((x) => x.id)).toEqual([2025, 2024, 2023]);
    expect(
      vergangeneZeitraeume(z, 2026)
        .filter((x) => passtZurSuche(x, '24'))
        .map((x) => x.id),
    ).toEqual([2024]);
    expect(vergangeneZeitraeume(z, 2026).filter((x) => passtZurSuche(x, ' ')).length).toBe(3);
  });
});
