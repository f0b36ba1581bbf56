import { expect, test } from '@playwright/test';
import { decideRoute, type AccessContext } from '@abfallportal/common/permissions';
import { deutsch } from '../../frontend/src/i18n/deutsch';
import { adminBenutzerMenu } from '../../frontend/src/adminBenutzer/adminBenutzerMenu';
import { anfallstellenMenu } from '../../frontend/src/anfallstellen/anfallstellenMenu';
import { archivMenu } from '../../frontend/src/archiv/archivMenu';
import { auftragMenu } from '../../frontend/src/auftraege/auftragMenu';
import { auswertungMenu } from '../../frontend/src/auswertung/auswertungMenu';
import { belegeMenu } from '../../frontend/src/belege/belegeMenu';
import { benutzerverwaltungMenu } from '../../frontend/src/benutzerverwaltung/benutzerverwaltungMenu';
import { dashboardMenu } from '../../frontend/src/dashboard/dashboardMenu';
import { dokumentationMenu } from '../../frontend/src/dokumentation/dokumentationMenu';
import { entsorgerMenu } from '../../frontend/src/entsorger/entsorgerMenu';
import { hilfeMenu } from '../../frontend/src/hilfe/hilfeMenu';
import { leistungsnummerMenu } from '../../frontend/src/leistungsnummer/leistungsnummerMenu';
import { sortMenuEintraege } from '../../frontend/src/navigation/menuEintraege';
import { stammdatenMenu } from '../../frontend/src/stammdaten/stammdatenMenu';
import { supportMenu } from '../../frontend/src/support/supportMenu';
import { anmelden, onboardingSchliessen } from './support/anmelden';

type Info = { rolle: AccessContext['rolle']; permissions: string[]; erzeuger: AccessContext['erzeuger'] };

/** The sidebar entries the features register (App.tsx composes the same). */
const MENU_EINTRAEGE = sortMenuEintraege([
  ...dashboardMenu,
  ...auftragMenu,
  ...anfallstellenMenu,
  ...entsorgerMenu,
  ...supportMenu,
  ...stammdatenMenu,
  ...benutzerverwaltungMenu,
  ...adminBenutzerMenu,
  ...leistungsnummerMenu,
  ...belegeMenu,
  ...dokumentationMenu,
  ...archivMenu,
  ...hilfeMenu,
  ...auswertungMenu,
]);

/** What the permission table of spec § 6 gives a user among the screens that exist. */
const erwarteteEintraege = (info: Info): string[] =>
  MENU_EINTRAEGE.filter(
    (e) =>
      e.nurEntsorger !== true &&
      (e.routeKey === null || decideRoute(e.routeKey, info).allowed) &&
      // A path that names the producer is linked only for users who have one (visibleMenuEintraege).
      (!e.path.includes(':erzeugerId') || info.erzeuger !== null),
  ).map((e) => text(e.titel ?? `menu.${e.label}`));

/** A catalogue text by its full key (quick links name theirs, other entries are `menu.<label>`). */
const text = (key: string): string =>
  key.split('.').reduce<unknown>((knoten, teil) => (knoten as Record<string, unknown>)[teil], deutsch) as string;

for (const email of ['support@abfallportal.example', 'inhaber@musterbau.example']) {
  test(`Seitenleiste von ${email} nach der Berechtigungstabelle`, async ({ page }) => {
    await anmelden(page, email);
    await onboardingSchliessen(page);
    const info = (await (await page.request.get('/api/v1/benutzer/info')).json()) as Info;
    const erwartet = erwarteteEintraege(info);
    // Every demo account may see the overview.
    expect(erwartet).toContain('Übersicht');
    // The help section (spec § 2): quick links and the FAQ, for every role.
    expect(erwartet).toEqual(expect.arrayContaining(['Anleitung', 'Kontakt', 'Impressum', 'FAQ']));
    const seitenleiste = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(seitenleiste.getByRole('menuitem')).toHaveText(erwartet);
  });
}
