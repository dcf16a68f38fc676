import { Migrator } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postgresDatabaseFor } from '../test-support';
import { openDatabase } from './database';
import { migrateToLatest, migrations } from './migrate';
import { scratchDir } from '../scratch-dirs.testing';

afterEach(() => vi.unstubAllEnvs());

describe('migration 005 on a database that already holds events', () => {
  it("gives each stored event the deployment's time zone and a stamp above the clock, so every device pulls it with its zone", async () => {
    vi.stubEnv('DEFAULT_TIME_ZONE', 'Asia/Tokyo');
    const dataDir = scratchDir('meetverse-migrate-zones-');
    const database = openDatabase({ dataDir, databaseUrl: await postgresDatabaseFor(dataDir) });
    try {
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations(database) } });
      expect((await migrator.migrateTo('004-feature-suggestions')).error).toBeUndefined();
      const no = database.dialect === 'sqlite' ? 0 : false;
      const clockBefore = Date.now() + 60_000;
      await database.db
        .insertInto('events')
        .values({ id: 'e1', name: 'Old event', live_status: 'planned', is_community: no, starts_at: '2030-09-01T00:00:00.000Z', sync_state: 'sent', updatedAt: 1000, _deleted: no })
        .execute();
      // The clock is ahead of the wall clock (stamps already given out): the new stamp must still be later.
      await database.db.updateTable('change_clock').set({ last_stamp: clockBefore }).where('id', '=', 1).execute();

      await migrateToLatest(database);

      const event = await database.db.selectFrom('events').selectAll().where('id', '=', 'e1').executeTakeFirstOrThrow();
      const clock = await database.db.selectFrom('change_clock').select('last_stamp').executeTakeFirstOrThrow();
      expect(event.time_zone).toBe('Asia/Tokyo');
      expect(Number(event.updatedAt)).toBeGreaterThan(clockBefore);
      expect(Number(clock.last_stamp)).toBe(Number(event.updatedAt));
      // The instants stay what they were: the zone only says how to show them.
      expect(event.starts_at).toBe('2030-09-01T00:00:00.000Z');
    } finally {
      await database.close();
    }
  });
});
