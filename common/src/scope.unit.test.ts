import { ROLLEN_VORLAGEN } from './rollenVorlagen';
import {
  decideCall,
  isStaff,
  reachesAllTenants,
  scopeIncludesEntsorger,
  scopeIncludesErzeuger,
  scopeOf,
  SCOPE_RULES,
  type CallRule,
  type Rolle,
  type Scope,
  type ScopeArea,
  type ScopeUser,
} from './permissions';

/** The demo roles with their default permissions: a producer (id 7), a disposer (id 3), staff. */
const nutzer = (rolle: Rolle, more: Partial<ScopeUser> = {}): ScopeUser => ({
  rolle,
  permissions: [...ROLLEN_VORLAGEN[rolle]],
  erzeuger: rolle === 'INHABER' || rolle === 'BENUTZER' ? { id: 7 } : null,
  entsorger: null,
  ...more,
});
const INHABER = nutzer('INHABER');
const BENUTZER = nutzer('BENUTZER');
const ADMIN = nutzer('ADMIN');
const SUPPORT = nutzer('SUPPORT');
const ENTSORGER = nutzer('SONSTIGE', { entsorger: { id: 3 } });

const ALLE: Scope = { type: 'alle' };
const EIGENER: Scope = { type: 'erzeuger', erzeugerId: 7 };
const DISPO: Scope = { type: 'entsorger', entsorgerId: 3 };
const KEINER: Scope = { type: 'keiner' };

/** Area × need × role → scope: the table every feature's access decision is a call of. */
const TABELLE: [ScopeArea, 'read' | 'write', ScopeUser, Scope][] = [
  ['anfallstellen', 'read', INHABER, EIGENER],
  ['anfallstellen', 'write', BENUTZER, EIGENER],
  ['anfallstellen', 'write', SUPPORT, ALLE],
  ['anfallstellen', 'read', ENTSORGER, KEINER],
  ['entsorgerDesErzeugers', 'read', INHABER, EIGENER],
  ['entsorgerDesErzeugers', 'read', BENUTZER, KEINER],
  ['entsorgerDesErzeugers', 'write', ADMIN, ALLE],
  ['firmendaten', 'read', SUPPORT, ALLE],
  ['firmendaten', 'write', SUPPORT, KEINER],
  ['firmendaten', 'write', INHABER, EIGENER],
  ['firmendaten', 'read', BENUTZER, KEINER],
  ['benutzerverwaltung', 'write', INHABER, EIGENER],
  ['benutzerverwaltung', 'read', nutzer('BENUTZER', { permissions: ['INVITE_DELAYED'] }), EIGENER],
  ['benutzerverwaltung', 'write', nutzer('BENUTZER', { permissions: ['INVITE_DELAYED'] }), KEINER],
  ['benutzerverwaltung', 'write', ADMIN, ALLE],
  ['preise', 'read', INHABER, EIGENER],
  ['preise', 'read', ENTSORGER, DISPO],
  ['preise', 'read', SUPPORT, ALLE],
  ['preise', 'write', SUPPORT, KEINER],
  ['preise', 'write', ADMIN, ALLE],
  ['preise', 'write', INHABER, KEINER],
  ['auftraege', 'read', BENUTZER, EIGENER],
  ['auftraege', 'write', INHABER, EIGENER],
  ['auftraege', 'read', ENTSORGER, DISPO],
  ['auftraege', 'write', SUPPORT, ALLE],
  ['auftragNotiz', 'write', INHABER, EIGENER],
  ['auftragNotiz', 'write', nutzer('BENUTZER', { permissions: ['VIEW_AUFTRAG'] }), KEINER],
  ['auftragNotiz', 'write', ENTSORGER, KEINER],
  // Issue 28: a disposer's own offer in the portal is the disposer's alone; staff enter offers as support.
  ['entsorgerAntwort', 'write', ENTSORGER, DISPO],
  ['entsorgerAntwort', 'write', ADMIN, KEINER],
  ['entsorgerAntwort', 'write', SUPPORT, KEINER],
  ['entsorgerAntwort', 'write', INHABER, KEINER],
  ['belege', 'write', INHABER, EIGENER],
  ['belege', 'read', BENUTZER, KEINER],
  ['belege', 'write', SUPPORT, ALLE],
  ['belege', 'read', ENTSORGER, DISPO],
  ['auftragNotiz', 'read', ENTSORGER, KEINER],
  ['auftragNotiz', 'write', SUPPORT, ALLE],
  ['auftragErzeugerseite', 'write', INHABER, EIGENER],
  ['auftragErzeugerseite', 'write', nutzer('BENUTZER', { permissions: ['VIEW_AUFTRAG'] }), KEINER],
  ['auftragErzeugerseite', 'write', ENTSORGER, KEINER],
  ['auftragErzeugerseite', 'write', SUPPORT, ALLE],
  ['verbleibsanlagen', 'read', BENUTZER, EIGENER],
  ['verbleibsanlagen', 'write', BENUTZER, KEINER],
  ['verbleibsanlagen', 'write', INHABER, EIGENER],
  ['verbleibsanlagen', 'write', SUPPORT, ALLE],
  ['dokumentation', 'read', BENUTZER, EIGENER],
  ['dokumentation', 'write', BENUTZER, KEINER],
  ['entsorgerStamm', 'read', SUPPORT, ALLE],
  ['entsorgerStamm', 'write', ADMIN, ALLE],
  ['entsorgerStamm', 'read', ENTSORGER, DISPO],
  ['entsorgerStamm', 'read', INHABER, KEINER],
  ['entsorgerKunden', 'read', ADMIN, ALLE],
  ['entsorgerKunden', 'read', SUPPORT, KEINER],
  ['entsorgerKunden', 'read', ENTSORGER, DISPO],
  ['entsorgerKunden', 'read', INHABER, KEINER],
  ['leistungsnummern', 'read', INHABER, KEINER],
  ['leistungsnummern', 'read', nutzer('INHABER', { permissions: ['CUSTOM_BELA_VIEW_LEISTUNGSNUMMER'] }), EIGENER],
  ['erzeuger', 'read', BENUTZER, EIGENER],
  ['erzeuger', 'write', INHABER, KEINER],
  ['erzeuger', 'read', SUPPORT, ALLE],
  ['erzeuger', 'read', ENTSORGER, KEINER],
  ['erzeugerKunden', 'read', SUPPORT, ALLE],
  ['erzeugerKunden', 'read', ENTSORGER, DISPO],
  ['erzeugerKunden', 'read', INHABER, KEINER],
  // Evaluations (issue 21): a producer's users read their own figures, staff any producer's; nobody writes.
  ['auswertung', 'read', BENUTZER, EIGENER],
  ['auswertung', 'read', INHABER, EIGENER],
  ['auswertung', 'write', INHABER, KEINER],
  ['auswertung', 'read', SUPPORT, ALLE],
  ['auswertung', 'read', ENTSORGER, KEINER],
];

