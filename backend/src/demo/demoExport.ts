import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { exportAnlegen } from '../exporte';
import type { Db } from '../platform/db';

/** The worker's sweep builds what has waited longer than a minute; the demo's request is dated that far back. */
const SWEEP_ALTER_MS = 61_000;

/**
 * Musterbau's export (issue 20, "Demo data": "an export ready in the developer mailbox"): the owner
 * asks for the PDF of all sites for this year, as the button on the documentation page does. The
 * worker's per-minute sweep builds it and mails the link, so a minute after `make start` the mail
 * is in the developer mailbox. Asked once: an existing request of the same scope is reused, as in
 * the portal, so a restart asks nothing new. Not part of the test app's demo (loadDemoAuftraege),
 * whose tests count export mails.
 */
export const loadDemoExport = async (db: Db, jetzt: Date = new Date()): Promise<{ id: string; neu: boolean }> => {
  const erzeuger = (await db('erzeuger').where({ name: 'Musterbau GmbH' }).first('id')) as { id: number } | undefined;
  const inhaber = (await db('benutzer').where({ email: 'inhaber@musterbau.example' }).first('id')) as { id: number } | undefined;
  if (!erzeuger || !inhaber) throw new Error('Demo-Export: Musterbau oder sein Inhaber fehlt');
  const jahr = heuteInBerlin(jetzt).slice(0, 4);
  const { row, neu } = await exportAnlegen(
    db,
    {
      art: 'PDF_ALLE_STANDORTE',
      erzeugerId: erzeuger.id,
      anfallstelleId: null,
      beginn: `${jahr}-01-01`,
      ende: `${jahr}-12-31`,
      mitAnhaengen: false,
      benutzerId: inhaber.id,
      force: false,
    },
    new Date(jetzt.getTime() - SWEEP_ALTER_MS),
  );
  return { id: row.id, neu };
};
