import type { Kysely } from 'kysely';

/** An event's team: the members its organiser named to run it with them, as JSON (co-hosts, moderators, door staff). */
export function migration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('team', 'text').execute();
    },
  };
}
