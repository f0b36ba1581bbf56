import { formatEinheiten } from '@abfallportal/common/einheiten';
import { formatDatum } from '@abfallportal/common/auftragStatusText';
import {
  neueTokens,
  readAuftragEvent,
  TOKEN_GUELTIG_TAGE,
  type AuftragAufgegeben,
  type TokenZeileNeu,
} from '@abfallportal/backend/auftraege';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Knex } from 'knex';
import type { Projection } from '../runtime/projection';

/** The token actions a disposer gets for a new order (spec § 2, /statetransition). */
export const BESTELLUNG_AKTIONEN = ['bestellungAnnehmen', 'bestellungAnnehmenAenderungLiefertermin', 'bestellungAblehnen'] as const;

const LINK_TEXT: Record<(typeof BESTELLUNG_AKTIONEN)[number], string> = {
  bestellungAnnehmen: 'Bestellung annehmen',
  bestellungAnnehmenAenderungLiefertermin: 'Annehmen mit anderem Liefertermin',
  bestellungAblehnen: 'Bestellung ablehnen',
};

type Auftragskontext = {
  entsorger_email: string | null;
  entsorger_name: string | null;
  erzeuger_name: string;
  anfallstelle: string;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  fraktion: string | null;
  avv: string | null;
};

/** What the BESTELLUNG mail tells; the order's fields, as placed or as the read model holds them. */
type MailDaten = Pick<
  AuftragAufgegeben['data'],
  | 'vorgangsnummer'
  | 'anzahl'
  | 'behaelterBezeichnung'
  | 'wunschLiefertermin'
  | 'wunschAbholtermin'
  | 'kommentar'
  | 'anfallstelleId'
  | 'entsorgerId'
  | 'fraktionId'
  | 'abfallschluessel'
>;

const leseEvent = (e: StoredEvent) => readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion });

/** An order enters BESTELLUNG: placed directly, approved above the limit, or an offer accepted (issue 18). */
const wirdBestellung = (e: StoredEvent): boolean => {
  if (!e.streamId.startsWith('auftrag-')) return false;
  // Above the accepting user's limit the order first waits for approval (issue 18); the approval mails then.
  if (e.type === 'AngebotAngenommen') return !(e.data as { freigeberId?: number | null }).freigeberId;
  if (e.type === 'AuftragAufgegeben') return (e.data as { status?: string }).status === 'BESTELLUNG';
  return (
    e.type === 'AuftragStatusGeaendert' &&
    (e.data as { nach?: string; von?: string }).nach === 'BESTELLUNG' &&
    (e.data as { von?: string }).von === 'BESTELLUNG_ZUR_FREIGABE'
  );
};

/**
 * Event-caused mail (DESIGN § 7): whenever an order enters BESTELLUNG (placed, approved, or an offer
 * accepted), the disposer gets a mail (notification BESTELLUNG) with its token links, once per
 * event. It runs on the projector runtime, so the outbox row, the tokens and the reactor's
 * checkpoint commit in one transaction — on either event store. The mail id is derived from the
 * event id: a redelivered or replayed event finds its mail and writes nothing. A later entry takes
 * the order's unchanging fields (container, site, material) from the order read model, which
 * already holds the order placed before it.
 */
export const createBestellungMailReactor = (options: { publicUrl: string }): Projection<never> => ({
  name: 'bestellung_mail',
  version: 1,
  tables: [],
  createTables: async () => undefined,
  // Set-based like the read models: one read of the mails already written, one of the orders' context,
  // one insert of all tokens and one of all mails, whatever the batch size.
  handle: async (trx, events) => {
    const bestellungen = events.filter(wirdBestellung);
    if (bestellungen.length === 0) return;
    const mailIds = bestellungen.map((e) => uuidFromName(`${e.id}/BESTELLUNG`));
    const schonDa = new Set(((await trx('mail_outbox').whereIn('id', mailIds).select('id')) as { id: string }[]).map((r) => r.id));
    const offen = bestellungen.map((e, i) => ({ e, mailId: mailIds[i]! })).filter((b) => !schonDa.has(b.mailId));
    if (offen.length === 0) return;
    const spaeter = offen.filter((b) => b.e.type !== 'AuftragAufgegeben').map((b) => b.e.streamId.slice('auftrag-'.length));
    const zeilen = await ladeAuftraege(trx, spaeter);
    const neu = offen.map((b) => ({ ...b, data: mailDaten(b.e, zeilen) }));
    const kontext = await ladeKontext(
      trx,
      neu.map((b) => b.data),
    );
    const tokenZeilen: TokenZeileNeu[] = [];
    const mails: { id: string; mail: Mail }[] = [];
    for (const [i, b] of neu.entries()) {
      const k = kontext[i];
      // A disposer without an email address cannot be reached by link; the order stays visible in the portal.
      if (!k?.entsorger_email) continue;
      const { tokens, zeilen: tz } = neueTokens({
        auftragId: b.e.streamId.slice('auftrag-'.length),
        aktionen: BESTELLUNG_AKTIONEN,
        gruppe: b.mailId,
        empfaenger: k.entsorger_email,
        jetzt: new Date(b.e.metadata.occurredAt),
      });
      tokenZeilen.push(...tz);
      mails.push({ id: b.mailId, mail: bestellungsMail(options.publicUrl, b.data, k, tokens) });
    }
    if (tokenZeilen.length > 0) await trx('auftrag_token').insert(tokenZeilen);
    await enqueueMails(trx, mails);
  },
});

