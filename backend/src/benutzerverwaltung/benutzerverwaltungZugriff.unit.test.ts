import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { Rolle } from '@abfallportal/common/permissions';
import { DomainError } from '../platform/domainError';
import { checkErzeugerImScope, verwaltungsScope } from './benutzerverwaltungZugriff';

const person = (permissions: string[], erzeugerId: number | null = 7, rolle: Rolle = 'BENUTZER'): BenutzerInfo => ({
  id: 1,
  email: 'a@b.example',
  anrede: null,
  vorname: 'A',
  nachname: 'B',
  telefon: null,
  rolle,
  permissions,
  isAlias: false,
  onboardingCompleted: { stammdaten: true, abschluss: true },
  onboarding: { gilt: false, verschoben: false, stammdatenVollstaendig: false },
  erzeuger: erzeugerId === null ? null : { id: erzeugerId, name: 'E', typ: 'ERZEUGER' },
  entsorger: null,
  bestellwertGrenze: null,
  profilBildUrl: null,
});

const art = (f: () => unknown) => {
  try {
    f();
    return 'erlaubt';
  } catch (e) {
    return (e as DomainError).kind;
  }
};

describe('verwaltungsScope (scopeOf benutzerverwaltung)', () => {
  it('gives staff every producer and a manager only their own', () => {
    expect(verwaltungsScope(person(['VIEW_ALL_USERS'], null, 'ADMIN'), 'write')).toEqual({ type: 'alle' });
    expect(verwaltungsScope(person(['VIEW_ALL_ERZEUGER'], null, 'SUPPORT'), 'read')).toEqual({ type: 'alle' });
    expect(verwaltungsScope(person(['MANAGE_USERS']), 'write')).toEqual({ type: 'erzeuger', erzeugerId: 7 });
  });

  it('lets INVITE_DELAYED read and invite but not change, and nobody else anything', () => {
    expect(art(() => verwaltungsScope(person(['INVITE_DELAYED']), 'read'))).toBe('erlaubt');
    expect(art(() => verwaltungsScope(person(['INVITE_DELAYED']), 'write'))).toBe('verboten');
    expect(art(() => verwaltungsScope(person(['VIEW_DASHBOARD']), 'read'))).toBe('verboten');
    expect(art(() => verwaltungsScope(person(['MANAGE_USERS'], null), 'read'))).toBe('verboten');
  });

  it('answers another producer like a missing one', () => {
    expect(art(() => checkErzeugerImScope({ type: 'erzeuger', erzeugerId: 7 }, 8))).toBe('nichtGefunden');
    expect(art(() => checkErzeugerImScope({ type: 'alle' }, 8))).toBe('erlaubt');
  });
});
