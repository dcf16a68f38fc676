import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  addConnectedStorageToCollection,
  fillWithDefaultSettings,
  getRxReplicationMetaInstanceSchema,
  normalizeMangoQuery,
  prepareQuery,
  type RxCollection,
  type RxJsonSchema,
  type RxStorageInstance,
} from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessageDoc } from '../schemas/chat-message.schema';
import type { EventDoc } from '../schemas/event.schema';
import { interactionId, type InteractionDoc } from '../schemas/interaction.schema';
import type { QuestionDoc } from '../schemas/question.schema';
import type { ReportDoc } from '../schemas/report.schema';
import { isListed, type UserDoc } from '../schemas/user.schema';
import { testQuestion } from '../schemas/question.testing';
import { collectionSpecs } from '../schemas/collections';
import { collectionsAtVersion0, insertAsPulled } from './earlier-version.testing';
import { insertAbsent } from './insert-absent';
import { getLeanDexieStorage } from './lean-dexie-indexes';
import { readLocalDocuments } from './local-documents';
import { openDatabase, type AppDatabase } from './open-database';

const message = (id: string, status: 'sent' | 'pending', at: number): ChatMessageDoc => ({
  id,
  room_id: 'room',
  sender_id: status === 'sent' ? 'someone' : 'me',
  body: `message ${id}`,
  timestamp: at,
  status,
  network_state_when_created: status === 'sent' ? 'online' : 'offline',
  cached_at: at,
  last_updated: at,
  updatedAt: status === 'sent' ? at : 0,
});

const plain = (doc: { toJSON: () => unknown }) => doc.toJSON() as Record<string, unknown>;
const withoutMeta = (doc: Record<string, unknown>) => {
  const { _meta: _m, _rev: _r, ...rest } = doc;
  return rest;
};
const sent = Array.from({ length: 300 }, (_, index) => message(`sent-${String(index).padStart(3, '0')}`, 'sent', 1_000 + index));
const unsent = Array.from({ length: 50 }, (_, index) => message(`unsent-${String(index).padStart(2, '0')}`, 'pending', 5_000 + index));
const CHAT_VERSION = collectionSpecs().chat_messages.schema.version;

let db: AppDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

type Instance = RxStorageInstance<Record<string, unknown>, unknown, unknown>;

/** A device on version 0: most synced messages as a first sync's bulk pull stored them, the rest and 50 unsent ones through RxDB's writes. */
async function earlierDevice() {
  const indexedDB = new IDBFactory();
  const storage = () => getLeanDexieStorage({ indexedDB, IDBKeyRange });
  const name = `upgrade-${Math.random().toString(36).slice(2)}`;
  const earlier = await openDatabase({ name, storage: storage(), indexedDB, collections: collectionsAtVersion0() });
  expect(earlier.chat_messages.schema.version).toBe(0);
  await insertAsPulled(earlier.chat_messages, sent.slice(0, 250));
  await earlier.chat_messages.bulkInsert([...sent.slice(250), ...unsent]);
  const open = (collectionName: string, schema: RxJsonSchema<unknown>) =>
    storage().createStorageInstance({ databaseName: name, collectionName, databaseInstanceToken: 'check', multiInstance: false, options: {}, schema: schema as never, devMode: false }) as Promise<Instance>;
  return { indexedDB, storage, name, earlier, open };
}

const count = async (instance: Instance) => (await instance.count(prepareQuery(instance.schema, normalizeMangoQuery(instance.schema, {})))).count;

