/**
 * Chat (issue: one message from Enter to shown in the thread at p50 <= 1 ms and <= 3x a raw Dexie
 * put; a message on the other member's screen at p95 <= 150 ms), next to baselines in the same run:
 *
 * 1. Send one message: a member signed in on a profile on disk, on their direct chat, presses Enter in
 *    the composer 200 times (after 20 warm-up sends). Timed in the page: performance.now() in a
 *    capture-phase keydown listener on window, to a MutationObserver on the 'Messages' list seeing the
 *    new item (the DOM has it: the observer's callback runs right after the task that committed it,
 *    before the frame is painted). The next frame after it, and the 'sent' state (the server's
 *    acknowledgement through the stream), are printed beside it. Each send waits for 'sent' and a
 *    pause before the next, so every one is timed alone. Baseline, interleaved with the sends in the
 *    same page: a Dexie `put` of a row shaped as the app stores a new message (its fields, `_rev`,
 *    `_meta.lwt`, `_deleted`) into a scratch database with the very indexes of the app's store,
 *    timed to its commit (Dexie resolves an implicit read-write transaction on completion).
 *    Then 40 more sends are traced step by step (page and worker patched at run time, clocks compared
 *    as performance.timeOrigin + performance.now(), the same machine's in both).
 * 2. A message on the other screen: two members in two contexts of one browser (off the record, so
 *    IndexedDB is in memory there, as in big-screen.bench.ts), each on their thread of the same direct
 *    room. The sender presses Enter 50 times (after 5 warm-up sends), one at a time; the time runs from
 *    the keydown in the sender's page to a MutationObserver in the receiver's page seeing the message,
 *    both as timeOrigin + now. Baseline, before the browsers: the same two members' tokens on the same
 *    server, a push through `POST /replication/chat_messages/push` to a plain fetch reader of
 *    `GET /replication/stream` getting the frame that carries the message's id.
 *
 * The server runs with WRITE_LIMIT raised: the benchmark sends faster than a member types, and a 429
 * would time the rate limit, not the path.
 *
 * For comparison, one send in four is also made by calling the debug handle's sendMessages directly
 * (what the composer calls, without the composer), timed from the call to the item in the DOM.
 *
 * Measured on a shared 2-core machine (load average 2 to 4 while measured, November
 * 2026). Figures vary by a third from run to run there; run it again on the machine at hand.
 * 1. Enter to in the DOM: p50 1.3 ms, p95 1.8 ms (min 0.9); the raw put p50 2.5 ms, so 0.5x (met: <= 3x).
 *    p50 <= 1 ms is not quite met. The message is shown, as 'Sending', from the keydown's own task,
 *    before the worker stores it (an echo the thread drops once the stored copy arrives); that task
 *    holds React's render and commit of the thread with the new bubble and the field emptied: the
 *    header, the history status and the composer are memoised and skip it, the field grows by CSS
 *    (field-sizing) instead of being measured, and the scroll to the newest message waits for the frame.
 *    Before those, 3.0-3.3 ms: half of it the field's measuring. A committed put alone is 1-3 ms here.
 *    Traced, p50 ms after Enter: in the DOM 1.3, the Comlink call posted 1.5, the put issued in the
 *    worker 4.3 and committed 7.5, the page's thread query has the stored copy at 10; 'sent' (the
 *    server's acknowledgement through the stream) at 69-79. sendMessages called directly (no echo, the
 *    stored copy shown): p50 11 ms.
 * 2. A's Enter to B's DOM: p50 53 ms, p95 84 ms (met: <= 150 ms); the raw push to stream frame p50
 *    5.1 ms, p95 7.1 ms, so 10x at p50. Traced, p50 ms after A's Enter: the push leaves A's worker at 11,
 *    is answered at 22, is committed in B's IndexedDB at 34 (B's worker writes it through RxDB's
 *    replication: document, meta store, checkpoint) and is in B's DOM at 63 (B's React render, and B
 *    marks the room read).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Worker as PageWorker } from 'playwright-core';
import { fillWithDefaultSettings, type RxJsonSchema } from 'rxdb';
import { getDexieStoreSchema } from 'rxdb/plugins/storage-dexie';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../schemas/api';
import { chatMessageSchema } from '../schemas/chat-message.schema';
import { leanDocsStore } from '../local-store/lean-dexie-indexes';
import { DEMO_ORGANISER_ID } from '../server/db/seed';
import { mintAccessToken } from '../server/test-support';
import { IN_MEMORY, launchOptions, launchProfile, startServer } from './harness';
import { record } from './results';

const SENDS = Number(process.env.BENCH_SENDS ?? 200);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);
const TRACED = Number(process.env.BENCH_TRACED ?? 40);
/** One send in this many is also made through sendMessages directly, for comparison. */
const DIRECT_EVERY = 4;
const REMOTE = Number(process.env.BENCH_REMOTE ?? 50);
const REMOTE_WARM_UP = 5;
const REMOTE_TRACED = 20;
/** Quiet time after each send (its acknowledgement included) before the next one. */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 120);

