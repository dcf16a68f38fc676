import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionSpecs } from '../../../schemas/collections';
import { POLL_SESSION_OF_EVENT } from '../../../schemas/poll-rules';
import type { AppDatabase, Collections } from '../../../local-store/open-database';
import '../../../local-store/open-database';
import { changePoll, draftPoll } from './poll-writes';

let db: AppDatabase;

const sessionIn = (id: string, eventId: string) => ({
  id, event_id: eventId, title: id === 's1' ? 'Keynote' : 'Elsewhere', starts_at: '2026-12-01T10:00:00.000Z', ends_at: '2026-12-01T11:00:00.000Z', sync_state: 'sent' as const, updatedAt: 1,
});

beforeEach(async () => {
  const storage = getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange });
  db = await createRxDatabase<Collections>({ name: `polls-${Math.random().toString(36).slice(2)}`, storage, multiInstance: false });
  await db.addCollections(collectionSpecs());
  await db.sessions.bulkInsert([sessionIn('s1', 'e1'), sessionIn('s2', 'e2')]);
});
afterEach(() => db.close());

const draft = { eventId: 'e1', kind: 'single' as const, question: 'Tabs or spaces?', options: [{ id: 'a', label: 'Tabs' }, { id: 'b', label: 'Spaces' }], memberId: 'ada' };

describe("a poll's session, on the device", () => {
  it('is kept when it is one of the event’s, and changed or taken back to the whole event', async () => {
    const id = await draftPoll(db, { ...draft, sessionId: 's1' });
    expect((await db.polls.findOne(id).exec())?.session_id).toBe('s1');
    await changePoll(db, id, { session_id: undefined });
    expect((await db.polls.findOne(id).exec())?.toJSON()).toMatchObject({ sync_state: 'pending' });
    expect((await db.polls.findOne(id).exec())?.session_id).toBeUndefined();
  });

  it("refuses another event's session, or one not known, and stores nothing", async () => {
    await expect(draftPoll(db, { ...draft, sessionId: 's2' })).rejects.toThrow(POLL_SESSION_OF_EVENT);
    await expect(draftPoll(db, { ...draft, sessionId: 'nowhere' })).rejects.toThrow(POLL_SESSION_OF_EVENT);
    expect(await db.polls.count().exec()).toBe(0);
    const id = await draftPoll(db, draft);
    await expect(changePoll(db, id, { session_id: 's2' })).rejects.toThrow(POLL_SESSION_OF_EVENT);
    expect((await db.polls.findOne(id).exec())?.session_id).toBeUndefined();
  });
});
