import { AUFTRAG_STATUS } from '@abfallportal/common/auftrag';
import { TOKEN_AKTION_NAMEN } from '@abfallportal/common/tokenAktionen';
import { ANFANGS_STATUS, AUFTRAG_WORKFLOW } from './auftragWorkflow';
import { pflichtTermine } from './pflichtTermine';
import { verfuegbareAktionen } from './verfuegbareAktionen';

describe('the order workflow table (spec § 4)', () => {
  it('has no two rows for the same status, action and side', () => {
    const schluessel = AUFTRAG_WORKFLOW.flatMap((u) => u.von.map((von) => `${von}/${u.aktion}/${u.seite}`));
    const doppelt = schluessel.filter((s, i) => schluessel.indexOf(s) !== i);
    expect(doppelt).toEqual([]);
  });

  it('reaches every status by some row, or starts there', () => {
    const erreicht = new Set([...ANFANGS_STATUS, ...AUFTRAG_WORKFLOW.map((u) => u.nach)]);
    expect(AUFTRAG_STATUS.filter((s) => !erreicht.has(s))).toEqual([]);
  });

  it('offers every token action of spec § 2 as a disposer token row', () => {
    for (const name of TOKEN_AKTION_NAMEN) {
      expect(AUFTRAG_WORKFLOW.filter((u) => u.aktion === name).map((u) => [u.seite, u.token])).toContainEqual(['ENTSORGER', true]);
    }
    expect(AUFTRAG_WORKFLOW.filter((u) => u.token).every((u) => (TOKEN_AKTION_NAMEN as readonly string[]).includes(u.aktion))).toBe(true);
  });

  it('asks implemented actions only for fields the workflow body carries', () => {
    const imBody = ['liefertermin', 'wunschtermin', 'begruendung', 'kommentar'];
    // The offer travels with its price and PDF on the token page and the support form, not in the workflow body.
    const felder = AUFTRAG_WORKFLOW.filter((u) => u.implementiert && u.aktion !== 'angebotabgeben').flatMap((u) => [
      ...u.felder,
      ...u.optionaleFelder,
    ]);
    expect(felder.filter((f) => !imBody.includes(f))).toEqual([]);
  });

  it('does not let the producer cancel once the delivery has started', () => {
    const storno = AUFTRAG_WORKFLOW.filter((u) => u.aktion === 'stornieren' && u.implementiert).flatMap((u) => u.von);
    expect(storno).not.toContain('IN_ANLIEFERUNG');
    expect(storno).not.toContain('VOR_ORT');
  });
});

describe('verfuegbareAktionen', () => {
  it('gives the disposer its three answers to a placed order, with path and fields', () => {
    expect(verfuegbareAktionen('BESTELLUNG', 'ENTSORGER', 'a1')).toEqual([
      {
        name: 'bestellungAnnehmen',
        label: 'Bestellung annehmen',
        path: '/bestellungAnnehmen/a1',
        zielStatus: 'BESTELLUNG_BESTAETIGT',
        felder: [],
      },
      {
        name: 'bestellungAnnehmenAenderungLiefertermin',
        label: 'Mit anderem Liefertermin annehmen',
        path: '/bestellungAnnehmenAenderungLiefertermin/a1',
        zielStatus: 'BESTELLAENDERUNG_LIEFERTERMIN',
        felder: ['liefertermin', 'begruendung'],
      },
      {
        name: 'bestellungAblehnen',
        label: 'Bestellung ablehnen',
        path: '/bestellungAblehnen/a1',
        zielStatus: 'BESTELLUNG_ABGELEHNT',
        felder: ['begruendung'],
      },
    ]);
  });

  it('gives the producer only its own side, and nothing not yet implemented', () => {
    expect(verfuegbareAktionen('BESTELLUNG', 'ERZEUGER', 'a1').map((a) => a.name)).toEqual(['erinnern', 'stornieren']);
    expect(verfuegbareAktionen('VOR_ORT', 'ERZEUGER', 'a1').map((a) => a.name)).toEqual([
      'problemMelden',
      'zusatzleerungBeauftragen',
      'behaeltertauschBeauftragen',
      'behaelterabzugBeauftragen',
    ]);
    expect(verfuegbareAktionen('WARTEN_AUF_ANGEBOT', 'ENTSORGER', 'a1').map((a) => a.name)).toEqual(['angebotabgeben', 'anfrageAblehnen']);
  });

  it('gives staff closing an order waiting for its invoice, and nothing in a final status', () => {
    expect(verfuegbareAktionen('ABRECHNUNG', 'ADMIN', 'a1').map((a) => a.name)).toEqual(['auftragAbschliessen']);
    for (const seite of ['ERZEUGER', 'ENTSORGER', 'ADMIN'] as const) {
      expect(verfuegbareAktionen('AUFTRAG_ABGESCHLOSSEN', seite, 'a1')).toEqual([]);
    }
  });
});

describe('pflichtTermine (forced change)', () => {
  it.each([
    ['BESTELLUNG', ['wunschLiefertermin']],
    ['BESTELLUNG_BESTAETIGT', ['wunschLiefertermin', 'liefertermin']],
    ['ZUSATZLEERUNG_BEAUFTRAGT', ['wunschLiefertermin', 'liefertermin']],
    ['BEHAELTERABZUG_BEAUFTRAGT', ['wunschLiefertermin', 'liefertermin', 'wunschAbholtermin']],
    ['IN_ABHOLUNG', ['wunschLiefertermin', 'liefertermin', 'wunschAbholtermin']],
    ['AUFTRAG_ABGESCHLOSSEN', ['wunschLiefertermin', 'liefertermin', 'wunschAbholtermin', 'abholtermin']],
    ['AUFTRAG_STORNIERT', ['wunschLiefertermin']],
  ] as const)('%s needs %j', (status, termine) => {
    expect(pflichtTermine(status)).toEqual(termine);
  });
});
