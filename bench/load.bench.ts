/**
 * A conference's load, loopback only: members streaming while others post questions, on the setup a
 * deployment runs.
 *
 * - PostgreSQL (the throwaway cluster scripts/with-postgres.sh starts for the tests) with two API
 *   processes behind nginx, configured by deploy/nginx.conf (only its addresses changed); then SQLite
 *   with one process behind the same nginx config with one upstream (directly where there is no nginx).
 * - BENCH_LOAD_MEMBERS members (200) sign up through the API and each opens the live stream
 *   (`GET /api/v1/replication/stream`) through nginx, which spreads them over the processes; a few
 *   guests (BENCH_LOAD_GUESTS) open it without signing in.
 * - For BENCH_LOAD_SECONDS (120 s), BENCH_LOAD_RATE (50) questions a second are posted through the
 *   replication push, by BENCH_LOAD_WRITERS (25) of the members in turn, on a fixed schedule (a slow
 *   answer does not delay the next write) and through nginx, which sends them to each process in turn.
 * - Every signed-in member may see every question, so each member's stream must carry each question
 *   exactly once (lost and doubled are counted), and no guest stream may carry any. Delivery runs from
 *   just before the write request leaves to the arrival of the stream chunk holding the question; p50
 *   and p99 are over every member of every write, and are also printed apart for streams on the
 *   process that took the write and on the other one (nginx names the process in a response header).
 *   Errors: writes answered other than 200 with no conflict (or not at all in 30 s), streams that ended
 *   while the run was on, and frames that were not JSON.
 * - Baseline, measured on the same processes and nginx just before: one member's stream open and one
 *   write at a time, each waiting for its delivery (what one write and one delivery take with no load).
 * - Each API process's resident memory (VmRSS, /proc) is printed at the start, with the streams open,
 *   and after the load, with the CPU time each process (and nginx, and this one) used over the load;
 *   nginx's requests per process come from its access log.
 *
 * The curve (what runs on PostgreSQL by default; BENCH_LOAD_CURVE=0 runs the single point above
 * instead): the deployment's ceiling on this machine, with one and with two API processes behind
 * nginx (BENCH_LOAD_CURVE_PROCESSES, "1,2"), 200, 500, 1,000 and 2,000 members streaming
 * (BENCH_LOAD_CURVE_MEMBERS) and 50 and 200 questions a second (BENCH_LOAD_CURVE_RATES), each point
 * for BENCH_LOAD_POINT_SECONDS (20 s).
 * - Members sign up once per setup (tokens minted as above); for each size the processes start afresh,
 *   the size's streams open, and each rate runs on them in turn. A point stops sending once deliveries
 *   are 10 s of writes behind, and a point beyond one that fell behind (more members or more writes)
 *   is not run: it could only fall further behind.
 * - For each point: deliveries lost (missing 15 s after the last answer) and doubled, failed writes,
 *   p50 and p99 delivery, the pushes' answer times; the API processes' CPU per 1,000 deliveries
 *   against a plain Node process writing the same frames (one the API wrote, with a new id each time)
 *   to as many open streams at the same rate (BENCH_LOAD_PLAIN_SECONDS, 8 s, measured once per size
 *   and rate); the API processes' memory per open stream (RSS, and JavaScript's heap, each after a
 *   garbage collection, with the streams open less before); and the cores each part used while the
 *   writes went out: the API processes, PostgreSQL (its server and backends), nginx, this process
 *   (the load generator, which reads every stream), and other work on the machine (/proc/stat).
 * - Where a point did not hold (a delivery lost, doubled or over 1 s at p99, a write failed, the
 *   schedule slipped), its row says which resource ran out (bench/load-curve.ts reads it from the
 *   figures). The machine's cores are shared by everything: the figures of a curve run on a busy
 *   machine say so in the "other" column.
 * - The SQLite run follows as above (BENCH_LOAD_SQLITE=0 leaves it out).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROTOCOL_HEADER, PROTOCOL_VERSION, type StreamMessage } from '../schemas/api';
import { testQuestion } from '../schemas/question.testing';
import { RANK_MAX } from '../schemas/sync-state';
import { MEETVERSE_ID } from '../server/db/seed';
import { mintAccessToken } from '../server/test-support';
import { freePort, startServer } from './harness';
import { cpuMs, rssMb, sleep, stats } from './measure';
import { ensureNginx, startNginx, UPSTREAM_HEADER, type RunningNginx } from './nginx';
import { machineBusySeconds, pointHeld, symptoms, table, whatRanOut, type CpuUse, type PointReading } from './load-curve';
import { holdPostgres, postmasterPid } from './postgres';
import { describe, record, type Figure } from './results';

const MEMBERS = Number(process.env.BENCH_LOAD_MEMBERS ?? 200);
const RATE = Number(process.env.BENCH_LOAD_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
const WRITERS = Math.min(MEMBERS, Number(process.env.BENCH_LOAD_WRITERS ?? 25));
const GUESTS = Number(process.env.BENCH_LOAD_GUESTS ?? 5);
const BASELINE_WRITES = 50;
const WARM_UP = 2;
const WRITE_TIMEOUT_MS = 30_000;
const DRAIN_MS = 60_000;
const PROGRESS_EVERY_MS = 30_000;

// The curve (the default; BENCH_LOAD_CURVE=0 runs the single point above on PostgreSQL instead).
const CURVE = process.env.BENCH_LOAD_CURVE !== '0';
const list = (value: string | undefined, fallback: number[]) => (value ? value.split(',').map(Number).filter((n) => n > 0) : fallback);
const CURVE_MEMBERS = list(process.env.BENCH_LOAD_CURVE_MEMBERS, [200, 500, 1000, 2000]);
const CURVE_RATES = list(process.env.BENCH_LOAD_CURVE_RATES, [50, 200]);
const CURVE_PROCESSES = list(process.env.BENCH_LOAD_CURVE_PROCESSES, [1, 2]);
const POINT_SECONDS = Number(process.env.BENCH_LOAD_POINT_SECONDS ?? 20);
const PLAIN_SECONDS = Number(process.env.BENCH_LOAD_PLAIN_SECONDS ?? 8);
const CURVE_NO_LOAD_WRITES = 20;
const CURVE_DRAIN_MS = 15_000;
/** A point stops sending once its deliveries are this many seconds of writes behind. */
const BEHIND_LIMIT_S = 10;

// Writes per member are limited; 25 members posting 50 questions a second stay under the product's
// limit, a faster BENCH_LOAD_RATE would not.
process.env.WRITE_LIMIT ??= '100000';
process.env.SEED_DEMO_QUESTIONS ??= 'false';

/** Everything still to stop, newest last: the watchdog, or a failure nothing caught, stops it all. */
const cleanups = new Set<() => Promise<unknown>>();
let aborting = false;
async function abort(reason: string) {
  if (aborting) return;
  aborting = true;
  console.error(reason);
  for (const cleanup of [...cleanups].reverse()) await cleanup().catch(() => undefined);
  process.exit(1);
}
const watchdogMs = 2 * (SECONDS * 1000 + 600_000) + (CURVE ? 2_400_000 : 0);
const watchdog = setTimeout(() => void abort(`The load benchmark outlasted ${Math.round(watchdogMs / 60_000)} min: stopping everything it started`), watchdogMs);
watchdog.unref();
process.on('uncaughtException', (error) => void abort(`The load benchmark failed: ${error.stack ?? String(error)}`));

