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
 */
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
import { holdPostgres } from './postgres';
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
const watchdogMs = 2 * (SECONDS * 1000 + 600_000);
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
 * Opens a live stream and reads its frames; resolves with the server's first bytes. A member's stream
 * records each write of `tally` it carries; a guest's (no `tally`) only counts the questions it gets.
 */
function openStream(url: string, headers: Record<string, string>, agent: http.Agent, tally: Tally | undefined): Promise<Reader> {
  return new Promise((resolve, reject) => {
    let closing = false;
    const reader: Reader = {
      counts: tally ? new Uint8Array(tally.size) : undefined,
      delays: tally ? new Float32Array(tally.size) : undefined,
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
      let message: StreamMessage<{ id: string }>;
      try {
        message = JSON.parse(text.slice(6)) as StreamMessage<{ id: string }>;
      } catch {
        reader.badFrames++;
        return;
      }
      if (message.collection !== 'questions') return;
      for (const doc of message.documents) {
        reader.questions++;
        const index = tally?.ids.get(doc.id);
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
 * database).
 */
function deliveryDelays(readers: Reader[], tally: Tally, from = 0) {
  const all: number[] = [];
  const sameProcess: number[] = [];
  const otherProcess: number[] = [];
  for (const reader of readers) {
    if (!reader.counts || !reader.delays) continue;
    for (let index = from; index < tally.size; index++) {
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

const postgresSetup: Setup = { label: 'PostgreSQL, 2 processes behind nginx', processes: 2, nginx: binary };
let failed = false;
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

await measure({ label: binary ? 'SQLite, 1 process behind nginx' : 'SQLite, 1 process (no nginx)', processes: 1, nginx: binary }, undefined);
clearTimeout(watchdog);
if (failed) process.exitCode = 1;
