import { sql, type Kysely } from 'kysely';
import { defaultTimeZone } from '../../config';
import type { Dialect } from '../database';

/**
 * The agenda: each event's venue time zone (stored events get the deployment's, DEFAULT_TIME_ZONE or the
 * server's own, and a new stamp so every device pulls them with it), the sessions collection's table,
 * questions asked to a session, and each member's private calendar subscription address.
 */
export function migration(dialect: Dialect) {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('time_zone', 'varchar(64)').execute();
      const clock = await sql<{ last_stamp: number | string }>`select last_stamp from change_clock where id = 1`.execute(db);
      const stamp = Math.max(Date.now(), Number(clock.rows[0]?.last_stamp ?? 0) + 1);
      const filled = await sql`update events set time_zone = ${defaultTimeZone()}, "updatedAt" = ${stamp} where time_zone is null`.execute(db);
      if (Number(filled.numAffectedRows ?? 0) > 0) await sql`update change_clock set last_stamp = ${stamp} where id = 1`.execute(db);

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('event_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('starts_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('ends_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('room', 'text')
        .addColumn('track', 'text')
        .addColumn('speakers', 'text')
        .addColumn('capacity', 'integer')
        .addColumn('cancelled', bool)
        .addColumn('sequence', 'integer')
        .addColumn('created_by', 'varchar(36)')
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_checkpoint').on('sessions').columns(['updatedAt', 'id']).execute();
      await db.schema.createIndex('sessions_event').on('sessions').columns(['event_id', 'starts_at']).execute();

      await db.schema.alterTable('questions').addColumn('session_id', 'varchar(36)').execute();
      await db.schema.createIndex('questions_session').on('questions').columns(['session_id']).execute();

      // Server-only: a member's secret calendar address; renewing replaces the token, revoking removes the row.
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
    },
  };
}
