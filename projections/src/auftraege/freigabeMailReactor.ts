import { formatEinheiten } from '@abfallportal/common/einheiten';
import { formatDatum } from '@abfallportal/common/auftragStatusText';
import type { EventStore, StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import type { Projection } from '../runtime/projection';
import { faktenBeiEvent, frageBeiEvent, ladeAuftragFakten, ladeMailKontext, schonImPostausgang } from './mailKontext';

const euro = (betrag: number | null): string =>
  betrag === null ? 'ohne Preis' : `${betrag.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} € netto`;

/**
 * Approval mail (issue 18, spec § 4): an order placed above the orderer's limit (BESTELLUNG_ZUR_FREIGABE),
 * or an offer accepted above the accepting user's limit, is mailed to the approver the orderer chose, with a link to the order, where the approver
 * approves or rejects it after signing in. No token: approving needs the approver's session.
 * Mail id from the event id, outbox row and checkpoint in one transaction.
 */
/** Placed above the limit, or an offer accepted above the accepting user's limit (issue 18). */
const wartetAufFreigabe = (e: StoredEvent): boolean =>
  e.streamId.startsWith('auftrag-') &&
  ((e.type === 'AuftragAufgegeben' && (e.data as { status?: string }).status === 'BESTELLUNG_ZUR_FREIGABE') ||
    (e.type === 'AngebotAngenommen' && Boolean((e.data as { freigeberId?: number | null }).freigeberId)));

export const createFreigabeMailReactor = (options: { publicUrl: string; eventStore: EventStore }): Projection<never> => ({
  name: 'freigabe_mail',
  eventTypes: ['AuftragAufgegeben', 'AngebotAngenommen'],
  relevant: (e) => wartetAufFreigabe(e),
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async (trx, events) => {
    // Placed above the limit, or an offer accepted above the accepting user's limit.
    const placed = events.filter(wartetAufFreigabe);
    if (placed.length === 0) return;
    const schonDa = await schonImPostausgang(
      trx,
      placed.map((e) => uuidFromName(`${e.id}/FREIGABE`)),
    );
    const offen = placed.filter((e) => !schonDa.has(uuidFromName(`${e.id}/FREIGABE`)));
    if (offen.length === 0) return;
    const fakten = await ladeAuftragFakten(options.eventStore, events, offen.map(frageBeiEvent));
    const neu = offen
      .map((e) => ({ e, mailId: uuidFromName(`${e.id}/FREIGABE`), data: faktenBeiEvent(fakten, e) }))
      .filter((f) => f.data.freigeberId !== null);
    if (neu.length === 0) return;
    const kontext = await ladeMailKontext(
      trx,
      neu.map((f) => ({ ...f.data, entsorgerId: null, fraktionId: null, abfallschluessel: null })),
    );
    const mails: { id: string; mail: Mail }[] = [];
    for (const [i, f] of neu.entries()) {
      const k = kontext[i];
      if (!k?.freigeber_email) continue;
      const link = `${options.publicUrl}/erzeuger/${f.data.erzeugerId}/auftraege/${f.e.streamId.slice('auftrag-'.length)}`;
      const text = [
        `Guten Tag ${k.freigeber_name ?? ''},`,
        '',
        `${k.besteller_name || 'Ein Benutzer'} bittet Sie um Freigabe einer Bestellung über der Bestellwertgrenze (Vorgang ${f.data.vorgangsnummer}):`,
        '',
        `  Behälter:      ${f.data.anzahl} × ${formatEinheiten(f.data.behaelterBezeichnung)}`,
        `  Anfallstelle:  ${k.anfallstelle}`,
        `  Wunschliefertermin: ${formatDatum(f.data.wunschLiefertermin)}`,
        `  Geschätzter Preis:  ${euro(f.data.geschaetzterPreis)}`,
        '',
        `Bitte geben Sie die Bestellung im Abfallportal frei oder lehnen Sie sie ab:\n${link}`,
      ].join('\n');
      mails.push({
        id: f.mailId,
        mail: {
          empfaenger: k.freigeber_email,
          betreff: `Freigabe erbeten: Bestellung ${f.data.vorgangsnummer}`,
          text,
          links: [link],
          anlass: 'BESTELLUNG_ZUR_FREIGABE',
        },
      });
    }
    await enqueueMails(trx, mails);
  },
});
