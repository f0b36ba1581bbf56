import type { Rolle } from './permission';

const STAFF: readonly Rolle[] = ['ADMIN', 'SUPPORT'];

export const isStaff = (rolle: Rolle): boolean => STAFF.includes(rolle);

/**
 * Acting on behalf (spec § 6): admin and support may run as a producer's or a disposer's user, never
 * as another staff account (that would borrow rights they do not hold themselves).
 */
export const canRunAs = (actor: { rolle: Rolle }, target: { rolle: Rolle }): boolean => isStaff(actor.rolle) && !isStaff(target.rolle);

/** Admin and support may view a producer as that producer (assume a tenant's perspective, spec § 6). */
export const canAssumePerspective = (actor: { rolle: Rolle }): boolean => isStaff(actor.rolle);
