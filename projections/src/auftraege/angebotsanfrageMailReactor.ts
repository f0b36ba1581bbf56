import { formatEinheiten } from '@abfallportal/common/einheiten';
import { formatDatum } from '@abfallportal/common/auftragStatusText';
import { neueTokens, TOKEN_GUELTIG_TAGE, type AuftragDaten, type TokenZeileNeu } from '@abfallportal/backend/auftraege';
import type { EventStore, StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import type { Projection } from '../runtime/projection';
import {
  adresse,
  faktenBeiEvent,
  frageBeiEvent,
  ladeAuftragFakten,
  ladeMailKontext,
  schonImPostausgang,
  type MailKontext,
} from './mailKontext';

/** The two links every asked disposer gets (spec § 2, /statetransition). */
export const ANFRAGE_AKTIONEN = ['angebotabgeben', 'anfrageAblehnen'] as const;

/**
 * Offer request mail (issue 18): for every request, each asked disposer gets ONE mail (anlass
 * ANGEBOT_ANGEFORDERT) with its two links; the token rows name that disposer, so its answer is
 * its own. Outbox rows, tokens and checkpoint commit together; mail ids follow from event and
 * disposer, so a redelivered event writes nothing. The mail tells what is asked (site address,
 * container, material, dates) and nothing else of the producer.
 * When the producer accepts one offer, every other asked disposer that did not decline itself is told
 * (anlass ANGEBOT_NICHT_ANGENOMMEN, issue 28): its request is closed, without the winner's name or price.
 */
const istAnfrage = (e: StoredEvent): boolean =>
  e.type === 'AuftragAufgegeben' && e.streamId.startsWith('auftrag-') && (e.data as { status?: string }).status === 'WARTEN_AUF_ANGEBOT';
const istAnnahme = (e: StoredEvent): boolean => e.type === 'AngebotAngenommen' && e.streamId.startsWith('auftrag-');

export const createAngebotsanfrageMailReactor = (options: { publicUrl: string; eventStore: EventStore }): Projection<never> => ({
  name: 'angebotsanfrage_mail',
  eventTypes: ['AuftragAufgegeben', 'AngebotAngenommen'],
  relevant: (e) => istAnfrage(e) || istAnnahme(e),
  version: 1,
  tables: [],
  createTables: async () => undefined,
  // One pass per batch: the facts, the outbox check and the mail context are each read once for the
  // requests and the closed requests together.
  handle: async (trx, events) => {
    const placed = events.filter(istAnfrage);
    const angenommen = events.filter(istAnnahme);
    if (placed.length === 0 && angenommen.length === 0) return;
    // A request's facts are those its event carries, folded like every mail reactor's (mailKontext.ts).
    const fakten = await ladeAuftragFakten(options.eventStore, events, [...placed, ...angenommen].map(frageBeiEvent));
    const empfaenger: Empfaenger[] = [
      ...placed.flatMap((e) => {
        const data = faktenBeiEvent(fakten, e);
        return data.angefragteEntsorgerIds.map((entsorgerId) => ({
          art: 'ANFRAGE' as const,
          e,
          data,
          entsorgerId,
          mailId: uuidFromName(`${e.id}/ANFRAGE/${entsorgerId}`),
        }));
      }),
      ...angenommen.flatMap((e) => {
        const data = faktenBeiEvent(fakten, e);
        const gewinner = (e.data as { entsorgerId: number }).entsorgerId;
        return abzusagen(data, gewinner).map((entsorgerId) => ({
          art: 'ABSAGE' as const,
          e,
          data,
          entsorgerId,
          mailId: uuidFromName(`${e.id}/ABSAGE/${entsorgerId}`),
        }));
      }),
    ];
    const schonDa = await schonImPostausgang(
      trx,
      empfaenger.map((m) => m.mailId),
    );
    const neu = empfaenger.filter((m) => !schonDa.has(m.mailId));
    if (neu.length === 0) return;
    const kontext = await ladeMailKontext(
      trx,
      neu.map((m) => ({ ...m.data, entsorgerId: m.entsorgerId })),
    );
    const tokenZeilen: TokenZeileNeu[] = [];
    const mails: { id: string; mail: Mail }[] = [];
    for (const [i, m] of neu.entries()) {
      const k = kontext[i];
      if (!k?.entsorger_email) continue;
      if (m.art === 'ABSAGE') {
        mails.push({ id: m.mailId, mail: absageMail(m.data, k) });
        continue;
      }
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

/** One mail to write: a request to an asked disposer, or the note that another offer won. */
type Empfaenger = { art: 'ANFRAGE' | 'ABSAGE'; e: StoredEvent; data: AuftragDaten; entsorgerId: number; mailId: string };

const anfrageMail = (publicUrl: string, data: AuftragDaten, k: MailKontext, tokens: Record<string, string>): Mail => {
  const abgeben = `${publicUrl}/statetransition/angebotabgeben/${tokens.angebotabgeben}`;
  const ablehnen = `${publicUrl}/statetransition/anfrageAblehnen/${tokens.anfrageAblehnen}`;
  const text = [
    `Guten Tag ${k.entsorger_name ?? ''},`,
    '',
    `über das Abfallportal wird ein Angebot angefragt (Vorgang ${data.vorgangsnummer}):`,
    '',
    `  Behälter:      ${data.anzahl} × ${formatEinheiten(data.behaelterBezeichnung)}`,
    `  Abfall:        ${k.fraktion ?? ''}${k.avv ? ` (AVV ${k.avv})` : ''}`,
    `  Anfallstelle:  ${adresse(k) || k.anfallstelle}`,
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

/** The asked disposers to tell that another offer won: all but the winner and those that declined themselves. */
const abzusagen = (data: AuftragDaten, gewinner: number): number[] =>
  data.angefragteEntsorgerIds.filter((id) => id !== gewinner && !data.angebote.some((a) => a.entsorgerId === id && a.art === 'ABLEHNUNG'));

const absageMail = (data: AuftragDaten, k: MailKontext): Mail => ({
  empfaenger: k.entsorger_email!,
  betreff: `Angebotsanfrage ${data.vorgangsnummer}: ein anderes Angebot wurde angenommen`,
  text: [
    `Guten Tag ${k.entsorger_name ?? ''},`,
    '',
    `für die Angebotsanfrage ${data.vorgangsnummer} (${data.anzahl} × ${formatEinheiten(data.behaelterBezeichnung)}, ` +
      `Anfallstelle ${adresse(k) || k.anfallstelle}) hat sich der Kunde für ein anderes Angebot entschieden.`,
    '',
    'Die Anfrage ist damit für Sie abgeschlossen; die Links der Anfrage-Mail gelten nicht mehr. Vielen Dank für Ihre Antwort.',
  ].join('\n'),
  links: [],
  anlass: 'ANGEBOT_NICHT_ANGENOMMEN',
});
