import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresDatabaseFor } from '../test-support';
import { openDatabase } from './database';
import { migrateToLatest, migrations } from './migrate';
import { scratchDir } from '../scratch-dirs.testing';

describe('migration 003 on a database that already holds data', () => {
  it("marks the events and users stored before sync states as 'sent', with a new stamp so clients pull them again", async () => {
    const dataDir = scratchDir('meetverse-migrate-');
    const database = openDatabase({ dataDir, databaseUrl: await postgresDatabaseFor(dataDir) });
    try {
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations(database) } });
      expect((await migrator.migrateTo('002-sign-in-issuer')).error).toBeUndefined();
      const no = database.dialect === 'sqlite' ? 0 : false;
      await database.db.insertInto('events').values({ id: 'e1', name: 'Old event', live_status: 'live', is_community: no, updatedAt: 1000, _deleted: no }).execute();
      await database.db.updateTable('change_clock').set({ last_stamp: 1000 }).where('id', '=', 1).execute();

      await migrateToLatest(database);

      const event = await database.db.selectFrom('events').selectAll().where('id', '=', 'e1').executeTakeFirstOrThrow();
      const clock = await database.db.selectFrom('change_clock').select('last_stamp').executeTakeFirstOrThrow();
      expect(event.sync_state).toBe('sent');
      expect(Number(event.updatedAt)).toBeGreaterThan(1000);
      expect(Number(clock.last_stamp)).toBe(Number(event.updatedAt));
      for (const table of ['questions', 'interactions', 'notifications', 'chat_rooms', 'chat_participants', 'chat_messages', 'chat_reads'] as const) {
        expect(await database.db.selectFrom(table).selectAll().execute()).toEqual([]);
      }
    } finally {
      await database.close();
    }
  });
});