/** Runs `cleanup` at the end of `body`, or from `abort`, whichever comes first. */
async function using<T, R>(resource: T, cleanup: (resource: T) => Promise<unknown>, body: (resource: T) => Promise<R>): Promise<R> {
  let done: Promise<unknown> | undefined;
  const once = () => (done ??= cleanup(resource));
  cleanups.add(once);
  try {
    return await body(resource);
  } finally {
    await once();
    cleanups.delete(once);
  }
}

type Server = Awaited<ReturnType<typeof startServer>>;

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops an API process, killing it should it not have ended in 15 s. */
async function stopServer(server: Server) {
  if (!alive(server.pid)) return;
  await Promise.race([server.stop(), sleep(15_000)]);
  if (alive(server.pid)) process.kill(server.pid as number, 'SIGKILL');
}

/** The writes of a run: when each left and which API process took it (as nginx names it). */
class Tally {
  readonly sentAt: Float64Array;
  readonly ids = new Map<string, number>();
  readonly processOf: (string | undefined)[] = [];
  delivered = 0;
  doubled = 0;
  constructor(readonly size: number) {
    this.sentAt = new Float64Array(size);
  }
}

type Reader = {
  /** Times each write reached this stream, by write (members' streams only), and after how many ms it first did. */
  counts: Uint8Array | undefined;
  delays: Float32Array | undefined;
  /** Counts the writes of `tally` from now on (a member's stream carried from one run of writes to the next). */
  track: (tally: Tally) => void;
  /** The last frame carrying one question, as the server wrote it (after `data: `), and that question's id. */
  lastFrame: { text: string; id: string } | undefined;
  /** The API process serving the stream, as nginx names it. */
  process: string | undefined;
  /** Question documents this stream carried, ours or not. */
  questions: number;
  /** Frames that were not the JSON the stream sends. */
  badFrames: number;
  dropped: boolean;
  close: () => void;
};

/**
 * The question ids a stream frame (`data: {…}`) carries, none for another collection's; null for a
 * frame that is not JSON. Every member's stream carries the same frame, so each text is parsed once
 * and looked up after: with 2,000 streams the reading would otherwise cost this process a core.
 */
const parsedFrames = new Map<string, string[] | null>();
function questionIdsOf(text: string): string[] | null {
  let ids = parsedFrames.get(text);
  if (ids !== undefined) return ids;
  try {
    const message = JSON.parse(text.slice(6)) as StreamMessage<{ id: string }>;
    ids = message.collection === 'questions' ? message.documents.map((doc) => doc.id) : [];
  } catch {
    ids = null;
  }
  if (parsedFrames.size >= 10_000) parsedFrames.clear();
  parsedFrames.set(text, ids);
  return ids;
}

/**
 * Opens a live stream and reads its frames; resolves with the server's first bytes. A member's stream
 * records each write of `tally` it carries; a guest's (no `tally`) only counts the questions it gets.
 */
