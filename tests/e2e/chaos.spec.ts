// Three members use the app at once through a network that drops, delays, duplicates and reorders
// requests and live-stream frames (chaos-proxy.ts), each following a seeded script: asking questions,
// reacting to them, chatting with each other, joining, leaving and checking in to events. Then the
// network heals, and every member's local database must agree with what the server gives that
// member, collection by collection: nothing lost, nothing doubled.
//
// CHAOS_MS sets how long the members keep at it (short here, so it fits the full suite; three
// minutes in scripts/test-chaos.sh); CHAOS_SEED replays a run's script and fault plan.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { directRoomId } from '../../schemas/chat-room.schema';
import { COLLECTION_NAMES, SYNC_FIELD, type CollectionName } from '../../schemas/collections';
import { interactionId } from '../../schemas/interaction.schema';
import { RANK_MAX } from '../../schemas/sync-state';
import { MEETVERSE_ID } from '../../server/db/seed';
import { ChaosProxy, chaosSeed, FAULT_KINDS, mulberry32, subSeed, type TrafficEntry } from './chaos-proxy';
import { AppServer, expect, freePort, TEMPLATE_ENV, test as base, waitForSync } from './fixtures';
import { DEMO_SUB, MEMBER, createRoom, enableDebugHandle, issuerSubOf, signInDemo, waitForLocal, type DebugHandle } from './sync-support';

const CHAOS_MS = Number(process.env.CHAOS_MS ?? 12_000);
/** After the network heals, how long every device has to agree with the server. */
const SETTLE_MS = 60_000;

const SUMMIT = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';
const BUILDERS = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0005';
const EVENTS = [SUMMIT, BUILDERS];
const QUESTION_SPACES = [MEETVERSE_ID, SUMMIT];
const REACTIONS = ['can_help', 'me_too', 'uplift', 'bookmark'] as const;
const COUNTED = { can_help: 'help_count', me_too: 'me_too_count', uplift: 'uplift_count' } as const;

type Name = 'ada' | 'grace' | 'tim';
const NAMES: Name[] = ['ada', 'grace', 'tim'];

type Doc = Record<string, unknown> & { id: string };
/** The server, the proxy in front of it, and the members' devices (browser contexts), closed after the test. */
type Chaos = { server: AppServer; proxy: ChaosProxy; url: string; seed: number; devices: BrowserContext[] };

/** What a member wrote on their device, to find on the server and on every device that may see it. */
type Written = {
  questions: Map<string, string>;
  messages: Map<string, { roomId: string; body: string }>;
  /** Each interaction the member set, with the last say they gave on it. */
  intents: Map<string, boolean>;
  /** How many writes of each kind. */
  writes: Record<WriteKind, number>;
};
type WriteKind = 'questions asked' | 'reactions toggled' | 'chat messages sent' | 'direct chats started' | 'event joins and leaves' | 'check-ins';
const WRITE_KINDS: WriteKind[] = ['questions asked', 'reactions toggled', 'chat messages sent', 'direct chats started', 'event joins and leaves', 'check-ins'];

type Member = { name: Name; id: string; sub: string; page: Page; written: Written };

const test = base.extend<{ chaos: Chaos }>({
  // The real server behind a ChaosProxy; the browsers go to the proxy's origin. Faults start off.
  chaos: async ({}, provide) => {
    const seed = chaosSeed();
    console.log(`chaos seed ${seed} (replay with CHAOS_SEED=${seed}), ${CHAOS_MS} ms of use`);
    test.info().annotations.push({ type: 'chaos seed', description: String(seed) });
    let port = 0;
    const proxy = new ChaosProxy(() => port, seed);
    await proxy.listen();
    port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-chaos-'));
    const template = process.env[TEMPLATE_ENV];
    if (template && fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true });
    const server = new AppServer(port, dataDir, proxy.url);
    await server.start();
    const devices: BrowserContext[] = [];
    await provide({ server, proxy, url: proxy.url, seed, devices });
    await Promise.all(devices.map((context) => context.close()));
    await server.stop();
    await proxy.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
});

