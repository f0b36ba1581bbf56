import type { AuftragStatus } from '@abfallportal/common/auftrag';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { createCommandHandler, uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import { DomainError } from '../platform/domainError';
import type { GeplanterJob } from '../platform/jobs/jobs';
import { istNeu } from './auftrag';
import { auftragAggregate } from './auftragAggregate';
import { ladeAuftragState } from './folgeauftrag';
import { AUFTRAG_TABELLEN, uebersichtParser, uebersichtSpalten } from './lesemodell';

export type SystemDeps = { db: Db; eventStore: EventStore; jetzt: () => Date; neueId: () => string };

/** Commands of the system (reminder job, process manager): no user, the history names "System". */
const systemMeta = (commandId: string, tenantId: number | null, causationId: string | null = null): CommandMeta => ({
  actorId: null,
  actingAsId: null,
  tenantId: tenantId === null ? null : String(tenantId),
  commandId,
  correlationId: commandId,
  causationId,
});

/** The statuses in which a disposer's answer is awaited and a reminder follows (spec § 4). */
export const ERINNERUNG_AUS_STATUS: readonly AuftragStatus[] = [
  'BESTELLUNG',
  'ZUSATZLEERUNG_BEAUFTRAGT',
  'BEHAELTERTAUSCH_BEAUFTRAGT',
  'BEHAELTERABZUG_BEAUFTRAGT',
];

/** The reminder job's queue; it runs every ten minutes (the composition roots register it). */
export const ERINNERUNG_JOB = 'auftrag-erinnerung';
export const ERINNERUNG_CRON = '*/10 * * * *';

const kandidat = uebersichtParser(uebersichtSpalten(['id', 'status', 'erzeuger_id']));

/**
 * The reminder job (pg-boss schedule, platform/jobs): every order waiting in one of
 * ERINNERUNG_AUS_STATUS for longer than `nachStunden` gets the `erinnern` transition, run as the
 * system. Once per order: the command id follows from order and status, so a second worker (or a
 * rerun after a crash) replays the first one's answer, and the decider refuses a second reminder
 * anyway (the status has moved on). Returns how many orders were reminded now.
 */
export async function erinnerungenSenden(deps: SystemDeps, nachStunden: number): Promise<number> {
  const handle = createCommandHandler(deps, auftragAggregate);
  const grenze = new Date(deps.jetzt().getTime() - nachStunden * 3_600_000);
  const gelesen: unknown[] = await deps
    .db(AUFTRAG_TABELLEN.uebersicht)
    .whereIn('status', [...ERINNERUNG_AUS_STATUS])
    .where('status_seit', '<=', grenze)
    .orderBy('status_seit')
    .limit(1000)
    .select('id', 'status', 'erzeuger_id');
  const kandidaten = gelesen.map(kandidat);
  let erinnert = 0;
  for (const k of kandidaten) {
    try {
      const result = await handle(
        k.id,
        {
          type: 'WorkflowAktionAusfuehren',
          akteur: { seite: 'ADMIN', erzeugerId: null, entsorgerId: null },
          aktion: 'erinnern',
          seite: 'ERZEUGER',
          body: { begruendung: null, kommentar: null },
          ueberToken: false,
        },
        systemMeta(uuidFromName(`erinnerung/${k.id}/${k.status}`), k.erzeuger_id),
      );
      if (!result.wiederholt && result.position !== null) erinnert++;
    } catch (error) {
      // The disposer answered meanwhile (the read model lagged): nothing to remind.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return erinnert;
}

/**
 * The process manager's step: a removal follow-up reached billing, so the container has left the
 * site and its main order goes to billing too. Exactly once: the command id follows from the
 * follow-up order, a redelivered event replays; the decider does nothing on a main order that is
 * not on site any more. Returns the position written, or null.
 */
export async function abzugAufHauptauftrag(deps: SystemDeps, folgeauftragId: string, eventId: string): Promise<string | null> {
  const folge = await ladeAuftragState(deps.eventStore, folgeauftragId);
  if (istNeu(folge) || folge.auftragsart !== 'BEHAELTERABZUG' || folge.hauptauftragId === null) return null;
  const handle = createCommandHandler(deps, auftragAggregate);
  const result = await handle(
    folge.hauptauftragId,
    { type: 'HauptauftragAbziehen', folgeauftragId },
    systemMeta(uuidFromName(`behaelterabzug-erledigt/${folgeauftragId}`), folge.erzeugerId, eventId),
  );
  return result.position;
}

/** The reminder job for the process that works jobs (API with JOBS=inprocess, or the worker). */
export const erinnerungJob = (deps: SystemDeps, nachStunden: number): GeplanterJob => ({
  name: ERINNERUNG_JOB,
  cron: ERINNERUNG_CRON,
  run: async () => {
    await erinnerungenSenden(deps, nachStunden);
  },
});
