import { DomainError, type DomainErrorKind } from '../domainError';
import { fold, type Command, type DecideContext, type Decider, type DomainEvent } from './decider';

export const testContext = (jetzt = new Date('2026-11-20T09:00:00Z')): DecideContext => {
  let n = 0;
  return { jetzt, neueId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` };
};

/**
 * Given/when/then for decider tests (DESIGN § 9): `given(decider, past).when(command).then(events)`
 * or `.thenRefused(kind, message?)`. Pure: no database, no clock.
 */
export const given = <C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>, past: readonly E[] = []) => ({
  when: (command: C, context: DecideContext = testContext()) => {
    const run = () => decider.decide(command, fold(decider, past), context);
    return {
      then: (expected: readonly E[]) => expect(run()).toEqual(expected),
      /** Only the event types, when the payload is asserted elsewhere. */
      thenTypes: (types: readonly E['type'][]) => expect(run().map((e) => e.type)).toEqual(types),
      thenRefused: (kind: DomainErrorKind, message?: string | RegExp) => {
        let error: unknown;
        try {
          run();
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).kind).toBe(kind);
        if (message !== undefined) expect((error as DomainError).message).toMatch(message);
      },
    };
  },
});
