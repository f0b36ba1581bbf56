import { AUFTRAG_STATUS } from './auftrag';
import { statusgruppen } from './statusgruppe';

describe('statusgruppen', () => {
  it('puts every order status into exactly one group, and no group is empty', () => {
    const gruppen = statusgruppen();
    const alle = gruppen.flatMap((g) => g.status);
    expect([...alle].sort()).toEqual([...AUFTRAG_STATUS].sort());
    expect(gruppen.every((g) => g.status.length > 0)).toBe(true);
  });

  it('groups finished, cancelled and declined orders apart from running ones', () => {
    const gruppe = (id: string) => statusgruppen().find((g) => g.id === id)!.status;
    expect(gruppe('ABGESCHLOSSEN')).toEqual(['AUFTRAG_ABGESCHLOSSEN']);
    expect(gruppe('STORNIERT')).toEqual([
      'AUFTRAG_STORNIERT_VOR_FREIGABE',
      'AUFTRAG_STORNIERT',
      'ANFRAGE_ABGELEHNT',
      'BESTELLUNG_ABGELEHNT',
    ]);
    expect(gruppe('ANGEBOT')).toEqual(['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN']);
  });
});