async function signIn(browser: Browser, { server, url, devices }: Chaos, name: Name, roomId: string): Promise<Member> {
  const context = await browser.newContext();
  devices.push(context);
  await enableDebugHandle(context);
  const page = await context.newPage();
  await signInDemo(page, url, `${name}@example.com`);
  await waitForLocal(page, 'chat_rooms', roomId);
  await waitForSync(page);
  const writes = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Record<WriteKind, number>;
  const sub = issuerSubOf(server, `${name}@example.com`);
  return { name, id: MEMBER[name], sub, page, written: { questions: new Map(), messages: new Map(), intents: new Map(), writes } };
}

/** Asks a question on the device, as the question form does. */
async function ask(member: Member, title: string, eventId: string): Promise<void> {
  const id = randomUUID();
  await member.page.evaluate(
    async ({ id, title, eventId, authorId, rankMax }) => {
      const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
      const now = Date.now();
      await db.questions.insert({
        id,
        title,
        description: 'Asked over a network that keeps failing.',
        event_id: eventId,
        author_id: authorId,
        is_anonymous: false,
        created_at: new Date(now).toISOString(),
        help_count: 0,
        me_too_count: 0,
        uplift_count: 0,
        rank_latest: rankMax - now,
        rank_uplifted: rankMax,
        rank_helpers: rankMax,
        rank_relatable: rankMax,
        sync_state: 'pending',
        updatedAt: 0,
      });
    },
    { id, title, eventId, authorId: member.id, rankMax: RANK_MAX },
  );
  member.written.questions.set(id, title);
  member.written.writes['questions asked'] += 1;
}

/** Toggles a reaction on one of the questions on the device (picked by `pick`, from 0 to 1), as its button does. */
async function react(member: Member, kind: (typeof REACTIONS)[number], pick: number): Promise<void> {
  const questions = await member.page.evaluate(async () => {
    const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
    return ((await db.questions.find().exec()) as Doc[]).map((doc) => ({ id: doc.id, author: doc.author_id }));
  });
  // 'Can help' is not offered on one's own question (and the server refuses it).
  const targets = questions.filter((question) => kind !== 'can_help' || question.author !== member.id).map((question) => question.id).sort();
  const target = targets[Math.floor(pick * targets.length)];
  if (!target) return;
  const id = interactionId(kind, member.id, target);
  const active = await member.page.evaluate(
    async ({ id, kind, userId, target }) => {
      const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
      const existing = await db.interactions.findOne(id).exec();
      if (existing) {
        const active = !existing.active;
        await existing.incrementalPatch({ active, sync_state: 'pending', sync_error: undefined });
        return active;
      }
      await db.interactions.insert({ id, kind, user_id: userId, target_id: target, active: true, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0 });
      return true;
    },
    { id, kind, userId: member.id, target },
  );
  member.written.intents.set(id, active);
  member.written.writes['reactions toggled'] += 1;
}

/**
 * Joins an event or leaves it (leaving takes the check-in back too), or checks in (which joins), as
 * the event page does. Records what each toggle it wrote was set to.
 */
async function attend(member: Member, eventId: string, checkIn: boolean): Promise<void> {
  const ids = { participation: interactionId('participation', member.id, eventId), check_in: interactionId('check_in', member.id, eventId) };
  const set = await member.page.evaluate(
    async ({ ids, userId, eventId, checkIn }) => {
      const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
      const written: Record<string, boolean> = {};
      const setToggle = async (kind: 'participation' | 'check_in', active: boolean) => {
        const id = ids[kind];
        const existing = await db.interactions.findOne(id).exec();
        if (existing) {
          if (existing.active === active) return;
          await existing.incrementalPatch({ active, sync_state: 'pending', sync_error: undefined });
        } else {
          if (!active) return;
          await db.interactions.insert({ id, kind, user_id: userId, target_id: eventId, active: true, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0 });
        }
        written[id] = active;
      };
      if (checkIn) {
        await setToggle('participation', true);
        await setToggle('check_in', true);
        return written;
      }
      const toggles = (await db.interactions.findByIds([ids.participation, ids.check_in]).exec()) as Map<string, { active: boolean }>;
      const inIt = [...toggles.values()].some((doc) => doc.active);
      await setToggle('participation', !inIt);
      if (inIt) await setToggle('check_in', false);
      return written;
    },
    { ids, userId: member.id, eventId, checkIn },
  );
  for (const [id, active] of Object.entries(set)) member.written.intents.set(id, active);
  if (Object.keys(set).length > 0) member.written.writes[checkIn ? 'check-ins' : 'event joins and leaves'] += 1;
}

