/**
 * German names of the list resources (issue 19): react-admin names a resource in empty lists ("Keine
 * %{name} vorhanden") and default titles. Our resources are API paths with ids ("anfallstelle/erzeuger/5"),
 * so the catalogue cannot key them; the path's pattern gives the name. Singular |||| plural.
 */
const NAMEN: readonly (readonly [RegExp, string])[] = [
  [/^auftrag(\/|$)/, 'Auftrag |||| Aufträge'],
  [/^anfallstelle(\/|$)/, 'Anfallstelle |||| Anfallstellen'],
  [/^benutzer\/admins$/, 'Konto |||| Konten'],
  [/(^|\/)benutzer$/, 'Benutzer |||| Benutzer'],
  [/^entsorger\/\d+\/kunden$/, 'Kunde |||| Kunden'],
  [/^entsorger(\/|$)/, 'Entsorger |||| Entsorger'],
  [/^erzeuger$/, 'Erzeuger |||| Erzeuger'],
  [/^firmendaten\/firmenadressen$/, 'Firmenadresse |||| Firmenadressen'],
  [/^firmendaten\/rechnungsadressen$/, 'Rechnungsadresse |||| Rechnungsadressen'],
  [/^leistung$/, 'Preisvereinbarung |||| Preisvereinbarungen'],
  [/leistungsnummer$/, 'Leistungsnummer |||| Leistungsnummern'],
  [/^ablageort$/, 'Verbleibsanlage |||| Verbleibsanlagen'],
  [/^session\/protokoll$/, 'Protokolleintrag |||| Protokolleinträge'],
  [/^session\/aenderungen$/, 'Änderung |||| Änderungen'],
  [/^stammdaten\/branchen$/, 'Branche |||| Branchen'],
  [/^stammdaten\/einheiten$/, 'Einheit |||| Einheiten'],
  [/^stammdaten\/behaelterkategorien$/, 'Behälterkategorie |||| Behälterkategorien'],
  [/^stammdaten\/entsorgungsverfahren$/, 'Entsorgungsverfahren |||| Entsorgungsverfahren'],
  [/^stammdaten\/vertraege$/, 'Vertrag |||| Verträge'],
  [/^stammdaten\/abfallbehaelter$/, 'Abfallbehälter |||| Abfallbehälter'],
  [/^stammdaten\/abfallschluessel$/, 'Abfallschlüssel |||| Abfallschlüssel'],
  [/^stammdaten\/ausnahmen$/, 'Ausnahme |||| Ausnahmen'],
  [/^stammdaten\/quotenquelle$/, 'Quotenquelle |||| Quotenquellen'],
  [/^stammdaten\/fraktionen$/, 'Fraktion |||| Fraktionen'],
  [/^stammdaten\/kostenstellen/, 'Kostenstelle |||| Kostenstellen'],
  [/^stammdaten\/leerungszyklen$/, 'Leerungszyklus |||| Leerungszyklen'],
];

/** Any other resource still never shows its path. */
const SONST = 'Eintrag |||| Einträge';

/** The German name of a resource; German has one singular form (1) and one plural form (0, 2, …). */
export const ressourcenName = (resource: string, anzahl: number): string => {
  const namen = NAMEN.find(([muster]) => muster.test(resource))?.[1] ?? SONST;
  const [einzahl = '', mehrzahl = einzahl] = namen.split(' |||| ');
  return anzahl === 1 ? einzahl : mehrzahl;
};

const RESSOURCEN_SCHLUESSEL = /^resources\.(.+)\.(name|forcedCaseName)$/;

/** For the i18n provider: the resource's German name when react-admin asks for `resources.<path>.name`. */
export const ressourcenNameFuer = (schluessel: string, optionen: { smart_count?: unknown } | undefined): string | null => {
  const treffer = RESSOURCEN_SCHLUESSEL.exec(schluessel);
  if (!treffer?.[1]) return null;
  return ressourcenName(treffer[1], typeof optionen?.smart_count === 'number' ? optionen.smart_count : 2);
};
