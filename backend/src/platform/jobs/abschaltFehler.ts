/**
 * Errors that only say PostgreSQL is shutting down: on Ctrl+C in a terminal PostgreSQL (a member of
 * the process group) gets the signal itself and ends every connection ("fast" shutdown, SQLSTATE
 * 57P01 admin_shutdown), while the portal still stops its parts in order. The job queue's pool then
 * reports its ended connections; that is the expected end of a stop, not an error (issue 19).
 */
export const istAbschaltFehler = (err: unknown): boolean => {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === '57P01' || code === '57P02' || code === '57P03' || code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|terminating connection due to administrator command|the database system is shutting down|Client has encountered a connection error and is not queryable/.test(
      message,
    )
  );
};
