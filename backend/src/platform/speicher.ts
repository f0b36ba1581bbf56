import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps a batch job's resident memory near what it really holds. V8 collects the old generation only
 * when it has grown by a factor of its last live size; a job that writes a large file (the Excel export:
 * 10,000 receipts, some 600,000 cells) promotes the buffers of every row it has already written and
 * would let the process grow by 130 MB of garbage around 25 MB of live data (docs/decisions.md).
 *
 * `nachholen()` runs a full collection when the heap has grown by more than `spielraumMb` since
 * `speicherWaechter` was created; a job calls it between its steps (after each sheet). `gc` is the
 * engine's own collector, exposed at run time as `--expose-gc` would on the command line.
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

export type SpeicherWaechter = { nachholen: () => boolean };

export const speicherWaechter = (spielraumMb = 48): SpeicherWaechter => {
  const grenze = process.memoryUsage().heapUsed + spielraumMb * 2 ** 20;
  return {
    nachholen: () => {
      if (process.memoryUsage().heapUsed <= grenze) return false;
      gc();
      return true;
    },
  };
};
