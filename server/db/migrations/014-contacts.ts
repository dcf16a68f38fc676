import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Contacts: a member's private card of someone they met (an interaction of the kind 'contact' with
 * their note and tags), a meeting's event and its confirmation. Meetings stored before were shown to
 * both members: they count as confirmed. A meeting held one note both members read: it goes onto the
 * card of each of the two (neither learns anything new), and leaves the meeting. Every row changed
 * gets a stamp above the clock, so every device pulls it.
 */
export function migration(dialect: Dialect) {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  const yes = dialect === 'postgres' ? sql`true` : sql`1`;
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('interactions').addColumn('tags', 'text').execute();
      await db.schema.alterTable('interactions').addColumn('event_id', 'varchar(36)').execute();
      await db.schema.alterTable('interactions').addColumn('confirmed', bool).execute();

      const clock = await sql<{ last_stamp: number | string }>`select last_stamp from change_clock where id = 1`.execute(db);
      const stamp = Math.max(Date.now(), Number(clock.rows[0]?.last_stamp ?? 0) + 1);
      const noted = await sql<{ id: string; user_id: string; target_id: string; note: string; created_at: string }>`
        select id, user_id, target_id, note, created_at from interactions where kind = 'we_met' and note is not null and note <> ''`.execute(db);
      for (const meeting of noted.rows) {
        for (const [owner, other] of [
          [meeting.user_id, meeting.target_id],
          [meeting.target_id, meeting.user_id],
        ] as const) {
          const id = `contact:${owner}:${other}`;
          const existing = await sql<{ id: string }>`select id from interactions where id = ${id}`.execute(db);
          if (existing.rows.length > 0) continue;
          await sql`insert into interactions (id, kind, user_id, target_id, active, note, created_at, sync_state, "updatedAt", _deleted)
            values (${id}, 'contact', ${owner}, ${other}, ${yes}, ${meeting.note}, ${meeting.created_at}, 'sent', ${stamp}, ${no})`.execute(db);
        }
      }
      const changed = await sql`update interactions set confirmed = ${yes}, note = null, "updatedAt" = ${stamp} where kind = 'we_met'`.execute(db);
      if (Number(changed.numAffectedRows ?? 0) > 0 || noted.rows.length > 0) await sql`update change_clock set last_stamp = ${stamp} where id = 1`.execute(db);
    },
  };
}
