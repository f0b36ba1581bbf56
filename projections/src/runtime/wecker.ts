/**
 * Wakes the one reader: a command of this process appended, another process's append was
 * notified, a projection joined. A wake that arrives while the reader works is kept, so the next
 * wait returns at once and no append is missed between a read and the wait after it.
 */
export type Wecker = {
  wecken(): void;
  /** Whether the reader waits right now (else it reads or applies and looks at its state before it waits again). */
  schlaeft(): boolean;
  /** Waits up to `ms`; true when woken (now or since the last wait). */
  warten(ms: number): Promise<boolean>;
};

export const createWecker = (): Wecker => {
  let geweckt = false;
  let aufwecken: (() => void) | null = null;
  return {
    wecken: () => {
      geweckt = true;
      aufwecken?.();
    },
    schlaeft: () => aufwecken !== null,
    warten: async (ms) => {
      if (!geweckt)
        await new Promise<void>((resolve) => {
          const done = (): void => {
            clearTimeout(timer);
            aufwecken = null;
            resolve();
          };
          const timer = setTimeout(done, ms);
          aufwecken = done;
        });
      const war = geweckt;
      geweckt = false;
      return war;
    },
  };
};
