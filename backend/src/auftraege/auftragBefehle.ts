import { WrongExpectedRevisionError, type AppendResult, type EventStore, type NewEvent } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { createCommandHandler, type CommandMeta, type CommandResult, type HandleOptions } from '../platform/decider/commandHandler';
import { versionConflict } from '../platform/http/version';
import { istNeu, type AuftragState } from './auftrag';
import { auftragAggregate } from './auftragAggregate';
import { checkAufgabe, type AuftragAufgeben } from './auftragAufgeben';
import { checkAuftragReplay, type AuftragCommand } from './auftragDecide';
import { vorbereitenAenderung } from './auftragAenderungFakten';
import type { AuftragPorts, VorgangsnummerPort } from './ports';

export type AuftragBefehleDeps = { db: Db; eventStore: EventStore; jetzt: () => Date; neueId: () => string };

/** Vorgangsnummer V-<year>-<sequence>: unique through a sequence, readable on the phone. */
export function sequenceVorgangsnummern(deps: Pick<AuftragBefehleDeps, 'db' | 'jetzt'>): VorgangsnummerPort {
  return {
    next: async () => {
      const { rows } = (await deps.db.raw("SELECT nextval('vorgangsnummer_seq') AS n")) as { rows: { n: number }[] };
      return `V-${deps.jetzt().getFullYear()}-${String(rows[0]!.n).padStart(6, '0')}`;
    },
  };
}

export type AuftragRunOptions = {
  /**
   * The stream revision the user's screen showed (If-Match); another one answers 409 and changes
   * nothing. Read after the order's access check, so whoever may not see the order gets 404, not 428.
   */
  expectedVersion?: () => number;
  /** Appends in a transaction together with another write (the token link). */
  append?: HandleOptions<AuftragCommand, AuftragState>['append'];
  /** Completes the command from the order's state (the token link takes the disposer from the stream). */
  prepare?: HandleOptions<AuftragCommand, AuftragState>['prepare'];
};

export type AuftragBefehle = (
  id: string,
  command: AuftragCommand,
  meta: CommandMeta,
  options?: AuftragRunOptions,
) => Promise<CommandResult<AuftragState>>;

/**
 * The order command service (issue 17, item 4): the one command handler plus what orders load in
 * the command's run. Placing an order loads master data and price through the price port, asks
 * the decider whether it would accept, and only then draws the order number, so a refused order
 * consumes none. Edits carry the stream revision the user saw.
 */
export function createAuftragBefehle(deps: AuftragBefehleDeps, ports: AuftragPorts): AuftragBefehle {
  const handle = createCommandHandler(deps, auftragAggregate);
  const nummern = ports.vorgangsnummern ?? sequenceVorgangsnummern(deps);

  const aufgabeVorbereiten = async (c: AuftragAufgeben, state: AuftragState): Promise<AuftragAufgeben> => {
    if (state.status !== 'NEU') return c; // the decider refuses: already placed
    const fakten = await ports.preise.bestellFakten({ ...c, entsorgerId: c.entsorgerId ?? null });
    const geprueft = checkAufgabe({ ...c, fakten: { ...fakten, vorgangsnummer: null } }, state, deps.jetzt());
    return { ...c, fakten: { ...geprueft, vorgangsnummer: await nummern.next() } };
  };

  /**
   * An edit appends with the revision the user saw as the expected revision: the decider has already
   * refused whoever may not act on the order (403/404 come first), and a stale screen fails in the
   * store's own check, also against a writer that appends between our read and our append. That
   * failure is the user's 409, not a retry of the command handler on the newer state.
   */
  const appendAt =
    (expected: number, append: AuftragRunOptions['append']) =>
    async (stream: string, events: NewEvent[]): Promise<AppendResult> => {
      try {
        const anhaengen = append ?? deps.eventStore.appendToStream.bind(deps.eventStore);
        return await anhaengen(stream, events, { expectedRevision: expected });
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) throw versionConflict();
        throw error;
      }
    };

  return (id, command, meta, options = {}) => {
    let expected = 0;
    return handle(id, command, meta, {
      append:
        options.expectedVersion === undefined ? options.append : (stream, events) => appendAt(expected, options.append)(stream, events),
      prepare: async (c, state, revision) => {
        if (options.expectedVersion) {
          checkAuftragReplay(c, state);
          expected = options.expectedVersion();
        }
        const vorbereitet = options.prepare ? await options.prepare(c, state, revision) : { command: c };
        const befehl = vorbereitet.command;
        if (befehl.type === 'AbfallartAendern' || befehl.type === 'AuftragNachtragen') {
          return {
            ...vorbereitet,
            command: await vorbereitenAenderung(befehl, state, { preise: ports.preise, nummern, jetzt: deps.jetzt }),
          };
        }
        if (befehl.type === 'AngebotAnnehmen' && befehl.annehmenderId !== undefined && !istNeu(state)) {
          const grenzen = await ports.preise.bestellGrenzen({
            erzeugerId: state.erzeugerId,
            bestellerId: befehl.annehmenderId,
            freigeberId: befehl.freigeberId,
          });
          return { ...vorbereitet, command: { ...befehl, grenzen } };
        }
        if (befehl.type !== 'AuftragAufgeben') return vorbereitet;
        return { ...vorbereitet, command: await aufgabeVorbereiten(befehl, state) };
      },
    });
  };
}