describe('opening the database after a schema version that changed nothing stored', () => {
  it('S17: keeps every unsent write as it was, with every synced document (those kept as pulled too), kept edits and deletions, and leaves nothing under the old version', async () => {
    const { indexedDB, storage, name, earlier, open } = await earlierDevice();
    await earlier.questions.insertLocal('lost-edit:q1', { collection: 'questions', id: 'q1', local: { title: 'Mine' }, server: { title: 'Theirs' } });
    // A deletion not yet sent is a write too.
    await earlier.chat_messages.bulkInsert([message('deleted-here', 'pending', 6_000)]);
    await (await earlier.chat_messages.findOne('deleted-here').exec())?.remove();
    const before = (await earlier.chat_messages.find().exec()).map(plain);
    const oldSchema = fillWithDefaultSettings(earlier.chat_messages.schema.jsonSchema) as RxJsonSchema<unknown>;
    await earlier.close();

    db = await openDatabase({ name, storage: storage(), indexedDB });
    expect(db.chat_messages.schema.version).toBe(CHAT_VERSION);
    expect(CHAT_VERSION).toBeGreaterThan(0);
    const after = (await db.chat_messages.find().exec()).map(plain);
    expect(after).toHaveLength(sent.length + unsent.length);
    expect(after.map(withoutMeta)).toEqual(before.map(withoutMeta));
    const pending = await db.chat_messages.find({ selector: { status: 'pending' } }).exec();
    expect(pending.map((doc) => doc.id)).toEqual(unsent.map((doc) => doc.id));
    const deleted = await db.chat_messages.storageInstance.findDocumentsById(['deleted-here'], true);
    expect(deleted.map((doc) => [doc.id, doc._deleted])).toEqual([['deleted-here', true]]);
    expect((await readLocalDocuments(db.questions as never, 'lost-edit:')).map((doc) => doc.id)).toEqual(['lost-edit:q1']);
    // The old version's documents are gone once moved: none is read twice or left to fill the disk.
    const oldStore = await open('chat_messages', oldSchema);
    expect(await count(oldStore)).toBe(0);
    await oldStore.close();
  });

  it("moves the replication's records with the documents, so its checkpoint and what it last pushed stay", async () => {
    const { indexedDB, storage, name, earlier, open } = await earlierDevice();
    const metaName = 'rx-replication-meta-test';
    const oldMetaSchema = getRxReplicationMetaInstanceSchema(fillWithDefaultSettings(earlier.chat_messages.schema.jsonSchema), false);
    await addConnectedStorageToCollection(earlier.chat_messages as RxCollection, metaName, oldMetaSchema as never);
    const oldMeta = await open(metaName, oldMetaSchema as never);
    const checkpoint = { id: 'DOWN|1', isCheckpoint: '1', itemId: 'DOWN', checkpointData: { updatedAt: 1_299, id: 'sent-299' }, _deleted: false, _rev: '1-a', _attachments: {}, _meta: { lwt: 7_000 } };
    await insertAbsent(oldMeta as never, [checkpoint] as never, 'test');
    await oldMeta.close();
    await earlier.close();

    db = await openDatabase({ name, storage: storage(), indexedDB });
    const newMeta = await open(metaName, getRxReplicationMetaInstanceSchema(fillWithDefaultSettings(db.chat_messages.schema.jsonSchema), false) as never);
    expect(newMeta.schema.version).toBe(CHAT_VERSION);
    const [found] = await newMeta.findDocumentsById(['DOWN|1'], false);
    expect(found?.checkpointData).toEqual({ updatedAt: 1_299, id: 'sent-299' });
    await newMeta.close();
    const leftBehind = await open(metaName, oldMetaSchema as never);
    expect(await count(leftBehind)).toBe(0);
    await leftBehind.close();
  });

  it('cut short by a reload, goes on: copies what is missing and leaves alone what the new version already holds', async () => {
    const { indexedDB, storage, name, earlier, open } = await earlierDevice();
    await earlier.close();
    // An earlier opening copied part of it, and the member's device has changed one since.
    const newStore = await open('chat_messages', fillWithDefaultSettings(collectionSpecs().chat_messages.schema) as never);
    const changed = { ...message('unsent-00', 'pending', 5_000), body: 'Edited after the upgrade' };
    const copied = sent.slice(0, 100).map((doc) => ({ ...doc, _deleted: false, _rev: '1-x', _attachments: {}, _meta: { lwt: 8_000 } }));
    await insertAbsent(newStore as never, [...copied, { ...changed, _deleted: false, _rev: '2-y', _attachments: {}, _meta: { lwt: 9_000 } }] as never, 'test');
    await newStore.close();

    db = await openDatabase({ name, storage: storage(), indexedDB });
    const after = await db.chat_messages.find().exec();
    expect(after).toHaveLength(sent.length + unsent.length);
    expect((await db.chat_messages.findOne('unsent-00').exec())?.body).toBe('Edited after the upgrade');
  });
});

