import { formatEinheiten } from '@abfallportal/common/einheiten';
import { readAuftragEvent, type AuftragEvent } from '@abfallportal/backend/auftraege';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import type { Knex } from 'knex';
import { ident, type Projection } from '../runtime/projection';

type Tabelle = 'problem_mail_auftrag';

/** What a problem mail names of an order; kept by the reactor itself, since the problem event carries only the change. */
/** An offer request names its disposer only once an offer is accepted. */
type Bezug = {
  vorgangsnummer: string;
  erzeugerId: number;
  entsorgerId: number | null;
  anfallstelleId: number;
  behaelter: string;
  anzahl: number;
};

type Kontext = {
  entsorger_email: string | null;
  entsorger_name: string | null;
  erzeuger_name: string;
  anfallstelle: string;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
};

const PREFIX = 'auftrag-';
const RELEVANT = new Set([
  'AuftragAufgegeben',
  'AuftragNachgetragen',
  'EntsorgerZusammengefuehrt',
  'AngebotAngenommen',
  'AuftragStatusGeaendert',
]);

/**
 * Event-caused mail (DESIGN § 7) for a reported problem (issue 18): the order's disposer and the
 * portal's support each get a mail with the producer's description. Like the order mail, outbox
 * rows and checkpoint commit in one transaction and the mail ids derive from the event id, so a
 * redelivered event writes nothing. The problem event names only the change, so the reactor keeps
 * the few facts of each order a mail names in its own table, from the order's placement on.
 */
export const createProblemMailReactor = (options: { publicUrl: string; supportEmail?: string }): Projection<Tabelle> => ({
  name: 'problem_mail',
  version: 1,
  tables: ['problem_mail_auftrag'],
  createTables: async (trx, names) => {
    await trx.raw(`
      CREATE TABLE ${ident(names.problem_mail_auftrag)} (
        id uuid PRIMARY KEY,
        vorgangsnummer text NOT NULL,
        erzeuger_id integer NOT NULL,
        entsorger_id integer,
        anfallstelle_id integer NOT NULL,
        behaelter text NOT NULL,
        anzahl integer NOT NULL
      )`);
  },
  handle: async (trx, events, names) => {
    const relevant = events.filter((e) => e.streamId.startsWith(PREFIX) && RELEVANT.has(e.type));
    if (relevant.length === 0) return;
    const table = ident(names.problem_mail_auftrag);
    const bezuege = await ladeBezuege(trx, table, [...new Set(relevant.map((e) => e.streamId.slice(PREFIX.length)))]);
    const geaendert = new Set<string>();
    const meldungen: { e: StoredEvent; bezug: Bezug; beschreibung: string }[] = [];
    for (const e of relevant) {
      const id = e.streamId.slice(PREFIX.length);
      const event: AuftragEvent = readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion });
      if (event.type === 'AuftragAufgegeben' || event.type === 'AuftragNachgetragen') {
        const d = event.data;
        bezuege.set(id, {
          vorgangsnummer: d.vorgangsnummer,
          erzeugerId: d.erzeugerId,
          entsorgerId: d.entsorgerId,
          anfallstelleId: d.anfallstelleId,
          behaelter: d.behaelterBezeichnung,
          anzahl: d.anzahl,
        });
        geaendert.add(id);
      } else if (event.type === 'AngebotAngenommen' && bezuege.has(id)) {
        bezuege.set(id, { ...bezuege.get(id)!, entsorgerId: event.data.entsorgerId });
        geaendert.add(id);
      } else if (event.type === 'EntsorgerZusammengefuehrt' && bezuege.has(id)) {
        bezuege.set(id, { ...bezuege.get(id)!, entsorgerId: event.data.nachEntsorgerId });
        geaendert.add(id);
      } else if (event.type === 'AuftragStatusGeaendert' && event.data.aktion === 'problemMelden' && bezuege.has(id)) {
        meldungen.push({ e, bezug: bezuege.get(id)!, beschreibung: event.data.begruendung ?? '' });
      }
    }
    await speichern(
      trx,
      table,
      [...geaendert].map((id) => [id, bezuege.get(id)!]),
    );
    await problemMailsSchreiben(trx, meldungen, options.supportEmail ?? null);
  },
});

const ladeBezuege = async (trx: Knex.Transaction, table: string, ids: string[]): Promise<Map<string, Bezug>> => {
  const rows = (await trx.raw(`SELECT * FROM ${table} WHERE id = ANY(?::uuid[])`, [ids])).rows as Record<string, unknown>[];
  return new Map(
    rows.map((r) => [
      r.id as string,
      {
        vorgangsnummer: r.vorgangsnummer as string,
        erzeugerId: r.erzeuger_id as number,
        entsorgerId: (r.entsorger_id as number | null) ?? null,
        anfallstelleId: r.anfallstelle_id as number,
        behaelter: r.behaelter as string,
        anzahl: r.anzahl as number,
      },
    ]),
  );
};

