import { randomUUID } from 'node:crypto';
import type { RxReplicationPullStreamItem } from 'rxdb';
import { Subject } from 'rxjs';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_VERSION, PULL_LIMIT_MAX, type Checkpoint, type PullResponse, type StreamMessage } from '../../schemas/api';
import type { EventDoc } from '../../schemas/event.schema';
import { openDatabase, type AppDatabase } from '../../local-store/open-database';
import { mintAccessToken, ORGANISER_SUB, pullAll, startTestServer, type TestServer } from '../../server/test-support';
import { requestJson } from './http';
import { forgetProtocolRefusal, ProtocolMismatchError } from './protocol';
import { createPushHandler } from './push';
import { FIRST_PAGE_LIMIT, replicateCollection } from './replicate';
import { openStream } from './stream';

// The worker's own requests against the real server app on a temporary database: the other tests of
// the worker answer them with a stand-in, which could drift from the server's rules.

type Doc = EventDoc & { _deleted: boolean };

let server: TestServer;
let token: string;
let apiBase: string;
const realFetch = globalThis.fetch;
const tokens = { getToken: async () => token, refresh: async () => token };

beforeAll(async () => {
  server = await startTestServer();
  token = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
  apiBase = `${server.url}/api/v1`;
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
  forgetProtocolRefusal();
});

const newEvent = (name: string): Doc => ({ id: randomUUID(), name, live_status: 'planned', is_community: false, sync_state: 'pending', updatedAt: 0, _deleted: false });

type Sent = { url: string; protocol: string | null; status: number; answeredProtocol: string | null; pulled?: string[] };

/** Lets the worker's requests through to the server, recording each; `speaking` names another version instead. */
function recordRequests(speaking?: string): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (speaking !== undefined) headers.set(PROTOCOL_HEADER, speaking);
    const response = await realFetch(input, { ...init, headers });
    const page = input.includes('/pull') && response.ok ? ((await response.clone().json()) as PullResponse<Doc>) : undefined;
    sent.push({
      url: input,
      protocol: headers.get(PROTOCOL_HEADER),
      status: response.status,
      answeredProtocol: response.headers.get(PROTOCOL_HEADER),
      ...(page ? { pulled: page.documents.map((doc) => doc.id) } : {}),
    });
    return response;
  });
  return sent;
}

function pushHandler(markFailed = vi.fn(async (_doc: unknown, _message: string) => {})) {
  const push = createPushHandler({
    url: `${apiBase}/replication/events/push`,
    getToken: tokens.getToken,
    refreshToken: tokens.refresh,
    syncField: 'sync_state',
    markFailed,
    sleep: async () => {},
  });
  return (rows: { newDocumentState: Doc; assumedMasterState?: Doc }[]) => push(rows as never) as Promise<Doc[]>;
}

/** The worker's replication of the events collection into `db`, with `stream$` as its live stream. */
const replicateEvents = (db: AppDatabase, identifier: string, stream$: Subject<RxReplicationPullStreamItem<unknown, Checkpoint>>) =>
  replicateCollection({
    name: 'events',
    identifier,
    collection: db.events as never,
    apiBase,
    tokens,
    syncField: 'sync_state',
    stream$,
    localOnlyDeletions: false,
    markFailed: async () => {},
  });

const serverCopy = async (id: string) => (await pullAll<Doc>(server, 'events', token)).find((doc) => doc.id === id);

describe("the worker's push against the real server", () => {
  it('S4: has a new document accepted and stored as sent', async () => {
    const event = newEvent('Pushed by the worker');
    expect(await pushHandler()([{ newDocumentState: event }])).toEqual([]);
    expect(await serverCopy(event.id)).toMatchObject({ name: 'Pushed by the worker', sync_state: 'sent' });
  });

  it("gets the server's state back when its assumed master state is stale, and the server keeps it", async () => {
    const push = pushHandler();
    const event = newEvent('First');
    await push([{ newDocumentState: event }]);
    const first = (await serverCopy(event.id)) as Doc;
    expect(await push([{ newDocumentState: { ...first, name: 'Second' }, assumedMasterState: first }])).toEqual([]);
    const second = (await serverCopy(event.id)) as Doc;
    const conflicts = await push([{ newDocumentState: { ...first, name: 'Lost' }, assumedMasterState: first }]);
    expect(conflicts).toEqual([second]);
    expect((await serverCopy(event.id))?.name).toBe('Second');
  });
});

