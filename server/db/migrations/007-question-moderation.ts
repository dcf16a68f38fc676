import type { Kysely } from 'kysely';

/**
 * Moderated Q&A: an event's Q&A mode, and each question's moderation (shown, waiting, hidden), why it
 * was hidden, what it was merged into and whether it is being answered in the room. Stored questions
 * keep no moderation, which reads as shown.
 */
export function migration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('qa_mode', 'varchar(8)').execute();
      await db.schema.alterTable('questions').addColumn('moderation', 'varchar(8)').execute();
      await db.schema.alterTable('questions').addColumn('hidden_reason', 'text').execute();
      await db.schema.alterTable('questions').addColumn('merged_into', 'varchar(36)').execute();
      await db.schema.alterTable('questions').addColumn('stage', 'varchar(9)').execute();
    },
  };
}