describe('opening the database after a schema version whose migration changes documents', () => {
  it("runs RxDB's migration over every document, those kept as pulled too", async () => {
    const { indexedDB, storage, name, earlier } = await earlierDevice();
    await earlier.close();
    const specs = collectionSpecs();
    const collections = {
      ...specs,
      chat_messages: { ...specs.chat_messages, migrationStrategies: { 1: (doc: ChatMessageDoc) => ({ ...doc, body: `${doc.body} (moved)` }) } },
    };
    db = await openDatabase({ name, storage: storage(), indexedDB, collections });
    const after = await db.chat_messages.find().exec();
    expect(after).toHaveLength(sent.length + unsent.length);
    expect(new Set(after.map((doc) => doc.body.endsWith(' (moved)')))).toEqual(new Set([true]));
    expect((await db.chat_messages.find({ selector: { status: 'pending' } }).exec()).map((doc) => doc.id)).toEqual(unsent.map((doc) => doc.id));
  });
});

describe('opening the database after events v1 → v2 (each event keeps its venue time zone)', () => {
  it("S17: gives each stored event the device's zone and keeps an event edited offline unsent, with its edit", async () => {
    const indexedDB = new IDBFactory();
    const storage = () => getLeanDexieStorage({ indexedDB, IDBKeyRange });
    const name = `upgrade-zones-${Math.random().toString(36).slice(2)}`;
    const specs = collectionSpecs();
    const eventsAtV1 = { ...specs.events, schema: { ...specs.events.schema, version: 1 }, migrationStrategies: { 1: (doc: EventDoc) => doc } };
    const earlier = await openDatabase({ name, storage: storage(), indexedDB, collections: { ...specs, events: eventsAtV1 } });
    expect(earlier.events.schema.version).toBe(1);
    const synced: EventDoc = { id: 'synced', name: 'Pulled event', live_status: 'planned', is_community: false, starts_at: '2030-09-01T07:00:00.000Z', sync_state: 'sent', updatedAt: 1_000 };
    await insertAsPulled(earlier.events, [{ ...synced, _deleted: false }]);
    await earlier.events.insert({ ...synced, id: 'edited', name: 'Before the edit', sync_state: 'sent', updatedAt: 2_000 });
    // Edited offline: the write has not reached the server yet.
    await (await earlier.events.findOne('edited').exec())?.incrementalPatch({ name: 'Renamed offline', sync_state: 'pending' });
    await earlier.close();

    db = await openDatabase({ name, storage: storage(), indexedDB, collections: specs });
    expect(db.events.schema.version).toBe(specs.events.schema.version);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const after = new Map((await db.events.find().exec()).map((doc) => [doc.id, plain(doc)]));
    expect(after.get('synced')).toMatchObject({ name: 'Pulled event', sync_state: 'sent', starts_at: synced.starts_at, time_zone: zone });
    expect(after.get('edited')).toMatchObject({ name: 'Renamed offline', sync_state: 'pending', starts_at: synced.starts_at, time_zone: zone });
    // The unsent edit is what the push sends.
    expect((await db.events.find({ selector: { sync_state: 'pending' } }).exec()).map((doc) => doc.id)).toEqual(['edited']);
  });
});

