import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUFTRAG_WORKFLOW } from './auftragWorkflow';
import { renderWorkflowDoc, WORKFLOW_DOC_BEFEHL, WORKFLOW_DOC_PFAD } from './workflowDoc';

describe('docs/order-workflow.md', () => {
  it('is the current rendering of the transition table', () => {
    const datei = path.resolve(__dirname, '..', '..', '..', WORKFLOW_DOC_PFAD);
    const aufPlatte = existsSync(datei) ? readFileSync(datei, 'utf8') : '';
    if (aufPlatte !== renderWorkflowDoc()) {
      throw new Error(`${WORKFLOW_DOC_PFAD} passt nicht zur Tabelle in auftragWorkflow.ts. Neu erzeugen mit: ${WORKFLOW_DOC_BEFEHL}`);
    }
  });

  it('lists every row and draws each transition in the state diagram', () => {
    const doc = renderWorkflowDoc();
    expect(doc).toContain('```mermaid\nstateDiagram-v2');
    for (const u of AUFTRAG_WORKFLOW) {
      const nach = u.nachUeberGrenze ? `${u.nach} (über der Bestellwertgrenze: ${u.nachUeberGrenze})` : u.nach;
      expect(doc).toContain(`| \`${u.aktion}\` | ${u.label} | ${u.von.join(', ')} | ${nach} |`);
      expect(doc).toContain(`  ${u.von[0]} --> ${u.nach}: ${u.aktion}${u.implementiert ? ' ✓' : ''}`);
    }
  });
});
