import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, COLLECTION_POLICY, parentOf, SYNC_FIELD, collectionSpecs, localWins, sameDocument, type CollectionName, type CollectionPolicy } from './collections';

const master = { id: 'i1', active: true, sync_state: 'sent', updatedAt: 20 };

describe('conflict rules', () => {
  it("the member's toggle wins over the server's older state", async () => {
    const resolved = await localWins<typeof master>().resolve(
      { newDocumentState: { ...master, active: false, sync_state: 'pending', updatedAt: 10, _deleted: false }, realMasterState: { ...master, _deleted: false } },
      'test',
    );
    expect(resolved).toMatchObject({ active: false, sync_state: 'pending', updatedAt: 20 });
  });

  it('a replayed write the server already holds takes the acknowledged state', async () => {
    const resolved = await localWins<typeof master>().resolve(
      { newDocumentState: { ...master, sync_state: 'pending', updatedAt: 10, _deleted: false }, realMasterState: { ...master, _deleted: false } },
      'test',
    );
    expect(resolved).toMatchObject({ sync_state: 'sent', updatedAt: 20 });
  });

  it("a meeting the other member recorded first stays theirs, with this device's say on whether it stands, confirmed by this member's crossing record", async () => {
    const { interactions } = collectionSpecs();
    const meeting = { id: 'we_met:a:b', kind: 'we_met' as const, user_id: 'a', target_id: 'b', active: true, confirmed: false, event_id: 'summit', created_at: '2026-11-20T10:00:00.000Z', sync_state: 'sent' as const, updatedAt: 20, _deleted: false };
    const mine = { ...meeting, user_id: 'b', target_id: 'a', event_id: 'other', created_at: '2026-11-20T10:05:00.000Z', sync_state: 'pending' as const, updatedAt: 0 };
    const resolved = await interactions.conflictHandler.resolve({ newDocumentState: mine, realMasterState: meeting }, 'test');
    // Sent again on top of the server's record: the server confirms it, as b wrote it.
    expect(resolved).toEqual({ ...meeting, confirmed: true, sync_state: 'pending' });
    // The member's own record crossing an earlier state of itself confirms nothing: the server's is taken as it is.
    const own = await interactions.conflictHandler.resolve({ newDocumentState: { ...meeting, sync_state: 'pending', updatedAt: 10 }, realMasterState: meeting }, 'test');
    expect(own).toEqual(meeting);
    // A note from a device of before rides along, for the server to move onto its writer's card.
    const noted = await interactions.conflictHandler.resolve({ newDocumentState: { ...meeting, note: 'By the coffee', sync_state: 'pending', updatedAt: 10 }, realMasterState: meeting }, 'test');
    expect(noted).toEqual({ ...meeting, note: 'By the coffee', sync_state: 'pending' });
  });

  it('stores meetings from the server as confirmed on the upgrade to version 4, and one not sent yet as waiting', () => {
    const migrate = collectionSpecs().interactions.migrationStrategies[4];
    const base = { kind: 'we_met' as const, user_id: 'a', target_id: 'b', active: true, created_at: '2026-11-20T10:00:00.000Z', updatedAt: 1 };
    expect(migrate({ ...base, id: 'we_met:a:b', sync_state: 'sent' })).toMatchObject({ confirmed: true });
    expect(migrate({ ...base, id: 'we_met:a:c', sync_state: 'pending' })).toMatchObject({ confirmed: false, sync_state: 'pending' });
    const uplift = { ...base, id: 'uplift:a:q', kind: 'uplift' as const, sync_state: 'sent' as const };
    expect(migrate(uplift)).toEqual(uplift);
  });

  it("an answer's edit that crossed the answer still being sent is laid over the server's state, never dropped; one the server refused is not", async () => {
    const { answers } = collectionSpecs();
    const sent = { id: 'a1', question_id: 'q1', event_id: 'e1', author_id: 'grace', body: 'The soup is vegan', created_at: '2026-11-20T10:00:00.000Z', sync_state: 'pending' as const, updatedAt: 0, _deleted: false };
    const server = { ...sent, sync_state: 'sent' as const, updatedAt: 20 };
    const edited = { ...sent, body: 'The soup and the bread are vegan' };
    expect(await answers.conflictHandler.resolve({ newDocumentState: edited, realMasterState: server, assumedMasterState: sent }, 'test')).toEqual({ ...server, body: 'The soup and the bread are vegan', sync_state: 'pending' });
    const deleted = { ...sent, _deleted: true };
    expect(await answers.conflictHandler.resolve({ newDocumentState: deleted, realMasterState: server, assumedMasterState: sent }, 'test')).toMatchObject({ _deleted: true, sync_state: 'pending' });
    // The server already holds the state assumed: it refused the edit, and its state stands.
    expect(await answers.conflictHandler.resolve({ newDocumentState: { ...server, body: 'Mine now', sync_state: 'pending' }, realMasterState: server, assumedMasterState: server }, 'test')).toEqual(server);
  });

  it("a moderator's hide that crossed the author's edit is laid over the server's state, the author's words kept", async () => {
    const { answers } = collectionSpecs();
    const held = { id: 'a2', question_id: 'q1', event_id: 'e1', author_id: 'tim', body: 'Buy my course', created_at: '2026-11-20T10:00:00.000Z', moderation: 'approved' as const, sync_state: 'sent' as const, updatedAt: 20, _deleted: false };
    const edited = { ...held, body: 'Buy my course, cheap', updatedAt: 30 };
    const hidden = { ...held, moderation: 'hidden' as const, hidden_reason: 'Spam or advertising', sync_state: 'pending' as const };
    expect(await answers.conflictHandler.resolve({ newDocumentState: hidden, realMasterState: edited, assumedMasterState: held }, 'test')).toEqual({ ...edited, moderation: 'hidden', hidden_reason: 'Spam or advertising', sync_state: 'pending' });
    // Shown again while a second hide was on its way: the show is kept, its reason gone.
    const shown = { ...hidden, moderation: 'approved' as const, hidden_reason: undefined, updatedAt: 40 };
    expect(await answers.conflictHandler.resolve({ newDocumentState: shown, realMasterState: { ...hidden, sync_state: 'sent', updatedAt: 50 }, assumedMasterState: { ...hidden, sync_state: 'sent', updatedAt: 40 } }, 'test')).toMatchObject({ moderation: 'approved', hidden_reason: undefined, sync_state: 'pending' });
  });

  it('two states are the same but for the stamp, never but for the sync state', () => {
    expect(sameDocument({ ...master, updatedAt: 1 }, master)).toBe(true);
    expect(sameDocument({ ...master, sync_state: 'pending' }, master)).toBe(false);
  });
});

