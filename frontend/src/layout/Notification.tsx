import { Notification as RaNotification } from 'react-admin';
import { alertDuration } from '../navigation/alertDuration';

/** Alerts vanish after 7000 ms unless the caller gives a duration (spec § 9). */
export const Notification = () => <RaNotification autoHideDuration={alertDuration() ?? undefined} />;