describe('opening the database after questions v2 → v3 (answers)', () => {
  it('S17: counts no answers on each stored question, finds them in the Unanswered index, and keeps a question edited offline unsent', async () => {
    const indexedDB = new IDBFactory();
    const storage = () => getLeanDexieStorage({ indexedDB, IDBKeyRange });
    const name = `upgrade-answers-${Math.random().toString(36).slice(2)}`;
    const specs = collectionSpecs();
    // Version 2's schema: the same question without answers (no count, no accepted answer, no Unanswered index).
    const { answer_count: _count, accepted_answer_id: _accepted, ...properties } = specs.questions.schema.properties;
    const v2 = {
      ...specs.questions.schema,
      version: 2,
      properties,
      required: (specs.questions.schema.required as string[]).filter((field) => field !== 'answer_count'),
      indexes: (specs.questions.schema.indexes ?? []).filter((index) => !(Array.isArray(index) && index.includes('answer_count'))),
    };
    const questionsAtV2 = { ...specs.questions, schema: v2, migrationStrategies: { 1: (doc: QuestionDoc) => doc, 2: (doc: QuestionDoc) => doc } };
    const earlier = await openDatabase({ name, storage: storage(), indexedDB, collections: { ...specs, questions: questionsAtV2 as never } });
    const { answer_count: _none, ...stored } = testQuestion(1, { id: 'synced', event_id: 'summit' });
    await insertAsPulled(earlier.questions, [{ ...stored, _deleted: false }]);
    await earlier.questions.insert({ ...stored, id: 'edited', title: 'Before the edit', updatedAt: 2_000 } as never);
    await (await earlier.questions.findOne('edited').exec())?.incrementalPatch({ title: 'Edited offline', sync_state: 'pending' });
    await earlier.close();

    db = await openDatabase({ name, storage: storage(), indexedDB, collections: specs });
    expect(db.questions.schema.version).toBe(3);
    const after = new Map((await db.questions.find().exec()).map((doc) => [doc.id, plain(doc)]));
    expect(after.get('synced')).toMatchObject({ answer_count: 0, sync_state: 'sent' });
    expect(after.get('edited')).toMatchObject({ answer_count: 0, title: 'Edited offline', sync_state: 'pending' });
    const unanswered = await db.questions.find({ selector: { event_id: 'summit', answer_count: 0 }, sort: [{ event_id: 'asc' }, { answer_count: 'asc' }, { rank_latest: 'asc' }] }).exec();
    expect(unanswered.map((doc) => doc.id).sort()).toEqual(['edited', 'synced']);
  });
});

describe('opening the database after interactions v3 → v4 (contacts, and meetings confirmed by both)', () => {
  it('S17: counts each meeting from the server as confirmed, keeps one recorded offline unsent (its note too) and waiting, and leaves other interactions as they were', async () => {
    const indexedDB = new IDBFactory();
    const storage = () => getLeanDexieStorage({ indexedDB, IDBKeyRange });
    const name = `upgrade-contacts-${Math.random().toString(36).slice(2)}`;
    const specs = collectionSpecs();
    // Version 3's schema: no tags, event or confirmation, and no kind 'contact'.
    const { tags: _tags, event_id: _event, confirmed: _confirmed, ...properties } = specs.interactions.schema.properties;
    const kinds = (properties.kind.enum as readonly string[]).filter((kind) => kind !== 'contact' && kind !== 'pass');
    const v3 = { ...specs.interactions.schema, version: 3, properties: { ...properties, kind: { ...properties.kind, enum: kinds } } };
    const same = (doc: InteractionDoc) => doc;
    const atV3 = { ...specs.interactions, schema: v3, migrationStrategies: { 1: same, 2: same, 3: same } };
    const earlier = await openDatabase({ name, storage: storage(), indexedDB, collections: { ...specs, interactions: atV3 as never } });
    const base = { active: true, created_at: '2026-11-01T10:00:00.000Z', updatedAt: 1_000 };
    await insertAsPulled(earlier.interactions, [
      { ...base, id: 'we_met:ada:grace', kind: 'we_met', user_id: 'ada', target_id: 'grace', sync_state: 'sent', _deleted: false },
      { ...base, id: 'bookmark:ada:q1', kind: 'bookmark', user_id: 'ada', target_id: 'q1', sync_state: 'sent', _deleted: false },
    ]);
    // Recorded offline, with where they met: not on the server yet.
    await earlier.interactions.insert({ ...base, id: 'we_met:ada:tim', kind: 'we_met', user_id: 'ada', target_id: 'tim', note: 'By the coffee', sync_state: 'pending', updatedAt: 0 } as never);
    await earlier.close();

    db = await openDatabase({ name, storage: storage(), indexedDB, collections: specs });
    expect(db.interactions.schema.version).toBe(4);
    const after = new Map((await db.interactions.find().exec()).map((doc) => [doc.id, plain(doc)]));
    expect(after.get('we_met:ada:grace')).toMatchObject({ confirmed: true, sync_state: 'sent' });
    expect(after.get('we_met:ada:tim')).toMatchObject({ confirmed: false, note: 'By the coffee', sync_state: 'pending' });
    expect(after.get('bookmark:ada:q1')).not.toHaveProperty('confirmed');
    // The unsent meeting is what the push sends (the server moves its note onto Ada's own card).
    expect((await db.interactions.find({ selector: { sync_state: 'pending' } }).exec()).map((doc) => doc.id)).toEqual(['we_met:ada:tim']);
    // The new kind is stored from now on.
    await db.interactions.insert({ ...base, id: 'contact:ada:grace', kind: 'contact', user_id: 'ada', target_id: 'grace', tags: ['hiring'], sync_state: 'pending', updatedAt: 0 });
    expect(plain((await db.interactions.findOne('contact:ada:grace').exec())!)).toMatchObject({ tags: ['hiring'] });
  });
});

