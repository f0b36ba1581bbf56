/**
 * The one waiting helper of the tests: retries `check` until it neither throws nor returns false,
 * then returns its value; after `timeoutMs` it throws the last error. For what a user would see
 * "soon" (a mail from a reactor, a projection after a crash), never for speed.
 */
export const eventually = async <T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  pollMs = 25,
  what = 'Bedingung',
): Promise<Exclude<T, false>> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      const value = await check();
      if (value !== false) return value as Exclude<T, false>;
      failure = new Error(`${what} nach ${timeoutMs} ms nicht erfüllt`);
    } catch (error) {
      failure = error;
    }
    if (Date.now() >= deadline) throw failure;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
};
