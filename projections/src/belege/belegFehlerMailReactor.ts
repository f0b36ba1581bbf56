import { BELEG_TYP_TEXT, type BelegTyp } from '@abfallportal/common/beleg';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { readBelegEvent } from '@abfallportal/backend/belege';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import type { Projection } from '../runtime/projection';

export const BELEG_FEHLERHAFT_ANLASS = 'BELEG_FEHLERHAFT';

const istAblehnung = (e: StoredEvent): boolean => e.streamId.startsWith('beleg-') && e.type === 'BelegAlsFehlerhaftAbgelehnt';

/**
 * Event-caused mail (DESIGN § 7, spec § 2 /rechnungen): a receipt rejected as faulty mails its
 * disposer the explanation. Like the order mail, the outbox rows commit with the reactor's
 * checkpoint in one transaction and the mail id derives from the event id, so a redelivered event
 * writes nothing. The event carries the receipt's number and type; the disposer's address and the
 * producer's name are read in one statement.
 */
export const createBelegFehlerMailReactor = (options: { publicUrl: string }): Projection<never> => ({
  name: 'beleg_fehler_mail',
  eventTypes: ['BelegAlsFehlerhaftAbgelehnt'],
  relevant: istAblehnung,
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async (trx, events) => {
    const ablehnungen = events.filter(istAblehnung);
    if (ablehnungen.length === 0) return;
    const mailIds = ablehnungen.map((e) => uuidFromName(`${e.id}/${BELEG_FEHLERHAFT_ANLASS}`));
    const schonDa = new Set(((await trx('mail_outbox').whereIn('id', mailIds).select('id')) as { id: string }[]).map((r) => r.id));
    const offen = ablehnungen.map((e, i) => ({ e, mailId: mailIds[i]! })).filter((a) => !schonDa.has(a.mailId));
    if (offen.length === 0) return;
    const daten = offen.map((a) => {
      const event = readBelegEvent({ type: a.e.type, data: a.e.data, schemaVersion: a.e.metadata.schemaVersion });
      if (event.type !== 'BelegAlsFehlerhaftAbgelehnt') throw new Error('beleg_fehler_mail: falsches Ereignis');
      return event.data;
    });
    const { rows } = (await trx.raw(
      `SELECT x.nr, s.email AS entsorger_email, s.name AS entsorger_name, z.name AS erzeuger_name
       FROM unnest(?::int[], ?::int[], ?::int[]) AS x(nr, entsorger_id, erzeuger_id)
       JOIN entsorger s ON s.id = x.entsorger_id
       JOIN erzeuger z ON z.id = x.erzeuger_id`,
      [daten.map((_, i) => i), daten.map((d) => d.entsorgerId), daten.map((d) => d.erzeugerId)],
    )) as { rows: { nr: number; entsorger_email: string | null; entsorger_name: string; erzeuger_name: string }[] };
    const kontext = new Map(rows.map((r) => [r.nr, r]));
    const mails: { id: string; mail: Mail }[] = [];
    for (const [i, a] of offen.entries()) {
      const k = kontext.get(i);
      const d = daten[i]!;
      // A disposer without an email address cannot be reached; the receipt shows its status in the portal.
      if (!k?.entsorger_email) continue;
      const art = BELEG_TYP_TEXT[d.typ as BelegTyp] ?? 'Beleg';
      const link = `${options.publicUrl}/rechnungen/${a.e.streamId.slice('beleg-'.length)}`;
      mails.push({
        id: a.mailId,
        mail: {
          empfaenger: k.entsorger_email,
          betreff: `${art}${d.nummer ? ` ${d.nummer}` : ''} wurde als fehlerhaft abgelehnt`,
          text: [
            `Guten Tag ${k.entsorger_name},`,
            '',
            `${k.erzeuger_name} hat Ihre${d.typ === 'lieferschein' || d.typ === 'wiegeschein' ? 'n' : ''} ${art}${d.nummer ? ` ${d.nummer}` : ''} im Abfallportal als fehlerhaft abgelehnt.`,
            '',
            'Begründung:',
            d.begruendung,
            '',
            'Bitte senden Sie einen korrigierten Beleg.',
            '',
            link,
          ].join('\n'),
          links: [link],
          anlass: BELEG_FEHLERHAFT_ANLASS,
        },
      });
    }
    await enqueueMails(trx, mails);
  },
});
