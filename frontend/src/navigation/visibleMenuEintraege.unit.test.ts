import type { AccessContext } from '@abfallportal/common/permissions';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { MENU_EINTRAEGE, type MenuEintrag } from './menuEintraege';
import { visibleMenuEintraege } from './visibleMenuEintraege';

const inhaber: AccessContext = { rolle: 'INHABER', permissions: ROLLEN_VORLAGEN.INHABER, erzeuger: { id: 7, typ: 'ERZEUGER' } };
const support: AccessContext = { rolle: 'SUPPORT', permissions: ROLLEN_VORLAGEN.SUPPORT, erzeuger: null };

const labels = (ctx: AccessContext, eintraege: readonly MenuEintrag[] = MENU_EINTRAEGE) =>
  visibleMenuEintraege(eintraege, ctx).map((e) => `${e.label} ${e.href}`);

const allExisting = MENU_EINTRAEGE.map((e) => ({ ...e, exists: true }));

describe('visibleMenuEintraege', () => {
  it('lists every section of spec § 2 in order', () => {
    expect([...new Set(MENU_EINTRAEGE.map((e) => e.label))]).toEqual([
      'uebersicht',
      'auftraege',
      'anfallstellen',
      'entsorger',
      'dokumentation',
      'auswertungen',
      'archiv',
      'support',
      'stammdaten',
      'belege',
      'benutzerverwaltung',
      'leistungsnummern',
      'schnellzugriff',
      'faq',
    ]);
  });

  it('shows only existing screens: today the overview, the orders, the support area and the user management', () => {
    expect(labels(inhaber)).toEqual([
      'uebersicht /dashboard',
      'auftraege /erzeuger/7/auftraege',
      'anfallstellen /erzeuger/7/anfallstellen',
      'entsorger /erzeuger/7/entsorger',
      'benutzerverwaltung /erzeuger/7/verwaltung',
    ]);
    expect(labels(support)).toEqual(['uebersicht /dashboard', 'support /support', 'stammdaten /stammdaten']);
  });

  it('would show an owner the producer screens of their own producer', () => {
    expect(labels(inhaber, allExisting)).toEqual([
      'uebersicht /dashboard',
      'auftraege /erzeuger/7/auftraege',
      'anfallstellen /erzeuger/7/anfallstellen',
      'entsorger /erzeuger/7/entsorger',
      'dokumentation /erzeuger/7/dokumentation',
      'auswertungen /erzeuger/auswertung',
      'benutzerverwaltung /erzeuger/7/verwaltung',
    ]);
  });

  it('would show support the staff screens', () => {
    expect(labels(support, allExisting)).toEqual([
      'uebersicht /dashboard',
      'auswertungen /erzeuger/auswertung',
      'support /support',
      'stammdaten /stammdaten',
      'belege /rechnungen',
    ]);
  });

  it('hides the overview without VIEW_DASHBOARD', () => {
    expect(labels({ ...support, permissions: ['VIEW_OWN_PROFILE'] })).toEqual([]);
  });
});