describe('scopeOf: whose records a user reaches (issue 17, item 2)', () => {
  it('has a row for every area', () => {
    expect([...new Set(TABELLE.map(([area]) => area))].sort()).toEqual(Object.keys(SCOPE_RULES).sort());
  });

  it.each(TABELLE.map((row) => [`${row[0]} ${row[1]} as ${row[2].rolle}${row[2].entsorger ? ' (disposer)' : ''}`, ...row] as const))(
    '%s',
    (_name, area, need, user, expected) => {
      expect(scopeOf(area, user, need)).toEqual(expected);
    },
  );

  it('gives every tenant only to staff: a producer user holding a staff permission stays in their producer', () => {
    const gekapert = nutzer('INHABER', { permissions: [...ROLLEN_VORLAGEN.INHABER, 'VIEW_ALL_ERZEUGER', 'VIEW_ALL_AUFTRAG'] });
    expect(reachesAllTenants('anfallstellen', gekapert)).toBe(false);
    expect(scopeOf('auftraege', gekapert, 'read')).toEqual(EIGENER);
  });

  it('includes a producer or a disposer only in its own scope', () => {
    expect(scopeIncludesErzeuger(EIGENER, 7)).toBe(true);
    expect(scopeIncludesErzeuger(EIGENER, 8)).toBe(false);
    expect(scopeIncludesErzeuger(ALLE, 8)).toBe(true);
    expect(scopeIncludesErzeuger(KEINER, 7)).toBe(false);
    expect(scopeIncludesEntsorger(DISPO, 3)).toBe(true);
    expect(scopeIncludesEntsorger(EIGENER, 3)).toBe(false);
  });

  it('knows one kind of staff: admin and support', () => {
    expect((['ADMIN', 'SUPPORT', 'INHABER', 'BENUTZER', 'SONSTIGE'] as const).map(isStaff)).toEqual([true, true, false, false, false]);
  });
});

describe('decideCall: the registry asks it before every handler', () => {
  const FAELLE: [CallRule, ScopeUser | null, string][] = [
    ['public', null, 'allowed'],
    ['token', null, 'allowed'],
    ['signedIn', null, 'signIn'],
    ['signedIn', ENTSORGER, 'allowed'],
    ['anfallstellen', BENUTZER, 'allowed'],
    // A producer page staff may open (decideRoute) admits their calls too (issue 28: documentation, service numbers).
    ['anfallstellen', SUPPORT, 'allowed'],
    ['dokumentation', SUPPORT, 'allowed'],
    ['leistungsnummer', ADMIN, 'allowed'],
    ['dokumentation', ENTSORGER, 'forbidden'],
    ['preise', SUPPORT, 'forbidden'],
    ['stammdaten', SUPPORT, 'allowed'],
    ['stammdaten', INHABER, 'forbidden'],
    [{ anyOf: ['VIEW_ANFALLSTELLE', 'VIEW_ALL_ERZEUGER'] }, SUPPORT, 'allowed'],
    [{ allOf: ['VIEW_AUFTRAG', 'EDIT_AUFTRAG'] }, ENTSORGER, 'forbidden'],
    ['auftraege', null, 'signIn'],
  ];
  it.each(FAELLE.map(([rule, user, out]) => [JSON.stringify(rule), user?.rolle ?? 'anonym', rule, user, out] as const))(
    '%s as %s',
    (_r, _u, rule, user, out) => {
      expect(decideCall(rule, user)).toBe(out);
    },
  );
});
