import ts from 'typescript';

/**
 * The matcher of the read-model contract rule (DESIGN § 5: no other feature names a feature's
 * tables): which string and template literals of a source file name a read-model table outside the
 * places its owner declares and writes it. Pure, so its unit test needs no file system.
 */

/** Where a table may be named: its feature's projection folder and contract module(s). */
export type Eigentuemer = { feature: string; projektion: string };

export type Verstoss = { datei: string; zeile: number; tabelle: string; feature: string };

/**
 * The owning feature's places: `projections/src/<feature>/` (the projection creates and writes the
 * tables) and its contract, `backend/src/<feature>/<name>Lesemodell.ts` or a `lesemodell/` folder
 * there (one query module per read model), which names them for everyone else.
 */
export const darfNennen = (datei: string, e: Eigentuemer): boolean =>
  datei.startsWith(`projections/src/${e.feature}/`) ||
  new RegExp(`^backend/src/${e.feature}/(\\w+Lesemodell\\.ts$|lesemodell/)`).test(datei);

const literalTexte = (quelle: ts.SourceFile): { text: string; pos: number }[] => {
  const texte: { text: string; pos: number }[] = [];
  const besuche = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      texte.push({ text: node.text, pos: node.getStart(quelle) });
    ts.forEachChild(node, besuche);
  };
  besuche(quelle);
  return texte;
};

/** Every literal of `text` (file `datei`, repository-relative) that names a table it may not name. */
export const verstoesseIn = (datei: string, text: string, tabellen: ReadonlyMap<string, Eigentuemer>): Verstoss[] => {
  const fremde = [...tabellen].filter(([, e]) => !darfNennen(datei, e));
  if (fremde.length === 0) return [];
  // `_` is a word character: doku_beleg does not match inside doku_beleg_position.
  const muster = fremde.map(([t, e]) => ({ tabelle: t, feature: e.feature, re: new RegExp(`\\b${t}\\b`) }));
  const quelle = ts.createSourceFile(datei, text, ts.ScriptTarget.Latest, true, datei.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const verstoesse: Verstoss[] = [];
  for (const l of literalTexte(quelle))
    for (const m of muster)
      if (m.re.test(l.text))
        verstoesse.push({ datei, zeile: quelle.getLineAndCharacterOfPosition(l.pos).line + 1, tabelle: m.tabelle, feature: m.feature });
  return verstoesse;
};
