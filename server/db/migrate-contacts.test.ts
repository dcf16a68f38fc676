import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresDatabaseFor } from '../test-support';
import { openDatabase } from './database';
import { migrateToLatest, migrations } from './migrate';
import { scratchDir } from '../scratch-dirs.testing';

describe('migration 013 on a database that already holds meetings', () => {
  it("counts each meeting as confirmed, moves its note onto both members' own cards, and stamps them above the clock", async () => {
    const dataDir = scratchDir('meetverse-migrate-contacts-');
    const database = openDatabase({ dataDir, databaseUrl: await postgresDatabaseFor(dataDir) });
    try {
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations(database) } });
      expect((await migrator.migrateTo('012-push-subscriptions')).error).toBeUndefined();
      const [yes, no] = database.dialect === 'sqlite' ? [1, 0] : [true, false];
      const row = (id: string, kind: string, user_id: string, target_id: string, note?: string) => ({ id, kind, user_id, target_id, active: yes, note: note ?? null, created_at: '2026-11-01T10:00:00.000Z', sync_state: 'sent', updatedAt: 1000, _deleted: no });
      await database.db
        .insertInto('interactions')
        .values([row('we_met:ada:grace', 'we_met', 'ada', 'grace', 'By the coffee'), row('we_met:ada:tim', 'we_met', 'tim', 'ada'), row('bookmark:ada:q1', 'bookmark', 'ada', 'q1')] as never)
        .execute();
      const clockBefore = Date.now() + 60_000;
      await database.db.updateTable('change_clock').set({ last_stamp: clockBefore }).where('id', '=', 1).execute();

      await migrateToLatest(database);

      const rows = new Map((await database.db.selectFrom('interactions').selectAll().execute()).map((found) => [found.id, found as Record<string, unknown>]));
      const clock = Number((await database.db.selectFrom('change_clock').select('last_stamp').executeTakeFirstOrThrow()).last_stamp);
      expect(clock).toBeGreaterThan(clockBefore);
      for (const id of ['we_met:ada:grace', 'we_met:ada:tim']) {
        expect(Boolean(rows.get(id)?.confirmed)).toBe(true);
        expect(rows.get(id)?.note).toBeNull();
        expect(Number(rows.get(id)?.updatedAt)).toBe(clock);
      }
      expect(rows.get('contact:ada:grace')).toMatchObject({ kind: 'contact', user_id: 'ada', target_id: 'grace', note: 'By the coffee', sync_state: 'sent' });
      expect(rows.get('contact:grace:ada')).toMatchObject({ kind: 'contact', user_id: 'grace', target_id: 'ada', note: 'By the coffee' });
      expect(Number(rows.get('contact:ada:grace')?.updatedAt)).toBe(clock);
      expect(rows.has('contact:ada:tim')).toBe(false);
      expect(rows.get('bookmark:ada:q1')?.confirmed ?? null).toBeNull();
      expect(Number(rows.get('bookmark:ada:q1')?.updatedAt)).toBe(1000);
    } finally {
      await database.close();
    }
  });
});
