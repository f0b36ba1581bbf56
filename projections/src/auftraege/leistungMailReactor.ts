import { formatEinheiten } from '@abfallportal/common/einheiten';
import type { AuftragStatus, Auftragsart } from '@abfallportal/common/auftrag';
import { formatDatum } from '@abfallportal/common/auftragStatusText';
import { neueTokens, readAuftragEvent, TOKEN_GUELTIG_TAGE, type TokenZeileNeu } from '@abfallportal/backend/auftraege';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import type { Knex } from 'knex';
import type { Projection } from '../runtime/projection';
import { BESTELLUNG_AKTIONEN } from './bestellungMailReactor';

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

/** What a mail of this reactor needs of an order: its state columns, as the order overview or the placing event has them. */
type Auftrag = {
  id: string;
  vorgangsnummer: string;
  auftragsart: Auftragsart;
  anfallstelle_id: number;
  entsorger_id: number | null;
  fraktion_id: number;
  abfallschluessel: string;
  behaelter: string;
  anzahl: number;
  wunsch_liefertermin: string | null;
  wunsch_abholtermin: string | null;
  kommentar: string | null;
  hauptauftrag_id: string | null;
};

type Kontext = {
  entsorger_email: string | null;
  entsorger_name: string | null;
  erzeuger_name: string;
  anfallstelle: string;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  fraktion: string | null;
  avv: string | null;
  haupt_vorgangsnummer: string | null;
};

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
export const createLeistungMailReactor = (options: { publicUrl: string }): Projection<never> => ({
  name: 'leistung_mail',
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async (trx, events) => {
    const anliegen = events
      .map(anliegenVon)
      .filter((a): a is Omit<Anliegen, 'mailId'> => a !== null)
      .map((a) => ({ ...a, mailId: uuidFromName(`${a.e.id}/${a.anlass}`) }));
    if (anliegen.length === 0) return;
    const schonDa = new Set(
      (
        (await trx('mail_outbox')
          .whereIn(
            'id',
            anliegen.map((a) => a.mailId),
          )
          .select('id')) as { id: string }[]
      ).map((r) => r.id),
    );
    const neu = anliegen.filter((a) => !schonDa.has(a.mailId));
    if (neu.length === 0) return;
    const auftraege = await ladeAuftraege(trx, neu, events);
    const kontext = await ladeKontext(
      trx,
      neu.map((a) => auftraege.get(a.auftragId)!),
    );
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
      mails.push({ id: a.mailId, mail: leistungsMail(options.publicUrl, a, auftraege.get(a.auftragId)!, k, tokens) });
    }
    if (tokenZeilen.length > 0) await trx('auftrag_token').insert(tokenZeilen);
    await enqueueMails(trx, mails);
  },
});

/**
 * The orders the mails are about: placed in this batch (from the event), or earlier (from the
 * order overview). An order the overview does not hold yet fails the batch; the runtime retries it.
 */
const ladeAuftraege = async (trx: Knex.Transaction, anliegen: Anliegen[], events: StoredEvent[]): Promise<Map<string, Auftrag>> => {
  const karte = new Map<string, Auftrag>();
  for (const e of events) {
    if (e.type !== 'AuftragAufgegeben' || !e.streamId.startsWith('auftrag-')) continue;
    const id = e.streamId.slice('auftrag-'.length);
    const event = readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion });
    if (event.type !== 'AuftragAufgegeben') continue;
    const d = event.data;
    karte.set(id, {
      id,
      vorgangsnummer: d.vorgangsnummer,
      auftragsart: d.auftragsart,
      anfallstelle_id: d.anfallstelleId,
      entsorger_id: d.entsorgerId,
      fraktion_id: d.fraktionId,
      abfallschluessel: d.abfallschluessel,
      behaelter: d.behaelterBezeichnung,
      anzahl: d.anzahl,
      wunsch_liefertermin: d.wunschLiefertermin,
      wunsch_abholtermin: d.wunschAbholtermin,
      kommentar: d.kommentar,
      hauptauftrag_id: d.hauptauftragId,
    });
  }
  const fehlen = [...new Set(anliegen.map((a) => a.auftragId).filter((id) => !karte.has(id)))];
  if (fehlen.length > 0) {
    const rows = (await trx('auftrag_uebersicht')
      .whereIn('id', fehlen)
      .select(
        'id',
        'vorgangsnummer',
        'auftragsart',
        'anfallstelle_id',
        'entsorger_id',
        'fraktion_id',
        'abfallschluessel',
        'behaelter',
        'anzahl',
        'wunsch_liefertermin',
        'wunsch_abholtermin',
        'kommentar',
        'hauptauftrag_id',
      )) as Auftrag[];
    for (const r of rows) karte.set(r.id, r);
    const offen = fehlen.filter((id) => !karte.has(id));
    if (offen.length > 0) throw new Error(`Erinnerungs-Mail: Auftrag ${offen[0]} steht noch nicht in der Auftragsübersicht`);
  }
  return karte;
};

