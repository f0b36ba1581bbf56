import type { AppDeps } from '../appDeps';
import { createCommandHandler, uuidFromName } from '../platform/decider/commandHandler';
import { auftragAggregate } from './auftragAggregate';
import { AUFTRAG_TABELLEN, uebersichtParser, uebersichtSpalten } from './lesemodell';

const auftragZeile = uebersichtParser(uebersichtSpalten(['id', 'erzeuger_id']));

/**
 * The order side of a disposer merge: every order of the discarded disposer gets a recorded
 * EntsorgerZusammengefuehrt event through the one command handler, so the order stream (and every
 * read model built from it) names the kept disposer. The orders are found in the order overview;
 * the command id follows from merge and order, so running it again appends nothing twice.
 * Returns the number of orders moved and the position of the last event for read-your-writes.
 */
export const entsorgerInAuftraegenUmhaengen = async (
  deps: Pick<AppDeps, 'db' | 'eventStore' | 'jetzt' | 'neueId'>,
  umhaengen: { vonEntsorgerId: number; nachEntsorgerId: number; zusammenfuehrungId: number; benutzerId: number; alsId: number | null },
): Promise<{ anzahl: number; position: string | null }> => {
  const handle = createCommandHandler(deps, auftragAggregate);
  const gelesen: unknown[] = await deps
    .db(AUFTRAG_TABELLEN.uebersicht)
    .where({ entsorger_id: umhaengen.vonEntsorgerId })
    // Offer requests that asked the discarded disposer (issue 18).
    .orWhereRaw('angefragte_entsorger_ids @> ?::jsonb', [JSON.stringify([umhaengen.vonEntsorgerId])])
    .select('id', 'erzeuger_id');
  const auftraege = gelesen.map(auftragZeile);
  let anzahl = 0;
  let position: string | null = null;
  for (const a of auftraege) {
    const commandId = uuidFromName(`entsorger-zusammenfuehrung/${umhaengen.zusammenfuehrungId}/${a.id}`);
    const result = await handle(
      a.id,
      {
        type: 'EntsorgerZusammenfuehren',
        vonEntsorgerId: umhaengen.vonEntsorgerId,
        nachEntsorgerId: umhaengen.nachEntsorgerId,
        zusammenfuehrungId: umhaengen.zusammenfuehrungId,
      },
      {
        actorId: String(umhaengen.benutzerId),
        actingAsId: umhaengen.alsId === null ? null : String(umhaengen.alsId),
        tenantId: String(a.erzeuger_id),
        commandId,
        correlationId: uuidFromName(`entsorger-zusammenfuehrung/${umhaengen.zusammenfuehrungId}`),
        causationId: null,
      },
    );
    if (result.position !== null) {
      anzahl++;
      position = result.position;
    }
  }
  return { anzahl, position };
};
