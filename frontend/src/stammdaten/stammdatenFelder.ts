import type { StammdatenTyp } from '@abfallportal/common/stammdaten';

export type FeldArt = 'text' | 'langtext' | 'zahl' | 'ganzzahl' | 'bool' | 'kategorie' | 'verfahrensart';

/**
 * How the list shows a number: `euro` as money ("49,00 €"), `unbegrenzt` an empty maximum as "unbegrenzt" (issue 19).
 */
export type FeldAnzeige = 'euro' | 'unbegrenzt';

/** One field of a type: its input, whether it is required, whether the list shows it. Labels: stammdaten.feld.<source>. */
export type FeldDefinition = { source: string; art: FeldArt; pflicht?: boolean; liste?: boolean; anzeige?: FeldAnzeige };

const f = (source: string, art: FeldArt, optionen: { pflicht?: boolean; liste?: boolean; anzeige?: FeldAnzeige } = {}): FeldDefinition => ({
  source,
  art,
  ...optionen,
});
const name = f('name', 'text', { pflicht: true, liste: true });
const beschreibung = f('beschreibung', 'langtext', { liste: true });

/** The screens of every type from one table; the server checks the same rules with the shared schema. */
export const STAMMDATEN_FELDER: Record<StammdatenTyp, readonly FeldDefinition[]> = {
  branchen: [name],
  einheiten: [name, f('kuerzel', 'text', { liste: true })],
  behaelterkategorien: [name],
  entsorgungsverfahren: [
    f('code', 'text', { pflicht: true, liste: true }),
    f('art', 'verfahrensart', { pflicht: true, liste: true }),
    f('bezeichnung', 'langtext', { pflicht: true, liste: true }),
    f('hinweis', 'langtext'),
    f('quelle', 'text'),
  ],
  vertraege: [
    name,
    f('maxAnfallstellen', 'ganzzahl', { liste: true, anzeige: 'unbegrenzt' }),
    f('maxEntsorger', 'ganzzahl', { liste: true, anzeige: 'unbegrenzt' }),
    f('preisProMonat', 'zahl', { pflicht: true, liste: true, anzeige: 'euro' }),
    f('registrierbar', 'bool', { liste: true }),
  ],
  abfallbehaelter: [
    f('bezeichnung', 'text', { pflicht: true, liste: true }),
    f('typ', 'kategorie', { pflicht: true, liste: true }),
    f('volumenM3', 'zahl', { pflicht: true, liste: true }),
    f('maxFuellgewichtT', 'zahl', { liste: true }),
    f('zyklisch', 'bool', { liste: true }),
    f('sortierung', 'ganzzahl', { liste: true }),
    f('normHinweis', 'text'),
    f('quelle', 'text'),
  ],
  abfallschluessel: [
    f('abfallschluessel', 'text', { pflicht: true, liste: true }),
    f('bezeichnung', 'langtext', { pflicht: true, liste: true }),
    f('gefaehrlich', 'bool', { liste: true }),
    f('bezeichnungEn', 'langtext'),
  ],
  ausnahmen: [name, beschreibung],
  quotenquelle: [name, beschreibung],
  fraktionen: [
    f('bezeichnung', 'text', { pflicht: true, liste: true }),
    f('dichte', 'zahl', { liste: true }),
    f('dichteMin', 'zahl', { liste: true }),
    f('dichteMax', 'zahl', { liste: true }),
    f('typischeAvv', 'text', { liste: true }),
    f('gewabfvBezug', 'text'),
    f('quelle', 'langtext'),
  ],
  kostenstellen: [f('nummer', 'text', { pflicht: true, liste: true }), name],
  leerungszyklen: [name, f('tage', 'ganzzahl', { liste: true })],
};

/** The tab bar, in the order of spec § 2; emptying cycles last (spec: master data also covers them). */
export const STAMMDATEN_TABS: readonly { typ: StammdatenTyp; pfad: string }[] = [
  { typ: 'branchen', pfad: '/stammdaten/branchen' },
  { typ: 'einheiten', pfad: '/stammdaten/einheiten' },
  { typ: 'behaelterkategorien', pfad: '/stammdaten/behaelterkategorien' },
  { typ: 'entsorgungsverfahren', pfad: '/stammdaten/entsorgungsverfahren' },
  { typ: 'vertraege', pfad: '/stammdaten/vertraege' },
  { typ: 'abfallbehaelter', pfad: '/stammdaten/abfallbehaelter' },
  { typ: 'abfallschluessel', pfad: '/stammdaten/abfallschluessel' },
  { typ: 'ausnahmen', pfad: '/stammdaten/ausnahmen' },
  { typ: 'quotenquelle', pfad: '/stammdaten/quotenquelle' },
  { typ: 'fraktionen', pfad: '/stammdaten/fraktionen' },
  { typ: 'kostenstellen', pfad: '/stammdaten/kostenstellen' },
  { typ: 'leerungszyklen', pfad: '/stammdaten/leerungszyklen' },
];

/** The required fields of a type for the save toolbar's hint: source → label key, in the form's order. */
export const stammdatenPflichtfelder = (typ: StammdatenTyp): Record<string, string> =>
  Object.fromEntries(STAMMDATEN_FELDER[typ].filter((feld) => feld.pflicht).map((feld) => [feld.source, `stammdaten.feld.${feld.source}`]));
