/** Spec § 9: alerts disappear after 7000 ms unless a display duration is given. */
export const ALERT_DURATION_MS = 7000;

/** null keeps the alert until it is closed. */
export const alertDuration = (given?: number | null): number | null => (given === undefined ? ALERT_DURATION_MS : given);