function openStream(url: string, headers: Record<string, string>, agent: http.Agent, tally: Tally | undefined): Promise<Reader> {
  return new Promise((resolve, reject) => {
    let closing = false;
    let current = tally;
    const reader: Reader = {
      counts: tally ? new Uint8Array(tally.size) : undefined,
      delays: tally ? new Float32Array(tally.size) : undefined,
      track: (next) => {
        current = next;
        reader.counts = new Uint8Array(next.size);
        reader.delays = new Float32Array(next.size);
      },
      lastFrame: undefined,
      process: undefined,
      questions: 0,
      badFrames: 0,
      dropped: false,
      close: () => {
        closing = true;
        request.destroy();
      },
    };
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error('a stream did not open in 15 s'));
    }, 15_000);
    const drop = () => {
      if (!closing) reader.dropped = true;
    };
    const frame = (text: string, at: number) => {
      if (!text.startsWith('data: ')) return;
      const ids = questionIdsOf(text);
      if (ids === null) {
        reader.badFrames++;
        return;
      }
      if (ids.length === 1) reader.lastFrame = { text: text.slice(6), id: ids[0] as string };
      const tally = current;
      for (const id of ids) {
        reader.questions++;
        const index = tally?.ids.get(id);
        if (index === undefined || !reader.counts || !reader.delays || !tally) continue;
        const seen = reader.counts[index] as number;
        if (seen === 0) {
          reader.delays[index] = at - (tally.sentAt[index] as number);
          tally.delivered++;
        } else tally.doubled++;
        reader.counts[index] = Math.min(255, seen + 1);
      }
    };
    const request = http.get(url, { agent, headers }, (response) => {
      clearTimeout(timer);
      if (response.statusCode !== 200) {
        reject(new Error(`the stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      reader.process = response.headers[UPSTREAM_HEADER] as string | undefined;
      response.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          frame(buffer.slice(0, end), at);
          buffer = buffer.slice(end + 2);
        }
        if (!opened) {
          opened = true;
          resolve(reader);
        }
      });
      response.on('end', drop);
      response.on('error', drop);
      response.on('close', drop);
    });
    request.on('error', (error) => {
      drop();
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Opens `count` streams, 50 at a time. */
async function openStreams(count: number, open: (n: number) => Promise<Reader>): Promise<Reader[]> {
  const readers: Reader[] = [];
  for (let start = 0; start < count; start += 50) {
    readers.push(...(await Promise.all(Array.from({ length: Math.min(50, count - start) }, (_, k) => open(start + k)))));
  }
  return readers;
}

/**
 * How long each write took to reach each member's stream that got it, from `from` on; split by whether
 * the stream is on the process that took the write or on another one (which learns of it through the
 * database). Writes `from` to `to` only, where given.
 */
function deliveryDelays(readers: Reader[], tally: Tally, from = 0, to = tally.size) {
  const all: number[] = [];
  const sameProcess: number[] = [];
  const otherProcess: number[] = [];
  for (const reader of readers) {
    if (!reader.counts || !reader.delays) continue;
    for (let index = from; index < to; index++) {
      if (reader.counts[index] === 0) continue;
      const delay = reader.delays[index] as number;
      all.push(delay);
      (reader.process === tally.processOf[index] ? sameProcess : otherProcess).push(delay);
    }
  }
  return { all, sameProcess, otherProcess };
}

type Member = { token: string; userId: string };

/** Signs `count` members up through the API, as the app's signup does, 10 at a time. */
async function signUp(base: string, dataDir: string, publicUrl: string, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let start = 0; start < count; start += 10) {
    members.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - start) }, async (_, k) => {
          const n = start + k;
          const email = `load${n}@example.com`;
          const token = await mintAccessToken(dataDir, { sub: `demo|${email}`, email, iss: `${publicUrl}/oidc`, aud: `${publicUrl}/api`, expiresIn: '3h' });
          const response = await fetch(`${base}/api/v1/users/me`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ step1: {}, step2: {}, step3: { full_name: `Load Member ${n}` } }),
            signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
          });
          const body = (await response.json()) as { data?: { id?: string } };
          if (response.status !== 201 || !body.data?.id) throw new Error(`signing up answered ${response.status}: ${JSON.stringify(body)}`);
          return { token, userId: body.data.id };
        }),
      )),
    );
  }
  return members;
}

/** Failed writes, counted by what went wrong (the first five kinds kept). */
type Errors = { count: number; kinds: Map<string, number> };
const noteError = (errors: Errors, text: string) => {
  errors.count++;
  if (errors.kinds.has(text) || errors.kinds.size < 5) errors.kinds.set(text, (errors.kinds.get(text) ?? 0) + 1);
};

/**
 * Posts write `index` of `tally`: a new question by `writer` through the replication push, as the app
 * pushes one. Answers whether it was accepted and how long the answer took; a failure is noted in `errors`.
 */
async function postQuestion(base: string, writer: Member, tally: Tally, index: number, errors: Errors): Promise<{ ok: boolean; ms: number }> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const question = {
    ...testQuestion(index, {
      id, title: `Who else is at the coffee stand? (${id.slice(0, 8)})`, description: 'Looking for people to talk about offline-first apps.',
      event_id: MEETVERSE_ID, author_id: writer.userId, created_at: createdAt, rank_latest: RANK_MAX - Date.parse(createdAt), sync_state: 'pending', updatedAt: 0,
    }),
    _deleted: false,
  };
  const body = JSON.stringify([{ newDocumentState: question, assumedMasterState: null }]);
  tally.ids.set(id, index);
  tally.sentAt[index] = performance.now();
  try {
    const response = await fetch(`${base}/api/v1/replication/questions/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json', [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
      body,
      signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - (tally.sentAt[index] as number);
    tally.processOf[index] = response.headers.get(UPSTREAM_HEADER) ?? undefined;
    if (response.status === 200 && text === '[]') return { ok: true, ms };
    noteError(errors, `push answered ${response.status}: ${text.slice(0, 200)}`);
  } catch (error) {
    noteError(errors, (error as Error).name === 'TimeoutError' ? `push not answered in ${WRITE_TIMEOUT_MS / 1000} s` : `push failed: ${(error as Error).message}`);
  }
  return { ok: false, ms: performance.now() - (tally.sentAt[index] as number) };
}

/** Waits until every accepted write reached every member's stream, or `ms` passed; answers how many are missing. */
async function waitForDeliveries(readers: Reader[], accepted: number[], ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    let missing = 0;
    for (const reader of readers) for (const index of accepted) if (reader.counts?.[index] === 0) missing++;
    if (missing === 0 || Date.now() > deadline) return missing;
    await sleep(250);
  }
}

type Setup = { label: string; processes: number; nginx: string | null };

const mb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);
const ms = (value: number) => value.toFixed(1).padStart(8);
const thousands = (value: number) => value.toLocaleString('en');

async function measure(setup: Setup, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-load-'));
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const servers: Server[] = [];
  let nginx: RunningNginx | undefined;
  const readers: Reader[] = [];
  let stopping: Promise<Awaited<ReturnType<RunningNginx['stop']>> | undefined> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      readers.forEach((reader) => reader.close());
      agent.destroy();
      const nginxResult = await nginx?.stop();
      for (const server of servers) await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
      return nginxResult;
    })());
  await using(null, stop, async () => {
    console.log(`\n${setup.label}: starting…`);
    const loadBefore = os.loadavg();
    const nginxPort = setup.nginx ? await freePort() : undefined;
    const env: Record<string, string> = { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    if (nginxPort) Object.assign(env, { PUBLIC_URL: `http://127.0.0.1:${nginxPort}`, TRUST_PROXY: '127.0.0.1' });
    // One after the other: the first makes the schema and the issuer's keys the others share.
    for (let n = 0; n < setup.processes; n++) {
      const server = await startServer(dataDir, env);
      servers.push(server);
      if (!(await fetch(`${server.url}/api/v1/health`).then((r) => r.ok, () => false))) throw new Error(`API process ${n + 1} did not start`);
    }
    if (setup.nginx && nginxPort) nginx = await startNginx(setup.nginx, nginxPort, servers.map((server) => new URL(server.url).host));
    const base = nginx?.url ?? (servers[0] as Server).url;
    const publicUrl = env.PUBLIC_URL ?? base;
    const rssStart = servers.map((server) => rssMb(server.pid));

    console.log(`Signing up ${MEMBERS} members…`);
    const members = await signUp(base, dataDir, publicUrl, MEMBERS);
    const writers = members.slice(0, WRITERS);
    const streamUrl = `${base}/api/v1/replication/stream`;
    const protocol = { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) };
    const headersOf = (member: Member) => ({ authorization: `Bearer ${member.token}`, ...protocol });

    console.log(`Baseline: one stream, ${BASELINE_WRITES} writes one at a time…`);
    const single = new Tally(WARM_UP + BASELINE_WRITES);
    const singleErrors: Errors = { count: 0, kinds: new Map() };
    const one = await openStream(streamUrl, headersOf(members[0] as Member), agent, single);
    readers.push(one);
    for (let index = 0; index < single.size; index++) {
      if (!(await postQuestion(base, writers[index % writers.length] as Member, single, index, singleErrors)).ok) continue;
      if ((await waitForDeliveries([one], [index], 10_000)) > 0) throw new Error(`the baseline's write ${index} never reached its stream`);
      await sleep(100);
    }
    if (singleErrors.count > 0) throw new Error(`the baseline's writes failed: ${[...singleErrors.kinds.keys()].join('; ')}`);
    one.close();
    readers.length = 0;
    const baseline = stats(deliveryDelays([one], single, WARM_UP).all);

    const total = RATE * SECONDS;
    const tally = new Tally(total);
    console.log(`Opening ${MEMBERS} member streams and ${GUESTS} guest streams…`);
    readers.push(...(await openStreams(MEMBERS, (n) => openStream(streamUrl, headersOf(members[n] as Member), agent, tally))));
    const guests = await openStreams(GUESTS, () => openStream(streamUrl, protocol, agent, undefined));
    readers.push(...guests);
    const memberStreams = readers.slice(0, MEMBERS);
    await sleep(1000);
    const rssOpen = servers.map((server) => rssMb(server.pid));

    console.log(`${RATE} questions a second for ${SECONDS} s, by ${writers.length} members in turn…`);
    const errors: Errors = { count: 0, kinds: new Map() };
    const accepted: number[] = [];
    const writes: Promise<void>[] = [];
    const answers: number[] = [];
    const cpuBefore = [...servers.map((server) => cpuMs(server.pid)), cpuMs(nginx?.pid), process.cpuUsage()] as const;
    let answered = 0;
    const started = performance.now();
    let nextProgress = started + PROGRESS_EVERY_MS;
    for (let index = 0; index < total; index++) {
      const wait = started + (index * 1000) / RATE - performance.now();
      if (wait > 1) await sleep(wait);
      writes.push(
        postQuestion(base, writers[index % writers.length] as Member, tally, index, errors).then(({ ok, ms }) => {
          answered++;
          answers.push(ms);
          if (ok) accepted.push(index);
        }),
      );
      if (performance.now() >= nextProgress) {
        nextProgress += PROGRESS_EVERY_MS;
        console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s: ${thousands(index + 1)} writes sent, ${thousands(answered)} answered, ${errors.count} errors, ${thousands(tally.delivered)} deliveries`);
      }
    }
    const sendSeconds = (performance.now() - started) / 1000;
    await Promise.all(writes);
    const answeredAll = performance.now();
    const missing = await waitForDeliveries(memberStreams, accepted, DRAIN_MS);
    const drainSeconds = (performance.now() - answeredAll) / 1000;
    // Time for any second copy of the last writes to arrive.
    await sleep(1000);
    const rssEnd = servers.map((server) => rssMb(server.pid));
    const cpuAfter = [...servers.map((server) => cpuMs(server.pid)), cpuMs(nginx?.pid)];
    const ownCpu = process.cpuUsage(cpuBefore.at(-1) as NodeJS.CpuUsage);
    const loadSeconds = (performance.now() - started) / 1000;
    const drops = readers.filter((reader) => reader.dropped).length;
    const badFrames = readers.reduce((sum, reader) => sum + reader.badFrames, 0);
    const leaked = guests.reduce((sum, guest) => sum + guest.questions, 0);
    let exactlyOnce = 0;
    for (const reader of memberStreams) for (let index = 0; index < total; index++) if (reader.counts?.[index] === 1) exactlyOnce++;
    const expected = total * MEMBERS;
    const delays = deliveryDelays(memberStreams, tally);
    const underLoad = stats(delays.all);
    const nginxResult = await stop();

    const failedWrites = total - accepted.length;
    const acceptedSet = new Set(accepted);
    let failedButDelivered = 0;
    for (let index = 0; index < total; index++) {
      if (!acceptedSet.has(index) && memberStreams.some((reader) => (reader.counts?.[index] ?? 0) > 0)) failedButDelivered++;
    }
    console.log(`\n${setup.label}: ${MEMBERS} members streaming (and ${GUESTS} guests), ${RATE} questions/s for ${SECONDS} s by ${writers.length} members, loopback`);
    console.log(`  writes: ${thousands(total)} sent in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(1)}/s), ${thousands(accepted.length)} accepted, ${failedWrites} failed${failedWrites ? ` (of which ${failedButDelivered} reached the streams all the same: stored, but not answered in time)` : ''}`);
    if (nginxResult) {
      for (const [upstream, count] of nginxResult.byUpstream) console.log(`  nginx sent to ${upstream}: ${thousands(count.pushes)} pushes, ${count.streams} streams, ${count.other} other requests`);
    }
    console.log(`  deliveries: ${thousands(expected)} expected (every write at every member), ${thousands(exactlyOnce)} exactly once, ${thousands(missing)} lost (of accepted writes, missing ${DRAIN_MS / 1000} s after the last answer), ${thousands(tally.doubled)} doubled`);
    if (missing === 0) console.log(`  the last delivery arrived within ${drainSeconds.toFixed(1)} s of the last write's answer`);
    console.log(`  guest streams: ${leaked} questions received (guests may see none)`);
    console.log(`  errors: ${errors.count} failed writes, ${drops} streams ended during the run, ${badFrames} unreadable frames${errors.kinds.size ? `; ${[...errors.kinds].map(([kind, n]) => `${n} x ${kind}`).join('; ')}` : ''}`);
    const row = (label: string, part: ReturnType<typeof stats>, count: string) =>
      console.log(`  ${label.padEnd(66)}${ms(part.p50)}  ${ms(part.p99)}  ${ms(part.max)}   (${count})`);
    console.log(`  ${'delivery: write request leaving -> stream chunk arriving'.padEnd(66)}  p50 ms    p99 ms    max ms`);
    row(`under load: each write at each of ${MEMBERS} member streams`, underLoad, `${thousands(underLoad.count)} deliveries`);
    if (servers.length > 1) {
      row('  to streams on the process that took the write', stats(delays.sameProcess), thousands(delays.sameProcess.length));
      row('  to streams on the other process (through PostgreSQL)', stats(delays.otherProcess), thousands(delays.otherProcess.length));
    }
    row("baseline: one write at a time, one member's stream", baseline, `${baseline.count} writes`);
    const answer = stats(answers);
    row('push under load: request leaving -> answer arriving', answer, `${thousands(answer.count)} writes`);
    const cpuSeconds = (n: number) => {
      const before = cpuBefore[n] as number | undefined;
      const after = cpuAfter[n];
      return before === undefined || after === undefined ? undefined : (after - before) / 1000;
    };
    const cpuParts = servers.map((_, n) => {
      const seconds = cpuSeconds(n);
      return `API process ${n + 1} ${seconds === undefined ? 'n/a' : `${seconds.toFixed(1)} s (${((seconds * 1000) / total).toFixed(2)} ms a write)`}`;
    });
    const nginxCpu = cpuSeconds(servers.length);
    if (nginxCpu !== undefined) cpuParts.push(`nginx ${nginxCpu.toFixed(1)} s`);
    cpuParts.push(`this benchmark's readers and writers ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(1)} s`);
    console.log(`  CPU used over the ${loadSeconds.toFixed(0)} s of load and delivery: ${cpuParts.join(', ')}`);
    servers.forEach((server, n) => {
      console.log(`  API process ${n + 1} (${new URL(server.url).host}) memory (RSS): ${mb(rssStart[n])} at the start, ${mb(rssOpen[n])} with the streams open, ${mb(rssEnd[n])} after the load`);
    });
    if (nginxResult?.errorLog) console.log(`  nginx error log:\n${nginxResult.errorLog.split('\n').slice(-5).map((line) => `    ${line}`).join('\n')}`);
    const loads = (values: number[]) => values.map((load) => load.toFixed(1)).join(' ');
    console.log(`  load average (1, 5, 15 min): ${loads(loadBefore)} before the run, ${loads(os.loadavg())} after, on ${os.cpus().length} cores`);

    const clean = missing === 0 && tally.doubled === 0 && errors.count === 0 && drops === 0 && badFrames === 0 && leaked === 0;
    const size = `${MEMBERS} members, ${RATE} writes/s`;
    const baselineLabel = `one write at a time to one member's stream, same ${setup.processes === 1 ? 'process' : 'processes'}${nginx ? ' behind nginx' : ''}`;
    const note = `${thousands(total)} questions over ${SECONDS} s; lost ${missing}, doubled ${tally.doubled}, failed writes ${errors.count}, streams ended ${drops}, unreadable frames ${badFrames}, questions at guest streams ${leaked}`;
    const figures: Figure[] = [
      record({
        bench: 'load', name: `${setup.label}, ${size}: writes delivered exactly once`, value: exactlyOnce, unit: 'deliveries', better: 'higher',
        baseline: expected, baselineLabel: 'every write at every member stream', goal: 'all of them: none lost or doubled, no errors', goalValue: expected, met: clean, note,
      }),
      record({ bench: 'load', name: `${setup.label}, ${size}: p50 delivery`, value: underLoad.p50, unit: 'ms', better: 'lower', baseline: baseline.p50, baselineLabel, note }),
      record({ bench: 'load', name: `${setup.label}, ${size}: p99 delivery`, value: underLoad.p99, unit: 'ms', better: 'lower', baseline: baseline.p99, baselineLabel, note }),
      ...servers.flatMap((_, n) => {
        const end = rssEnd[n];
        const start = rssStart[n];
        if (end === undefined || start === undefined) return [];
        return [record({
          bench: 'load', name: `${setup.label}, ${size}: API process ${n + 1} memory after the load`, value: end, unit: 'MB', better: 'lower',
          baseline: start, baselineLabel: 'the same process at the start', note: `${mb(rssOpen[n])} with the streams open`,
        })];
      }),
    ];
    for (const figure of figures) console.log(`  ${describe(figure)}`);
  });
}

