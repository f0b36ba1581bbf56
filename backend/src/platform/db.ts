import knex, { type Knex } from 'knex';
import type pg from 'pg';
import './pgTypes';

export type Db = Knex;

type PgConnection = { query: (sql: string, cb: (err: Error | null) => void) => void };

/** A knex instance for one database URL. */
export const createDb = (connectionString: string, pool = { min: 0, max: 10 }): Db =>
  knex({
    client: 'pg',
    connection: { connectionString, application_name: 'abfallportal' },
    pool: {
      ...pool,
      afterCreate: (conn: PgConnection, done: (err: Error | null, c: PgConnection) => void) => {
        // DESIGN § 4: a long-open write transaction stalls every event-store reader. A few seconds
        // are far above any pause of our own within a transaction (operations § 5).
        conn.query("SET idle_in_transaction_session_timeout = '5s'; SET TIME ZONE 'UTC'", (err) => done(err, conn));
      },
    },
  });

/** The connection settings knex was created with, for a connection outside its pool (leases, LISTEN). */
export const connectionConfigOf = (db: Db): pg.ClientConfig => {
  const connection: unknown = db.client.config.connection;
  if (typeof connection === 'string') return { connectionString: connection };
  if (connection !== null && typeof connection === 'object') return connection as pg.ClientConfig;
  throw new Error('Verbindungsdaten der Datenbank nicht lesbar (knex connection muss String oder Objekt sein)');
};
