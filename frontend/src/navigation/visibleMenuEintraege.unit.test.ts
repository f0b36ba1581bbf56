import type { AccessContext } from '@abfallportal/common/permissions';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { adminBenutzerMenu } from '../adminBenutzer/adminBenutzerMenu';
import { anfallstellenMenu } from '../anfallstellen/anfallstellenMenu';
import { auftragMenu } from '../auftraege/auftragMenu';
import { benutzerverwaltungMenu } from '../benutzerverwaltung/benutzerverwaltungMenu';
import { dashboardMenu } from '../dashboard/dashboardMenu';
import { entsorgerMenu } from '../entsorger/entsorgerMenu';
import { leistungsnummerMenu } from '../leistungsnummer/leistungsnummerMenu';
import { stammdatenMenu } from '../stammdaten/stammdatenMenu';
import { supportMenu } from '../support/supportMenu';
import type { MenuEintrag } from './menuEintraege';
import { visibleMenuEintraege } from './visibleMenuEintraege';

const inhaber: AccessContext = { rolle: 'INHABER', permissions: ROLLEN_VORLAGEN.INHABER, erzeuger: { id: 7, typ: 'ERZEUGER' } };
const support: AccessContext = { rolle: 'SUPPORT', permissions: ROLLEN_VORLAGEN.SUPPORT, erzeuger: null };

/** What the features register, deliberately in another order than the sidebar's. */
const REGISTRIERT: readonly MenuEintrag[] = [
  ...leistungsnummerMenu,
  ...supportMenu,
  ...adminBenutzerMenu,
  ...benutzerverwaltungMenu,
  ...stammdatenMenu,
  ...entsorgerMenu,
  ...anfallstellenMenu,
  ...auftragMenu,
  ...dashboardMenu,
];

const labels = (ctx: AccessContext) => visibleMenuEintraege(REGISTRIERT, ctx).map((e) => `${e.label} ${e.href}`);

describe('visibleMenuEintraege', () => {
  it('shows an owner the producer screens of their own producer, in the order of spec § 2', () => {
    expect(labels(inhaber)).toEqual([
      'uebersicht /dashboard',
      'auftraege /erzeuger/7/auftraege',
      'anfallstellen /erzeuger/7/anfallstellen',
      'entsorger /erzeuger/7/entsorger',
      'benutzerverwaltung /erzeuger/7/verwaltung',
    ]);
  });

  it('shows support the staff screens; producer screens need a producer id to link', () => {
    expect(labels(support)).toEqual(['uebersicht /dashboard', 'support /support', 'stammdaten /stammdaten']);
  });

  it('hides the overview without VIEW_DASHBOARD', () => {
    expect(labels({ ...support, permissions: ['VIEW_OWN_PROFILE'] })).toEqual([]);
  });
});
