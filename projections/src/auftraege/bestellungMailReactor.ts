import { formatEinheiten } from '@abfallportal/common/einheiten';
import { formatDatum } from '@abfallportal/common/auftragStatusText';
import { neueTokens, TOKEN_GUELTIG_TAGE, type AuftragDaten, type TokenZeileNeu } from '@abfallportal/backend/auftraege';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import type { EventStore, StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
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

/** The token actions a disposer gets for a new order (spec § 2, /statetransition). */
export const BESTELLUNG_AKTIONEN = ['bestellungAnnehmen', 'bestellungAnnehmenAenderungLiefertermin', 'bestellungAblehnen'] as const;

const LINK_TEXT: Record<(typeof BESTELLUNG_AKTIONEN)[number], string> = {
  bestellungAnnehmen: 'Bestellung annehmen',
  bestellungAnnehmenAenderungLiefertermin: 'Annehmen mit anderem Liefertermin',
  bestellungAblehnen: 'Bestellung ablehnen',
};

/** What the BESTELLUNG mail tells of an order: its facts as of the event that made it a BESTELLUNG. */
type MailDaten = Pick<
  AuftragDaten,
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
 * event id: a redelivered or replayed event finds its mail and writes nothing. The order's facts
 * are those of its stream up to the event (mailKontext.ts), so the mail never waits for a read model.
 */
export const createBestellungMailReactor = (options: { publicUrl: string; eventStore: EventStore }): Projection<never> => ({
  name: 'bestellung_mail',
  eventTypes: ['AngebotAngenommen', 'AuftragAufgegeben', 'AuftragStatusGeaendert'],
  relevant: wirdBestellung,
  version: 1,
  tables: [],
  createTables: async () => undefined,
  // Set-based like the read models: one read of the mails already written, one of the orders' context,
  // one insert of all tokens and one of all mails, whatever the batch size.
  handle: async (trx, events) => {
    const bestellungen = events.filter(wirdBestellung);
    if (bestellungen.length === 0) return;
    const mailIds = bestellungen.map((e) => uuidFromName(`${e.id}/BESTELLUNG`));
    const schonDa = await schonImPostausgang(trx, mailIds);
    const offen = bestellungen.map((e, i) => ({ e, mailId: mailIds[i]! })).filter((b) => !schonDa.has(b.mailId));
    if (offen.length === 0) return;
    const fakten = await ladeAuftragFakten(
      options.eventStore,
      events,
      offen.map((b) => frageBeiEvent(b.e)),
    );
    const neu = offen.map((b) => ({ ...b, data: faktenBeiEvent(fakten, b.e) as MailDaten }));
    const kontext = await ladeMailKontext(
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

const bestellungsMail = (publicUrl: string, data: MailDaten, k: MailKontext, tokens: Record<string, string>): Mail => {
  const links = BESTELLUNG_AKTIONEN.map((a) => ({ a, url: `${publicUrl}/statetransition/${a}/${tokens[a]}` }));
  const text = [
    `Guten Tag${k.entsorger_name ? ` ${k.entsorger_name}` : ''},`,
    '',
    `${k.erzeuger_name} bestellt über das Abfallportal (Vorgang ${data.vorgangsnummer}):`,
    '',
    `  Behälter:      ${data.anzahl} × ${formatEinheiten(data.behaelterBezeichnung)}`,
    `  Abfall:        ${k.fraktion ?? ''}${k.avv ? ` (AVV ${k.avv})` : ''}`,
    `  Anfallstelle:  ${k.anfallstelle}, ${adresse(k)}`,
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
