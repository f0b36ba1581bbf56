import { BELEG_MELDUNGEN, type BelegQuelle } from '@abfallportal/common/beleg';
import type { BelegAkteur } from '@abfallportal/common/permissions';
import { auftraegeMitBezug, auftragNachVorgangsnummer, ladeAuftrag } from '../../auftraege';
import type { EventStore } from '../../eventstore/eventStore';
import type { Db } from '../../platform/db';
import { uuidFromName, type CommandMeta } from '../../platform/decider/commandHandler';
import { ungueltig } from '../../platform/domainError';
import type { FileStore } from '../../platform/files/fileStore';
import { belegDateityp } from '../belegDateityp';
import { createBelegBefehle } from '../belegBefehle';
import { leseERechnungImHintergrund, type ERechnungErgebnis } from '../erechnung';
import { felderAusERechnung, leereFelder } from './eRechnungFelder';

export type ErfassenAusDateiDeps = {
  db: Db;
  eventStore: EventStore;
  files: FileStore;
  jetzt: () => Date;
  neueId: () => string;
  /** Finds the order an invoice's reference names; default: from the order events (auftragAusEreignissen). */
  auftragSuchen?: (referenz: string | null) => Promise<AuftragTreffer | null>;
};

export type ErfassenAusDateiEingabe = {
  /** The receipt's id (stream `beleg-<id>`): the upload derives it from the Idempotency-Key, the mail import from the entry. */
  belegId: string;
  datei: { bytes: Buffer; name: string };
  akteur: BelegAkteur;
  /** ERECHNUNG for an upload, EMAIL for the mail import. */
  quelle: Extract<BelegQuelle, 'ERECHNUNG' | 'EMAIL'>;
  /** Chosen by the person (support on release, the JSON part of an upload); else found in the invoice. */
  erzeugerId?: number | null;
  entsorgerId?: number | null;
  meta: CommandMeta;
  /** The reader's result when the caller has it already (the mail import reads at fetch time). */
  gelesen?: ERechnungErgebnis;
};

export type ErfassenAusDateiErgebnis = {
  id: string;
  position: string | null;
  wiederholt: boolean;
  /** The reader's German reason when it refused the file; the receipt is kept as a draft (ERFASST). */
  leseFehler: string | null;
  /** The order the buyer reference named, when the receipt was assigned to it. */
  zugeordnet: { id: string; vorgangsnummer: string } | null;
};

export const MELDUNG_EINGANG = {
  erzeugerWaehlen: 'Zu dieser Rechnung wurde kein Erzeuger gefunden. Bitte den Erzeuger wählen.',
  entsorgerWaehlen: 'Der Entsorger der Rechnung wurde nicht gefunden. Bitte den Entsorger wählen.',
  erzeugerFehlt: 'Diesen Erzeuger gibt es nicht.',
  entsorgerFehlt: 'Diesen Entsorger gibt es nicht.',
} as const;

/** The portal acts as the system when it assigns an e-invoice to the order its buyer reference names. */
const SYSTEM: BelegAkteur = { seite: 'ADMIN', erzeugerId: null, entsorgerId: null };

/** A disposer by the seller's VAT id (BT-31), else by its name (BT-27, case and spaces ignored). */
export const findeEntsorger = async (db: Db, ustId: string | null, name: string | null): Promise<number | null> => {
  const kompakt = (ustId ?? '').replace(/\s/g, '').toUpperCase();
  if (kompakt) {
    const r = (await db('entsorger').whereRaw("upper(replace(ust_id, ' ', '')) = ?", [kompakt]).first('id')) as { id: number } | undefined;
    if (r) return r.id;
  }
  if (name?.trim()) {
    const rows = (await db('entsorger')
      .whereRaw("lower(regexp_replace(name, '\\s+', ' ', 'g')) = ?", [name.trim().replace(/\s+/g, ' ').toLowerCase()])
      .select('id')) as { id: number }[];
    if (rows.length === 1) return rows[0]!.id;
  }
  return null;
};

export type AuftragTreffer = {
  id: string;
  vorgangsnummer: string;
  erzeugerId: number;
  entsorgerId: number | null;
  anfallstelleId: number | null;
};

/** The order whose number (Vorgangsnummer) the invoice names as buyer or order reference, as the order overview shows it (lists). */
export const findeAuftrag = async (db: Db, referenz: string | null): Promise<AuftragTreffer | null> => {
  const ref = referenz?.trim();
  if (!ref) return null;
  const r = await auftragNachVorgangsnummer(db, ref);
  if (!r) return null;
  return {
    id: r.id,
    vorgangsnummer: r.vorgangsnummer,
    erzeugerId: r.erzeuger_id,
    entsorgerId: r.entsorger_id,
    anfallstelleId: r.anfallstelle_id,
  };
};

/**
 * The order an invoice's reference names, for the receipt that takes its producer, disposer and site: from the order's own
 * events, not from the order overview, which may not yet have seen the order or a merge that gave it another disposer.
 */
export const auftragAusEreignissen = async (
  deps: Pick<ErfassenAusDateiDeps, 'db' | 'eventStore'>,
  referenz: string | null,
): Promise<AuftragTreffer | null> => {
  const ref = referenz?.trim();
  if (!ref) return null;
  const ids = await auftraegeMitBezug(deps, { vorgangsnummer: ref });
  // Order numbers are unique; should two orders ever carry one, the invoice names neither for sure.
  if (ids.length !== 1) return null;
  const id = ids[0]!;
  const a = await ladeAuftrag(deps.eventStore, id);
  if (!a) return null;
  return { id, vorgangsnummer: a.vorgangsnummer, erzeugerId: a.erzeugerId, entsorgerId: a.entsorgerId, anfallstelleId: a.anfallstelleId };
};

