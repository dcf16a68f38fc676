import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionSpecs } from '../../../../schemas/collections';
import type { AppDatabase, Collections } from '../../../../local-store/open-database';
import '../../../../local-store/open-database';
import { decideOnAnswer } from './answer-writes';

const MODERATORS_ONLY = "Only the event's organiser, co-hosts and moderators hide an answer or show it again";

let db: AppDatabase;

beforeEach(async () => {
  const storage = getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange });
  db = await createRxDatabase<Collections>({ name: `answers-${Math.random().toString(36).slice(2)}`, storage, multiInstance: false });
  await db.addCollections(collectionSpecs());
  // Ada organises the event, Grace moderates it, Tim answered a question in it.
  await db.events.insert({ id: 'e1', name: 'Answered Evening', live_status: 'live', is_community: false, created_by: 'ada', team: [{ user_id: 'grace', role: 'moderator' }], updatedAt: 1 });
  await db.answers.insert({ id: 'a1', question_id: 'q1', event_id: 'e1', author_id: 'tim', body: 'Buy my course', created_at: '2026-11-20T10:00:00.000Z', moderation: 'approved', sync_state: 'sent', updatedAt: 1 });
});
afterEach(() => db.close());

const stored = async () => (await db.answers.findOne('a1').exec())?.toJSON();

describe("a moderator's decision on an answer, on the device", () => {
  it('hides the answer with its reason, to be sent, and shows it again without one', async () => {
    await decideOnAnswer(db, { id: 'grace' }, 'a1', { moderation: 'hidden', hidden_reason: ' Spam or advertising ' });
    expect(await stored()).toMatchObject({ moderation: 'hidden', hidden_reason: 'Spam or advertising', sync_state: 'pending', body: 'Buy my course' });
    await decideOnAnswer(db, { id: 'ada' }, 'a1', { moderation: 'approved' });
    const shown = await stored();
    expect(shown).toMatchObject({ moderation: 'approved', sync_state: 'pending' });
    expect(shown?.hidden_reason).toBeUndefined();
  });

  it('lets an admin decide, though not in the team', async () => {
    await decideOnAnswer(db, { id: 'katherine', role: 'admin' }, 'a1', { moderation: 'hidden', hidden_reason: 'Not respectful' });
    expect(await stored()).toMatchObject({ moderation: 'hidden' });
  });

  it('refuses a member who does not moderate the event, even the answer’s author, and changes nothing', async () => {
    await expect(decideOnAnswer(db, { id: 'tim' }, 'a1', { moderation: 'hidden', hidden_reason: 'Mine' })).rejects.toThrow(MODERATORS_ONLY);
    await expect(decideOnAnswer(db, { id: 'bob' }, 'a1', { moderation: 'hidden', hidden_reason: 'Spam' })).rejects.toThrow(MODERATORS_ONLY);
    expect(await stored()).toMatchObject({ moderation: 'approved', sync_state: 'sent' });
  });

  it('asks for a reason, as its author is told it', async () => {
    await expect(decideOnAnswer(db, { id: 'grace' }, 'a1', { moderation: 'hidden', hidden_reason: '   ' })).rejects.toThrow('Say why it is hidden: its author is told');
    expect(await stored()).toMatchObject({ moderation: 'approved' });
  });
});
