import { formatDatum } from '@abfallportal/common/auftragStatusText';
import { readAuftragEvent, type AuftragAufgegeben } from '../../../backend/src/auftraege/auftrag';
import { createTokens } from '../../../backend/src/auftraege/token/auftragToken';
import { uuidFromName } from '../../../backend/src/platform/decider/commandHandler';
import { enqueueMail } from '../../../backend/src/platform/mail/outbox';
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
  handle: async (trx, events) => {
    const bestellungen = events.filter((e) => e.type === 'AuftragAufgegeben' && e.streamId.startsWith('auftrag-'));
    if (bestellungen.length === 0) return;
    const mailIds = bestellungen.map((e) => uuidFromName(`${e.id}/BESTELLUNG`));
    const schonDa = new Set(((await trx('mail_outbox').whereIn('id', mailIds).select('id')) as { id: string }[]).map((r) => r.id));
    for (const [i, e] of bestellungen.entries()) {
      const mailId = mailIds[i]!;
      if (schonDa.has(mailId)) continue;
      const { data } = readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion }) as AuftragAufgegeben;
      const k = (await trx('anfallstelle as a')
        .join('erzeuger as z', 'z.id', 'a.erzeuger_id')
        .leftJoin('entsorger as s', 's.id', trx.raw('?::integer', [data.entsorgerId]))
        .leftJoin('fraktion as f', 'f.id', trx.raw('?::integer', [data.fraktionId]))
        .leftJoin('abfallschluessel as ak', 'ak.schluessel', trx.raw('?', [data.abfallschluessel]))
        .where('a.id', data.anfallstelleId)
        .first(
          's.email as entsorger_email',
          's.name as entsorger_name',
          'z.name as erzeuger_name',
          'a.name as anfallstelle',
          'a.strasse',
          'a.plz',
          'a.ort',
          'f.bezeichnung as fraktion',
          trx.raw("ak.anzeige || ' ' || ak.bezeichnung as avv"),
        )) as Auftragskontext | undefined;
      // A disposer without an email address cannot be reached by link; the order stays visible in the portal.
      if (!k?.entsorger_email) continue;
      const auftragId = e.streamId.slice('auftrag-'.length);
      const tokens = await createTokens(trx, {
        auftragId,
        aktionen: BESTELLUNG_AKTIONEN,
        gruppe: mailId,
        empfaenger: k.entsorger_email,
        jetzt: new Date(e.metadata.occurredAt),
      });
      const links = BESTELLUNG_AKTIONEN.map((a) => ({ a, url: `${options.publicUrl}/statetransition/${a}/${tokens[a]}` }));
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
        'Bitte antworten Sie über einen dieser Links (14 Tage gültig, nur einmal verwendbar):',
        '',
        ...links.map((l) => `${LINK_TEXT[l.a]}:\n${l.url}\n`),
        'Preise zzgl. MwSt., Abrechnung nach tatsächlicher Menge.',
      ]
        .filter((line, idx, all) => line !== '' || all[idx - 1] !== '')
        .join('\n');
      await enqueueMail(
        trx,
        {
          empfaenger: k.entsorger_email,
          betreff: `Neue Bestellung ${data.vorgangsnummer}: ${data.anzahl} × ${data.behaelterBezeichnung}`,
          text,
          links: links.map((l) => l.url),
          anlass: 'BESTELLUNG',
        },
        { id: mailId },
      );
    }
  },
});
