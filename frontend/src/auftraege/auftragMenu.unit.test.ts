import { decideRoute, type AccessContext } from '@abfallportal/common/permissions';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { visibleMenuEintraege } from '../navigation/visibleMenuEintraege';
import { auftragMenu } from './auftragMenu';
import { auftragPaths } from './auftragPaths';

const admin: AccessContext = { rolle: 'ADMIN', permissions: ROLLEN_VORLAGEN.ADMIN, erzeuger: null };
const support: AccessContext = { rolle: 'SUPPORT', permissions: ROLLEN_VORLAGEN.SUPPORT, erzeuger: null };
const inhaber: AccessContext = { rolle: 'INHABER', permissions: ROLLEN_VORLAGEN.INHABER, erzeuger: { id: 7, typ: 'ERZEUGER' } };

const eintraege = (ctx: AccessContext) => visibleMenuEintraege(auftragMenu, ctx).map((e) => `${e.label} ${e.href}`);

describe('orders in the sidebar (issue 19: admin and support see orders)', () => {
  it('gives admin and support the open orders and the order search', () => {
    for (const ctx of [admin, support]) {
      expect(eintraege(ctx)).toEqual(['offeneAuftraege /admin/auftraege', 'auftragSuche /admin/auftraege/suche']);
    }
  });

  it("keeps a producer's sidebar as it was", () => {
    expect(eintraege(inhaber)).toEqual(['auftraege /erzeuger/7/auftraege']);
  });

  it("lets staff open an order's details at its producer's route, where the rows and hits link", () => {
    expect(auftragPaths.show(12, 'abc')).toBe('/erzeuger/12/auftraege/abc');
    for (const ctx of [admin, support]) {
      expect(decideRoute('auftraege', { ...ctx, erzeuger: { id: 12, typ: 'ERZEUGER' } })).toEqual({ allowed: true });
    }
  });
});