describe('schema versions', () => {
  it('every version after the first has its migration; documents kept as pulled are readied for it (local-store/schema-upgrade.test.ts)', () => {
    for (const [name, spec] of Object.entries(collectionSpecs())) {
      const strategies = (spec as { migrationStrategies?: Record<number, unknown> }).migrationStrategies ?? {};
      const versions = Array.from({ length: spec.schema.version }, (_, index) => index + 1);
      expect({ name, migrations: Object.keys(strategies).map(Number) }).toEqual({ name, migrations: versions });
    }
  });
});

describe('the collection registry', () => {
  const specs = collectionSpecs();
  const indexes = (name: CollectionName) => ((specs[name].schema as { indexes?: (string | string[])[] }).indexes ?? []).map((index) => [index].flat());
  const properties = (name: CollectionName) => Object.keys((specs[name].schema as { properties: Record<string, unknown> }).properties);

  it('holds a policy for every synced collection and no other', () => {
    expect(Object.keys(COLLECTION_POLICY).sort()).toEqual([...COLLECTION_NAMES].sort());
  });

  it.each(COLLECTION_NAMES)('%s: its sync field is a required property, indexed exactly when its unsent writes are counted on an index', (name) => {
    const { syncField, indexedSyncState } = COLLECTION_POLICY[name];
    expect(properties(name)).toContain(syncField);
    const indexed = indexes(name).some((index) => index[0] === syncField);
    expect(indexed).toBe(indexedSyncState);
    if (indexedSyncState) expect((specs[name].schema as { required?: string[] }).required).toContain(syncField);
  });

  it.each(COLLECTION_NAMES.filter((name) => (COLLECTION_POLICY[name] as CollectionPolicy).parent))('%s: waits for a parent named by one of its own fields', (name) => {
    const parent = (COLLECTION_POLICY[name] as CollectionPolicy).parent as NonNullable<CollectionPolicy['parent']>;
    if (typeof parent.collection === 'string') expect(COLLECTION_NAMES).toContain(parent.collection);
    expect(properties(name)).toContain(parent.field);
  });

  it.each([
    { kind: 'can_help', collection: 'questions' },
    { kind: 'bookmark', collection: 'questions' },
    { kind: 'we_met', collection: 'users' },
    { kind: 'participation', collection: 'events' },
    { kind: 'check_in', collection: 'events' },
  ])("an interaction of kind $kind waits for its target in $collection, so a join of an event made offline waits for the event", ({ kind, collection }) => {
    expect(parentOf('interactions', { kind, target_id: 'target-1' })).toEqual({ collection, id: 'target-1' });
  });

  it('names no parent for a document without the field, or of a collection that waits for none', () => {
    expect(parentOf('interactions', { kind: 'can_help' })).toBeNull();
    expect(parentOf('interactions', { kind: 'no-such-kind', target_id: 'x' })).toBeNull();
    expect(parentOf('events', { id: 'e1' })).toBeNull();
    expect(parentOf('chat_messages', { room_id: 'room-1' })).toEqual({ collection: 'chat_rooms', id: 'room-1' });
  });

  it('says the sync field of each collection, chat messages carrying theirs as status', () => {
    expect(SYNC_FIELD.chat_messages).toBe('status');
    expect(COLLECTION_NAMES.filter((name) => SYNC_FIELD[name] !== 'sync_state')).toEqual(['chat_messages']);
  });
});
