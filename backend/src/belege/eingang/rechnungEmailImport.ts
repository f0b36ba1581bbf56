import { createHash } from 'node:crypto';
import type { RechnungEmailLeseErgebnis } from '@abfallportal/common/rechnungEmail';
import { simpleParser } from 'mailparser';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files/fileStore';
import { uuidFromName } from '../../platform/uuidFromName';
import { belegDateityp } from '../belegDateityp';
import { leseERechnungImHintergrund, type ERechnungErgebnis } from '../erechnung';
import { findeAuftrag, findeEntsorger } from './erfassenAusDatei';

export type RechnungEmailImportDeps = { db: Db; files: FileStore };

/** What the list shows of the reader's result (and what the release prefills). */
export const leseErgebnisFuerListe = async (db: Db, gelesen: ERechnungErgebnis): Promise<RechnungEmailLeseErgebnis> => {
  if (!gelesen.ok)
    return {
      ok: false,
      grund: gelesen.grund,
      nummer: null,
      datum: null,
      verkaeufer: null,
      kaeuferReferenz: null,
      summe: null,
      positionen: 0,
      entsorgerId: null,
      erzeugerId: null,
      vorgangsnummer: null,
    };
  const r = gelesen.rechnung;
  const referenz = r.kaeuferReferenz ?? r.bestellReferenz;
  const auftrag = await findeAuftrag(db, referenz);
  return {
    ok: true,
    grund: null,
    nummer: r.nummer,
    datum: r.datum,
    verkaeufer: r.verkaeuferName,
    kaeuferReferenz: referenz,
    summe: r.netto,
    positionen: r.positionen.length,
    entsorgerId: (await findeEntsorger(db, r.verkaeuferUstId, r.verkaeuferName)) ?? auftrag?.entsorgerId ?? null,
    erzeugerId: auftrag?.erzeugerId ?? null,
    vorgangsnummer: auftrag?.vorgangsnummer ?? null,
  };
};

/** The id of an entry: the same mail's same attachment always has the same id. */
export const eintragId = (messageId: string, hash: string): string => uuidFromName(`rechnung-email/${messageId}/${hash}`);

/**
 * One mail of the invoice mailbox (its raw source, RFC 5322) → one entry "to be released" per PDF or
 * XML attachment, with what the e-invoice reader found. Idempotent: unique on the Message-ID and the
 * attachment's SHA-256, so fetching the same mail again (a crash before it was marked \Seen, or the
 * same mail in the drop folder twice) adds nothing. Returns the number of new entries. The caller marks
 * the mail as done only after this returned (the rows are committed by then).
 */
export const importiereMail = async (deps: RechnungEmailImportDeps, quelle: Buffer): Promise<number> => {
  const mail = await simpleParser(quelle, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  // A mail without a Message-ID is known by its content.
  const messageId = mail.messageId?.trim() || `<sha256:${createHash('sha256').update(quelle).digest('hex')}>`;
  const absender =
    mail.from?.value
      .map((a) => a.address ?? a.name)
      .filter(Boolean)
      .join(', ') || null;
  let neu = 0;
  for (const anhang of mail.attachments) {
    const bytes = anhang.content;
    const typ = belegDateityp(bytes);
    if (!typ) continue; // pictures, signatures, vCards: no receipt
    const hash = createHash('sha256').update(bytes).digest('hex');
    const id = eintragId(messageId, hash);
    if (await deps.db('rechnung_email_import').where({ message_id: messageId, anhang_hash: hash }).first('id')) continue;
    const name = (anhang.filename || (typ === 'application/pdf' ? 'anhang.pdf' : 'anhang.xml')).slice(0, 200);
    const dateiId = `rechnung-email/${id}`;
    await deps.files.put(dateiId, bytes);
    const ergebnis = await leseErgebnisFuerListe(deps.db, await leseERechnungImHintergrund(bytes, name));
    const eingefuegt = (await deps
      .db('rechnung_email_import')
      .insert({
        id,
        message_id: messageId,
        anhang_hash: hash,
        absender: absender?.slice(0, 500) ?? null,
        betreff: mail.subject?.slice(0, 500) ?? null,
        empfangen_am: mail.date ?? null,
        datei_id: dateiId,
        datei_name: name,
        datei_typ: typ,
        lese_ergebnis: JSON.stringify(ergebnis),
      })
      .onConflict(['message_id', 'anhang_hash'])
      .ignore()
      .returning('id')) as unknown[];
    neu += eingefuegt.length;
  }
  return neu;
};
