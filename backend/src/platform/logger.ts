type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type Logger = Record<Level, (message: string, detail?: unknown) => void>;

/** A line logger: timestamp, level, message, and the detail (errors with their stack). */
export const createLogger = (level: Level = 'info', write: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Logger => {
  const at =
    (l: Level) =>
    (message: string, detail?: unknown): void => {
      if (ORDER[l] < ORDER[level]) return;
      const extra =
        detail === undefined ? '' : detail instanceof Error ? ` ${detail.stack ?? detail.message}` : ` ${JSON.stringify(detail)}`;
      write(`${new Date().toISOString()} ${l.toUpperCase()} ${message}${extra}`);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};

export const silentLogger: Logger = createLogger('error', () => undefined);
