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

/**
 * Event-caused mail (DESIGN § 7): for every placed order, the disposer gets a mail (notification
 * BESTELLUNG) with its token links. It runs on the projector runtime, so the outbox row, the tokens
 * and the reactor's checkpoint commit in one transaction — on either event store. The mail id is
 * derived from the event id: a redelivered or replayed event finds its mail and writes nothing.
 */
export const createBestellungMailReactor = (options: { publicUrl: string }): Projection<never> => ({
  name: 'bestellung_mail',
  version: 1,
  tables: [],
  createTables: async () => undefined,
  // Set-based like the read models: one read of the mails already written, one of the orders' context,
  // one insert of all tokens and one of all mails, whatever the batch size.
  handle: async (trx, events) => {
    const bestellungen = events.filter((e) => e.type === 'AuftragAufgegeben' && e.streamId.startsWith('auftrag-'));
    if (bestellungen.length === 0) return;
    const mailIds = bestellungen.map((e) => uuidFromName(`${e.id}/BESTELLUNG`));
    const schonDa = new Set(((await trx('mail_outbox').whereIn('id', mailIds).select('id')) as { id: string }[]).map((r) => r.id));
    const neu = bestellungen
      .map((e, i) => ({
        e,
        mailId: mailIds[i]!,
        data: (readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion }) as AuftragAufgegeben).data,
      }))
      .filter((b) => !schonDa.has(b.mailId))
      // A follow-up order (extra emptying, swap, removal) has its own mail (leistungMailReactor.ts).
      .filter((b) => b.data.hauptauftragId === null);
    if (neu.length === 0) return;
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
      const { tokens, zeilen } = neueTokens({
        auftragId: b.e.streamId.slice('auftrag-'.length),
        aktionen: BESTELLUNG_AKTIONEN,
        gruppe: b.mailId,
        empfaenger: k.entsorger_email,
        jetzt: new Date(b.e.metadata.occurredAt),
      });
      tokenZeilen.push(...zeilen);
      mails.push({ id: b.mailId, mail: bestellungsMail(options.publicUrl, b.data, k, tokens) });
    }
    if (tokenZeilen.length > 0) await trx('auftrag_token').insert(tokenZeilen);
    await enqueueMails(trx, mails);
  },
});

/** The context of each order (same order as `auftraege`), read in one statement. */
const ladeKontext = async (trx: Knex.Transaction, auftraege: AuftragAufgegeben['data'][]): Promise<(Auftragskontext | undefined)[]> => {
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
      auftraege.map((a) => a.entsorgerId),
      auftraege.map((a) => a.fraktionId),
      auftraege.map((a) => a.abfallschluessel),
    ],
  )) as { rows: (Auftragskontext & { nr: number })[] };
  const nachNr = new Map(rows.map((r) => [r.nr, r]));
  return auftraege.map((_, i) => nachNr.get(i));
};

const bestellungsMail = (publicUrl: string, data: AuftragAufgegeben['data'], k: Auftragskontext, tokens: Record<string, string>): Mail => {
  const links = BESTELLUNG_AKTIONEN.map((a) => ({ a, url: `${publicUrl}/statetransition/${a}/${tokens[a]}` }));
  const text = [
    `Guten Tag${k.entsorger_name ? ` ${k.entsorger_name}` : ''},`,
    '',
    `${k.erzeuger_name} bestellt über das Abfallportal (Vorgang ${data.vorgangsnummer}):`,
    '',
    `  Behälter:      ${data.anzahl} × ${data.behaelterBezeichnung}`,
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
    betreff: `Neue Bestellung ${data.vorgangsnummer}: ${data.anzahl} × ${data.behaelterBezeichnung}`,
    text,
    links: links.map((l) => l.url),
    anlass: 'BESTELLUNG',
  };
};