/** Demo members (server/db/seed.ts). */
const ADA = DEMO_ORGANISER_ID;
const TIM = '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0003';
const KATHERINE = '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0004';

// A benchmark sends faster than a member types; the write limit would otherwise time its 429s.
process.env.WRITE_LIMIT ??= '100000';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-chat-'));
const server = await startServer(dataDir);

type Stats = { p50: number; p95: number; min: number; max: number };
const stats = (samples: number[]): Stats => {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest rank: of 200 runs the p95 is the 190th.
  const at = (q: number) => sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)] as number;
  return { p50: at(0.5), p95: at(0.95), min: sorted[0] as number, max: sorted.at(-1) as number };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debug handle on, and the TypeScript loader's function-naming helper, which pages do not have. */
async function prepareContext(context: BrowserContext) {
  await context.addInitScript('window.__name = (fn) => fn');
  await context.addInitScript(() => localStorage.setItem('meetverse.debug', '1'));
}

/** A demo member signs in at the embedded issuer and lands on /home with the live stream open. */
async function signIn(page: Page, email: string) {
  await page.goto(`${server.url}/home`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/home`);
  await page.locator('[data-testid="sync-indicator"][data-sync-connected="true"]').waitFor();
}

/** Opens the direct chat with `slug`, sends a first message and waits until the server has it. */
async function openChat(page: Page, slug: string, firstName: string, hello: string) {
  await page.goto(`${server.url}/chat/${slug}`);
  const field = page.getByRole('textbox', { name: `Message to ${firstName}` });
  await field.waitFor();
  await field.fill(hello);
  await field.press('Enter');
  await page.locator('ol[aria-label="Messages"] [data-message-id][data-status="sent"]').first().waitFor({ timeout: 20_000 });
  return field;
}

const replicationWorker = async (page: Page): Promise<PageWorker> => {
  for (let tries = 0; tries < 100; tries++) {
    const worker = page.workers().find((candidate) => candidate.url().includes('replication'));
    if (worker) {
      await worker.evaluate('self.__name = (fn) => fn');
      return worker;
    }
    await sleep(100);
  }
  throw new Error('no replication worker in the page');
};

/**
 * Records in the page, per message body: the Enter keydown (capture phase on window, before React's
 * handler), the message's item appearing in the 'Messages' list (MutationObserver), the frame after
 * it, and its 'sent' state. Times are timeOrigin + performance.now(), comparable across pages.
 */
const installRecorder = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('ol[aria-label="Messages"]');
    if (!list) throw new Error('no message list on the page');
    const at = () => performance.timeOrigin + performance.now();
    const record = { keydown: {} as Record<string, number>, ids: {} as Record<string, string>, shown: {} as Record<string, number>, framed: {} as Record<string, number>, sent: {} as Record<string, number> };
    (window as unknown as { __chat: typeof record }).__chat = record;
    addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' && !event.shiftKey && event.target instanceof HTMLTextAreaElement) record.keydown[event.target.value] = at();
      },
      true,
    );
    new MutationObserver((mutations) => {
      const now = at();
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') {
          const item = mutation.target as Element;
          const id = item.getAttribute('data-message-id');
          if (id && item.getAttribute('data-status') === 'sent' && !(id in record.sent)) record.sent[id] = now;
          continue;
        }
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const items = node.matches('[data-message-id]') ? [node] : [...node.querySelectorAll<HTMLElement>('[data-message-id]')];
          for (const item of items) {
            const id = item.getAttribute('data-message-id') as string;
            if (id in record.shown) continue;
            record.shown[id] = now;
            record.ids[item.querySelector('p')?.textContent ?? ''] = id;
            if (item.getAttribute('data-status') === 'sent') record.sent[id] = now;
            requestAnimationFrame(() => setTimeout(() => (record.framed[id] = at()), 0));
          }
        }
      }
    }).observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-status'] });
  });

type Recorded = { keydown: number; id: string; shown: number; framed: number; sent: number };

/** Types `body` and presses Enter; answers once the page shows it sent. */
async function sendAndWait(page: Page, field: ReturnType<Page['getByRole']>, body: string): Promise<Recorded> {
  await field.fill(body);
  await field.press('Enter');
  return recorded(page, body);
}

/** What the page recorded of the message `body`, once it shows it sent. */
async function recorded(page: Page, body: string): Promise<Recorded> {
  await page.waitForFunction(
    (text) => {
      const record = (window as unknown as { __chat: { ids: Record<string, string>; sent: Record<string, number>; framed: Record<string, number> } }).__chat;
      const id = record.ids[text];
      return Boolean(id && record.sent[id] && record.framed[id]);
    },
    body,
    { timeout: 20_000, polling: 20 },
  );
  return page.evaluate((text) => {
    const record = (window as unknown as { __chat: { keydown: Record<string, number>; ids: Record<string, string>; shown: Record<string, number>; framed: Record<string, number>; sent: Record<string, number> } }).__chat;
    const id = record.ids[text] as string;
    return { keydown: record.keydown[text] as number, id, shown: record.shown[id] as number, framed: record.framed[id] as number, sent: record.sent[id] as number };
  }, body);
}

/** Step marks by message id, in the page and in its replication worker (timeOrigin + now). */
type Marks = Record<string, Record<string, number>>;

/**
 * Traces a send in the page: the Comlink call posted to the worker and its answer, the page's RxDB
 * change event (the worker's broadcast taken in) and the thread query's new result.
 */
async function tracePage(page: Page, roomId: string) {
  await page.evaluate(
    async (roomId) => {
      const at = () => performance.timeOrigin + performance.now();
      const marks: Record<string, Record<string, number>> = {};
      const byBody: Record<string, string> = {};
      const calls = new Map<string, string>();
      const mark = (id: string, step: string) => ((marks[id] ??= {})[step] ??= at());
      Object.assign(window, { __trace: { marks, byBody } });
      type Call = { id?: string; type?: string; path?: string[]; argumentList?: { value?: unknown }[] };
      const post = Worker.prototype.postMessage;
      const watched = new WeakSet<Worker>();
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
        if (!watched.has(this)) {
          watched.add(this);
          this.addEventListener('message', (event: MessageEvent<{ id?: string }>) => {
            const id = calls.get(event.data?.id ?? '');
            if (id) mark(id, 'page: sendMessages answered');
          });
        }
        const call = message as Call;
        if (call?.type === 'APPLY' && call.path?.[0] === 'sendMessages') {
          const sent = (call.argumentList?.[1]?.value as { id: string; body: string }[] | undefined)?.[0];
          if (sent && call.id) {
            calls.set(call.id, sent.id);
            byBody[sent.body] = sent.id;
            mark(sent.id, 'page: Comlink call posted');
          }
        }
        return (post as (...args: unknown[]) => void).call(this, message, ...rest);
      } as typeof Worker.prototype.postMessage;
      type Doc = { id: string };
      type Collection = { $: { subscribe: (next: (event: { documentId: string }) => void) => void }; find: (query: unknown) => { $: { subscribe: (next: (docs: Doc[]) => void) => void } } };
      const db = (await (window as unknown as { meetverse: { getDatabase: () => Promise<{ chat_messages: Collection }> } }).meetverse.getDatabase()).chat_messages;
      db.$.subscribe((event) => mark(event.documentId, 'page: RxDB change event'));
      // The thread's own query (use-thread.ts): RxDB answers it from the same cached query.
      db.find({ selector: { room_id: roomId }, sort: [{ room_id: 'desc' }, { timestamp: 'desc' }, { id: 'desc' }], limit: 51 }).$.subscribe((docs) => {
        for (const doc of docs.slice(0, 2)) mark(doc.id, 'page: thread query result');
      });
    },
    roomId,
  );
}

/** Traces a send in the replication worker: the call arriving, the IndexedDB put and its commit, the broadcast, the answer. */
const traceWorker = (worker: PageWorker) =>
  worker.evaluate(() => {
    const scope = self as unknown as { __trace: unknown; postMessage: (...args: unknown[]) => void };
    const at = () => performance.timeOrigin + performance.now();
    const marks: Record<string, Record<string, number>> = {};
    const calls = new Map<string, string>();
    const mark = (id: string, step: string, time = at()) => ((marks[id] ??= {})[step] ??= time);
    scope.__trace = { marks };
    type Call = { id?: string; type?: string; path?: string[]; argumentList?: { value?: unknown }[] };
    self.addEventListener('message', (event: MessageEvent<Call>) => {
      const call = event.data;
      if (call?.type !== 'APPLY' || call.path?.[0] !== 'sendMessages' || !call.id) return;
      const id = (call.argumentList?.[1]?.value as { id: string }[] | undefined)?.[0]?.id;
      if (!id) return;
      calls.set(call.id, id);
      // The event's own time: Comlink's listener, registered first, has already started the call.
      mark(id, 'worker: call arrives', performance.timeOrigin + event.timeStamp);
    });
    const post = scope.postMessage.bind(self);
    scope.postMessage = (message: unknown, ...rest: unknown[]) => {
      const id = calls.get((message as { id?: string })?.id ?? '');
      if (id) mark(id, 'worker: answer posted');
      return post(message, ...rest);
    };
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        const request = original.call(this, value, key);
        const id = (value as { id?: unknown } | null)?.id;
        if (typeof id === 'string' && this.name === 'docs' && this.transaction.db.name.endsWith('--chat_messages') && !marks[id]?.['worker: IndexedDB put issued']) {
          mark(id, 'worker: IndexedDB put issued');
          // The event's own time: Dexie's listener, registered first, already resolves RxDB's write.
          request.transaction?.addEventListener('complete', (event) => mark(id, 'worker: IndexedDB committed', performance.timeOrigin + event.timeStamp));
        }
        return request;
      };
    }
    const broadcast = BroadcastChannel.prototype.postMessage;
    BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, message: unknown) {
      if (this.name.startsWith('RxDB:')) {
        const text = JSON.stringify(message);
        if (text.includes('chat_messages')) for (const found of text.matchAll(/"documentId":"([^"]+)"/g)) mark(found[1] as string, 'worker: change broadcast');
      }
      return broadcast.call(this, message);
    };
  });

/** 1: Enter to shown in the sender's own thread, and the raw put, interleaved. */
async function localSends() {
  const profile = await launchProfile();
  try {
    const { context } = profile;
    await prepareContext(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, 'ada@example.com');
    const field = await openChat(page, 'grace-hopper', 'Grace', 'Hello Grace');
    const roomId = await page.locator('ol[aria-label="Messages"] [data-message-id]').first().evaluate(async (item) => {
      type Db = { chat_messages: { findOne: (id: string) => { exec: () => Promise<{ room_id: string } | null> } } };
      const db = await (window as unknown as { meetverse: { getDatabase: () => Promise<Db> } }).meetverse.getDatabase();
      return (await db.chat_messages.findOne(item.getAttribute('data-message-id') as string).exec())?.room_id as string;
    });
    await installRecorder(page);

    // The baseline's store: the very indexes of the app's chat message store, in a scratch database.
    const store = leanDocsStore(getDexieStoreSchema(fillWithDefaultSettings(chatMessageSchema as RxJsonSchema<unknown>)));
    await page.evaluate(fs.readFileSync('node_modules/dexie/dist/dexie.min.js', 'utf8'));
    await page.evaluate(async (store) => {
      type Table = { put: (row: unknown) => Promise<unknown> };
      const Dexie = (window as unknown as { Dexie: new (name: string) => { version: (n: number) => { stores: (s: Record<string, string>) => void }; open: () => Promise<unknown>; table: (name: string) => Table } }).Dexie;
      const db = new Dexie('chat-put-baseline');
      db.version(1).stores({ docs: store });
      await db.open();
      (window as unknown as { __rawDocs: Table }).__rawDocs = db.table('docs');
    }, store);
    const rawPut = (run: number, roomId: string) =>
      page.evaluate(
        async ({ run, roomId, senderId }) => {
          const now = Date.now();
          // As the app stores a message it inserts (compact-rows.ts: no empty attachments, no pull mark).
          const row = {
            id: crypto.randomUUID(), room_id: roomId, sender_id: senderId, body: `Baseline ${run}`, timestamp: now, status: 'pending',
            network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: '0', _rev: '1-bench', _meta: { lwt: now + 0.01 },
          };
          const table = (window as unknown as { __rawDocs: { put: (row: unknown) => Promise<unknown> } }).__rawDocs;
          const start = performance.now();
          await table.put(row);
          return performance.now() - start;
        },
        { run, roomId, senderId: ADA },
      );

    const requests = { pulls: 0, pushes: 0 };
    context.on('request', (request) => {
      const url = request.url();
      if (/\/replication\/[a-z_]+\/pull/.test(url)) requests.pulls++;
      else if (/\/replication\/[a-z_]+\/push/.test(url)) requests.pushes++;
    });

    // For comparison: the same write through the debug handle's sendMessages, which is what the
    // composer calls, without the composer (no keydown handler, no re-render of the field).
    const directSend = async (body: string) => {
      const calledAt = await page.evaluate(
        ({ roomId, senderId, body }) => {
          const at = performance.timeOrigin + performance.now();
          const handle = (window as unknown as { meetverse: { sendMessages: (roomId: string, messages: unknown[]) => Promise<unknown> } }).meetverse;
          void handle.sendMessages(roomId, [{ id: crypto.randomUUID(), room_id: roomId, sender_id: senderId, body }]);
          return at;
        },
        { roomId, senderId: ADA, body },
      );
      const result = await recorded(page, body);
      return result.shown - calledAt;
    };

    const shown: number[] = [];
    const framed: number[] = [];
    const sent: number[] = [];
    const puts: number[] = [];
    const direct: number[] = [];
    let counted = { pulls: 0, pushes: 0 };
    // All three interleaved, so a shared machine's load weighs on each alike.
    for (let run = 0; run < WARM_UP + SENDS; run++) {
      if (run === WARM_UP) counted = { ...requests };
      const result = await sendAndWait(page, field, `Bench ${run}`);
      await sleep(PAUSE_MS);
      const put = await rawPut(run, roomId);
      await sleep(20);
      if (run < WARM_UP) continue;
      shown.push(result.shown - result.keydown);
      framed.push(result.framed - result.keydown);
      sent.push(result.sent - result.keydown);
      puts.push(put);
      if ((run - WARM_UP) % DIRECT_EVERY === 0) {
        direct.push(await directSend(`Direct ${run}`));
        await sleep(PAUSE_MS);
      }
    }
    const sends = SENDS + direct.length;
    const perSend = { pulls: (requests.pulls - counted.pulls) / sends, pushes: (requests.pushes - counted.pushes) / sends };

    // The traced sends: the same, with the page and the worker patched to mark each step.
    const worker = await replicationWorker(page);
    await traceWorker(worker);
    await tracePage(page, roomId);
    const traced: Record<string, number[]> = {};
    for (let run = 0; run < TRACED; run++) {
      const body = `Traced ${run}`;
      const result = await sendAndWait(page, field, body);
      await sleep(PAUSE_MS);
      const pageMarks = await page.evaluate(() => (window as unknown as { __trace: { marks: Marks } }).__trace.marks);
      const workerMarks = await worker.evaluate(() => (self as unknown as { __trace: { marks: Marks } }).__trace.marks);
      const steps = { ...pageMarks[result.id], ...workerMarks[result.id], 'page: in the DOM (observer)': result.shown, "page: 'sent' in the DOM": result.sent };
      for (const [step, time] of Object.entries(steps)) (traced[step] ??= []).push(time - result.keydown);
    }
    return { shown: stats(shown), framed: stats(framed), sent: stats(sent), put: stats(puts), direct: stats(direct), directs: direct.length, perSend, traced };
  } finally {
    await profile.close();
  }
}

async function tokenOf(sub: string) {
  return mintAccessToken(dataDir, { sub, iss: `${server.url}/oidc`, aud: `${server.url}/api` });
}

async function push(token: string, collection: string, documents: Record<string, unknown>[]) {
  const response = await fetch(`${server.url}/api/v1/replication/${collection}/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
    body: JSON.stringify(documents.map((doc) => ({ newDocumentState: { ...doc, _deleted: false } }))),
  });
  const answer = await response.text();
  if (!response.ok || answer !== '[]') throw new Error(`push to ${collection} answered ${response.status}: ${answer}`);
}

