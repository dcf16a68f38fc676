/**
 * The server's side of a sync, through the real HTTP API of the real server process, on SQLite and on
 * PostgreSQL (issue: documents/s for a push of 10,000 documents and a pull of the same):
 *
 * - push: a member pushes 10,000 chat messages to a room of two, in batches of 100 (the worker's push
 *   batch), one request after the other as one device sends them, through
 *   `POST /api/v1/replication/chat_messages/push`: validation, the room check, the stamp, the room's
 *   last message and the other member's notification, all as in production.
 * - pull: the same member pulls them back, `GET /api/v1/replication/chat_messages/pull` in pages of 1000
 *   from no checkpoint, as a first sync does.
 *
 * Baselines, in the same run and on the same database engine (a scratch database made by the same
 * migrations): the same documents as the server's codec makes them rows, inserted with plain SQL
 * through the same driver in transactions of 100; and read back with the pull's keyset query, unscoped,
 * in pages of 1000, made documents and JSON. What the database and the driver take, without HTTP, the
 * checks and the derived writes.
 *
 * The serialized part of the push: how long its writes held the commit order (PostgreSQL: from taking
 * the commit lock to the commit; SQLite: the whole transaction, its writers take turns), per message,
 * as the server process counts it (`WRITE_TIMES_FILE`).
 *
 * PostgreSQL is the one scripts/with-postgres.sh starts for the tests (Debian's, a throwaway cluster);
 * where it cannot start, its figures are skipped with the reason and the SQLite ones still count.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROTOCOL_HEADER, PROTOCOL_VERSION, PULL_LIMIT_MAX } from '../schemas/api';
import { chatMessageSchema, type ChatMessageDoc } from '../schemas/chat-message.schema';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { createCodec } from '../server/replication/codec';
import { DEMO_ORGANISER_ID } from '../server/db/seed';
import { mintAccessToken, postgresDatabaseFor } from '../server/test-support';
import { holdPostgres } from './postgres';
import { startServer } from './harness';
import { describe, record } from './results';

const DOCS = Number(process.env.BENCH_SERVER_DOCS ?? 10_000);
/** The worker's push batch. */
const PUSH_BATCH = 100;
const PULL_PAGE = PULL_LIMIT_MAX;
/** What a member's first sync needs of the server: the first-sync goal of the app. */
const PULL_GOAL = 5000;
/** The push's goal, against a plain insert of the same rows in the same run. */
const PUSH_GOAL_RATIO = 0.25;
/** Demo member (server/db/seed.ts). */
const TIM = '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0003';

// A benchmark pushes faster than a member writes; the write limit would otherwise time its 429s.
process.env.WRITE_LIMIT ??= '1000000';
process.env.SEED_DEMO_QUESTIONS ??= 'false';

type Engine = 'SQLite' | 'PostgreSQL';
const rate = (documents: number, ms: number) => documents / (ms / 1000);

function messages(roomId: string, count: number): ChatMessageDoc[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, n) => ({
    id: randomUUID(), room_id: roomId, sender_id: DEMO_ORGANISER_ID, body: `Server bench message ${n}: see you at the coffee stand`,
    timestamp: now - count + n, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0,
  }));
}

