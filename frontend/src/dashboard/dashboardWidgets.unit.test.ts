import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { Rolle } from '@abfallportal/common/permissions';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { dashboardWidgets } from './dashboardWidgets';

const info = (rolle: Rolle, mehr: Partial<BenutzerInfo> = {}): BenutzerInfo => ({
  id: 1,
  email: 'x@example.org',
  anrede: null,
  vorname: 'Vera',
  nachname: 'Beispiel',
  telefon: null,
  rolle,
  permissions: [...ROLLEN_VORLAGEN[rolle]],
  isAlias: false,
  onboardingCompleted: { stammdaten: true, abschluss: true },
  onboarding: { gilt: false, verschoben: false, stammdatenVollstaendig: true },
  erzeuger: null,
  entsorger: null,
  bestellwertGrenze: null,
  profilBildUrl: null,
  ...mehr,
});
const MUSTERBAU = { id: 7, name: 'Musterbau GmbH', typ: 'ERZEUGER' as const };
const NORD = { id: 3, name: 'Entsorgung Nord GmbH' };
const PERSONAL = [
  'offeneAuftraege',
  'belegePruefen',
  'freigabeErzeuger',
  'freigabeEntsorger',
  'freigabeVerbleibsanlagen',
  'rechnungsMails',
];

describe('dashboardWidgets: each role lands on its own work, nothing it may not read (issue 28)', () => {
  it('keeps the producer dashboard of issue 21', () => {
    expect(dashboardWidgets(info('INHABER', { erzeuger: MUSTERBAU }))).toEqual(['erzeugerAuftraege', 'erzeugerAuswertung']);
    expect(dashboardWidgets(info('BENUTZER', { erzeuger: MUSTERBAU }))).toEqual(['erzeugerAuftraege', 'erzeugerAuswertung']);
  });

  it('gives a disposer its requests, orders to confirm and services due, and no figures', () => {
    expect(dashboardWidgets(info('SONSTIGE', { entsorger: NORD }))).toEqual([
      'entsorgerAnfragen',
      'entsorgerZuBestaetigen',
      'entsorgerFaellig',
    ]);
  });

  it('gives admin and support the work lists of their permissions', () => {
    expect(dashboardWidgets(info('ADMIN'))).toEqual(PERSONAL);
    expect(dashboardWidgets(info('SUPPORT'))).toEqual(PERSONAL);
    const ohneBelege = info('SUPPORT', { permissions: ROLLEN_VORLAGEN.SUPPORT.filter((p) => p !== 'EDIT_RECHNUNGEN') });
    expect(dashboardWidgets(ohneBelege)).toEqual(['offeneAuftraege', 'freigabeErzeuger', 'freigabeEntsorger', 'freigabeVerbleibsanlagen']);
  });

  it('shows staff viewing a producer the producer’s dashboard', () => {
    expect(dashboardWidgets(info('SUPPORT', { erzeuger: MUSTERBAU }))).toEqual(['erzeugerAuswertung']);
  });

  it('shows a user without a tenant or staff permission no work list', () => {
    expect(dashboardWidgets(info('SONSTIGE'))).toEqual([]);
    // A producer's user given a staff permission stays in its producer: no staff lists.
    const gekapert = info('INHABER', { erzeuger: MUSTERBAU, permissions: [...ROLLEN_VORLAGEN.INHABER, 'VIEW_ALL_AUFTRAG'] });
    expect(dashboardWidgets(gekapert)).toEqual(['erzeugerAuftraege', 'erzeugerAuswertung']);
  });
});