/** 2, baseline: a push by one member to a fetch reader of the other's stream, no browser. */
async function rawStreamTrips(): Promise<number[]> {
  const sender = await tokenOf('demo|tim@example.com');
  const receiver = await tokenOf('demo|katherine@example.com');
  const roomId = randomUUID();
  await push(sender, 'chat_rooms', [{ id: roomId, participant_ids: [TIM, KATHERINE], title: 'Raw stream', created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0 }]);
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/v1/replication/stream`, {
    headers: { authorization: `Bearer ${receiver}`, [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
  const reader = (response.body as unknown as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The time the first frame carrying message `id` arrives. */
  async function frameCarrying(id: string): Promise<number> {
    for (;;) {
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data?.includes(id)) {
          const frame = JSON.parse(data.slice(6)) as { collection: string; documents: { id: string }[] };
          if (frame.collection === 'chat_messages' && frame.documents.some((doc) => doc.id === id)) return performance.now();
        }
        boundary = buffer.indexOf('\n\n');
      }
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  }
  const samples: number[] = [];
  try {
    for (let run = 0; run < REMOTE_WARM_UP + REMOTE; run++) {
      const id = randomUUID();
      const now = Date.now();
      const started = performance.now();
      const [arrived] = await Promise.all([
        frameCarrying(id),
        push(sender, 'chat_messages', [{ id, room_id: roomId, sender_id: TIM, body: `Raw ${run}`, timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0 }]),
      ]);
      if (run >= REMOTE_WARM_UP) samples.push(arrived - started);
      await sleep(250);
    }
  } finally {
    controller.abort();
  }
  return samples;
}

/** 2: A's Enter to the message in B's thread, two contexts of one browser. */
async function remoteSends(browser: Browser) {
  const senderContext = await browser.newContext();
  const receiverContext = await browser.newContext();
  try {
    await prepareContext(senderContext);
    await prepareContext(receiverContext);
    const sender = await senderContext.newPage();
    const receiver = await receiverContext.newPage();
    await signIn(sender, 'tim@example.com');
    await signIn(receiver, 'katherine@example.com');
    const field = await openChat(sender, 'katherine-johnson', 'Katherine', 'Hello Katherine');
    await receiver.goto(`${server.url}/chat/tim-berners-lee`);
    await receiver.locator('ol[aria-label="Messages"] [data-message-id]').first().waitFor({ timeout: 20_000 });
    await installRecorder(sender);
    await installRecorder(receiver);

    const arrivedAt = (page: Page, body: string) =>
      page.waitForFunction(
        (text) => {
          const record = (window as unknown as { __chat: { ids: Record<string, string>; shown: Record<string, number> } }).__chat;
          const id = record.ids[text];
          return id ? record.shown[id] : undefined;
        },
        body,
        { timeout: 20_000, polling: 20 },
      ).then((handle) => handle.jsonValue() as Promise<number>);

    const run = async (body: string) => {
      const sent = await sendAndWait(sender, field, body);
      const shown = await arrivedAt(receiver, body);
      return { sent, shown };
    };

    const samples: number[] = [];
    for (let index = 0; index < REMOTE_WARM_UP + REMOTE; index++) {
      const { sent, shown } = await run(`Remote ${index}`);
      if (index >= REMOTE_WARM_UP) samples.push(shown - sent.keydown);
      await sleep(250);
    }

    // Traced: the sender's push request and its answer, and the receiver's worker storing the message.
    const senderWorker = await replicationWorker(sender);
    const receiverWorker = await replicationWorker(receiver);
    await senderWorker.evaluate(() => {
      const scope = self as unknown as { __pushes: Record<string, { started: number; answered?: number }> };
      const at = () => performance.timeOrigin + performance.now();
      const pushes: Record<string, { started: number; answered?: number }> = {};
      scope.__pushes = pushes;
      const original = self.fetch;
      self.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        if (!url.includes('/chat_messages/push') || typeof init?.body !== 'string') return original(input, init);
        const started = at();
        const ids = (JSON.parse(init.body) as { newDocumentState: { id: string } }[]).map((row) => row.newDocumentState.id);
        for (const id of ids) pushes[id] ??= { started };
        const response = await original(input, init);
        const answered = at();
        for (const id of ids) pushes[id]!.answered ??= answered;
        return response;
      };
    });
    await receiverWorker.evaluate(() => {
      const stored: Record<string, number> = {};
      (self as unknown as { __stored: typeof stored }).__stored = stored;
      const original = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        const request = original.call(this, value, key);
        const id = (value as { id?: unknown } | null)?.id;
        if (typeof id === 'string' && !(id in stored) && this.name === 'docs' && this.transaction.db.name.endsWith('--chat_messages')) {
          request.transaction?.addEventListener('complete', () => (stored[id] = performance.timeOrigin + performance.now()));
        }
        return request;
      };
    });
    const traced: Record<string, number[]> = {};
    for (let index = 0; index < REMOTE_TRACED; index++) {
      const { sent, shown } = await run(`Remote traced ${index}`);
      await sleep(250);
      const pushed = await senderWorker.evaluate((id) => (self as unknown as { __pushes: Record<string, { started: number; answered?: number }> }).__pushes[id], sent.id);
      const stored = await receiverWorker.evaluate((id) => (self as unknown as { __stored: Record<string, number> }).__stored[id], sent.id);
      const steps: Record<string, number | undefined> = {
        'sender: in its own DOM': sent.shown,
        'sender worker: push request starts': pushed?.started,
        'sender worker: push answered': pushed?.answered,
        'receiver worker: message committed to IndexedDB': stored,
        'receiver: in the DOM (observer)': shown,
      };
      for (const [step, time] of Object.entries(steps)) if (time !== undefined) (traced[step] ??= []).push(time - sent.keydown);
    }
    return { samples, traced };
  } finally {
    await senderContext.close();
    await receiverContext.close();
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const row = (label: string, s: Stats) => `  ${label.padEnd(58)} ${ms(s.p50).padStart(6)} / ${ms(s.p95).padEnd(7)} ${ms(s.min).padStart(6)} / ${ms(s.max)}`;
const printTrace = (traced: Record<string, number[]>, count: number) => {
  const steps = Object.entries(traced).map(([step, times]) => ({ step, at: stats(times), seen: times.length })).sort((a, b) => a.at.p50 - b.at.p50);
  console.log('       p50     p95  step');
  for (const { step, at, seen } of steps) console.log(`    ${ms(at.p50).padStart(6)}  ${ms(at.p95).padStart(6)}  ${step}${seen < count ? ` (seen in ${seen} of ${count})` : ''}`);
};

async function reportSend() {
  console.log(`Sending ${WARM_UP + SENDS} messages one at a time, then ${TRACED} traced…`);
  const local = await localSends();
  console.log(`\nChat, send one message: Enter to the message in the sender's thread, ${SENDS} sends (after ${WARM_UP} warm-up), ${IN_MEMORY ? 'IndexedDB in memory (BENCH_IN_MEMORY=1)' : 'a profile on disk'}`);
  console.log(`  ${'path'.padEnd(58)} p50 / p95 ms     min / max ms`);
  console.log(row("app: Enter -> message in the thread's DOM (observer)", local.shown));
  console.log(row('app: Enter -> the frame after it (rAF + task)', local.framed));
  console.log(row("app: Enter -> 'sent' in the DOM (server's acknowledgement)", local.sent));
  console.log(row('raw Dexie put of the same row, same indexes (committed)', local.put));
  const localRatio = local.shown.p50 / Math.max(local.put.p50, 0.05);
  console.log(`  ratio (in the DOM / raw put)                               p50 ${localRatio.toFixed(1)}x   p95 ${(local.shown.p95 / Math.max(local.put.p95, 0.05)).toFixed(1)}x`);
  console.log(`  goal: p50 <= 1 ms and <= 3x the raw put: ${local.shown.p50 <= 1 && localRatio <= 3 ? 'met' : 'NOT met'}`);
  record({
    bench: 'chat', name: 'send one message: Enter to in the thread, p50', value: local.shown.p50, unit: 'ms', better: 'lower',
    baseline: local.put.p50, baselineLabel: 'raw Dexie put of the same row, same indexes, committed (p50)',
    goal: 'p50 <= 1 ms and <= 3x the raw put', goalValue: Math.min(1, 3 * local.put.p50), met: local.shown.p50 <= 1 && localRatio <= 3,
    note: `${SENDS} sends; p95 ${local.shown.p95.toFixed(1)} ms`,
  });
  console.log(row(`${local.directs} sendMessages calls, no composer -> in the DOM`, local.direct));
  console.log(`  requests the worker made per send: ${local.perSend.pulls.toFixed(1)} pulls, ${local.perSend.pushes.toFixed(1)} pushes`);
  console.log(`  where the time goes: ms after Enter, ${TRACED} traced sends (page and worker patched; clocks timeOrigin + now)`);
  printTrace(local.traced, TRACED);
}