/** Push and pull through the HTTP API of a server process over `databaseUrl` (SQLite when undefined). */
async function throughApi(dataDir: string, databaseUrl: string | undefined) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const timesFile = path.join(dataDir, 'write-times.json');
  const server = await startServer(dataDir, { WRITE_TIMES_FILE: timesFile });
  delete process.env.DATABASE_URL;
  try {
    const token = await mintAccessToken(dataDir, { sub: 'demo|ada@example.com', iss: `${server.url}/oidc`, aud: `${server.url}/api` });
    const headers = { authorization: `Bearer ${token}`, [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) };
    const push = async (collection: string, documents: Record<string, unknown>[]) => {
      const response = await fetch(`${server.url}/api/v1/replication/${collection}/push`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(documents.map((doc) => ({ newDocumentState: { ...doc, _deleted: false } }))),
      });
      const answer = await response.text();
      if (!response.ok || answer !== '[]') throw new Error(`push to ${collection} answered ${response.status}: ${answer.slice(0, 300)}`);
    };
    const roomId = randomUUID();
    await push('chat_rooms', [{ id: roomId, participant_ids: [DEMO_ORGANISER_ID, TIM], title: 'Server bench', created_by: DEMO_ORGANISER_ID, created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0 }]);
    // A warm-up request, so the first timed one does not pay for compiling the route's code.
    await push('chat_messages', messages(roomId, 10));
    const documents = messages(roomId, DOCS);
    const pushStart = performance.now();
    for (let start = 0; start < documents.length; start += PUSH_BATCH) await push('chat_messages', documents.slice(start, start + PUSH_BATCH));
    const pushMs = performance.now() - pushStart;

    const pullStart = performance.now();
    let pulled = 0;
    let checkpoint: { updatedAt: number; id: string } | null = null;
    for (;;) {
      const query = new URLSearchParams({ limit: String(PULL_PAGE) });
      if (checkpoint) {
        query.set('updatedAt', String(checkpoint.updatedAt));
        query.set('id', checkpoint.id);
      }
      const response = await fetch(`${server.url}/api/v1/replication/chat_messages/pull?${query}`, { headers });
      if (!response.ok) throw new Error(`pull answered ${response.status}: ${await response.text()}`);
      const page = (await response.json()) as { documents: unknown[]; checkpoint: { updatedAt: number; id: string } | null };
      pulled += page.documents.length;
      if (page.documents.length < PULL_PAGE) break;
      checkpoint = page.checkpoint;
    }
    const pullMs = performance.now() - pullStart;
    if (pulled < DOCS) throw new Error(`pulled ${pulled} of the ${DOCS} pushed`);
    return { pushMs, pullMs, pulled, timesFile };
  } finally {
    await server.stop();
  }
}

type Serialized = { ms: number; documents: number; transactions: number; raced: number };