describe("the worker's replication against the real server", () => {
  let db: AppDatabase;

  afterEach(async () => {
    await db.remove();
  });

  it('pulls everything, then sends back the checkpoint it got and receives only what is newer', async () => {
    const onServer = await pullAll<Doc>(server, 'events', token);
    const last = onServer.at(-1) as Doc;
    const sent = recordRequests();
    db = await openDatabase({ name: `real-server-${randomUUID()}`, storage: getRxStorageMemory() });
    const state = replicateEvents(db, 'real-server-events', new Subject());
    await state.awaitInitialReplication();
    await state.awaitInSync();
    expect(await db.events.count().exec()).toBe(onServer.length);

    const elsewhere = newEvent('Made on another device');
    await pushHandler()([{ newDocumentState: elsewhere }]);
    state.reSync();
    await vi.waitFor(async () => expect(await db.events.findOne(elsewhere.id).exec()).not.toBeNull(), { timeout: 5_000 });

    await state.awaitInSync();
    vi.unstubAllGlobals();
    const stored = (await serverCopy(elsewhere.id)) as Doc;
    // Each pull of the worker with the checkpoint it sent (`updatedAt/id`) and what it got.
    const pulls = sent
      .filter(({ url }) => new URL(url).pathname.endsWith('/pull'))
      .map(({ url, pulled }) => {
        const query = new URL(url).searchParams;
        return { from: query.has('id') ? `${query.get('updatedAt')}/${query.get('id')}` : null, pulled, limit: Number(query.get('limit')) };
      });
    expect(pulls[0]?.from).toBeNull();
    // A first sync's first page is a small one; every pull from a checkpoint asks for a full page.
    expect(pulls.map(({ limit }) => limit)).toEqual([FIRST_PAGE_LIMIT, ...pulls.slice(1).map(() => PULL_LIMIT_MAX)]);
    expect(pulls[0]?.pulled).toHaveLength(onServer.length);
    expect(pulls.filter(({ from, pulled }) => from === `${last.updatedAt}/${last.id}` && pulled?.length)).toEqual([
      { from: `${last.updatedAt}/${last.id}`, pulled: [elsewhere.id], limit: PULL_LIMIT_MAX },
    ]);
    expect(pulls.at(-1)).toEqual({ from: `${stored.updatedAt}/${stored.id}`, pulled: [], limit: PULL_LIMIT_MAX });
    expect(sent.every(({ protocol, status }) => protocol === String(PROTOCOL_VERSION) && status === 200)).toBe(true);
    await state.cancel();
  });
});

describe("the server's copy of a write arriving while the write's push waits for its answer", () => {
  let db: AppDatabase;
  let stream$: Subject<RxReplicationPullStreamItem<unknown, Checkpoint>>;

  afterEach(async () => {
    await db.remove();
  });

  async function replicating() {
    db = await openDatabase({ name: `real-server-${randomUUID()}`, storage: getRxStorageMemory() });
    stream$ = new Subject();
    const state = replicateEvents(db, 'real-server-echo', stream$);
    await state.awaitInitialReplication();
    await state.awaitInSync();
    return state;
  }

  /** Once the server has stored the first push, `onStored` runs; its answer reaches the worker 300 ms later. */
  function slowPushAnswer(onStored: (copy: Doc) => void) {
    let stored: (copy: Doc) => void = () => {};
    const whenStored = new Promise<Doc>((resolve) => (stored = resolve));
    let pushes = 0;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (!input.includes('/push') || pushes++ > 0) return realFetch(input, init);
      const response = await realFetch(input, init);
      const [pushed] = JSON.parse(String(init?.body)) as { newDocumentState: Doc }[];
      const id = encodeURIComponent(pushed?.newDocumentState.id ?? '');
      const read = await realFetch(`${apiBase}/replication/events/docs?ids=${id}`, { headers: { authorization: `Bearer ${token}`, [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) } });
      const [copy] = ((await read.json()) as { documents: Doc[] }).documents as [Doc];
      stored(copy);
      onStored(copy);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return response;
    });
    return whenStored;
  }

  async function expectSentWithServerStamp(id: string) {
    vi.unstubAllGlobals();
    const stored = (await serverCopy(id)) as Doc;
    await vi.waitFor(async () => expect((await db.events.findOne(id).exec())?.toJSON()).toMatchObject({ sync_state: 'sent', updatedAt: stored.updatedAt }), { timeout: 5_000 });
  }

  it('through the stream, the write is still marked sent with the server stamp', async () => {
    const state = await replicating();
    const stored = slowPushAnswer((copy) => stream$.next({ documents: [copy], checkpoint: { id: copy.id, updatedAt: copy.updatedAt } }));
    const event = newEvent('Echoed through the stream');
    await db.events.insert(event);
    await stored;
    await expectSentWithServerStamp(event.id);
    await state.cancel();
  });

  it('in a pull that was under way, the write is still marked sent with the server stamp', async () => {
    const state = await replicating();
    // A pull begins; its request reaches the server only once the push is stored there.
    const stored = slowPushAnswer(() => {});
    const realStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.includes('/pull')) await stored;
      return realStub(input, init);
    });
    state.reSync();
    const event = newEvent('Pulled while pushed');
    await db.events.insert(event);
    await stored;
    await expectSentWithServerStamp(event.id);
    await state.cancel();
  });
});

