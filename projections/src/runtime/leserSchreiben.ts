import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { applyBatchTogether } from './applyBatch';
import { claimCheckpoints } from './checkpoints';
import { fehlertext, gefuettert, NACHZIEHEN_MS, type LeserZustand } from './leserZustand';
import { schreiben, uebernehmen, vorruecken, zuVerarbeiten, type Teilnehmer } from './teilnehmer';

/** The checkpoints of projections that had nothing to do follow their positions, in one statement for all. */
export const nachziehen = async (z: LeserZustand): Promise<void> => {
  const { laufzeit } = z.options;
  z.nachziehenAb = null;
  const trailing = gefuettert(z).filter((t) => t.position !== null && t.position !== t.gespeichert);
  if (trailing.length === 0) return;
  const moves = trailing.map((t) => ({ projection: t.projection, from: t.gespeichert, to: t.position!, events: [] }));
  const moved = await claimCheckpoints(laufzeit.db, moves).catch((e: Error) => {
    laufzeit.log('warn', `Checkpoints nicht nachgezogen: ${e.message}`);
    return null;
  });
  if (!moved) {
    z.nachziehenAb = Date.now() + NACHZIEHEN_MS;
    return;
  }
  trailing.forEach((t, i) => {
    if (moved.has(t.projection.name)) {
      t.gespeichert = moves[i]!.to;
      // The checkpoint moved on, as a batch's would: whatever stalled the projection is behind it.
      if (laufzeit.stalled.delete(t.projection.name)) laufzeit.log('info', `${t.projection.name}: läuft wieder`);
    } else {
      laufzeit.log('info', `${t.projection.name}: Checkpoint wurde von außen versetzt, liest allein weiter`);
      z.options.einzeln(t, null);
    }
  });
};

/** One projection's share in a transaction of its own; a failure hands it to a loop of its own. */
const alleine = async (z: LeserZustand, t: Teilnehmer, batch: StoredEvent[], checkpoint: string): Promise<void> => {
  const { laufzeit } = z.options;
  try {
    if ((await schreiben(laufzeit, t, batch, checkpoint)) === 'moved') z.options.einzeln(t, null);
    else if (laufzeit.stalled.delete(t.projection.name)) laufzeit.log('info', `${t.projection.name}: läuft wieder`);
  } catch (error) {
    laufzeit.log('error', `${t.projection.name}: ${fehlertext(error)}`);
    z.options.einzeln(t, batch[batch.length - 1]!.position);
  }
};

/**
 * The shares of all projections with work in one transaction (one checkpoint statement for all);
 * if any handler fails, each share again alone, so only the failing one falls back to its own loop.
 */
export const verteilen = async (
  z: LeserZustand,
  dabei: readonly Teilnehmer[],
  events: StoredEvent[],
  checkpoint: string,
): Promise<void> => {
  const { laufzeit } = z.options;
  const arbeit: { t: Teilnehmer; batch: StoredEvent[] }[] = [];
  for (const t of dabei) {
    const batch = zuVerarbeiten(laufzeit.eventStore, t, events);
    if (batch.length === 0) vorruecken(laufzeit, t, checkpoint);
    else arbeit.push({ t, batch });
  }
  if (arbeit.length === 0) return;
  if (arbeit.length === 1) return alleine(z, arbeit[0]!.t, arbeit[0]!.batch, checkpoint);
  const teile = arbeit.map(({ t, batch }) => ({ projection: t.projection, from: t.gespeichert, events: batch, to: checkpoint }));
  const nichtDa = await applyBatchTogether(laufzeit.db, teile).catch((error: unknown) => {
    laufzeit.log('warn', `Gemeinsamer Stapel fehlgeschlagen, jede Projektion schreibt allein: ${fehlertext(error)}`);
    return null;
  });
  if (!nichtDa) {
    await Promise.all(arbeit.map(({ t, batch }) => alleine(z, t, batch, checkpoint)));
    return;
  }
  for (const { t } of arbeit) {
    if (nichtDa.has(t.projection.name)) {
      laufzeit.log('info', `${t.projection.name}: Checkpoint wurde von außen versetzt, liest allein weiter`);
      z.options.einzeln(t, null);
    } else {
      uebernehmen(laufzeit, t, checkpoint);
      if (laufzeit.stalled.delete(t.projection.name)) laufzeit.log('info', `${t.projection.name}: läuft wieder`);
    }
  }
};
