import { DATENABFRAGE_JAHRE, type Datenabfrage, type EntsorgerFuerErzeuger } from '@abfallportal/common/entsorger';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import type { Db } from '../platform/db';
import { ungueltig } from '../platform/domainError';
import { enqueueMail } from '../platform/mail/outbox';

const deutschesDatum = (iso: string): string => iso.split('-').reverse().join('.');

/** The period of a data request (spec § 9: the last three years), from the same day three years back to today. */
export const datenabfrageZeitraum = (jetzt: Date): { von: string; bis: string } => {
  const bis = heuteInBerlin(jetzt);
  const [jahr, monat, tag] = bis.split('-').map(Number) as [number, number, number];
  const von = new Date(Date.UTC(jahr - DATENABFRAGE_JAHRE, monat - 1, tag));
  // 29 February three years back does not exist: Date rolls over to 1 March, which is still inside the period.
  return { von: von.toISOString().slice(0, 10), bis };
};

const toDatenabfrage = (kundennummerId: number, r: { angefragt_am: Date; von: string; bis: string } | undefined): Datenabfrage => ({
  kundennummerId,
  zeitpunkt: r ? r.angefragt_am.toISOString() : null,
  von: r?.von ?? null,
  bis: r?.bis ?? null,
});

/** GET /entsorger/getZeitpunkt/{kundennummerId}: when the producer last asked this disposer for its data. */
export const loadDatenabfrage = async (db: Db, link: EntsorgerFuerErzeuger): Promise<Datenabfrage> => {
  const r = (await db('datenabfrage')
    .where({ erzeuger_id: link.erzeugerId, entsorger_id: link.entsorgerMandantId })
    .orderBy('angefragt_am', 'desc')
    .first('angefragt_am', db.raw("to_char(von, 'YYYY-MM-DD') AS von"), db.raw("to_char(bis, 'YYYY-MM-DD') AS bis"))) as
    { angefragt_am: Date; von: string; bis: string } | undefined;
  return toDatenabfrage(link.kundennummerId, r);
};

/**
 * POST /entsorger/startDatenabfrage/{kundennummerId}: records the request and mails the disposer
 * through the outbox in the same transaction, so there is no request without its mail.
 */
export const startDatenabfrage = async (db: Db, link: EntsorgerFuerErzeuger, benutzerId: number, jetzt: Date): Promise<Datenabfrage> => {
  if (!link.email) throw ungueltig('Für diesen Entsorger ist keine E-Mail-Adresse hinterlegt. Bitte ergänzen Sie sie zuerst.');
  const { von, bis } = datenabfrageZeitraum(jetzt);
  await db.transaction(async (trx) => {
    const erzeuger = (await trx('erzeuger').where({ id: link.erzeugerId }).first('name')) as { name: string };
    await trx('datenabfrage').insert({
      erzeuger_id: link.erzeugerId,
      entsorger_id: link.entsorgerMandantId,
      von,
      bis,
      benutzer_id: benutzerId,
      angefragt_am: jetzt,
    });
    await enqueueMail(trx, {
      empfaenger: link.email!,
      betreff: `Datenabfrage von ${erzeuger.name}`,
      text: [
        `Guten Tag${link.ansprechpartner ? ` ${link.ansprechpartner}` : ''},`,
        '',
        `${erzeuger.name} (Ihre Kundennummer ${link.kundennummer}) bittet Sie um die Daten aller Leistungen im Zeitraum ` +
          `${deutschesDatum(von)} bis ${deutschesDatum(bis)}: Aufträge, Mengen, Wiege- und Lieferscheine sowie Rechnungen.`,
        '',
        'Bitte senden Sie die Daten an Ihren Ansprechpartner bei Ihrem Kunden.',
        '',
        'Mit freundlichen Grüßen',
        'Ihr Abfallportal',
      ].join('\n'),
      anlass: 'DATENABFRAGE',
    });
  });
  return loadDatenabfrage(db, link);
};