/** A plain Node process with `streams` open connections, writing each frame it is given to every one of them. */
const PLAIN_SERVER = `
const http = require('node:http');
const streams = new Set();
http.createServer((request, response) => {
  if (request.url === '/stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
    response.write(': connected\\n\\n');
    streams.add(response);
    request.on('close', () => streams.delete(response));
    return;
  }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const frame = 'data: ' + body + '\\n\\n';
    for (const stream of streams) stream.write(frame);
    response.end('[]');
  });
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

type Plain = { cpuMsPer1000: number; p50: number; p99: number; delivered: number; expected: number; cpu: number; seconds: number };

/**
 * What writing the same bytes costs a plain Node process: `members` streams open to it, `rate` frames
 * a second for PLAIN_SECONDS, each a frame the API wrote (`frame`, with a new question id each time)
 * handed over in a POST and written to every stream. Its CPU per 1,000 deliveries is the curve's baseline.
 */
async function plainBaseline(members: number, rate: number, frame: { text: string; id: string }): Promise<Plain> {
  const child = spawn(process.execPath, ['-e', PLAIN_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const readers: Reader[] = [];
  return using(null, async () => {
    readers.forEach((reader) => reader.close());
    agent.destroy();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, async () => {
    const port = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) resolve(output.trim());
      });
      child.once('exit', () => reject(new Error('the plain Node server ended at start')));
    });
    const url = `http://127.0.0.1:${port}`;
    const total = rate * PLAIN_SECONDS;
    const tally = new Tally(total);
    readers.push(...(await openStreams(members, () => openStream(`${url}/stream`, {}, agent, tally))));
    await sleep(500);
    const cpuBefore = cpuMs(child.pid) ?? 0;
    const started = performance.now();
    const writes: Promise<unknown>[] = [];
    for (let index = 0; index < total; index++) {
      const wait = started + (index * 1000) / rate - performance.now();
      if (wait > 1) await sleep(wait);
      const id = randomUUID();
      tally.ids.set(id, index);
      tally.sentAt[index] = performance.now();
      writes.push(fetch(`${url}/write`, { method: 'POST', body: frame.text.replaceAll(frame.id, id), signal: AbortSignal.timeout(WRITE_TIMEOUT_MS) }).then((r) => r.text(), () => undefined));
      if (index % rate === 0 && tally.delivered < (index - BEHIND_LIMIT_S * rate) * members) break;
    }
    await Promise.all(writes);
    await waitForDeliveries(readers, [...tally.ids.values()], 10_000);
    const seconds = (performance.now() - started) / 1000;
    const cpu = ((cpuMs(child.pid) ?? 0) - cpuBefore) / 1000;
    const delays = stats(deliveryDelays(readers, tally).all);
    return { cpuMsPer1000: (cpu * 1000) / (tally.delivered / 1000), p50: delays.p50, p99: delays.p99, delivered: tally.delivered, expected: total * members, cpu, seconds };
  });
}