const mailDaten = (e: StoredEvent, zeilen: Map<string, MailDaten>): MailDaten => {
  const event = leseEvent(e);
  if (event.type === 'AuftragAufgegeben') return event.data;
  const zeile = zeilen.get(e.streamId.slice('auftrag-'.length));
  // The order was placed before; until the read model holds it, the batch is retried.
  if (!zeile) throw new Error(`bestellung_mail: Auftrag ${e.streamId} noch nicht in auftrag_uebersicht`);
  if (event.type === 'AngebotAngenommen')
    return { ...zeile, entsorgerId: event.data.entsorgerId, wunschLiefertermin: event.data.wunschtermin };
  return zeile;
};

const ladeAuftraege = async (trx: Knex.Transaction, ids: string[]): Promise<Map<string, MailDaten>> => {
  if (ids.length === 0) return new Map();
  const rows = (await trx('auftrag_uebersicht')
    .whereIn('id', ids)
    .select(
      'id',
      'vorgangsnummer',
      'anzahl',
      'behaelter',
      'wunsch_liefertermin',
      'wunsch_abholtermin',
      'kommentar',
      'anfallstelle_id',
      'entsorger_id',
      'fraktion_id',
      'abfallschluessel',
    )) as Record<string, unknown>[];
  return new Map(
    rows.map((r) => [
      r.id as string,
      {
        vorgangsnummer: r.vorgangsnummer as string,
        anzahl: r.anzahl as number,
        behaelterBezeichnung: r.behaelter as string,
        wunschLiefertermin: r.wunsch_liefertermin as string,
        wunschAbholtermin: (r.wunsch_abholtermin as string | null) ?? null,
        kommentar: (r.kommentar as string | null) ?? null,
        anfallstelleId: r.anfallstelle_id as number,
        entsorgerId: (r.entsorger_id as number | null) ?? null,
        fraktionId: r.fraktion_id as number,
        abfallschluessel: r.abfallschluessel as string,
      },
    ]),
  );
};

/** The context of each order (same order as `auftraege`), read in one statement. */
const ladeKontext = async (trx: Knex.Transaction, auftraege: MailDaten[]): Promise<(Auftragskontext | undefined)[]> => {
  const { rows } = (await trx.raw(
    `SELECT x.nr, s.email AS entsorger_email, s.name AS entsorger_name, z.name AS erzeuger_name, a.name AS anfallstelle,
       a.strasse, a.plz, a.ort, f.bezeichnung AS fraktion, ak.anzeige || ' ' || ak.bezeichnung AS avv
     FROM unnest(?::int[], ?::int[], ?::int[], ?::int[], ?::text[]) AS x(nr, anfallstelle_id, entsorger_id, fraktion_id, abfallschluessel)
     JOIN anfallstelle a ON a.id = x.anfallstelle_id
     JOIN erzeuger z ON z.id = a.erzeuger_id
     LEFT JOIN entsorger s ON s.id = x.entsorger_id
     LEFT JOIN fraktion f ON f.id = x.fraktion_id
     LEFT JOIN abfallschluessel ak ON ak.schluessel = x.abfallschluessel`,
    [
      auftraege.map((_, i) => i),
      auftraege.map((a) => a.anfallstelleId),
      auftraege.map((a) => a.entsorgerId ?? 0),
      auftraege.map((a) => a.fraktionId),
      auftraege.map((a) => a.abfallschluessel),
    ],
  )) as { rows: (Auftragskontext & { nr: number })[] };
  const nachNr = new Map(rows.map((r) => [r.nr, r]));
  return auftraege.map((_, i) => nachNr.get(i));
};

const bestellungsMail = (publicUrl: string, data: MailDaten, k: Auftragskontext, tokens: Record<string, string>): Mail => {
  const links = BESTELLUNG_AKTIONEN.map((a) => ({ a, url: `${publicUrl}/statetransition/${a}/${tokens[a]}` }));
  const text = [
    `Guten Tag${k.entsorger_name ? ` ${k.entsorger_name}` : ''},`,
    '',
    `${k.erzeuger_name} bestellt über das Abfallportal (Vorgang ${data.vorgangsnummer}):`,
    '',
    `  Behälter:      ${data.anzahl} × ${formatEinheiten(data.behaelterBezeichnung)}`,
    `  Abfall:        ${k.fraktion ?? ''}${k.avv ? ` (AVV ${k.avv})` : ''}`,
    `  Anfallstelle:  ${k.anfallstelle}, ${[k.strasse, [k.plz, k.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`,
    `  Wunschliefertermin: ${formatDatum(data.wunschLiefertermin)}`,
    data.wunschAbholtermin ? `  Wunschabholtermin:  ${formatDatum(data.wunschAbholtermin)}` : '',
    data.kommentar ? `  Hinweis: ${data.kommentar}` : '',
    '',
    `Bitte antworten Sie über einen dieser Links (${TOKEN_GUELTIG_TAGE} Tage gültig, nur einmal verwendbar):`,
    '',
    ...links.map((l) => `${LINK_TEXT[l.a]}:\n${l.url}\n`),
    'Preise zzgl. MwSt., Abrechnung nach tatsächlicher Menge.',
  ]
    .filter((line, idx, all) => line !== '' || all[idx - 1] !== '')
    .join('\n');
  return {
    empfaenger: k.entsorger_email!,
    betreff: `Neue Bestellung ${data.vorgangsnummer}: ${data.anzahl} × ${formatEinheiten(data.behaelterBezeichnung)}`,
    text,
    links: links.map((l) => l.url),
    anlass: 'BESTELLUNG',
  };
};