/** The context of each order (same order as `auftraege`), read in one statement. */
const ladeKontext = async (trx: Knex.Transaction, auftraege: Auftrag[]): Promise<(Kontext | undefined)[]> => {
  const { rows } = (await trx.raw(
    `SELECT x.nr, s.email AS entsorger_email, s.name AS entsorger_name, z.name AS erzeuger_name, a.name AS anfallstelle,
       a.strasse, a.plz, a.ort, f.bezeichnung AS fraktion, ak.anzeige || ' ' || ak.bezeichnung AS avv,
       h.vorgangsnummer AS haupt_vorgangsnummer
     FROM unnest(?::int[], ?::int[], ?::int[], ?::int[], ?::text[], ?::uuid[])
       AS x(nr, anfallstelle_id, entsorger_id, fraktion_id, abfallschluessel, hauptauftrag_id)
     JOIN anfallstelle a ON a.id = x.anfallstelle_id
     JOIN erzeuger z ON z.id = a.erzeuger_id
     LEFT JOIN entsorger s ON s.id = x.entsorger_id
     LEFT JOIN fraktion f ON f.id = x.fraktion_id
     LEFT JOIN abfallschluessel ak ON ak.schluessel = x.abfallschluessel
     LEFT JOIN auftrag_uebersicht h ON h.id = x.hauptauftrag_id`,
    [
      auftraege.map((_, i) => i),
      auftraege.map((a) => a.anfallstelle_id),
      auftraege.map((a) => a.entsorger_id),
      auftraege.map((a) => a.fraktion_id),
      auftraege.map((a) => a.abfallschluessel),
      auftraege.map((a) => a.hauptauftrag_id),
    ] as unknown as readonly string[],
  )) as { rows: (Kontext & { nr: number })[] };
  const nachNr = new Map(rows.map((r) => [r.nr, r]));
  return auftraege.map((_, i) => nachNr.get(i));
};

const tag = (v: string | Date | null): string => (v === null ? '' : formatDatum(v instanceof Date ? v.toISOString().slice(0, 10) : v));

const leistungsMail = (publicUrl: string, a: Anliegen, o: Auftrag, k: Kontext, tokens: Record<string, string>): Mail => {
  const links = a.aktionen.map((aktion) => ({ aktion, url: `${publicUrl}/statetransition/${aktion}/${tokens[aktion]}` }));
  const erinnerung = a.anlass.endsWith('_ERINNERUNG');
  const art = istLeistung(o.auftragsart) ? o.auftragsart : null;
  const was = art ? LEISTUNG_NAME[art] : 'Bestellung';
  const behaelter = formatEinheiten(o.behaelter);
  const einleitung = erinnerung
    ? `Erinnerung: ${k.erzeuger_name} wartet noch auf Ihre Antwort (${was}, Vorgang ${o.vorgangsnummer}).`
    : `${k.erzeuger_name} beauftragt über das Abfallportal eine ${was} (Vorgang ${o.vorgangsnummer}).`;
  const text = [
    `Guten Tag${k.entsorger_name ? ` ${k.entsorger_name}` : ''},`,
    '',
    einleitung,
    '',
    k.haupt_vorgangsnummer ? `  Zum Auftrag:   ${k.haupt_vorgangsnummer}` : null,
    `  Behälter:      ${o.anzahl} × ${behaelter}`,
    `  Abfall:        ${k.fraktion ?? ''}${k.avv ? ` (AVV ${k.avv})` : ''}`,
    `  Anfallstelle:  ${k.anfallstelle}, ${[k.strasse, [k.plz, k.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`,
    art ? `  Wunschtermin:  ${tag(o.wunsch_liefertermin)}` : `  Wunschliefertermin: ${tag(o.wunsch_liefertermin)}`,
    !art && o.wunsch_abholtermin ? `  Wunschabholtermin:  ${tag(o.wunsch_abholtermin)}` : null,
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