/** Sends messages to a room, starting the direct chat with `other` on the device first when it is one. */
async function chat(member: Member, roomId: string, other: string | null, bodies: string[]): Promise<void> {
  const messages = bodies.map((body) => ({ id: randomUUID(), room_id: roomId, sender_id: member.id, body }));
  const result = await member.page.evaluate(
    async ({ roomId, other, me, messages }) => {
      const handle = (window as unknown as { meetverse: DebugHandle }).meetverse;
      const db = await handle.getDatabase();
      let started = false;
      if (other && !(await db.chat_rooms.findOne(roomId).exec())) {
        try {
          await db.chat_rooms.insert({ id: roomId, participant_ids: [me, other], created_by: me, created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0 });
          started = true;
        } catch (error) {
          // The sync stored the room the other member started in the meantime: that room is the one.
          if (!(await db.chat_rooms.findOne(roomId).exec())) throw error;
        }
      }
      const sent = (await handle.sendMessages(roomId, messages)) as { accepted: string[]; dropped: { id: string }[] };
      return { started, accepted: sent.accepted, dropped: sent.dropped.map((message) => message.id) };
    },
    { roomId, other, me: member.id, messages },
  );
  // The queue of unsent messages never fills here: a message it dropped would be a loss.
  expect(result.dropped, 'messages dropped from a full queue of unsent messages').toEqual([]);
  expect(result.accepted).toEqual(messages.map((message) => message.id));
  for (const message of messages) member.written.messages.set(message.id, { roomId, body: message.body });
  member.written.writes['chat messages sent'] += messages.length;
  if (result.started) member.written.writes['direct chats started'] += 1;
}

/** One member's seeded mix of everyday use until `until`. */
async function use(member: Member, seed: number, groupRoom: string, until: number): Promise<void> {
  const random = mulberry32(subSeed(seed, `script ${member.name}`));
  const others = NAMES.filter((name) => name !== member.name);
  let asked = 0;
  let said = 0;
  while (Date.now() < until) {
    const roll = random();
    const [a, b, c] = [random(), random(), random()];
    if (roll < 0.12) {
      asked += 1;
      await ask(member, `${member.name} asks #${asked} (seed ${seed})`, QUESTION_SPACES[Math.floor(a * QUESTION_SPACES.length)] as string);
    } else if (roll < 0.5) {
      await react(member, REACTIONS[Math.floor(a * REACTIONS.length)] as (typeof REACTIONS)[number], b);
    } else if (roll < 0.88) {
      const to = Math.floor(a * (others.length + 1));
      const other = others[to];
      const roomId = other ? directRoomId(member.id, MEMBER[other]) : groupRoom;
      const bodies = Array.from({ length: 1 + Math.floor(b * 2) }, () => `${member.name} says #${++said} (seed ${seed})`);
      await chat(member, roomId, other ? MEMBER[other] : null, bodies);
    } else {
      const event = EVENTS[Math.floor(a * EVENTS.length)] as string;
      // A community has no check-in: members only join it.
      await attend(member, event, b < 0.3 && event === SUMMIT);
    }
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.floor(c * 850)));
  }
}

/** Every document of a collection the server gives `sub`, deleted ones left out. */
async function serverCollection(server: AppServer, token: string, collection: CollectionName): Promise<Doc[]> {
  const all: Doc[] = [];
  let query = new URLSearchParams({ limit: '1000' });
  for (;;) {
    const pulled = await server.api<{ documents: (Doc & { _deleted: boolean })[]; checkpoint: { updatedAt: number; id: string } | null }>(
      'GET',
      `/replication/${collection}/pull?${query}`,
      { token },
    );
    expect(pulled.status, `pull of ${collection}`).toBe(200);
    all.push(...pulled.body.documents);
    if (pulled.body.documents.length < 1000 || !pulled.body.checkpoint) break;
    query = new URLSearchParams({ limit: '1000', updatedAt: String(pulled.body.checkpoint.updatedAt), id: pulled.body.checkpoint.id });
  }
  return all.filter((doc) => !doc._deleted).map(({ _deleted: _gone, ...doc }) => doc as Doc);
}

