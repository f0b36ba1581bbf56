import { formatEinheiten } from '@abfallportal/common/einheiten';
import { formatDatum } from '@abfallportal/common/auftragStatusText';
import {
  neueTokens,
  readAuftragEvent,
  TOKEN_GUELTIG_TAGE,
  type AuftragAufgegeben,
  type TokenZeileNeu,
} from '@abfallportal/backend/auftraege';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import type { Projection } from '../runtime/projection';

/** The two links every asked disposer gets (spec § 2, /statetransition). */
export const ANFRAGE_AKTIONEN = ['angebotabgeben', 'anfrageAblehnen'] as const;

type Kontext = {
  entsorger_id: number;
  entsorger_email: string | null;
  entsorger_name: string;
  anfallstelle: string;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  fraktion: string | null;
  avv: string | null;
};

/**
 * Offer request mail (issue 18): for every request, each asked disposer gets ONE mail (anlass
 * ANGEBOT_ANGEFORDERT) with its two links; the token rows name that disposer, so its answer is
 * its own. Outbox rows, tokens and checkpoint commit together; mail ids follow from event and
 * disposer, so a redelivered event writes nothing. The mail tells what is asked (site address,
 * container, material, dates) and nothing else of the producer.
 */
export const createAngebotsanfrageMailReactor = (options: { publicUrl: string }): Projection<never> => ({
  name: 'angebotsanfrage_mail',
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async (trx, events) => {
    const anfragen = events
      .filter((e) => e.type === 'AuftragAufgegeben' && e.streamId.startsWith('auftrag-'))
      .map((e) => ({ e, data: (leseEvent(e) as AuftragAufgegeben).data }))
      .filter((a) => a.data.status === 'WARTEN_AUF_ANGEBOT');
    if (anfragen.length === 0) return;
    const empfaenger = anfragen.flatMap((a) =>
      a.data.angefragteEntsorgerIds.map((entsorgerId) => ({ ...a, entsorgerId, mailId: uuidFromName(`${a.e.id}/ANFRAGE/${entsorgerId}`) })),
    );
    const schonDa = new Set(
      (
        (await trx('mail_outbox')
          .whereIn(
            'id',
            empfaenger.map((m) => m.mailId),
          )
          .select('id')) as { id: string }[]
      ).map((r) => r.id),
    );
    const neu = empfaenger.filter((m) => !schonDa.has(m.mailId));
    if (neu.length === 0) return;
    const { rows } = (await trx.raw(
      `SELECT x.nr, s.id AS entsorger_id, s.email AS entsorger_email, s.name AS entsorger_name, a.name AS anfallstelle,
         a.strasse, a.plz, a.ort, f.bezeichnung AS fraktion, ak.anzeige || ' ' || ak.bezeichnung AS avv
       FROM unnest(?::int[], ?::int[], ?::int[], ?::int[], ?::text[]) AS x(nr, anfallstelle_id, entsorger_id, fraktion_id, abfallschluessel)
       JOIN anfallstelle a ON a.id = x.anfallstelle_id
       JOIN entsorger s ON s.id = x.entsorger_id
       LEFT JOIN fraktion f ON f.id = x.fraktion_id
       LEFT JOIN abfallschluessel ak ON ak.schluessel = x.abfallschluessel`,
      [
        neu.map((_, i) => i),
        neu.map((m) => m.data.anfallstelleId),
        neu.map((m) => m.entsorgerId),
        neu.map((m) => m.data.fraktionId),
        neu.map((m) => m.data.abfallschluessel),
      ],
    )) as { rows: (Kontext & { nr: number })[] };
    const kontext = new Map(rows.map((r) => [r.nr, r]));
    const tokenZeilen: TokenZeileNeu[] = [];
    const mails: { id: string; mail: Mail }[] = [];
    for (const [i, m] of neu.entries()) {
      const k = kontext.get(i);
      if (!k?.entsorger_email) continue;
      const { tokens, zeilen } = neueTokens({
        auftragId: m.e.streamId.slice('auftrag-'.length),
        aktionen: ANFRAGE_AKTIONEN,
        gruppe: m.mailId,
        empfaenger: k.entsorger_email,
        jetzt: new Date(m.e.metadata.occurredAt),
        entsorgerId: m.entsorgerId,
      });
      tokenZeilen.push(...zeilen);
      mails.push({ id: m.mailId, mail: anfrageMail(options.publicUrl, m.data, k, tokens) });
    }
    if (tokenZeilen.length > 0) await trx('auftrag_token').insert(tokenZeilen);
    await enqueueMails(trx, mails);
  },
});

const leseEvent = (e: StoredEvent) => readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion });

const anfrageMail = (publicUrl: string, data: AuftragAufgegeben['data'], k: Kontext, tokens: Record<string, string>): Mail => {
  const abgeben = `${publicUrl}/statetransition/angebotabgeben/${tokens.angebotabgeben}`;
  const ablehnen = `${publicUrl}/statetransition/anfrageAblehnen/${tokens.anfrageAblehnen}`;
  const text = [
    `Guten Tag ${k.entsorger_name},`,
    '',
    `über das Abfallportal wird ein Angebot angefragt (Vorgang ${data.vorgangsnummer}):`,
    '',
    `  Behälter:      ${data.anzahl} × ${formatEinheiten(data.behaelterBezeichnung)}`,
    `  Abfall:        ${k.fraktion ?? ''}${k.avv ? ` (AVV ${k.avv})` : ''}`,
    `  Anfallstelle:  ${[k.strasse, [k.plz, k.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ') || k.anfallstelle}`,
    `  Wunschliefertermin: ${formatDatum(data.wunschLiefertermin)}`,
    data.wunschAbholtermin ? `  Wunschabholtermin:  ${formatDatum(data.wunschAbholtermin)}` : '',
    data.kommentar ? `  Hinweis: ${data.kommentar}` : '',
    '',
    `Bitte antworten Sie über einen dieser Links (${TOKEN_GUELTIG_TAGE} Tage gültig, nur einmal verwendbar):`,
    '',
    `Angebot abgeben:\n${abgeben}\n`,
    `Anfrage ablehnen:\n${ablehnen}\n`,
    'Preise bitte netto (zzgl. MwSt.) angeben.',
  ]
    .filter((line, idx, all) => line !== '' || all[idx - 1] !== '')
    .join('\n');
  return {
    empfaenger: k.entsorger_email!,
    betreff: `Angebotsanfrage ${data.vorgangsnummer}: ${data.anzahl} × ${formatEinheiten(data.behaelterBezeichnung)}`,
    text,
    links: [abgeben, ablehnen],
    anlass: 'ANGEBOT_ANGEFORDERT',
  };
};
