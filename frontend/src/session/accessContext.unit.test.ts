import { decideRoute } from '@abfallportal/common/permissions';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import type { BenutzerInfo } from '../providers/BenutzerInfo';
import { routeAccessContext } from './accessContext';

const benutzer = (rolle: BenutzerInfo['rolle'], erzeuger: BenutzerInfo['erzeuger']): BenutzerInfo =>
  ({ id: 1, rolle, permissions: [...ROLLEN_VORLAGEN[rolle]], erzeuger }) as unknown as BenutzerInfo;

const inhaber = benutzer('INHABER', { id: 7, typ: 'ERZEUGER' } as BenutzerInfo['erzeuger']);
const support = benutzer('SUPPORT', null);

describe('the producer-scoped guard (spec § 6)', () => {
  it('lets an owner open the pages of their own producer', () => {
    expect(decideRoute('auftraege', routeAccessContext(inhaber, { status: 'eigener' }))).toEqual({ allowed: true });
  });

  it('lets support open a producer’s orders and sites directly by URL', () => {
    const musterbau = routeAccessContext(support, { status: 'geladen', info: { id: 3, typ: 'ERZEUGER' } });
    expect(decideRoute('auftraege', musterbau)).toEqual({ allowed: true });
    expect(decideRoute('anfallstellen', musterbau)).toEqual({ allowed: true });
  });

  it('denies the route producer when it is a HOLDING or GRUPPIERUNG; staff go to support', () => {
    for (const typ of ['HOLDING', 'GRUPPIERUNG'] as const) {
      expect(decideRoute('auftraege', routeAccessContext(support, { status: 'geladen', info: { id: 3, typ } }))).toEqual({
        allowed: false,
        redirect: '/support',
      });
    }
  });

  it('sends staff without a producer, and a failed lookup, to the dashboard', () => {
    expect(decideRoute('auftraege', routeAccessContext(support, { status: 'eigener' }))).toEqual({
      allowed: false,
      redirect: '/dashboard',
    });
    expect(decideRoute('auftraege', routeAccessContext(inhaber, { status: 'fehler' }))).toEqual({ allowed: false, redirect: '/dashboard' });
  });
});
