import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Check-ins at the door: the door_scans collection's table, every scan of every door phone kept. */
export function migration(dialect: Dialect) {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('door_scans')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('event_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('attendee_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('staff_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('device_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('scanned_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('how', 'varchar(4)', (c) => c.notNull())
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('door_scans_checkpoint').on('door_scans').columns(['updatedAt', 'id']).execute();
      await db.schema.createIndex('door_scans_attendee').on('door_scans').columns(['event_id', 'attendee_id', 'scanned_at']).execute();
    },
  };
}
