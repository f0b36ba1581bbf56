import fs from 'node:fs';
import path from 'node:path';
import { createBelegBefehle, erfassenAusDatei } from '../belege';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { uuidFromName } from '../platform/decider/commandHandler';
import type { FileStore } from '../platform/files/fileStore';

/** The committed sample the demo captures: Entsorgung Nord's XRechnung (UBL) for the order "abrechnung" (V-DEMO-008). */
export const DEMO_ERECHNUNG = path.join(
  __dirname,
  '..',
  'belege',
  'erechnung',
  'beispiele',
  'RE-2026-0412_entsorgung-nord_xrechnung-ubl.xml',
);

/**
 * Musterbau's demo e-invoice (issue 20, demo data: one e-invoice receipt), captured the way an upload
 * is, through erfassenAusDatei (header, positions, disposer by name). The order projection has not run
 * yet when the demo loads, so the buyer reference finds no order here: the demo assigns it to
 * V-DEMO-008 as the producer would. Once: an existing stream is left as it is.
 */
export const loadDemoERechnung = async (
  deps: { db: Db; eventStore: EventStore; files: FileStore; jetzt: () => Date },
  ids: { erzeugerId: number; entsorgerId: number; dispo: number; inhaber: number },
): Promise<boolean> => {
  const belegId = uuidFromName('demo-beleg/erechnung');
  if ((await deps.eventStore.readStream(`beleg-${belegId}`)).length > 0) return false;
  const meta = (benutzer: number, schritt: string) => ({
    actorId: String(benutzer),
    actingAsId: null,
    tenantId: String(ids.erzeugerId),
    commandId: uuidFromName(`demo-beleg/erechnung/${schritt}`),
    correlationId: belegId,
    causationId: null,
  });
  const ergebnis = await erfassenAusDatei(
    // The order read model may not exist yet (first start): the demo assigns the order itself below.
    { ...deps, neueId: () => crypto.randomUUID(), auftragSuchen: async () => null },
    {
      belegId,
      datei: { bytes: fs.readFileSync(DEMO_ERECHNUNG), name: path.basename(DEMO_ERECHNUNG) },
      akteur: { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: ids.entsorgerId },
      quelle: 'ERECHNUNG',
      erzeugerId: ids.erzeugerId,
      meta: meta(ids.dispo, 'erfassen'),
    },
  );
  if (ergebnis.zugeordnet) return true;
  const auftragId = uuidFromName('demo-auftrag/abrechnung');
  const aufgegeben = (await deps.eventStore.readStream(`auftrag-${auftragId}`)).find((e) => e.type === 'AuftragAufgegeben');
  const vorgangsnummer = (aufgegeben?.data as { vorgangsnummer?: string } | undefined)?.vorgangsnummer;
  if (!vorgangsnummer) return true;
  const befehle = createBelegBefehle({ ...deps, neueId: () => crypto.randomUUID() });
  await befehle(
    belegId,
    {
      type: 'BelegZuordnen',
      akteur: { seite: 'ERZEUGER', erzeugerId: ids.erzeugerId, entsorgerId: null },
      auftraege: [{ id: auftragId, vorgangsnummer, erzeugerId: ids.erzeugerId, entsorgerId: ids.entsorgerId }],
    },
    meta(ids.inhaber, 'zuordnen'),
  );
  return true;
};
