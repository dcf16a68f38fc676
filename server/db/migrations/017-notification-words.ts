import type { Kysely } from 'kysely';

/**
 * The messages a notification's title and body are written from, with their values (JSON): the app
 * writes them in the member's language. Null, as on every notification before, shows the stored words.
 */
export function migration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').addColumn('words', 'text').execute();
    },
  };
}