type CurveRow = {
  label: string;
  processes: number;
  members: number;
  rate: number;
  /** Why the point was not measured; the figures below are then absent. */
  notRun?: string;
  reading?: PointReading;
  delivered?: number;
  expected?: number;
  p50?: number;
  apiCpuPer1000?: number;
  nginxCpuPer1000?: number;
  plain?: Plain;
  kbPerStream?: number;
  heapKbPerStream?: number;
  held?: boolean;
  ranOut?: string[];
};

/** The API processes' memory once each has collected its garbage (bench/collect-garbage.mjs): RSS and JavaScript's own (heap and external), MB. */
async function settledMemory(servers: Server[], directory: string): Promise<{ rss: number; heap: number }> {
  await sleep(1000);
  for (const server of servers) {
    fs.rmSync(path.join(directory, `${server.pid}.json`), { force: true });
    if (alive(server.pid)) process.kill(server.pid as number, 'SIGUSR2');
  }
  let heap = 0;
  for (const server of servers) {
    const file = path.join(directory, `${server.pid}.json`);
    for (let attempt = 0; attempt < 50 && !fs.existsSync(file); attempt++) await sleep(100);
    const usage = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { heapUsed: number; external: number }) : undefined;
    heap += usage ? (usage.heapUsed + usage.external) / 2 ** 20 : Number.NaN;
  }
  await sleep(500);
  return { rss: servers.reduce((sum, server) => sum + (rssMb(server.pid) ?? Number.NaN), 0), heap };
}

/** The streams this process can hold open at once: its descriptor limit, less room for everything else. */
function streamRoom(): number {
  try {
    const soft = /Max open files\s+(\d+|unlimited)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'))?.[1];
    return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft) - 500;
  } catch {
    return Infinity;
  }
}

/**
 * One point of the curve on streams already open: `rate` questions a second for POINT_SECONDS, cut
 * short once deliveries fall BEHIND_LIMIT_S behind the writes (a point two cores cannot hold would
 * otherwise only queue more in memory), then up to CURVE_DRAIN_MS for the last deliveries.
 */