/** Every document of every collection in the device's database, read from storage. */
async function localCollections(page: Page): Promise<Record<CollectionName, Doc[]>> {
  return page.evaluate(async (names) => {
    const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
    // A query of its own each time, so it reads the database rather than a cached result.
    const fresh = `read-${Date.now()}-${Math.random()}`;
    const out: Record<string, unknown[]> = {};
    for (const name of names) {
      const docs = await db[name].find({ selector: { id: { $ne: fresh } } }).exec();
      out[name] = docs.map((doc: { toJSON: () => unknown }) => doc.toJSON());
    }
    return out;
  }, COLLECTION_NAMES) as Promise<Record<CollectionName, Doc[]>>;
}

/** Fields a copy may hold differently and still be the same document: the stamp and RxDB's bookkeeping. */
const BOOKKEEPING = new Set(['updatedAt', '_rev', '_meta', '_attachments', '_deleted']);

type Difference = { member: Name; collection: CollectionName; id: string; problem: string };

/** Where a device and the server disagree, for one member: every collection, every document, every field the server holds. */
function differences(member: Name, server: Record<CollectionName, Doc[]>, local: Record<CollectionName, Doc[]>): Difference[] {
  const found: Difference[] = [];
  for (const collection of COLLECTION_NAMES) {
    const theirs = new Map(server[collection].map((doc) => [doc.id, doc]));
    const mine = new Map<string, Doc>();
    for (const doc of local[collection]) {
      if (mine.has(doc.id)) found.push({ member, collection, id: doc.id, problem: 'listed twice on the device' });
      mine.set(doc.id, doc);
    }
    for (const [id, doc] of theirs) {
      const copy = mine.get(id);
      if (!copy) {
        found.push({ member, collection, id, problem: 'on the server, missing on the device' });
        continue;
      }
      for (const [field, value] of Object.entries(doc)) {
        if (BOOKKEEPING.has(field)) continue;
        if (JSON.stringify(copy[field] ?? null) !== JSON.stringify(value ?? null)) {
          found.push({ member, collection, id, problem: `${field}: device ${JSON.stringify(copy[field])}, server ${JSON.stringify(value)}` });
        }
      }
    }
    for (const [id, doc] of mine) {
      if (!theirs.has(id)) found.push({ member, collection, id, problem: `on the device (${SYNC_FIELD[collection]} ${String(doc[SYNC_FIELD[collection]])}), not on the server` });
      else if (doc[SYNC_FIELD[collection]] !== 'sent' || doc.sync_error) {
        found.push({ member, collection, id, problem: `${SYNC_FIELD[collection]} ${String(doc[SYNC_FIELD[collection]])} ${String(doc.sync_error ?? '')}`.trim() });
      }
    }
  }
  return found;
}

type Snapshot = { server: Record<Name, Record<CollectionName, Doc[]>>; local: Record<Name, Record<CollectionName, Doc[]>> };

async function snapshot(server: AppServer, members: Member[]): Promise<Snapshot> {
  const out = { server: {}, local: {} } as Snapshot;
  for (const member of members) {
    const token = await server.token(member.sub);
    const pulled = await Promise.all(COLLECTION_NAMES.map((name) => serverCollection(server, token, name)));
    out.server[member.name] = Object.fromEntries(COLLECTION_NAMES.map((name, index) => [name, pulled[index]])) as Record<CollectionName, Doc[]>;
    out.local[member.name] = await localCollections(member.page);
  }
  return out;
}

const allDifferences = (members: Member[], taken: Snapshot) => members.flatMap((member) => differences(member.name, taken.server[member.name], taken.local[member.name]));

/**
 * Every write each member made, looked for on the server and on each device that may see it: a write
 * missing, or an interaction not as the member last set it, is lost; a question or message found more
 * than once (under any id), or a count that is not the number of reactions, is doubled.
 */
