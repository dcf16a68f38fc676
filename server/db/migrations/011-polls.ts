import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Live polls: the polls collection's table, and the choices of a vote (an interaction of the kind 'vote'). */
export function migration(dialect: Dialect) {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('polls')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('event_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('session_id', 'varchar(36)')
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('options', 'text')
        .addColumn('state', 'varchar(6)', (c) => c.notNull())
        .addColumn('on_screen', bool)
        .addColumn('opened_at', 'varchar(40)')
        .addColumn('closed_at', 'varchar(40)')
        .addColumn('hidden_words', 'text')
        .addColumn('results', 'text')
        .addColumn('voter_count', 'integer')
        .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('polls_checkpoint').on('polls').columns(['updatedAt', 'id']).execute();
      await db.schema.createIndex('polls_event').on('polls').columns(['event_id', 'state']).execute();
      await db.schema.alterTable('interactions').addColumn('choices', 'text').execute();
    },
  };
}
