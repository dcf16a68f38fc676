import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Members' reports of questions, messages and profiles: the reports collection's table. */
export function migration(dialect: Dialect) {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reports')
        .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('reporter_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('target_kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('event_id', 'varchar(36)')
        .addColumn('target_author_id', 'varchar(36)')
        .addColumn('excerpt', 'text')
        .addColumn('reason', 'varchar(20)', (c) => c.notNull())
        .addColumn('details', 'text')
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('resolved_by', 'varchar(36)')
        .addColumn('resolved_at', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reports_checkpoint').on('reports').columns(['updatedAt', 'id']).execute();
      await db.schema.createIndex('reports_reporter').on('reports').columns(['reporter_id', 'updatedAt', 'id']).execute();
      await db.schema.createIndex('reports_event').on('reports').columns(['event_id', 'status']).execute();
    },
  };
}
