import { formatEinheiten } from '@abfallportal/common/einheiten';
import type { AuftragStatus, Auftragsart } from '@abfallportal/common/auftrag';
import { formatDatum } from '@abfallportal/common/auftragStatusText';
import { neueTokens, TOKEN_GUELTIG_TAGE, type AuftragDaten, type TokenZeileNeu } from '@abfallportal/backend/auftraege';
import type { EventStore, StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import type { Projection } from '../runtime/projection';
import { BESTELLUNG_AKTIONEN } from './bestellungMailReactor';
import {
  adresse,
  faktenBeiEvent,
  faktenSchluessel,
  frageBeiEvent,
  ladeAuftragFakten,
  ladeMailKontext,
  schonImPostausgang,
  type MailKontext,
} from './mailKontext';

type Leistung = Exclude<Auftragsart, 'BEHAELTERSTELLUNG'>;
type Anlass = 'BESTELLUNG_ERINNERUNG' | `${Leistung}_BEAUFTRAGT` | `${Leistung}_ERINNERUNG`;

/** The token actions a disposer gets for a follow-up order (spec § 2, /statetransition). */
export const LEISTUNG_AKTIONEN: Record<Leistung, readonly [string, string]> = {
  ZUSATZLEERUNG: ['zusatzleerungAnnehmen', 'zusatzleerungAnnehmenAenderungWunschtermin'],
  BEHAELTERTAUSCH: ['behaeltertauschAnnehmen', 'behaeltertauschAnnehmenAenderungWunschtermin'],
  BEHAELTERABZUG: ['behaelterabzugAnnehmen', 'behaelterabzugAnnehmenAenderungWunschtermin'],
};

const LEISTUNG_NAME: Record<Leistung, string> = {
  ZUSATZLEERUNG: 'Zusatzleerung',
  BEHAELTERTAUSCH: 'Behältertausch',
  BEHAELTERABZUG: 'Behälterabzug',
};

const LINK_TEXT: Record<string, string> = {
  bestellungAnnehmen: 'Bestellung annehmen',
  bestellungAnnehmenAenderungLiefertermin: 'Annehmen mit anderem Liefertermin',
  bestellungAblehnen: 'Bestellung ablehnen',
  zusatzleerungAnnehmen: 'Zusatzleerung annehmen',
  zusatzleerungAnnehmenAenderungWunschtermin: 'Zusatzleerung mit anderem Termin annehmen',
  behaeltertauschAnnehmen: 'Behältertausch annehmen',
  behaeltertauschAnnehmenAenderungWunschtermin: 'Behältertausch mit anderem Termin annehmen',
  behaelterabzugAnnehmen: 'Behälterabzug annehmen',
  behaelterabzugAnnehmenAenderungWunschtermin: 'Behälterabzug mit anderem Termin annehmen',
};

const istLeistung = (art: string): art is Leistung => art in LEISTUNG_AKTIONEN;

type Anliegen = { e: StoredEvent; anlass: Anlass; aktionen: readonly string[]; auftragId: string; mailId: string };

/** The mail an event causes, if any: a follow-up order placed, or a reminder (by the producer or the reminder job). */
const anliegenVon = (e: StoredEvent): Omit<Anliegen, 'mailId'> | null => {
  if (!e.streamId.startsWith('auftrag-')) return null;
  const auftragId = e.streamId.slice('auftrag-'.length);
  if (e.type === 'AuftragAufgegeben') {
    const d = e.data as { auftragsart?: string; hauptauftragId?: string | null };
    if (!d.hauptauftragId || !d.auftragsart || !istLeistung(d.auftragsart)) return null;
    return { e, anlass: `${d.auftragsart}_BEAUFTRAGT`, aktionen: LEISTUNG_AKTIONEN[d.auftragsart], auftragId };
  }
  if (e.type === 'AuftragStatusGeaendert') {
    const nach = (e.data as { nach?: AuftragStatus }).nach;
    if (nach === 'BESTELLUNG_ERINNERUNG') return { e, anlass: nach, aktionen: BESTELLUNG_AKTIONEN, auftragId };
    const art = nach?.replace(/_ERINNERUNG$/, '');
    if (nach?.endsWith('_ERINNERUNG') && art && istLeistung(art)) {
      return { e, anlass: `${art}_ERINNERUNG`, aktionen: LEISTUNG_AKTIONEN[art], auftragId };
    }
  }
  return null;
};

/**
 * Event-caused mail (DESIGN § 7) for the services on a container on site and for reminders (spec
 * § 4 notification types BESTELLUNG_ERINNERUNG, <ART>_BEAUFTRAGT, <ART>_ERINNERUNG): the disposer
 * gets a mail with fresh token links. Outbox row, tokens and checkpoint commit in one transaction;
 * the mail id follows from the event id, so a redelivered event writes nothing. A reminder's links
 * are a new group: the links of the first mail stay valid until either answers (one answer ends
 * the order's wait; every later link then shows "already answered").
 */
export const createLeistungMailReactor = (options: { publicUrl: string; eventStore: EventStore }): Projection<never> => ({
  name: 'leistung_mail',
  eventTypes: ['AuftragAufgegeben', 'AuftragStatusGeaendert'],
  relevant: (e) => anliegenVon(e) !== null,
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async (trx, events) => {
    const anliegen = events
      .map(anliegenVon)
      .filter((a): a is Omit<Anliegen, 'mailId'> => a !== null)
      .map((a) => ({ ...a, mailId: uuidFromName(`${a.e.id}/${a.anlass}`) }));
    if (anliegen.length === 0) return;
    const schonDa = await schonImPostausgang(
      trx,
      anliegen.map((a) => a.mailId),
    );
    const neu = anliegen.filter((a) => !schonDa.has(a.mailId));
    if (neu.length === 0) return;
    const fakten = await ladeAuftragFakten(
      options.eventStore,
      events,
      neu.map((a) => frageBeiEvent(a.e)),
    );
    const auftraege = neu.map((a) => faktenBeiEvent(fakten, a.e));
    // The main order's number: its first event names it, whatever came later.
    const hauptFragen = auftraege.flatMap((o) => (o.hauptauftragId ? [{ auftragId: o.hauptauftragId, bisRevision: 0 }] : []));
    const haupt = await ladeAuftragFakten(options.eventStore, events, hauptFragen);
    const hauptNummer = (o: AuftragDaten): string | null =>
      o.hauptauftragId ? (haupt.get(faktenSchluessel({ auftragId: o.hauptauftragId, bisRevision: 0 }))?.vorgangsnummer ?? null) : null;
    const kontext = await ladeMailKontext(trx, auftraege);
    const tokenZeilen: TokenZeileNeu[] = [];
    const mails: { id: string; mail: Mail }[] = [];
    for (const [i, a] of neu.entries()) {
      const k = kontext[i];
      // A disposer without an email address cannot be reached by link; the order stays visible in the portal.
      if (!k?.entsorger_email) continue;
      const { tokens, zeilen } = neueTokens({
        auftragId: a.auftragId,
        aktionen: a.aktionen,
        gruppe: a.mailId,
        empfaenger: k.entsorger_email,
        jetzt: new Date(a.e.metadata.occurredAt),
      });
      tokenZeilen.push(...zeilen);
      mails.push({ id: a.mailId, mail: leistungsMail(options.publicUrl, a, auftraege[i]!, hauptNummer(auftraege[i]!), k, tokens) });
    }
    if (tokenZeilen.length > 0) await trx('auftrag_token').insert(tokenZeilen);
    await enqueueMails(trx, mails);
  },
});

const tag = (v: string | Date | null): string => (v === null ? '' : formatDatum(v instanceof Date ? v.toISOString().slice(0, 10) : v));

const leistungsMail = (
  publicUrl: string,
  a: Anliegen,
  o: AuftragDaten,
  hauptVorgangsnummer: string | null,
  k: MailKontext,
  tokens: Record<string, string>,
): Mail => {
  const links = a.aktionen.map((aktion) => ({ aktion, url: `${publicUrl}/statetransition/${aktion}/${tokens[aktion]}` }));
  const erinnerung = a.anlass.endsWith('_ERINNERUNG');
  const art = istLeistung(o.auftragsart) ? o.auftragsart : null;
  const was = art ? LEISTUNG_NAME[art] : 'Bestellung';
  const behaelter = formatEinheiten(o.behaelterBezeichnung);
  const einleitung = erinnerung
    ? `Erinnerung: ${k.erzeuger_name} wartet noch auf Ihre Antwort (${was}, Vorgang ${o.vorgangsnummer}).`
    : `${k.erzeuger_name} beauftragt über das Abfallportal eine ${was} (Vorgang ${o.vorgangsnummer}).`;
  const text = [
    `Guten Tag${k.entsorger_name ? ` ${k.entsorger_name}` : ''},`,
    '',
    einleitung,
    '',
    hauptVorgangsnummer ? `  Zum Auftrag:   ${hauptVorgangsnummer}` : null,
    `  Behälter:      ${o.anzahl} × ${behaelter}`,
    `  Abfall:        ${k.fraktion ?? ''}${k.avv ? ` (AVV ${k.avv})` : ''}`,
    `  Anfallstelle:  ${k.anfallstelle}, ${adresse(k)}`,
    art ? `  Wunschtermin:  ${tag(o.wunschLiefertermin)}` : `  Wunschliefertermin: ${tag(o.wunschLiefertermin)}`,
    !art && o.wunschAbholtermin ? `  Wunschabholtermin:  ${tag(o.wunschAbholtermin)}` : null,
    o.kommentar ? `  Hinweis: ${o.kommentar}` : null,
    '',
    `Bitte antworten Sie über einen dieser Links (${TOKEN_GUELTIG_TAGE} Tage gültig, nur einmal verwendbar):`,
    '',
    ...links.map((l) => `${LINK_TEXT[l.aktion] ?? l.aktion}:\n${l.url}\n`),
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  return {
    empfaenger: k.entsorger_email!,
    betreff: `${erinnerung ? 'Erinnerung: ' : ''}${was} ${o.vorgangsnummer}: ${o.anzahl} × ${behaelter}`,
    text,
    links: links.map((l) => l.url),
    anlass: a.anlass,
  };
};
