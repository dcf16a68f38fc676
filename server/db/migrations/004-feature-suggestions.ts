import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Members' suggestions for the product: the feature_suggestions collection's table. */
export function migration(dialect: Dialect) {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('feature_suggestions')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('details', 'text')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feature_suggestions_checkpoint').on('feature_suggestions').columns(['updatedAt', 'id']).execute();
      await db.schema.createIndex('feature_suggestions_author').on('feature_suggestions').columns(['user_id', 'updatedAt', 'id']).execute();
      await db.schema.createIndex('feature_suggestions_time').on('feature_suggestions').columns(['created_at']).execute();
    },
  };
}