/** The same documents with plain SQL, on a scratch database of the same engine made by the same migrations. */
async function rawSql(dataDir: string, databaseUrl: string | undefined) {
  const { app, database } = await buildApp(
    readConfig({ DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
  );
  try {
    const { db, dialect } = database;
    const codec = createCodec<'chat_messages'>(chatMessageSchema, dialect);
    const roomId = randomUUID();
    const stamp = Date.now();
    const rows = messages(roomId, DOCS).map((doc, n) => codec.toRow({ ...doc, status: 'sent', updatedAt: stamp + n, _deleted: false }));
    const insertStart = performance.now();
    for (let start = 0; start < rows.length; start += PUSH_BATCH) {
      const batch = rows.slice(start, start + PUSH_BATCH);
      await db.transaction().execute((trx) => trx.insertInto('chat_messages').values(batch).execute());
    }
    const insertMs = performance.now() - insertStart;

    const readStart = performance.now();
    let read = 0;
    let checkpoint: { updatedAt: number; id: string } | null = null;
    for (;;) {
      let query = db.selectFrom('chat_messages').selectAll();
      if (checkpoint) {
        const { updatedAt, id } = checkpoint;
        query = query.where((eb) => eb.or([eb('updatedAt', '>', updatedAt), eb.and([eb('updatedAt', '=', updatedAt), eb('id', '>', id)])]));
      }
      const found = await query.orderBy('updatedAt').orderBy('id').limit(PULL_PAGE).execute();
      const documents = found.map((row) => codec.fromRow(row));
      JSON.stringify({ documents });
      read += documents.length;
      const last = documents.at(-1);
      if (documents.length < PULL_PAGE || !last) break;
      checkpoint = { updatedAt: Number(last.updatedAt), id: String(last.id) };
    }
    const readMs = performance.now() - readStart;
    if (read !== DOCS) throw new Error(`read ${read} of ${DOCS} rows`);
    return { insertMs, readMs };
  } finally {
    await app.close();
  }
}

/** A throwaway PostgreSQL (bench/postgres.ts) held while `run` runs; the reason it was skipped, or null. */
async function withPostgres(run: (adminUrl: string) => Promise<void>): Promise<string | null> {
  const held = await holdPostgres();
  if ('skipped' in held) return held.skipped;
  try {
    await run(held.url);
    return null;
  } finally {
    await held.stop();
  }
}

type Measured = Awaited<ReturnType<typeof throughApi>> & Awaited<ReturnType<typeof rawSql>> & { serialized: Serialized };

function report(engine: Engine, measured: Measured) {
  const { pushMs, pullMs, pulled, insertMs, readMs, serialized } = measured;
  // Counted over every write of the run: the room, the warm-up and the messages (the few first are noise).
  const messages = pulled + 1;
  const perMessage = serialized.ms / messages;
  console.log(`\n${engine}: ${DOCS} chat messages pushed in batches of ${PUSH_BATCH}, then pulled in pages of ${PULL_PAGE} (${pulled} pulled: with the ${pulled - DOCS} pushed first to warm up)`);
  console.log(`  push through the API     ${(pushMs / 1000).toFixed(2)} s, ${Math.round(rate(DOCS, pushMs))} documents/s`);
  console.log(`  raw SQL insert, same rows ${(insertMs / 1000).toFixed(2)} s, ${Math.round(rate(DOCS, insertMs))} documents/s`);
  console.log(`  pull through the API     ${(pullMs / 1000).toFixed(2)} s, ${Math.round(rate(pulled, pullMs))} documents/s`);
  console.log(`  raw SQL keyset read      ${(readMs / 1000).toFixed(2)} s, ${Math.round(rate(DOCS, readMs))} documents/s`);
  console.log(
    `  commit order held        ${(serialized.ms / 1000).toFixed(2)} s in ${serialized.transactions} writes, ${perMessage.toFixed(3)} ms per message (${serialized.documents} documents stored with the derived ones; ${serialized.raced} run again after a race)`,
  );
  for (const figure of [
    record({
      bench: 'server-sync', name: `${engine}: push of ${DOCS} documents`, value: rate(DOCS, pushMs), unit: 'documents/s', better: 'higher',
      baseline: rate(DOCS, insertMs), baselineLabel: `raw SQL insert of the same rows, transactions of ${PUSH_BATCH}, same engine`,
      goal: `>= ${PUSH_GOAL_RATIO}x the baseline`, goalValue: PUSH_GOAL_RATIO * rate(DOCS, insertMs),
      note: `${DOCS / PUSH_BATCH} requests of ${PUSH_BATCH} chat messages, one after the other`,
    }),
    record({
      bench: 'server-sync', name: `${engine}: commit order held per pushed message`, value: perMessage, unit: 'ms', better: 'lower',
      baseline: pushMs / DOCS, baselineLabel: 'the push\'s own time per message',
      note: engine === 'SQLite' ? 'SQLite writers take turns for their whole transaction' : 'PostgreSQL writers take turns from the commit lock to the commit alone',
    }),
    record({
      bench: 'server-sync', name: `${engine}: pull of ${DOCS} documents`, value: rate(pulled, pullMs), unit: 'documents/s', better: 'higher',
      baseline: rate(DOCS, readMs), baselineLabel: `raw SQL keyset read of the same rows in pages of ${PULL_PAGE}, as JSON`,
      goal: `>= ${PULL_GOAL} documents/s (the app's first-sync goal, which a slower pull would hold back)`, goalValue: PULL_GOAL,
      note: `${pulled} documents in pages of ${PULL_PAGE}, scoped to the member's rooms`,
    }),
  ]) console.log(`  ${describe(figure)}`);
}

async function measure(engine: Engine, databaseFor: (dataDir: string) => Promise<string | undefined>) {
  const apiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-server-sync-'));
  const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-server-raw-'));
  try {
    console.log(`\n${engine}: pushing and pulling ${DOCS} documents…`);
    const api = await throughApi(apiDir, await databaseFor(apiDir));
    const serialized = JSON.parse(fs.readFileSync(api.timesFile, 'utf8')) as Serialized;
    const raw = await rawSql(rawDir, await databaseFor(rawDir));
    report(engine, { ...api, ...raw, serialized });
  } finally {
    fs.rmSync(apiDir, { recursive: true, force: true });
    fs.rmSync(rawDir, { recursive: true, force: true });
  }
}

await measure('SQLite', async () => undefined);
const skipped = await withPostgres(async (adminUrl) => {
  process.env.TEST_DATABASE_URL = adminUrl;
  await measure('PostgreSQL', postgresDatabaseFor);
});
if (skipped) {
  console.log(`\nPostgreSQL figures skipped: ${skipped}`);
  for (const kind of ['push', 'pull']) {
    record({
      bench: 'server-sync', name: `PostgreSQL: ${kind} of ${DOCS} documents`, value: Number.NaN, unit: 'documents/s', better: 'higher',
      met: null, note: `skipped: ${skipped}`,
    });
  }
}
console.log(`  load average while measured: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
