import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Whether a member shows in attendee lists ('Show me in attendee lists'); null, as every profile before it, is listed. */
export function migration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('listed', dialect === 'postgres' ? 'boolean' : 'integer').execute();
    },
  };
}
