import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Words of word clouds can be reported: a report names the word (its poll is the target); earlier reports name none. */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('reports').addColumn('target_word', 'varchar(30)').execute();
    },
  };
}
