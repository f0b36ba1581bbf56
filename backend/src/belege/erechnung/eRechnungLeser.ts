import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { createLogger } from '../../platform/logger';
import type { ERechnungErgebnis } from './eRechnung';
import { alsERechnungErgebnis, type ERechnungErkennung } from './leseERechnung';

/** How long one file may be read; the worker of a file that takes longer is stopped. */
export const LESE_FRIST_MS = 30_000;

/** A file the worker could not finish: timed out, out of memory, or too many files waiting (503). */
export type LeseFehler = { art: 'fehler'; grund: string; status: 400 | 503 };

export const LESE_MELDUNG = {
  frist: `Die Datei konnte nicht in ${LESE_FRIST_MS / 1000} Sekunden gelesen werden. Ist sie sehr groß, versuchen Sie es bitte später erneut; sonst ist sie vermutlich beschädigt.`,
  speicher: 'Die Datei ist beschädigt oder zu groß: Sie konnte nicht gelesen werden.',
  abgebrochen: 'Die Datei konnte nicht gelesen werden; sie ist vermutlich beschädigt.',
  ueberlastet: 'Gerade werden sehr viele Dateien gelesen. Bitte versuchen Sie es in einer Minute erneut.',
} as const;

// Issue 28: reading a 20 MB invoice or a PDF whose attachment inflates held the event loop for seconds.
// The threads leave the event loop a core of its own (one thread on two cores, at most two). They run
// at normal priority: with piscina's niceIncrement a read starved behind other busy processes (a machine
// busy running tests) and hit its 30 s, while the event loop, asleep most of the time, gets a core
// at once anyway. Each thread has a heap of its own, so a hostile file that needs more ends its worker,
// not the portal. A 19 MB UBL invoice of 40,000 lines needs about 200 MB of heap.
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
const HEAP_MB = 512;
const WARTESCHLANGE = 20;

const log = createLogger('warn');
let pool: Piscina | null = null;

const holePool = (): Piscina => {
  if (pool) return pool;
  const neu = new Piscina({
    filename: path.join(__dirname, 'eRechnungWorker.cjs'),
    name: 'erkennen',
    minThreads: 1,
    maxThreads: THREADS,
    idleTimeout: 60_000,
    maxQueue: WARTESCHLANGE,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 64 },
  });
  // An error outside a task (a worker dying while idle) must not end the process as an unhandled 'error'.
  neu.on('error', (fehler: unknown) => log.error('E-Rechnungs-Leser: Fehler eines Worker-Threads', fehler));
  pool = neu;
  return neu;
};

const alsLeseFehler = (fehler: unknown, dateiname: string | undefined): LeseFehler => {
  const { name, code, message } = (fehler ?? {}) as { name?: string; code?: string; message?: string };
  const wo = `E-Rechnung ${dateiname ?? '(ohne Namen)'}`;
  if (message === 'Task queue is at limit') {
    log.warn(`${wo}: ${WARTESCHLANGE} Dateien warten schon, abgelehnt`);
    return { art: 'fehler', grund: LESE_MELDUNG.ueberlastet, status: 503 };
  }
  log.warn(`${wo} nicht gelesen`, fehler);
  if (name === 'AbortError') return { art: 'fehler', grund: LESE_MELDUNG.frist, status: 400 };
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return { art: 'fehler', grund: LESE_MELDUNG.speicher, status: 400 };
  return { art: 'fehler', grund: LESE_MELDUNG.abgebrochen, status: 400 };
};

/**
 * erkenneERechnung in a worker thread: the event loop only copies the bytes there (a few ms for 20 MB)
 * and the plain-data result back. Never throws; a worker that fails is a German reason.
 */
export const erkenneERechnungImHintergrund = async (
  bytes: Buffer,
  dateiname?: string,
  fristMs: number = LESE_FRIST_MS,
): Promise<ERechnungErkennung | LeseFehler> => {
  try {
    return (await holePool().run({ bytes, dateiname }, { signal: AbortSignal.timeout(fristMs) })) as ERechnungErkennung;
  } catch (fehler) {
    return alsLeseFehler(fehler, dateiname);
  }
};

/** leseERechnung in a worker thread; a worker that fails is a refusal with its reason. */
export const leseERechnungImHintergrund = async (bytes: Buffer, dateiname?: string): Promise<ERechnungErgebnis> => {
  const erkannt = await erkenneERechnungImHintergrund(bytes, dateiname);
  return erkannt.art === 'fehler' ? { ok: false, grund: erkannt.grund } : alsERechnungErgebnis(erkannt);
};

/** Ends the worker threads (on shutdown); tasks running finish first. Idle threads never keep a process alive. */
export const beendeERechnungLeser = async (): Promise<void> => {
  const laufend = pool;
  pool = null;
  await laufend?.close();
};