function losses(members: Member[], taken: Snapshot): { lost: string[]; doubled: string[] } {
  const lost: string[] = [];
  const doubled: string[] = [];
  const serverOf = (name: Name, collection: CollectionName) => new Map(taken.server[name][collection].map((doc) => [doc.id, doc]));
  const localOf = (name: Name, collection: CollectionName) => taken.local[name][collection];
  const times = (docs: Doc[], field: string, value: string) => docs.filter((doc) => doc[field] === value).length;
  for (const member of members) {
    const questions = serverOf(member.name, 'questions');
    for (const [id, title] of member.written.questions) {
      if (questions.get(id)?.title !== title) lost.push(`${member.name}'s question '${title}' is not on the server`);
      for (const reader of members) {
        const held = times(localOf(reader.name, 'questions'), 'title', title);
        if (held === 0) lost.push(`${member.name}'s question '${title}' is not on ${reader.name}'s device`);
        if (held > 1) doubled.push(`${member.name}'s question '${title}' is ${held} times on ${reader.name}'s device`);
      }
      const onServer = times(taken.server[member.name].questions, 'title', title);
      if (onServer > 1) doubled.push(`${member.name}'s question '${title}' is ${onServer} times on the server`);
    }
    const messages = serverOf(member.name, 'chat_messages');
    for (const [id, { roomId, body }] of member.written.messages) {
      const stored = messages.get(id);
      if (stored?.body !== body || stored.room_id !== roomId) lost.push(`${member.name}'s message '${body}' is not on the server`);
      const onServer = times(taken.server[member.name].chat_messages, 'body', body);
      if (onServer > 1) doubled.push(`${member.name}'s message '${body}' is ${onServer} times on the server`);
      const room = serverOf(member.name, 'chat_rooms').get(roomId);
      for (const reader of members.filter((other) => (room?.participant_ids as string[] | undefined)?.includes(other.id))) {
        const held = times(localOf(reader.name, 'chat_messages'), 'body', body);
        if (held === 0) lost.push(`${member.name}'s message '${body}' is not on ${reader.name}'s device`);
        if (held > 1) doubled.push(`${member.name}'s message '${body}' is ${held} times on ${reader.name}'s device`);
      }
    }
    const interactions = serverOf(member.name, 'interactions');
    const mine = new Map(localOf(member.name, 'interactions').map((doc) => [doc.id, doc]));
    for (const [id, active] of member.written.intents) {
      if (interactions.get(id)?.active !== active) lost.push(`${member.name} last set ${id} to ${active}; the server has ${String(interactions.get(id)?.active)}`);
      if (mine.get(id)?.active !== active) lost.push(`${member.name} last set ${id} to ${active}; the device has ${String(mine.get(id)?.active)}`);
    }
  }
  // Counts are the server's, from the interactions: each reaction counted once, on every device too.
  for (const member of members) {
    const active = taken.server[member.name].interactions.filter((doc) => doc.active === true);
    for (const where of ['server', 'local'] as const) {
      for (const question of taken[where][member.name].questions) {
        for (const [kind, field] of Object.entries(COUNTED)) {
          const reactions = active.filter((doc) => doc.kind === kind && doc.target_id === question.id).length;
          if (question[field] !== reactions) {
            doubled.push(`question '${String(question.title)}' counts ${String(question[field])} ${kind} for ${reactions} reactions (${where === 'server' ? 'server' : `${member.name}'s device`})`);
          }
        }
      }
    }
  }
  return { lost, doubled };
}

/** The writes a device has not had accepted yet: waiting, or refused. */
async function unsent(member: Member): Promise<Difference[]> {
  const found = await member.page.evaluate(async (fields) => {
    const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
    const out: { collection: string; id: string; problem: string }[] = [];
    for (const [name, field] of Object.entries(fields)) {
      const docs = (await db[name].find({ selector: { [field]: { $in: ['pending', 'failed'] } } }).exec()) as Doc[];
      for (const doc of docs) out.push({ collection: name, id: doc.id, problem: `still ${String(doc[field])} ${String(doc.sync_error ?? '')}`.trim() });
    }
    return out;
  }, SYNC_FIELD);
  return found.map((entry) => ({ ...entry, member: member.name, collection: entry.collection as CollectionName }));
}

/**
 * Where the documents a device lacks or holds differently went: every push, answer and frame that
 * carried them, and what that member's device was sent of their collection (and every fault it met)
 * from a little before the last of those.
 */
function trace(proxy: ChaosProxy, members: Member[], diffs: Difference[]): string {
  const subOf = new Map(members.map((member) => [member.name, member.sub]));
  const nameOf = new Map(members.map((member) => [member.sub, member.name]));
  const start = proxy.traffic[0]?.at ?? 0;
  const line = (entry: TrafficEntry, id?: string) => {
    const at = id === undefined ? -1 : entry.ids.indexOf(id);
    const held = at === -1 ? '' : ` (has it: ${entry.states[at] ?? ''})`;
    return `  +${entry.at - start} ms ${nameOf.get(entry.member) ?? entry.member} ${entry.via} ${entry.collection} ${entry.ids.length} docs${held} checkpoint ${JSON.stringify(entry.checkpoint)}`;
  };
  const out: string[] = [];
  for (const diff of diffs.slice(0, 5)) {
    const sub = subOf.get(diff.member);
    const carried = proxy.traffic.filter((entry) => entry.ids.includes(diff.id));
    // From a little before its last change went out.
    const from = (carried.at(-1)?.at ?? 0) - 3_000;
    const sent = proxy.traffic.filter((entry) => entry.member === sub && entry.at >= from && (entry.collection === diff.collection || entry.collection === ''));
    out.push(`${diff.member} ${diff.collection} ${diff.id}: ${diff.problem}`, 'carried by:', ...carried.map((entry) => line(entry, diff.id)), `sent to ${diff.member} since:`, ...sent.slice(0, 80).map((entry) => line(entry, diff.id)));
  }
  return out.join('\n');
}

/** The rows IndexedDB holds for a document on the device: its own and the replication's record of the server's state. */
async function storedRows(page: Page, id: string): Promise<string[]> {
  return page.evaluate(async (id) => {
    const found: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const storeName of [...db.objectStoreNames]) {
        for (const key of [id, `${id}|0`]) {
          const row = await new Promise<unknown>((resolve) => {
            try {
              const request = db.transaction(storeName, 'readonly').objectStore(storeName).get(key);
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => resolve(undefined);
            } catch {
              resolve(undefined);
            }
          });
          if (row !== undefined) found.push(`${name}/${storeName}: ${JSON.stringify(row)}`);
        }
      }
      db.close();
    }
    return found;
  }, id);
}