describe('the protocol version between the worker and the real server', () => {
  it("is accepted when the worker names the server's version", async () => {
    const sent = recordRequests();
    const page = await requestJson<PullResponse<Doc>>(`${apiBase}/replication/events/pull?limit=1`, tokens.getToken);
    expect(page.documents).toHaveLength(1);
    expect(sent).toEqual([expect.objectContaining({ protocol: String(PROTOCOL_VERSION), status: 200, answeredProtocol: String(PROTOCOL_VERSION) })]);
  });

  it('is refused for another version: no write is marked failed, and nothing more is sent in the session', async () => {
    const sent = recordRequests(String(PROTOCOL_VERSION + 1));
    const markFailed = vi.fn(async (_doc: unknown, _message: string) => {});
    const push = pushHandler(markFailed);
    const event = newEvent('Written by a newer app');
    await expect(push([{ newDocumentState: event }])).rejects.toThrow(new ProtocolMismatchError('This app is out of date: reload to get the new version'));
    await expect(requestJson(`${apiBase}/replication/events/pull`, tokens.getToken)).rejects.toBeInstanceOf(ProtocolMismatchError);
    expect(sent).toEqual([expect.objectContaining({ status: 409, answeredProtocol: String(PROTOCOL_VERSION) })]);
    expect(markFailed).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    expect(await serverCopy(event.id)).toBeUndefined();
  });

  it('refuses the live stream in another version', async () => {
    const sent = recordRequests(String(PROTOCOL_VERSION + 1));
    const onConnected = vi.fn();
    const close = openStream(`${apiBase}/replication/stream`, tokens, { onMessage: () => {}, onConnected, onDisconnected: () => {} });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    close();
    expect(sent[0]?.status).toBe(409);
    expect(onConnected).not.toHaveBeenCalled();
  });
});

describe("the worker's live stream against the real server", () => {
  it("reconnects with a fresh token, showing no break, when the server ends the stream at its token's expiry", async () => {
    const shortLived = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB, expiresIn: '2s' });
    const refresh = vi.fn(async () => token);
    const on = { onMessage: vi.fn((_message: StreamMessage) => {}), onConnected: vi.fn(), onDisconnected: vi.fn() };
    const close = openStream(`${apiBase}/replication/stream`, { getToken: async () => shortLived, refresh }, on);
    await vi.waitFor(() => expect(on.onConnected).toHaveBeenCalledTimes(2), { timeout: 6_000 });
    const event = newEvent('Streamed after the token expired');
    expect(await pushHandler()([{ newDocumentState: event }])).toEqual([]);
    await vi.waitFor(() => expect(on.onMessage.mock.calls.some(([message]) => message.documents.some((doc) => (doc as Doc).id === event.id))).toBe(true));
    close();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(on.onDisconnected).not.toHaveBeenCalled();
  });
});
