import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Answers to questions: the answers collection's table, and on each question the answer its asker
 * accepted and how many answers it has (stored questions have none).
 */
export function migration(dialect: Dialect) {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('answers')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('question_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('event_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('author_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('edited_at', 'varchar(40)')
        .addColumn('moderation', 'varchar(8)')
        .addColumn('hidden_reason', 'text')
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('answers_checkpoint').on('answers').columns(['updatedAt', 'id']).execute();
      await db.schema.createIndex('answers_question').on('answers').columns(['question_id', 'created_at']).execute();
      await db.schema.alterTable('questions').addColumn('accepted_answer_id', 'varchar(36)').execute();
      await db.schema.alterTable('questions').addColumn('answer_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  };
}
