import { abfallmengeFelderSchema, ABFALLMENGE_MELDUNGEN } from '@abfallportal/common/abfallmenge';
import type { Scope } from '@abfallportal/common/permissions';
import { given } from '../platform/decider/givenWhenThen';
import type { AbfallmengeEvent } from './abfallmenge';
import { abfallmengeAggregate, type AbfallmengeCommand } from './abfallmengeDecide';

const decider = abfallmengeAggregate.decider;
const EIGEN: Scope = { type: 'erzeuger', erzeugerId: 1 };
const FREMD: Scope = { type: 'erzeuger', erzeugerId: 2 };
const ALLE: Scope = { type: 'alle' };
const ENTSORGER: Scope = { type: 'entsorger', entsorgerId: 5 };
const PDF = { id: 'abfallmengen/x', name: 'zertifikat.pdf', typ: 'application/pdf' };

const basis = {
  anfallstelleId: 3,
  abfallschluessel: '17 01 07',
  leistungsjahr: 2026,
  leistungVon: '2026-01-01',
  leistungBis: '2026-06-30',
  menge: '12,345',
  einheit: 't',
  rhythmus: 'ENTSORGUNG',
  entsorgungsverfahren: 'R5',
};
const mitAnlage = abfallmengeFelderSchema.parse({ ...basis, verbleibsanlageId: 9 });
const ohneAnlage = abfallmengeFelderSchema.parse(basis);

const erfassen = (felder = mitAnlage, zertifikat: typeof PDF | null = null, scope: Scope = EIGEN): AbfallmengeCommand => ({
  type: 'AbfallmengeErfassen',
  scope,
  erzeugerId: 1,
  felder,
  zertifikat,
});
const erfasstMitAnlage: AbfallmengeEvent = { type: 'AbfallmengeErfasst', data: { erzeugerId: 1, felder: mitAnlage, zertifikat: null } };
const erfasstMitZertifikat: AbfallmengeEvent = { type: 'AbfallmengeErfasst', data: { erzeugerId: 1, felder: ohneAnlage, zertifikat: PDF } };
const geloescht: AbfallmengeEvent = { type: 'AbfallmengeGeloescht', data: {} };

describe('decideAbfallmenge: create', () => {
  it('creates a quantity with a plant, or with a certificate; the amount stays exactly as entered', () => {
    given(decider).when(erfassen()).then([erfasstMitAnlage]);
    given(decider).when(erfassen(ohneAnlage, PDF)).then([erfasstMitZertifikat]);
    expect(mitAnlage.menge).toBe('12,345');
  });
  it('staff create for any producer', () => {
    given(decider)
      .when(erfassen(mitAnlage, null, ALLE))
      .then([erfasstMitAnlage]);
  });
  it('refuses neither plant nor certificate, and both, with the German message on the field', () => {
    given(decider).when(erfassen(ohneAnlage, null)).thenRefused('ungueltig', ABFALLMENGE_MELDUNGEN.anlageOderZertifikat);
    given(decider).when(erfassen(mitAnlage, PDF)).thenRefused('ungueltig', ABFALLMENGE_MELDUNGEN.anlageOderZertifikat);
  });
  it('refuses mixed waste without a justification of the exception', () => {
    const gemischt = abfallmengeFelderSchema.parse({ ...basis, abfallschluessel: '17 09 04', verbleibsanlageId: 9 });
    given(decider).when(erfassen(gemischt)).thenRefused('ungueltig', ABFALLMENGE_MELDUNGEN.ausnahme);
    const begruendet = { ...gemischt, ausnahme: 'Platzmangel auf der Baustelle.' };
    given(decider).when(erfassen(begruendet)).thenTypes(['AbfallmengeErfasst']);
  });
  it('refuses another producer, a disposer and a second creation', () => {
    given(decider)
      .when(erfassen(mitAnlage, null, FREMD))
      .thenRefused('verboten');
    given(decider)
      .when(erfassen(mitAnlage, null, ENTSORGER))
      .thenRefused('verboten');
    given(decider, [erfasstMitAnlage]).when(erfassen()).thenRefused('konflikt');
  });
});

