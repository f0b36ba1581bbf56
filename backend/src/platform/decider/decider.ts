/**
 * The typed decider core (DESIGN § 4): every event-sourced aggregate is a pair of pure functions
 * plus an initial state. No I/O; the clock and ids arrive in the context.
 */
export type DomainEvent = { type: string; data: Record<string, unknown> };
export type Command = { type: string };

/** What `decide` may know about the world besides the state: passed in, never imported. */
export type DecideContext = {
  jetzt: Date;
  /** A fresh id for whatever the decision creates (deterministic in tests). */
  neueId: () => string;
};

export type Decider<C extends Command, E extends DomainEvent, S> = {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  /** The events the command causes; throws a DomainError when the command is refused. */
  decide: (command: C, state: S, context: DecideContext) => E[];
};

/** Reads a stored event of any schema version into the current typed event (upcasting, DESIGN § 4). */
export type EventReader<E extends DomainEvent> = (stored: { type: string; data: Record<string, unknown>; schemaVersion: number }) => E;

export const fold = <C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>, events: readonly E[]): S =>
  events.reduce(decider.evolve, decider.initialState());
