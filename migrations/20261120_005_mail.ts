import type { Knex } from 'knex';

/**
 * Leases for the mail sender (backend/src/platform/mail/mailSender.ts). Row leases instead of
 * row locks: a lock held during the SMTP conversation would keep a transaction (with an xid)
 * open for seconds and hold back pg_snapshot_xmin, which stalls every event-store reader.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.timestamp('eingeplant_bis', { useTz: true }).comment('a mail-senden job exists until then; the sweep leaves the row alone');
    t.timestamp('gesperrt_bis', { useTz: true }).comment('a sender is talking to SMTP for this row until then');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('eingeplant_bis');
    t.dropColumn('gesperrt_bis');
  });
};
