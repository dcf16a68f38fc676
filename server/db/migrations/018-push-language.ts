import type { Kysely } from 'kysely';

/**
 * The language each device shows the app in (a tag of schemas/languages.ts), which its pushes are
 * written in. Subscriptions stored before have none, and get English until their app sends it.
 */
export function migration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('push_subscriptions').addColumn('language', 'varchar(35)').execute();
    },
  };
}