/** The device's and the server's copy of each of the first documents that differ. */
async function bothCopies(server: AppServer, members: Member[], diffs: Difference[]): Promise<string> {
  const out: string[] = [];
  for (const diff of diffs.slice(0, 5)) {
    const member = members.find((each) => each.name === diff.member) as Member;
    const token = await server.token(member.sub);
    const held = await server.api<{ documents: Doc[] }>('GET', `/replication/${diff.collection}/docs?ids=${encodeURIComponent(diff.id)}`, { token });
    const local = await member.page.evaluate(
      async ({ collection, id }) => {
        const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
        return ((await db[collection].findOne(id).exec())?.toJSON() ?? null) as unknown;
      },
      { collection: diff.collection, id: diff.id },
    );
    out.push(`${diff.member}'s ${diff.collection} ${diff.id}`, `  device: ${JSON.stringify(local)}`, `  server: ${JSON.stringify(held.body.documents?.[0] ?? null)}`);
    out.push(...(await storedRows(member.page, diff.id)).map((row) => `  stored ${row}`));
  }
  return out.join('\n');
}

/** The trace of the first differences, and the whole traffic log attached to the test's results. */
async function keepTrace(proxy: ChaosProxy, members: Member[], diffs: Difference[]): Promise<string> {
  const nameOf = new Map(members.map((member) => [member.sub, member.name]));
  const start = proxy.traffic[0]?.at ?? 0;
  const log = proxy.traffic
    .map((entry) => {
      const docs = entry.ids.map((id, index) => `${id} (${entry.states[index] ?? ''})`);
      return `+${entry.at - start} ms ${nameOf.get(entry.member) ?? entry.member} ${entry.via} ${entry.collection} ${docs.join(', ')} ${JSON.stringify(entry.checkpoint)}`;
    })
    .join('\n');
  const file = test.info().outputPath('chaos-traffic.log');
  fs.writeFileSync(file, `${log}\n`);
  await test.info().attach('chaos traffic', { path: file, contentType: 'text/plain' });
  return `${trace(proxy, members, diffs)}\nthe whole traffic log: ${file}`;
}

