import { formatEinheiten } from '@abfallportal/common/einheiten';
import type { AuftragDaten } from '@abfallportal/backend/auftraege';
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

const istProblemMeldung = (e: StoredEvent): boolean =>
  e.type === 'AuftragStatusGeaendert' && e.streamId.startsWith('auftrag-') && (e.data as { aktion?: string }).aktion === 'problemMelden';

/**
 * Event-caused mail (DESIGN § 7) for a reported problem (issue 18): the order's disposer and the
 * portal's support each get a mail with the producer's description. Like the order mail, outbox
 * rows and checkpoint commit in one transaction and the mail ids derive from the event id, so a
 * redelivered event writes nothing. The problem event names only the change; the order's facts
 * (number, disposer, site, container) are those of its stream up to the report (mailKontext.ts).
 * Until issue 18's review the reactor kept them in a table of its own, `problem_mail_auftrag`; a
 * deployment that has it may drop it (docs/decisions.md).
 */
export const createProblemMailReactor = (options: {
  publicUrl: string;
  supportEmail?: string;
  eventStore: EventStore;
}): Projection<never> => ({
  name: 'problem_mail',
  eventTypes: ['AuftragStatusGeaendert'],
  relevant: istProblemMeldung,
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async (trx, events) => {
    const meldungen = events.filter(istProblemMeldung);
    if (meldungen.length === 0) return;
    const supportEmail = options.supportEmail ?? null;
    const ids = meldungen.flatMap((e) => [uuidFromName(`${e.id}/PROBLEM/entsorger`), uuidFromName(`${e.id}/PROBLEM/support`)]);
    const schonDa = await schonImPostausgang(trx, ids);
    const offen = meldungen.filter(
      (e) =>
        !schonDa.has(uuidFromName(`${e.id}/PROBLEM/entsorger`)) || (supportEmail && !schonDa.has(uuidFromName(`${e.id}/PROBLEM/support`))),
    );
    if (offen.length === 0) return;
    const fakten = await ladeAuftragFakten(options.eventStore, events, offen.map(frageBeiEvent));
    const auftraege = offen.map((e) => faktenBeiEvent(fakten, e));
    const kontext = await ladeMailKontext(trx, auftraege);
    const mails: { id: string; mail: Mail }[] = [];
    for (const [i, e] of offen.entries()) {
      const k = kontext[i];
      if (!k) continue;
      const o = auftraege[i]!;
      const beschreibung = (e.data as { begruendung?: string | null }).begruendung ?? '';
      const text = problemText(o, k, beschreibung);
      const betreff = `Problem gemeldet zu Vorgang ${o.vorgangsnummer}`;
      const anEntsorger = uuidFromName(`${e.id}/PROBLEM/entsorger`);
      const anSupport = uuidFromName(`${e.id}/PROBLEM/support`);
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
  },
});

const problemText = (o: AuftragDaten, k: MailKontext, beschreibung: string): string =>
  [
    `${k.erzeuger_name} meldet über das Abfallportal ein Problem mit Vorgang ${o.vorgangsnummer}:`,
    '',
    `  ${beschreibung}`,
    '',
    `  Behälter:      ${o.anzahl} × ${formatEinheiten(o.behaelterBezeichnung)}`,
    `  Anfallstelle:  ${k.anfallstelle}, ${adresse(k)}`,
    '',
    'Bitte melden Sie sich beim Erzeuger. Sobald das Problem behoben ist, setzen Sie den Auftrag im Portal auf „Problem behoben“.',
  ].join('\n');