async function curvePoint(run: {
  base: string; servers: Server[]; nginxPid: number | undefined; postgresPid: number | undefined;
  writers: Member[]; memberStreams: Reader[]; guests: Reader[]; members: number; rate: number;
}): Promise<{ reading: PointReading; delivered: number; expected: number; p50: number; apiCpu: number; nginxCpu: number | undefined }> {
  const { servers, memberStreams, members, rate } = run;
  const total = rate * POINT_SECONDS;
  const tally = new Tally(total);
  for (const reader of memberStreams) reader.track(tally);
  const guestQuestions = run.guests.reduce((sum, guest) => sum + guest.questions, 0);
  const errors: Errors = { count: 0, kinds: new Map() };
  const accepted: number[] = [];
  const answers: number[] = [];
  const writes: Promise<void>[] = [];
  const cpuBefore = { api: servers.map((server) => cpuMs(server.pid) ?? 0), postgres: cpuMs(run.postgresPid), nginx: cpuMs(run.nginxPid), generator: process.cpuUsage(), machine: machineBusySeconds() };
  const started = performance.now();
  let sent = 0;
  let stoppedBehindSeconds: number | undefined;
  let nextCheck = started + 1000;
  for (let index = 0; index < total; index++) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 1) await sleep(wait);
    sent++;
    writes.push(
      postQuestion(run.base, run.writers[index % run.writers.length] as Member, tally, index, errors).then(({ ok, ms }) => {
        answers.push(ms);
        if (ok) accepted.push(index);
      }),
    );
    if (performance.now() >= nextCheck) {
      nextCheck += 1000;
      // Writes still unanswered count as behind too: a push that waits is a delivery that waits.
      const behind = (sent * members - tally.delivered) / (members * rate);
      if (behind > BEHIND_LIMIT_S) {
        stoppedBehindSeconds = behind;
        break;
      }
    }
  }
  const sendSeconds = (performance.now() - started) / 1000;
  const generatorSending = process.cpuUsage(cpuBefore.generator);
  const machineSending = machineBusySeconds();
  const sending = { api: servers.map((server) => cpuMs(server.pid)), postgres: cpuMs(run.postgresPid), nginx: cpuMs(run.nginxPid) };
  await Promise.all(writes);
  const missing = await waitForDeliveries(memberStreams, accepted, CURVE_DRAIN_MS);
  await sleep(500);
  const since = (before: number | undefined, after: number | undefined) => (before === undefined || after === undefined ? undefined : (after - before) / 1000);
  // What each used while the writes went out: a point that cannot be held shows its limit there (the
  // drain after it runs on a machine with no new writes).
  // Backends that ended took their CPU time with them: never below nothing.
  const postgresSending = since(cpuBefore.postgres, sending.postgres);
  const cpu: CpuUse = {
    api: servers.map((_, n) => since(cpuBefore.api[n], sending.api[n]) ?? 0),
    postgres: postgresSending === undefined ? undefined : Math.max(0, postgresSending),
    nginx: since(cpuBefore.nginx, sending.nginx),
    generator: (generatorSending.user + generatorSending.system) / 1e6,
    machine: cpuBefore.machine === undefined || machineSending === undefined ? undefined : machineSending - cpuBefore.machine,
  };
  // The API's and nginx's CPU for every delivery made, the drain's included.
  const apiCpu = servers.reduce((sum, server, n) => sum + (since(cpuBefore.api[n], cpuMs(server.pid)) ?? 0), 0);
  const nginxCpu = since(cpuBefore.nginx, cpuMs(run.nginxPid));
  const all = deliveryDelays(memberStreams, tally, 0, sent).all;
  const quarter = Math.max(1, Math.floor(sent / 4));
  const delivery = stats(all);
  const dropped = [...memberStreams, ...run.guests].filter((reader) => reader.dropped).length;
  const leaked = run.guests.reduce((sum, guest) => sum + guest.questions, 0) - guestQuestions;
  const errorTexts = [...errors.kinds.keys()];
  const reading: PointReading = {
    seconds: sendSeconds, cores: os.cpus().length, cpu, missing, doubled: tally.doubled, failedWrites: sent - accepted.length, leaked, errorTexts, droppedStreams: dropped,
    p99: delivery.p99,
    p99FirstQuarter: stats(deliveryDelays(memberStreams, tally, 0, quarter).all).p99,
    p99LastQuarter: stats(deliveryDelays(memberStreams, tally, sent - quarter, sent).all).p99,
    stoppedBehindSeconds, sentRate: sent / sendSeconds, rate, pushP50: stats(answers).p50, pushP99: stats(answers).p99,
    freeMb: os.freemem() / 2 ** 20, apiRssMb: Math.max(0, ...servers.map((server) => rssMb(server.pid) ?? 0)),
  };
  return { reading, delivered: tally.delivered, expected: sent * members, p50: delivery.p50, apiCpu, nginxCpu };
}

/**
 * The curve on PostgreSQL with `processes` API processes behind nginx: members sign up once; for each
 * size the processes start afresh (memory per stream is measured from a clean start), the size's
 * streams open, and each rate runs on them in turn. The plain-Node baselines are measured once, at
 * the first size, with a frame the API wrote.
 */