async function reportRemote() {
  console.log(`\nStream round trip without a browser, ${REMOTE} pushes (after ${REMOTE_WARM_UP} warm-up)…`);
  const raw = stats(await rawStreamTrips());
  const browser = await chromium.launch(launchOptions);
  try {
    const remote = await remoteSends(browser);
    const screen = stats(remote.samples);
    console.log(`\nChat, a message from member A on member B's screen: ${REMOTE} sends (after ${REMOTE_WARM_UP} warm-up), two contexts of one browser (IndexedDB in memory)`);
    console.log(`  ${'path'.padEnd(58)} p50 / p95 ms     min / max ms`);
    console.log(row("app: A's Enter -> in B's thread DOM (observer)", screen));
    console.log(row("raw: push (A's token) -> frame at B's fetch stream reader", raw));
    console.log(`  ratio (app / raw stream)                                   p50 ${(screen.p50 / Math.max(raw.p50, 0.5)).toFixed(1)}x   p95 ${(screen.p95 / Math.max(raw.p95, 0.5)).toFixed(1)}x`);
    console.log(`  goal: p95 <= 150 ms on B's screen: ${screen.p95 <= 150 ? 'met' : 'NOT met'}`);
    record({
      bench: 'chat', name: "a message on the other member's screen, p95", value: screen.p95, unit: 'ms', better: 'lower',
      baseline: raw.p95, baselineLabel: 'push to the frame at a fetch reader of the stream, no browser (p95)',
      goal: "p95 <= 150 ms on the other member's screen", goalValue: 150, note: `${REMOTE} sends; p50 ${screen.p50.toFixed(0)} ms`,
    });
    console.log(`  where the time goes: ms after A's Enter, ${REMOTE_TRACED} traced sends`);
    printTrace(remote.traced, REMOTE_TRACED);
  } finally {
    await browser.close();
  }
}

// BENCH_ONLY=send or BENCH_ONLY=remote runs one of the two.
const only = process.env.BENCH_ONLY;
try {
  if (only !== 'remote') await reportSend();
  if (only !== 'send') await reportRemote();
  // A shared machine's load shows in the slowest runs of every path alike.
  console.log(`  load average while measured: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