test('three members using the app through a network that drops, delays, duplicates and reorders requests and stream frames end with every device agreeing with the server: nothing lost, nothing doubled', async ({
  browser,
  chaos,
}) => {
  test.setTimeout(CHAOS_MS + SETTLE_MS + 90_000);
  const started = Date.now();
  const { server, proxy, seed } = chaos;
  const groupRoom = await createRoom(server, DEMO_SUB.ada, [MEMBER.ada, MEMBER.grace, MEMBER.tim]);
  const members = await Promise.all(NAMES.map((name) => signIn(browser, chaos, name, groupRoom)));
  const signedIn = Date.now();

  proxy.faults = true;
  const until = Date.now() + CHAOS_MS;
  await Promise.all(members.map((member) => use(member, seed, groupRoom, until)));
  proxy.faults = false;
  const healed = Date.now();

  // The network heals: every write goes out, every device catches up, with nothing forced.
  const settleBy = Date.now() + SETTLE_MS;
  const waiting = async () => (await Promise.all(members.map(unsent))).flat();
  let stuck = await waiting();
  while (stuck.length > 0 && Date.now() < settleBy) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    stuck = await waiting();
  }
  // What a failure needs to be understood goes into its message, which a run's summary always prints.
  const stuckDetail = stuck.length > 0 ? `\n${await keepTrace(proxy, members, stuck)}\n${await bothCopies(server, members, stuck)}` : '';
  expect(stuck, `every write accepted within ${SETTLE_MS} ms of the network healing (seed ${seed})${stuckDetail}`).toEqual([]);
  for (const member of members) await waitForSync(member.page);
  let taken = await snapshot(server, members);
  while (allDifferences(members, taken).length > 0 && Date.now() < settleBy) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    taken = await snapshot(server, members);
  }
  const settled = Date.now();

  const diffs = allDifferences(members, taken);
  const { lost, doubled } = losses(members, taken);
  const writes = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, members.reduce((sum, member) => sum + member.written.writes[kind], 0)]));
  const compared = Object.fromEntries(members.map((member) => [member.name, COLLECTION_NAMES.reduce((sum, name) => sum + taken.server[member.name][name].length, 0)]));
  const report = [
    `chaos seed ${seed}: ${CHAOS_MS} ms of use by ${NAMES.join(', ')}`,
    `writes: ${Object.entries(writes).map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
    `traffic under faults: ${proxy.seen.requests} requests (${proxy.seen.pushes} pushes), ${proxy.seen.streams} streams, ${proxy.seen.frames} frames`,
    `faults injected (${proxy.total}): ${FAULT_KINDS.map((kind) => `${kind} ${proxy.injected[kind]}`).join(', ')}`,
    `documents compared per member: ${Object.entries(compared).map(([name, count]) => `${name} ${count}`).join(', ')}`,
    `lost ${lost.length}, doubled ${doubled.length}, devices differing from the server in ${diffs.length} places`,
    `signed in in ${signedIn - started} ms, settled ${settled - healed} ms after the network healed, ${Date.now() - started} ms in all`,
  ].join('\n');
  console.log(report);
  test.info().annotations.push({ type: 'chaos report', description: report });
  const diffDetail = diffs.length > 0 ? `\n${await keepTrace(proxy, members, diffs)}\n${await bothCopies(server, members, diffs)}` : '';

  expect(proxy.total, 'faults were injected').toBeGreaterThan(0);
  expect(diffs, `every device agrees with the server (seed ${seed})${diffDetail}`).toEqual([]);
  expect(lost, `nothing lost (seed ${seed})`).toEqual([]);
  expect(doubled, `nothing doubled (seed ${seed})`).toEqual([]);
});