/**
 * File in → receipt captured (issue 20, invoices in): the one way an uploaded e-invoice and a released
 * import mail become a receipt. The e-invoice reader gives header and positions; the disposer is found
 * by the seller's VAT id or name, the order by the buyer reference (our order number) — the receipt is
 * assigned to it, and the producer and site come from it. A file the reader refuses is still captured,
 * as a draft (ERFASST) with the German reason, for a person to look at; never dropped. Origin AUTOMATISCH.
 */
export const erfassenAusDatei = async (deps: ErfassenAusDateiDeps, e: ErfassenAusDateiEingabe): Promise<ErfassenAusDateiErgebnis> => {
  const { db } = deps;
  const typ = belegDateityp(e.datei.bytes);
  if (!typ) throw ungueltig(BELEG_MELDUNGEN.dateityp, { errors: { datei: BELEG_MELDUNGEN.dateityp } });
  const gelesen = e.gelesen ?? (await leseERechnungImHintergrund(e.datei.bytes, e.datei.name));
  const rechnung = gelesen.ok ? gelesen.rechnung : null;

  const suchen = deps.auftragSuchen ?? ((referenz: string | null) => auftragAusEreignissen(deps, referenz));
  const auftrag = rechnung ? await suchen(rechnung.kaeuferReferenz ?? rechnung.bestellReferenz) : null;
  const a = e.akteur;
  const entsorgerId =
    a.seite === 'ENTSORGER'
      ? a.entsorgerId
      : (e.entsorgerId ??
        (rechnung ? await findeEntsorger(db, rechnung.verkaeuferUstId, rechnung.verkaeuferName) : null) ??
        auftrag?.entsorgerId ??
        null);
  const erzeugerId = a.seite === 'ERZEUGER' ? a.erzeugerId : (e.erzeugerId ?? auftrag?.erzeugerId ?? null);
  // When the file could not be read, the person learns why before being asked for the producer or disposer.
  const mitGrund = (meldung: string) => (gelesen.ok ? meldung : `${gelesen.grund} ${meldung}`);
  if (!erzeugerId) throw ungueltig(mitGrund(MELDUNG_EINGANG.erzeugerWaehlen), { errors: { erzeugerId: MELDUNG_EINGANG.erzeugerWaehlen } });
  if (!entsorgerId)
    throw ungueltig(mitGrund(MELDUNG_EINGANG.entsorgerWaehlen), { errors: { entsorgerId: MELDUNG_EINGANG.entsorgerWaehlen } });
  if (!(await db('erzeuger').where({ id: erzeugerId }).first('id')))
    throw ungueltig(MELDUNG_EINGANG.erzeugerFehlt, { errors: { erzeugerId: MELDUNG_EINGANG.erzeugerFehlt } });
  if (!(await db('entsorger').where({ id: entsorgerId }).first('id')))
    throw ungueltig(MELDUNG_EINGANG.entsorgerFehlt, { errors: { entsorgerId: MELDUNG_EINGANG.entsorgerFehlt } });

  // The order counts only when it is this producer's with this disposer (a foreign number is just text).
  const passend = auftrag && auftrag.erzeugerId === erzeugerId && auftrag.entsorgerId === entsorgerId ? auftrag : null;
  let leseFehler = gelesen.ok ? null : gelesen.grund;
  let felder = leereFelder();
  if (rechnung) {
    const f = felderAusERechnung(rechnung, passend?.anfallstelleId ?? null);
    if (f.ok) felder = f.felder;
    else leseFehler = f.grund;
  }

  const befehle = createBelegBefehle(deps);
  const dateiId = `belege/${e.belegId}`;
  await deps.files.put(dateiId, e.datei.bytes);
  const name = (e.datei.name || (typ === 'application/pdf' ? 'rechnung.pdf' : 'rechnung.xml')).slice(0, 200);
  const erfasst = await befehle(
    e.belegId,
    {
      type: 'BelegErfassen',
      akteur: a,
      erzeugerId,
      entsorgerId,
      herkunft: 'AUTOMATISCH',
      quelle: e.quelle,
      felder,
      datei: { id: dateiId, name, typ },
      leseFehler,
    },
    { ...e.meta, tenantId: String(erzeugerId) },
  );
  let position = erfasst.position;
  let zugeordnet: ErfassenAusDateiErgebnis['zugeordnet'] = null;
  if (passend && leseFehler === null) {
    const commandId = uuidFromName(`beleg-zuordnung/${e.meta.commandId}`);
    const z = await befehle(
      e.belegId,
      {
        type: 'BelegZuordnen',
        akteur: SYSTEM,
        auftraege: [{ id: passend.id, vorgangsnummer: passend.vorgangsnummer, erzeugerId, entsorgerId }],
      },
      { ...e.meta, actorId: null, actingAsId: null, tenantId: String(erzeugerId), commandId, causationId: e.meta.commandId },
    );
    position = z.position ?? position;
    zugeordnet = { id: passend.id, vorgangsnummer: passend.vorgangsnummer };
  }
  return { id: e.belegId, position, wiederholt: erfasst.wiederholt, leseFehler, zugeordnet };
};