describe('opening the database after reports v1 → v2 (words of word clouds)', () => {
  it('S18: keeps every stored report, and a report written offline unsent, and takes reports of words after', async () => {
    const indexedDB = new IDBFactory();
    const storage = () => getLeanDexieStorage({ indexedDB, IDBKeyRange });
    const name = `upgrade-reports-${Math.random().toString(36).slice(2)}`;
    const specs = collectionSpecs();
    // Version 1's schema: no word reported, and no word among what may be reported.
    const { target_word: _word, ...properties } = specs.reports.schema.properties;
    const v1 = { ...specs.reports.schema, version: 1, properties: { ...properties, target_kind: { ...properties.target_kind, enum: ['question', 'chat_message', 'user', 'answer'] } } };
    const reportsAtV1 = { ...specs.reports, schema: v1, migrationStrategies: { 1: (doc: ReportDoc) => doc } };
    const earlier = await openDatabase({ name, storage: storage(), indexedDB, collections: { ...specs, reports: reportsAtV1 as never } });
    const base = { reporter_id: 'grace', target_kind: 'answer' as const, reason: 'spam' as const, status: 'open' as const, created_at: '2026-11-20T10:00:00.000Z' };
    await insertAsPulled(earlier.reports, [{ ...base, id: 'report:answer:grace:a1', target_id: 'a1', excerpt: 'Buy my course', sync_state: 'sent', updatedAt: 10, _deleted: false }]);
    await earlier.reports.insert({ ...base, id: 'report:answer:grace:a2', target_id: 'a2', details: 'Written offline', sync_state: 'pending', updatedAt: 0 });
    await earlier.close();

    db = await openDatabase({ name, storage: storage(), indexedDB, collections: specs });
    expect(db.reports.schema.version).toBe(2);
    const after = new Map((await db.reports.find().exec()).map((doc) => [doc.id, plain(doc)]));
    expect(after.get('report:answer:grace:a1')).toMatchObject({ excerpt: 'Buy my course', sync_state: 'sent' });
    expect(after.get('report:answer:grace:a2')).toMatchObject({ details: 'Written offline', sync_state: 'pending' });
    await db.reports.insert({ ...base, id: 'report:poll_word:grace:p1:00000000', target_kind: 'poll_word', target_id: 'p1', target_word: 'rubbish', sync_state: 'pending', updatedAt: 0 });
    expect(await db.reports.count().exec()).toBe(3);
  });
});

