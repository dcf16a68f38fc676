import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { getLeanDexieStorage } from '../../../local-store/lean-dexie-indexes';
import { openDatabase, type AppDatabase } from '../../../local-store/open-database';
import { contactId, recordMeeting, setContactTags, setMeetingNote } from './meetings';

let db: AppDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function device(): Promise<AppDatabase> {
  const indexedDB = new IDBFactory();
  db = await openDatabase({ name: `meetings-${Math.random().toString(36).slice(2)}`, storage: getLeanDexieStorage({ indexedDB, IDBKeyRange }), indexedDB });
  return db;
}

const NOW = new Date('2026-11-30T10:00:00.000Z');
const plain = async (store: AppDatabase, id: string) => (await store.interactions.findOne(id).exec())?.toJSON() as Record<string, unknown> | undefined;

describe('recording a meeting on the device', () => {
  it('waits for the other member, and names the live event the member joined as where they met', async () => {
    const store = await device();
    await store.events.insert({ id: 'summit', name: 'Summit', live_status: 'live', is_community: false, starts_at: '2026-11-30T08:00:00.000Z', ends_at: '2026-11-30T18:00:00.000Z', sync_state: 'sent', updatedAt: 1 });
    await store.events.insert({ id: 'past', name: 'Past', live_status: 'ended', is_community: false, starts_at: '2026-10-01T08:00:00.000Z', ends_at: '2026-10-01T18:00:00.000Z', sync_state: 'sent', updatedAt: 1 });
    for (const event of ['summit', 'past'])
      await store.interactions.insert({ id: `participation:ada:${event}`, kind: 'participation', user_id: 'ada', target_id: event, active: true, created_at: NOW.toISOString(), sync_state: 'sent', updatedAt: 1 });
    const recorded = await recordMeeting(store, 'ada', 'grace', NOW);
    expect(recorded).toEqual({ id: 'we_met:ada:grace', isNew: true, confirmed: false });
    expect(await plain(store, recorded.id)).toMatchObject({ user_id: 'ada', target_id: 'grace', confirmed: false, event_id: 'summit', sync_state: 'pending' });
    // Again by the same member: the one meeting, still waiting.
    expect(await recordMeeting(store, 'ada', 'grace', NOW)).toEqual({ id: recorded.id, isNew: false, confirmed: false });
  });

  it("confirms the other member's meeting when this member records it back (or taps Confirm): still one meeting", async () => {
    const store = await device();
    // Grace's record, pulled onto Ada's device.
    await store.interactions.insert({ id: 'we_met:ada:grace', kind: 'we_met', user_id: 'grace', target_id: 'ada', active: true, confirmed: false, created_at: NOW.toISOString(), sync_state: 'sent', updatedAt: 5 });
    expect(await recordMeeting(store, 'ada', 'grace', NOW)).toEqual({ id: 'we_met:ada:grace', isNew: true, confirmed: true });
    expect(await plain(store, 'we_met:ada:grace')).toMatchObject({ user_id: 'grace', confirmed: true, sync_state: 'pending' });
    expect((await store.interactions.find({ selector: { kind: 'we_met' } }).exec()).map((doc) => doc.id)).toEqual(['we_met:ada:grace']);
    expect(await recordMeeting(store, 'ada', 'grace', NOW)).toEqual({ id: 'we_met:ada:grace', isNew: false, confirmed: true });
  });

  it("keeps the member's note and tags on their own card, never on the meeting both read", async () => {
    const store = await device();
    const { id } = await recordMeeting(store, 'ada', 'grace', NOW);
    await setMeetingNote(store, 'ada', id, '  By the coffee  ');
    await setContactTags(store, 'ada', 'grace', ['hiring', 'follow up']);
    expect(await plain(store, id)).not.toHaveProperty('note');
    expect(await plain(store, contactId('ada', 'grace'))).toMatchObject({ kind: 'contact', user_id: 'ada', target_id: 'grace', note: 'By the coffee', tags: ['hiring', 'follow up'], sync_state: 'pending' });
    await expect(setContactTags(store, 'ada', 'grace', ['Hiring'])).rejects.toThrow("Tags are kept in lower case with single spaces: write 'hiring'");
    await expect(setMeetingNote(store, 'ada', id, 'x'.repeat(501))).rejects.toThrow('Keep the note to 500 characters: it has 501');
  });
});