const speichern = async (trx: Knex.Transaction, table: string, zeilen: [string, Bezug][]): Promise<void> => {
  if (zeilen.length === 0) return;
  // knex types its bindings without null; PostgreSQL's unnest takes the nulls of an offer request as they are.
  await trx.raw(
    `INSERT INTO ${table} (id, vorgangsnummer, erzeuger_id, entsorger_id, anfallstelle_id, behaelter, anzahl)
     SELECT * FROM unnest(?::uuid[], ?::text[], ?::int[], ?::int[], ?::int[], ?::text[], ?::int[])
     ON CONFLICT (id) DO UPDATE SET entsorger_id = excluded.entsorger_id`,
    [
      zeilen.map(([id]) => id),
      zeilen.map(([, b]) => b.vorgangsnummer),
      zeilen.map(([, b]) => b.erzeugerId),
      zeilen.map(([, b]) => b.entsorgerId) as number[],
      zeilen.map(([, b]) => b.anfallstelleId),
      zeilen.map(([, b]) => b.behaelter),
      zeilen.map(([, b]) => b.anzahl),
    ],
  );
};

const problemMailsSchreiben = async (
  trx: Knex.Transaction,
  meldungen: { e: StoredEvent; bezug: Bezug; beschreibung: string }[],
  supportEmail: string | null,
): Promise<void> => {
  if (meldungen.length === 0) return;
  const ids = meldungen.flatMap((m) => [uuidFromName(`${m.e.id}/PROBLEM/entsorger`), uuidFromName(`${m.e.id}/PROBLEM/support`)]);
  const schonDa = new Set(((await trx('mail_outbox').whereIn('id', ids).select('id')) as { id: string }[]).map((r) => r.id));
  const mails: { id: string; mail: Mail }[] = [];
  for (const m of meldungen) {
    const k = await ladeKontext(trx, m.bezug);
    if (!k) continue;
    const text = problemText(m.bezug, k, m.beschreibung);
    const betreff = `Problem gemeldet zu Vorgang ${m.bezug.vorgangsnummer}`;
    const anEntsorger = uuidFromName(`${m.e.id}/PROBLEM/entsorger`);
    const anSupport = uuidFromName(`${m.e.id}/PROBLEM/support`);
    // A disposer without an email address sees the problem in the portal; support is mailed in any case.
    if (k.entsorger_email && !schonDa.has(anEntsorger)) {
      mails.push({
        id: anEntsorger,
        mail: {
          empfaenger: k.entsorger_email,
          betreff,
          text: `Guten Tag ${k.entsorger_name ?? ''},\n\n${text}`,
          links: [],
          anlass: 'PROBLEM',
        },
      });
    }
    if (supportEmail && !schonDa.has(anSupport)) {
      mails.push({
        id: anSupport,
        mail: { empfaenger: supportEmail, betreff, text: `Hallo Support,\n\n${text}`, links: [], anlass: 'PROBLEM' },
      });
    }
  }
  await enqueueMails(trx, mails);
};

const ladeKontext = async (trx: Knex.Transaction, b: Bezug): Promise<Kontext | undefined> =>
  (
    await trx.raw(
      `SELECT s.email AS entsorger_email, s.name AS entsorger_name, z.name AS erzeuger_name, a.name AS anfallstelle, a.strasse, a.plz, a.ort
     FROM anfallstelle a JOIN erzeuger z ON z.id = ? LEFT JOIN entsorger s ON s.id = ?
     WHERE a.id = ?`,
      [b.erzeugerId, b.entsorgerId, b.anfallstelleId],
    )
  ).rows[0] as Kontext | undefined;

const problemText = (b: Bezug, k: Kontext, beschreibung: string): string =>
  [
    `${k.erzeuger_name} meldet über das Abfallportal ein Problem mit Vorgang ${b.vorgangsnummer}:`,
    '',
    `  ${beschreibung}`,
    '',
    `  Behälter:      ${b.anzahl} × ${formatEinheiten(b.behaelter)}`,
    `  Anfallstelle:  ${k.anfallstelle}, ${[k.strasse, [k.plz, k.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`,
    '',
    'Bitte melden Sie sich beim Erzeuger. Sobald das Problem behoben ist, setzen Sie den Auftrag im Portal auf „Problem behoben“.',
  ].join('\n');