async function curveSetup(processes: number, binary: string, rows: CurveRow[], plains: Map<string, Plain>, noLoad: Map<string, ReturnType<typeof stats>>) {
  const label = `PostgreSQL, ${processes} ${processes === 1 ? 'process' : 'processes'} behind nginx`;
  const notRun = (members: number, rate: number, reason: string) => rows.push({ label, processes, members, rate, notRun: reason });
  const postgres = await holdPostgres();
  if ('skipped' in postgres) {
    for (const members of CURVE_MEMBERS) for (const rate of CURVE_RATES) notRun(members, rate, postgres.skipped);
    return;
  }
  await using(postgres, (held) => held.stop(), async (held) => {
    const postgresPid = postmasterPid(held.url);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-load-'));
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const nginxPort = await freePort();
    const env = {
      DATABASE_URL: held.url, PUBLIC_URL: `http://127.0.0.1:${nginxPort}`, TRUST_PROXY: '127.0.0.1',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import ${path.join(import.meta.dirname, 'collect-garbage.mjs')}`.trim(),
      BENCH_MEMORY_DIR: dataDir,
    };
    const most = Math.max(...CURVE_MEMBERS);
    let servers: Server[] = [];
    let nginx: RunningNginx | undefined;
    const readers: Reader[] = [];
    const stopAll = async () => {
      readers.forEach((reader) => reader.close());
      readers.length = 0;
      const result = await nginx?.stop();
      nginx = undefined;
      for (const server of servers) await stopServer(server);
      servers = [];
      return result;
    };
    const start = async () => {
      for (let n = 0; n < processes; n++) {
        const server = await startServer(dataDir, env);
        servers.push(server);
        if (!(await fetch(`${server.url}/api/v1/health`).then((r) => r.ok, () => false))) throw new Error(`API process ${n + 1} did not start`);
      }
      nginx = await startNginx(binary, nginxPort, servers.map((server) => new URL(server.url).host), 2 * (most + GUESTS) + 1024);
      return nginx.url;
    };
    await using(null, async () => {
      await stopAll();
      agent.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }, async () => {
      console.log(`\n${label}: starting…`);
      let base = await start();
      const signUpStarted = performance.now();
      const everyone = await signUp(base, dataDir, env.PUBLIC_URL, most);
      console.log(`  ${most} members signed up in ${((performance.now() - signUpStarted) / 1000).toFixed(1)} s`);
      const writers = everyone.slice(0, WRITERS);
      const protocol = { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) };
      const headersOf = (member: Member) => ({ authorization: `Bearer ${member.token}`, ...protocol });
      let first = true;
      /** By rate, the smaller point that already fell behind at it (or at fewer writes). */
      const behindAt = new Map<number, string>();
      for (const members of CURVE_MEMBERS) {
        if (CURVE_RATES.every((rate) => behindAt.has(rate))) {
          for (const rate of CURVE_RATES) notRun(members, rate, `not run: ${behindAt.get(rate)}`);
          continue;
        }
        if (members + GUESTS > streamRoom()) {
          for (const rate of CURVE_RATES) notRun(members, rate, `this process may open ${streamRoom() + 500} files (ulimit -n): raise it to hold ${members} streams`);
          continue;
        }
        if (!first) {
          await stopAll();
          base = await start();
        }
        first = false;
        const streamUrl = `${base}/api/v1/replication/stream`;
        // Warm-up, and what one write takes with no load: one stream, writes one at a time.
        const single = new Tally(WARM_UP + CURVE_NO_LOAD_WRITES);
        const singleErrors: Errors = { count: 0, kinds: new Map() };
        const one = await openStream(streamUrl, headersOf(everyone[0] as Member), agent, single);
        for (let index = 0; index < single.size; index++) {
          if (!(await postQuestion(base, writers[index % writers.length] as Member, single, index, singleErrors)).ok) continue;
          if ((await waitForDeliveries([one], [index], 10_000)) > 0) throw new Error(`the no-load write ${index} never reached its stream`);
          await sleep(50);
        }
        one.close();
        if (singleErrors.count > 0) throw new Error(`the no-load writes failed: ${[...singleErrors.kinds.keys()].join('; ')}`);
        if (!noLoad.has(label)) noLoad.set(label, stats(deliveryDelays([one], single, WARM_UP).all));
        if (plains.size === 0) {
          const frame = one.lastFrame;
          if (!frame) throw new Error('the no-load stream carried no question frame');
          for (const size of CURVE_MEMBERS) {
            if (size + GUESTS > streamRoom()) continue;
            for (const rate of CURVE_RATES) {
              const plain = await plainBaseline(size, rate, frame);
              plains.set(`${size}/${rate}`, plain);
              console.log(`  plain Node, ${size} streams, ${rate} frames/s: ${(plain.cpuMsPer1000).toFixed(1)} ms CPU per 1,000 deliveries, p50 ${plain.p50.toFixed(1)} ms, p99 ${plain.p99.toFixed(1)} ms, ${thousands(plain.delivered)} of ${thousands(plain.expected)} delivered`);
            }
          }
        }
        const before = await settledMemory(servers, dataDir);
        const openStarted = performance.now();
        const memberStreams = await openStreams(members, (n) => openStream(streamUrl, headersOf(everyone[n] as Member), agent, new Tally(0)));
        readers.push(...memberStreams);
        const guests = await openStreams(GUESTS, () => openStream(streamUrl, protocol, agent, undefined));
        readers.push(...guests);
        const openSeconds = (performance.now() - openStarted) / 1000;
        const opened = await settledMemory(servers, dataDir);
        const kbPerStream = ((opened.rss - before.rss) * 1024) / (members + GUESTS);
        const heapKbPerStream = ((opened.heap - before.heap) * 1024) / (members + GUESTS);
        console.log(`  ${members} member streams and ${GUESTS} guest streams open in ${openSeconds.toFixed(1)} s; API processes' memory ${mb(before.rss)} -> ${mb(opened.rss)} (${kbPerStream.toFixed(1)} KB a stream), JavaScript's ${mb(before.heap)} -> ${mb(opened.heap)} (${heapKbPerStream.toFixed(1)} KB a stream)`);
        let fellBehind: string | undefined;
        for (const rate of CURVE_RATES) {
          // A point beyond one that fell behind (more writes, or more members at as many) is not run:
          // it could only fall further behind, and queue more in memory.
          const beyond = fellBehind ?? behindAt.get(rate);
          if (beyond) {
            notRun(members, rate, `not run: ${beyond}`);
            continue;
          }
          const point = await curvePoint({ base, servers, nginxPid: nginx?.pid, postgresPid, writers, memberStreams, guests, members, rate });
          const plain = plains.get(`${members}/${rate}`);
          const ok = pointHeld(point.reading);
          const row: CurveRow = {
            label, processes, members, rate, reading: point.reading, delivered: point.delivered, expected: point.expected, p50: point.p50,
            apiCpuPer1000: (point.apiCpu * 1000) / (point.delivered / 1000),
            ...(point.nginxCpu === undefined ? {} : { nginxCpuPer1000: (point.nginxCpu * 1000) / (point.delivered / 1000) }), kbPerStream, heapKbPerStream, held: ok, ...(plain ? { plain } : {}),
            ...(ok ? {} : { ranOut: whatRanOut(point.reading) }),
          };
          rows.push(row);
          console.log(`  ${members} members, ${rate} writes/s: ${ok ? 'held' : `NOT held (${symptoms(point.reading).join('; ')}): ${row.ranOut?.join('; ')}`}; p50 ${point.p50.toFixed(1)} ms, p99 ${point.reading.p99.toFixed(1)} ms, ${thousands(point.delivered)} of ${thousands(point.expected)} delivered`);
          if (point.reading.stoppedBehindSeconds !== undefined || point.reading.missing > 0 || point.reading.failedWrites > 0) {
            fellBehind = `${members} members already fell behind at ${rate} writes/s`;
            for (const more of CURVE_RATES) if (more >= rate && !behindAt.has(more)) behindAt.set(more, fellBehind);
          }
          await sleep(2000);
        }
        readers.forEach((reader) => reader.close());
        readers.length = 0;
        await sleep(1000);
      }
    });
  });
}

const cell = (value: number | undefined, digits = 1) => (value === undefined || !Number.isFinite(value) ? 'n/a' : value.toFixed(digits));

/** The curve as a table, and its main figures recorded. */
function reportCurve(rows: CurveRow[], noLoad: Map<string, ReturnType<typeof stats>>) {
  console.log(`\nThe load curve: ${POINT_SECONDS} s a point, ${WRITERS} members writing in turn, ${GUESTS} guest streams too, loopback, ${os.cpus().length} cores shared by everything below`);
  console.log('lost: deliveries of accepted writes missing once the point drained; failed: writes not accepted; p50 and p99 over every write at every member stream; push: a write\'s answer.');
  console.log('CPU per 1,000 deliveries (ms): the API processes\' (and nginx\'s) CPU over the deliveries made, drain included; "plain" is a plain Node process writing the same frames to as many streams.');
  console.log('KB/stream: the API processes\' memory (RSS; heap: JavaScript\'s heap and external memory), each after a garbage collection, with the streams open less before they opened, over the streams.');
  console.log('Cores: CPU seconds over the seconds the writes went out; other: the rest of the machine\'s busy time (work that is not the benchmark\'s).');
  const header = ['setup', 'members', 'writes/s', 'lost', 'doubled', 'failed', 'p50 ms', 'p99 ms', 'push p50/p99 ms', 'API CPU ms/1k', 'plain ms/1k', 'x plain', 'nginx ms/1k', 'KB/stream RSS', 'heap', 'cores API', 'PG', 'nginx', 'generator', 'other', 'held / what ran out'];
  const body = rows.map((row) => {
    const r = row.reading;
    if (!r) return [row.label, String(row.members), String(row.rate), ...Array(17).fill('-'), row.notRun ?? ''];
    const core = (seconds: number | undefined) => cell(seconds === undefined ? undefined : seconds / r.seconds, 2);
    const ours = r.cpu.api.reduce((a, b) => a + b, 0) + (r.cpu.postgres ?? 0) + (r.cpu.nginx ?? 0) + r.cpu.generator;
    const other = r.cpu.machine === undefined ? undefined : Math.max(0, r.cpu.machine - ours);
    const verdict = row.held ? 'held' : `NOT held: ${symptoms(r).join('; ')}. Ran out: ${(row.ranOut ?? []).join('; ')}`;
    return [
      row.label, String(row.members), String(row.rate), thousands(r.missing), thousands(r.doubled), thousands(r.failedWrites),
      cell(row.p50), cell(r.p99), `${cell(r.pushP50, 0)}/${cell(r.pushP99, 0)}`, cell(row.apiCpuPer1000), cell(row.plain?.cpuMsPer1000),
      row.apiCpuPer1000 !== undefined && row.plain ? `${(row.apiCpuPer1000 / row.plain.cpuMsPer1000).toFixed(1)}x` : 'n/a', cell(row.nginxCpuPer1000),
      cell(row.kbPerStream, 1), cell(row.heapKbPerStream, 1), r.cpu.api.map((seconds) => core(seconds)).join('+'), core(r.cpu.postgres), core(r.cpu.nginx), core(r.cpu.generator), core(other), verdict,
    ];
  });
  console.log(table(header, body));
  for (const [label, baseline] of noLoad) console.log(`No load (${label}): one write at a time to one stream, p50 ${baseline.p50.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms`);
  for (const row of rows) {
    const size = `${row.members} members, ${row.rate} writes/s`;
    const r = row.reading;
    if (!r || row.delivered === undefined || row.expected === undefined) {
      const figure = record({ bench: 'load', name: `${row.label}, ${size}: writes delivered exactly once`, value: Number.NaN, unit: 'deliveries', better: 'higher', met: null, note: row.notRun ?? 'not measured' });
      console.log(`  ${describe(figure)}`);
      continue;
    }
    const note = `${POINT_SECONDS} s point; ${row.held ? 'held' : `not held: ${symptoms(r).join('; ')}; ran out: ${(row.ranOut ?? []).join('; ')}`}`;
    const baseline = noLoad.get(row.label);
    const baselineLabel = 'one write at a time to one member stream, same processes behind nginx';
    const figures = [
      record({
        bench: 'load', name: `${row.label}, ${size}: writes delivered exactly once`, value: row.delivered - r.doubled, unit: 'deliveries', better: 'higher',
        baseline: row.expected, baselineLabel: 'every write at every member stream', goal: 'all of them: none lost or doubled, no errors', goalValue: row.expected, met: row.held === true, note,
      }),
      record({ bench: 'load', name: `${row.label}, ${size}: p50 delivery`, value: row.p50 ?? Number.NaN, unit: 'ms', better: 'lower', baseline: baseline?.p50 ?? null, baselineLabel, note }),
      record({ bench: 'load', name: `${row.label}, ${size}: p99 delivery`, value: r.p99, unit: 'ms', better: 'lower', baseline: baseline?.p99 ?? null, baselineLabel, note }),
      record({
        bench: 'load', name: `${row.label}, ${size}: API CPU per 1,000 deliveries`, value: row.apiCpuPer1000 ?? Number.NaN, unit: 'ms', better: 'lower',
        baseline: row.plain?.cpuMsPer1000 ?? null, baselineLabel: 'a plain Node process writing the same frames to as many streams', note,
      }),
      record({
        bench: 'load', name: `${row.label}, ${size}: API memory per open stream`, value: row.kbPerStream ?? Number.NaN, unit: 'KB', better: 'lower',
        note: `RSS of the API processes after a garbage collection with the streams open, less before, over the streams; JavaScript's heap and external memory ${cell(row.heapKbPerStream)} KB a stream`,
      }),
    ];
    for (const figure of figures) console.log(`  ${describe(figure)}`);
  }
}

