import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import type { AuftragSeite } from '@abfallportal/common/permissions';
import { ANFANGS_STATUS, AUFTRAG_WORKFLOW } from './auftragWorkflow';
import { pflichtTermine } from './pflichtTermine';
import type { Uebergang } from './uebergang';

/** Where the rendered document lives, from the repository root. */
export const WORKFLOW_DOC_PFAD = 'docs/order-workflow.md';
export const WORKFLOW_DOC_BEFEHL = 'npx tsx backend/src/auftraege/workflowDoc.ts --write';

const SEITEN: [AuftragSeite, string][] = [
  ['ERZEUGER', 'Erzeuger (Kunde; Admin und Support handeln auch für ihn)'],
  ['ENTSORGER', 'Entsorger (im Portal oder über den E-Mail-Link)'],
  ['ADMIN', 'Admin und Support'],
];

const felder = (f: readonly string[]) => (f.length === 0 ? '–' : f.map((x) => `\`${x}\``).join(', '));

const tabelle = (zeilen: readonly Uebergang[]): string[] => [
  '| Aktion | Schaltfläche | von | nach | Pflichtfelder | optionale Felder | Token-Link | umgesetzt |',
  '|---|---|---|---|---|---|---|---|',
  ...zeilen.map(
    (u) =>
      `| \`${u.aktion}\` | ${u.label} | ${u.von.join(', ')} | ${u.nach}${u.nachUeberGrenze ? ` (über der Bestellwertgrenze: ${u.nachUeberGrenze})` : ''} | ${felder(u.felder)} | ${felder(u.optionaleFelder)} | ${u.token ? 'ja' : '–'} | ${u.implementiert ? '✅ ja' : 'geplant'} |`,
  ),
];

const ENDSTATUS = AUFTRAG_STATUS.filter((s) => !AUFTRAG_WORKFLOW.some((u) => u.von.includes(s)));

const diagramm = (): string[] => {
  const kanten = new Set<string>();
  for (const u of AUFTRAG_WORKFLOW) {
    for (const von of u.von) kanten.add(`  ${von} --> ${u.nach}: ${u.aktion}${u.implementiert ? ' ✓' : ''}`);
    if (u.nachUeberGrenze)
      for (const von of u.von) kanten.add(`  ${von} --> ${u.nachUeberGrenze}: ${u.aktion}${u.implementiert ? ' ✓' : ''}`);
  }
  return [
    '```mermaid',
    'stateDiagram-v2',
    ...ANFANGS_STATUS.map((s) => `  [*] --> ${s}`),
    ...kanten,
    ...ENDSTATUS.map((s) => `  ${s} --> [*]`),
    '```',
  ];
};

const termineProStatus = (): string[] => {
  const gruppen = new Map<string, AuftragStatus[]>();
  for (const s of AUFTRAG_STATUS) {
    const key = pflichtTermine(s).join(', ');
    gruppen.set(key, [...(gruppen.get(key) ?? []), s]);
  }
  return [
    '| Zielstatus | Pflichttermine |',
    '|---|---|',
    ...[...gruppen].map(
      ([termine, status]) =>
        `| ${status.join(', ')} | ${termine
          .split(', ')
          .map((t) => `\`${t}\``)
          .join(', ')} |`,
    ),
  ];
};

/** The Markdown of docs/order-workflow.md, rendered from the transition table. */
export const renderWorkflowDoc = (): string =>
  [
    '# Auftrags-Workflow',
    '',
    `<!-- Generiert aus backend/src/auftraege/auftragWorkflow.ts. Nicht von Hand ändern, sondern: ${WORKFLOW_DOC_BEFEHL} -->`,
    '',
    'Ein Auftrag (Vorgang) wandert durch die Status der Spezifikation (§ 4). Welche Aktion wer in welchem Status ausführen darf, steht in einer einzigen Tabelle im Code; der Server bietet daraus pro Auftrag die verfügbaren Aktionen an (`GET /workflow/stateTransitions/{id}` für den Erzeuger und Admins, `entsorgerStateTransitions/{id}` für den Entsorger) und führt sie über `POST /workflow/{aktion}/{id}` aus. Jede ausgeführte Aktion wird als Ereignis `AuftragStatusGeaendert` gespeichert.',
    '',
    'Spalte „umgesetzt“: nur diese Aktionen bietet der Server heute an; die übrigen Zeilen sind der geplante Ablauf. Termine dürfen nicht in der Vergangenheit liegen (Kalendertag in Europe/Berlin). Eine neue Bestellung beginnt in `BESTELLUNG` (Bestellbefehl, keine Zeile); `BESTELLUNG_ZUR_FREIGABE` und `WARTEN_AUF_ANGEBOT` sind weitere Anfangsstatus.',
    '',
    '## Status',
    '',
    '| Status | Anzeige |',
    '|---|---|',
    ...AUFTRAG_STATUS.map((s) => `| ${s} | ${AUFTRAG_STATUS_TEXT[s]} |`),
    '',
    ...SEITEN.flatMap(([seite, titel]) => [`## ${titel}`, '', ...tabelle(AUFTRAG_WORKFLOW.filter((u) => u.seite === seite)), '']),
    '## Status erzwingen (Admin)',
    '',
    'Admins und Support können jeden Auftrag in jeden Status setzen (`forceStateTransition`, umgesetzt). Nicht angegebene Termine behalten ihren Wert; nach der Änderung muss der Auftrag die Termine haben, die sein neuer Status voraussetzt. Der Abholtermin darf nicht vor dem Liefertermin liegen.',
    '',
    ...termineProStatus(),
    '',
    '## Zustandsdiagramm',
    '',
    'Ohne die erzwungene Statusänderung, die von jedem Status zu jedem führt. ✓ = umgesetzt.',
    '',
    ...diagramm(),
    '',
  ].join('\n');

if (require.main === module) {
  if (process.argv.includes('--write')) {
    const ziel = path.resolve(__dirname, '..', '..', '..', WORKFLOW_DOC_PFAD);
    writeFileSync(ziel, renderWorkflowDoc());
    process.stdout.write(`${ziel} geschrieben\n`);
  } else {
    process.stdout.write(renderWorkflowDoc());
  }
}
