import { formatEinheiten } from '@abfallportal/common/einheiten';
import { formatDatum } from '@abfallportal/common/auftragStatusText';
import { readAuftragEvent, type AuftragAufgegeben } from '@abfallportal/backend/auftraege';
import { enqueueMails, type Mail } from '@abfallportal/backend/platform/mail/outbox';
import { uuidFromName } from '@abfallportal/backend/platform/uuidFromName';
import type { Projection } from '../runtime/projection';

type Kontext = { nr: number; email: string | null; freigeber_name: string; besteller_name: string; anfallstelle: string };

const euro = (betrag: number | null): string =>
  betrag === null ? 'ohne Preis' : `${betrag.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} € netto`;

/**
 * Approval mail (issue 18, spec § 4): an order placed above the orderer's limit (BESTELLUNG_ZUR_FREIGABE)
 * is mailed to the approver the orderer chose, with a link to the order, where the approver
 * approves or rejects it after signing in. No token: approving needs the approver's session.
 * Mail id from the event id, outbox row and checkpoint in one transaction.
 */
export const createFreigabeMailReactor = (options: { publicUrl: string }): Projection<never> => ({
  name: 'freigabe_mail',
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async (trx, events) => {
    const faelle = events
      .filter((e) => e.type === 'AuftragAufgegeben' && e.streamId.startsWith('auftrag-'))
      .map((e) => ({
        e,
        mailId: uuidFromName(`${e.id}/FREIGABE`),
        data: (readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion }) as AuftragAufgegeben).data,
      }))
      .filter((f) => f.data.status === 'BESTELLUNG_ZUR_FREIGABE' && f.data.freigeberId !== null);
    if (faelle.length === 0) return;
    const schonDa = new Set(
      (
        (await trx('mail_outbox')
          .whereIn(
            'id',
            faelle.map((f) => f.mailId),
          )
          .select('id')) as { id: string }[]
      ).map((r) => r.id),
    );
    const neu = faelle.filter((f) => !schonDa.has(f.mailId));
    if (neu.length === 0) return;
    const { rows } = (await trx.raw(
      `SELECT x.nr, f.email, trim(f.vorname || ' ' || f.nachname) AS freigeber_name,
         coalesce(trim(b.vorname || ' ' || b.nachname), '') AS besteller_name, a.name AS anfallstelle
       FROM unnest(?::int[], ?::int[], ?::int[], ?::int[]) AS x(nr, freigeber_id, besteller_id, anfallstelle_id)
       JOIN benutzer f ON f.id = x.freigeber_id
       LEFT JOIN benutzer b ON b.id = x.besteller_id
       JOIN anfallstelle a ON a.id = x.anfallstelle_id`,
      [
        neu.map((_, i) => i),
        neu.map((f) => f.data.freigeberId ?? 0),
        neu.map((f) => f.data.bestellerId),
        neu.map((f) => f.data.anfallstelleId),
      ],
    )) as { rows: Kontext[] };
    const kontext = new Map(rows.map((r) => [r.nr, r]));
    const mails: { id: string; mail: Mail }[] = [];
    for (const [i, f] of neu.entries()) {
      const k = kontext.get(i);
      if (!k?.email) continue;
      const link = `${options.publicUrl}/erzeuger/${f.data.erzeugerId}/auftraege/${f.e.streamId.slice('auftrag-'.length)}`;
      const text = [
        `Guten Tag ${k.freigeber_name},`,
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
          empfaenger: k.email,
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