function skip(setup: Setup, reason: string) {
  console.log(`\n${setup.label}: skipped: ${reason}`);
  for (const what of ['writes delivered exactly once', 'p50 delivery', 'p99 delivery']) {
    const figure = record({
      bench: 'load', name: `${setup.label}, ${MEMBERS} members, ${RATE} writes/s: ${what}`, value: Number.NaN,
      unit: what.includes('delivery') ? 'ms' : 'deliveries', better: what.includes('delivery') ? 'lower' : 'higher', met: null, note: `skipped: ${reason}`,
    });
    console.log(`  ${describe(figure)}`);
  }
}

const nginx = ensureNginx();
const binary = 'binary' in nginx ? nginx.binary : null;
if (!binary) console.log(`nginx: ${'skipped' in nginx ? nginx.skipped : ''}`);

let failed = false;
if (CURVE) {
  if (!binary) {
    for (const processes of CURVE_PROCESSES) skip({ label: `PostgreSQL, ${processes} ${processes === 1 ? 'process' : 'processes'} behind nginx`, processes, nginx: null }, `no nginx to balance the processes: ${'skipped' in nginx ? nginx.skipped : ''}`);
  } else {
    const rows: CurveRow[] = [];
    const plains = new Map<string, Plain>();
    const noLoad = new Map<string, ReturnType<typeof stats>>();
    const curveStarted = performance.now();
    for (const processes of CURVE_PROCESSES) {
      await curveSetup(processes, binary, rows, plains, noLoad).catch((error: unknown) => {
        console.error(`PostgreSQL, ${processes} processes: ${(error as Error).stack ?? String(error)}`);
        failed = true;
      });
    }
    reportCurve(rows, noLoad);
    console.log(`The curve took ${((performance.now() - curveStarted) / 60_000).toFixed(1)} min.`);
  }
} else {
  const postgresSetup: Setup = { label: 'PostgreSQL, 2 processes behind nginx', processes: 2, nginx: binary };
  if (!binary) skip(postgresSetup, `no nginx to balance the two processes: ${'skipped' in nginx ? nginx.skipped : ''}`);
  else {
    const postgres = await holdPostgres();
    if ('skipped' in postgres) skip(postgresSetup, postgres.skipped);
    else {
      await using(postgres, (held) => held.stop(), (held) => measure(postgresSetup, held.url)).catch((error: unknown) => {
        console.error(`${postgresSetup.label}: ${(error as Error).stack ?? String(error)}`);
        failed = true;
      });
    }
  }
}

if (process.env.BENCH_LOAD_SQLITE !== '0') await measure({ label: binary ? 'SQLite, 1 process behind nginx' : 'SQLite, 1 process (no nginx)', processes: 1, nginx: binary }, undefined);
clearTimeout(watchdog);
if (failed) process.exitCode = 1;