describe('opening the database after users v1 → v2 (whether a member shows in attendee lists)', () => {
  it('S19: keeps every stored profile as it was (listed, as before) and a profile edited offline unsent, with its edit', async () => {
    const indexedDB = new IDBFactory();
    const storage = () => getLeanDexieStorage({ indexedDB, IDBKeyRange });
    const name = `upgrade-listed-${Math.random().toString(36).slice(2)}`;
    const specs = collectionSpecs();
    // Version 1's schema: the same profile without the choice.
    const { listed: _listed, ...properties } = specs.users.schema.properties;
    const usersAtV1 = { ...specs.users, schema: { ...specs.users.schema, version: 1, properties }, migrationStrategies: { 1: (doc: UserDoc) => doc } };
    const earlier = await openDatabase({ name, storage: storage(), indexedDB, collections: { ...specs, users: usersAtV1 as never } });
    expect(earlier.users.schema.version).toBe(1);
    const synced: UserDoc = { id: 'grace', full_name: 'Grace Hopper', interests: ['Compilers'], sync_state: 'sent', updatedAt: 1_000 };
    await insertAsPulled(earlier.users, [{ ...synced, _deleted: false }]);
    await earlier.users.insert({ ...synced, id: 'me', full_name: 'Ada Lovelace', updatedAt: 2_000 });
    // Edited offline: the write has not reached the server yet.
    await (await earlier.users.findOne('me').exec())?.incrementalPatch({ bio: 'Written on the train', sync_state: 'pending' });
    await earlier.close();

    db = await openDatabase({ name, storage: storage(), indexedDB, collections: specs });
    expect(db.users.schema.version).toBe(2);
    const after = new Map((await db.users.find().exec()).map((doc) => [doc.id, withoutMeta(plain(doc))]));
    expect(after.get('grace')).toEqual(synced);
    expect(after.get('me')).toMatchObject({ full_name: 'Ada Lovelace', bio: 'Written on the train', sync_state: 'pending' });
    expect(isListed(after.get('me') as UserDoc)).toBe(true);
    // The profile can now say the member is not listed.
    await (await db.users.findOne('me').exec())?.incrementalPatch({ listed: false });
    expect((await db.users.findOne('me').exec())?.listed).toBe(false);
  });
});

describe("opening the database after interactions v3 → v4 (passing on a member suggested to meet)", () => {
  it("S20: keeps every stored interaction and a star not yet sent, and then stores a 'Not interested'", async () => {
    const indexedDB = new IDBFactory();
    const storage = () => getLeanDexieStorage({ indexedDB, IDBKeyRange });
    const name = `upgrade-pass-${Math.random().toString(36).slice(2)}`;
    const specs = collectionSpecs();
    // Version 3's schema: the same interactions without the kinds 'pass' and 'contact', nor a meeting's event and confirmation.
    const { tags: _tags, event_id: _event, confirmed: _confirmed, ...properties } = specs.interactions.schema.properties;
    const kind = { ...properties.kind, enum: properties.kind.enum!.filter((value) => value !== 'pass' && value !== 'contact') };
    const v3 = { ...specs.interactions.schema, version: 3, properties: { ...properties, kind } };
    const same = (doc: InteractionDoc) => doc;
    const earlier = await openDatabase({ name, storage: storage(), indexedDB, collections: { ...specs, interactions: { ...specs.interactions, schema: v3, migrationStrategies: { 1: same, 2: same, 3: same } } as never } });
    const at = '2026-11-30T09:00:00.000Z';
    const joined: InteractionDoc = { id: interactionId('participation', 'ada', 'summit'), kind: 'participation', user_id: 'ada', target_id: 'summit', active: true, created_at: at, sync_state: 'sent', updatedAt: 1_000 };
    await insertAsPulled(earlier.interactions, [{ ...joined, _deleted: false }]);
    const star: InteractionDoc = { id: interactionId('star', 'ada', 'keynote'), kind: 'star', user_id: 'ada', target_id: 'keynote', active: true, created_at: at, sync_state: 'pending', updatedAt: 0 };
    await earlier.interactions.insert(star);
    await earlier.close();

    db = await openDatabase({ name, storage: storage(), indexedDB, collections: specs });
    expect(db.interactions.schema.version).toBe(4);
    expect(withoutMeta(plain((await db.interactions.findOne(joined.id).exec())!))).toEqual(joined);
    expect((await db.interactions.find({ selector: { sync_state: 'pending' } }).exec()).map((doc) => doc.id)).toEqual([star.id]);
    const pass: InteractionDoc = { id: interactionId('pass', 'ada', 'grace'), kind: 'pass', user_id: 'ada', target_id: 'grace', active: true, created_at: at, sync_state: 'pending', updatedAt: 0 };
    await db.interactions.insert(pass);
    expect((await db.interactions.findOne(pass.id).exec())?.kind).toBe('pass');
  });
});