describe('decideAbfallmenge: change', () => {
  const aendern = (felder = mitAnlage, zertifikat: typeof PDF | null = null, scope: Scope = EIGEN): AbfallmengeCommand => ({
    type: 'AbfallmengeAendern',
    scope,
    felder,
    zertifikat,
  });
  it('changes the fields', () => {
    const neu = { ...mitAnlage, menge: '1,5' };
    given(decider, [erfasstMitAnlage])
      .when(aendern(neu))
      .then([{ type: 'AbfallmengeGeaendert', data: { felder: neu, zertifikat: null } }]);
  });
  it('keeps the stored certificate while no plant is chosen, drops it when a plant is chosen', () => {
    given(decider, [erfasstMitZertifikat])
      .when(aendern(ohneAnlage))
      .then([{ type: 'AbfallmengeGeaendert', data: { felder: ohneAnlage, zertifikat: PDF } }]);
    given(decider, [erfasstMitZertifikat])
      .when(aendern(mitAnlage))
      .then([{ type: 'AbfallmengeGeaendert', data: { felder: mitAnlage, zertifikat: null } }]);
  });
  it('refuses taking the plant away without a certificate', () => {
    given(decider, [erfasstMitAnlage]).when(aendern(ohneAnlage)).thenRefused('ungueltig', ABFALLMENGE_MELDUNGEN.anlageOderZertifikat);
  });
  it('answers another producer, a deleted and an unknown quantity with 404', () => {
    given(decider, [erfasstMitAnlage])
      .when(aendern(mitAnlage, null, FREMD))
      .thenRefused('nichtGefunden', ABFALLMENGE_MELDUNGEN.nichtGefunden);
    given(decider, [erfasstMitAnlage, geloescht]).when(aendern()).thenRefused('nichtGefunden');
    given(decider).when(aendern()).thenRefused('nichtGefunden');
  });
});

describe('decideAbfallmenge: delete', () => {
  const loeschen = (scope: Scope = EIGEN): AbfallmengeCommand => ({ type: 'AbfallmengeLoeschen', scope });
  it('deletes once', () => {
    given(decider, [erfasstMitAnlage]).when(loeschen()).then([geloescht]);
    given(decider, [erfasstMitAnlage, geloescht]).when(loeschen()).thenRefused('nichtGefunden');
  });
  it('refuses another producer with 404', () => {
    given(decider, [erfasstMitAnlage]).when(loeschen(FREMD)).thenRefused('nichtGefunden');
  });
});

describe('decideAbfallmenge: replace the certificate', () => {
  const NEU = { id: 'abfallmengen/x/2', name: 'zertifikat-2027.pdf', typ: 'application/pdf' };
  const ersetzen = (gueltigBis: string | null = null, scope: Scope = EIGEN): AbfallmengeCommand => ({
    type: 'AbfallmengeZertifikatErsetzen',
    scope,
    zertifikat: NEU,
    gueltigBis,
  });
  const mitDatum = { ...ohneAnlage, zertifikatGueltigBis: '2026-12-31' };
  it('replaces the stored certificate; the fields stay, the date is the new one or the stored one', () => {
    given(decider, [{ type: 'AbfallmengeErfasst', data: { erzeugerId: 1, felder: mitDatum, zertifikat: PDF } }])
      .when(ersetzen('2027-12-31'))
      .then([{ type: 'AbfallmengeGeaendert', data: { felder: { ...mitDatum, zertifikatGueltigBis: '2027-12-31' }, zertifikat: NEU } }]);
    given(decider, [{ type: 'AbfallmengeErfasst', data: { erzeugerId: 1, felder: mitDatum, zertifikat: PDF } }])
      .when(ersetzen())
      .then([{ type: 'AbfallmengeGeaendert', data: { felder: mitDatum, zertifikat: NEU } }]);
  });
  it('a certificate replaces a plant (exactly one of them)', () => {
    given(decider, [erfasstMitAnlage])
      .when(ersetzen())
      .then([{ type: 'AbfallmengeGeaendert', data: { felder: { ...mitAnlage, verbleibsanlageId: null }, zertifikat: NEU } }]);
  });
  it('answers another producer, a deleted and an unknown quantity with 404; staff may', () => {
    given(decider, [erfasstMitZertifikat]).when(ersetzen(null, FREMD)).thenRefused('nichtGefunden', ABFALLMENGE_MELDUNGEN.nichtGefunden);
    given(decider, [erfasstMitZertifikat, geloescht]).when(ersetzen()).thenRefused('nichtGefunden');
    given(decider).when(ersetzen()).thenRefused('nichtGefunden');
    given(decider, [erfasstMitZertifikat])
      .when(ersetzen(null, ALLE))
      .then([{ type: 'AbfallmengeGeaendert', data: { felder: ohneAnlage, zertifikat: NEU } }]);
  });
});
