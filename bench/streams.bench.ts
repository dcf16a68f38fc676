/**
 * 500 open live streams and one change fanned out to all of them (issue: p50/p99), on the real server
 * process over SQLite, loopback only:
 *
 * - 500 members (seeded as signing up makes them) each open `GET /api/v1/replication/stream` with an
 *   access token of their own; this process reads all 500 with node:http.
 * - The change: the organiser creates a public event (`POST /api/v1/events`, with the event's id given),
 *   which every stream carries. Each reader's time runs from just before the request leaves to the
 *   first chunk of its stream holding the event's id; p50 and p99 are over every reader of every
 *   measured change (BENCH_STREAM_CHANGES, after two warm-up changes).
 * - Baselines, with the same reader code in this process: the single stream (one member's stream open,
 *   the same change: what the write and one delivery take), and a plain Node process holding 500 open
 *   HTTP responses that writes the same bytes to each as soon as a trigger request reaches it, over the
 *   same loopback (what fanning out to 500 sockets takes here, with no checks, no database and no
 *   JSON). The server's resident memory (VmRSS, from /proc) is printed with no stream open and with 500.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../schemas/api';
import { mintAccessToken } from '../server/test-support';
import { startServer } from './harness';
import { rssMb, sleep, stats } from './measure';
import { describe, record } from './results';
import { seedMembers } from './seed';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const CHANGES = Number(process.env.BENCH_STREAM_CHANGES ?? 10);
const WARM_UP = 2;
const PAUSE_MS = 500;

process.env.WRITE_LIMIT ??= '100000';
process.env.SEED_DEMO_QUESTIONS ??= 'false';

/** One open stream: resolves once the server's first bytes arrived; records when a watched text comes. */
type Reader = { close: () => void; arrivals: Map<string, number> };

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
let watched: string | null = null;

function openReader(url: string, headers: Record<string, string>): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const request = http.get(url, { agent, headers }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let tail = '';
      let opened = false;
      response.on('data', (chunk: string) => {
        const at = performance.now();
        const text = tail + chunk;
        if (watched && !arrivals.has(watched) && text.includes(watched)) arrivals.set(watched, at);
        // Enough of the last chunk to find an id split across two.
        tail = text.slice(-64);
        if (!opened) {
          opened = true;
          resolve({ close: () => request.destroy(), arrivals });
        }
      });
      response.on('error', () => {});
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

/** Opens `count` readers, 50 at a time. */
async function openReaders(count: number, open: (n: number) => Promise<Reader>): Promise<Reader[]> {
  const readers: Reader[] = [];
  for (let start = 0; start < count; start += 50) {
    readers.push(...(await Promise.all(Array.from({ length: Math.min(50, count - start) }, (_, k) => open(start + k)))));
  }
  return readers;
}

/** Makes `changes` changes after two warm-up ones; answers each reader's delay for the measured ones. */
async function fanOut(readers: Reader[], change: (id: string) => Promise<void>, changes: number): Promise<number[]> {
  const delays: number[] = [];
  for (let run = 0; run < WARM_UP + changes; run++) {
    const id = randomUUID();
    watched = id;
    const started = performance.now();
    await change(id);
    const deadline = Date.now() + 30_000;
    while (readers.some((reader) => !reader.arrivals.has(id))) {
      if (Date.now() > deadline) throw new Error(`${readers.filter((reader) => !reader.arrivals.has(id)).length} streams never got change ${run}`);
      await sleep(5);
    }
    if (run >= WARM_UP) for (const reader of readers) delays.push((reader.arrivals.get(id) as number) - started);
    watched = null;
    await sleep(PAUSE_MS);
  }
  return delays;
}

/** A plain Node process that holds open responses and writes a trigger's body to all of them. */
const FLOOR_SOURCE = `
const http = require('node:http');
const open = new Set();
http.createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(': connected\\n\\n');
    open.add(response);
    request.on('close', () => open.delete(response));
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const frame = 'data: ' + Buffer.concat(chunks).toString() + '\\n\\n';
    for (const stream of open) stream.write(frame);
    response.end('ok');
  });
}).listen(0, '127.0.0.1', function () { console.log('PORT=' + this.address().port); });
`;

async function rawFloor(eventBody: (id: string) => string) {
  const child = spawn(process.execPath, ['-e', FLOOR_SOURCE], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /PORT=(\d+)/.exec(output)?.[1];
        if (found) resolve(Number(found));
      });
      child.once('exit', () => reject(new Error('the plain fan-out process ended')));
    });
    const base = `http://127.0.0.1:${port}`;
    const readers = await openReaders(STREAMS, () => openReader(`${base}/stream`, {}));
    try {
      return await fanOut(readers, async (id) => {
        const response = await fetch(`${base}/write`, { method: 'POST', body: eventBody(id) });
        await response.text();
      }, CHANGES);
    } finally {
      readers.forEach((reader) => reader.close());
    }
  } finally {
    child.kill('SIGTERM');
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-streams-'));
console.log(`Seeding ${STREAMS} members…`);
const subs = await seedMembers(dataDir, STREAMS);
const server = await startServer(dataDir);

try {
  const tokenOf = (sub: string) => mintAccessToken(dataDir, { sub, iss: `${server.url}/oidc`, aud: `${server.url}/api` });
  const organiser = await tokenOf('demo|ada@example.com');
  const streamUrl = `${server.url}/api/v1/replication/stream`;
  const headersOf = (token: string) => ({ authorization: `Bearer ${token}`, [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) });
  const eventOf = (id: string) => ({ id, name: `Fan-out ${id.slice(0, 8)}`, live_status: 'planned', is_community: false });
  const createEvent = async (id: string) => {
    const response = await fetch(`${server.url}/api/v1/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organiser}`, 'content-type': 'application/json' },
      body: JSON.stringify(eventOf(id)),
    });
    if (!response.ok) throw new Error(`creating an event answered ${response.status}: ${await response.text()}`);
    await response.text();
  };
  const tokens = await Promise.all(subs.map(tokenOf));

  console.log(`One stream, ${CHANGES} changes…`);
  const single = await openReaders(1, () => openReader(streamUrl, headersOf(tokens[0] as string)));
  const singleDelays = await fanOut(single, createEvent, CHANGES);
  single.forEach((reader) => reader.close());
  await sleep(1000);
  const rssBefore = rssMb(server.pid);

  console.log(`Opening ${STREAMS} streams…`);
  const openStart = performance.now();
  const readers = await openReaders(STREAMS, (n) => openReader(streamUrl, headersOf(tokens[n] as string)));
  const openMs = performance.now() - openStart;
  await sleep(1000);
  const rssOpen = rssMb(server.pid);
  console.log(`${STREAMS} streams open in ${(openMs / 1000).toFixed(1)} s; ${CHANGES} changes, each to all of them…`);
  let appDelays: number[];
  try {
    appDelays = await fanOut(readers, createEvent, CHANGES);
  } finally {
    readers.forEach((reader) => reader.close());
  }
  const rssAfter = rssMb(server.pid);

  console.log(`The same bytes from a plain Node process to ${STREAMS} open responses, ${CHANGES} times…`);
  const floorDelays = await rawFloor((id) => JSON.stringify({ collection: 'events', documents: [eventOf(id)], checkpoint: { id, updatedAt: Date.now() } }));

  const app = stats(appDelays);
  const one = stats(singleDelays);
  const floor = stats(floorDelays);
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(`\nOne change fanned out to ${STREAMS} open streams (${CHANGES} changes after ${WARM_UP} warm-up, ${app.count} deliveries), loopback`);
  console.log('  path                                                      p50 ms   p99 ms   max ms');
  console.log(`  app: event created -> frame at each of ${STREAMS} member streams ${ms(app.p50)}  ${ms(app.p99)}  ${ms(app.max)}`);
  console.log(`  app: the same change, one stream open                    ${ms(one.p50)}  ${ms(one.p99)}  ${ms(one.max)}`);
  console.log(`  plain Node: trigger -> same bytes at each of ${STREAMS} responses ${ms(floor.p50)}  ${ms(floor.p99)}  ${ms(floor.max)}`);
  const mb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);
  console.log(`  server memory (RSS): ${mb(rssBefore)} with no stream open, ${mb(rssOpen)} with ${STREAMS} open, ${mb(rssAfter)} after the changes`);
  const note = `${app.count} deliveries over ${CHANGES} changes; one stream alone: p50 ${one.p50.toFixed(1)} ms, p99 ${one.p99.toFixed(1)} ms; server RSS ${mb(rssBefore)} -> ${mb(rssOpen)} with ${STREAMS} streams`;
  for (const figure of [
    record({
      bench: 'streams', name: `${STREAMS} streams, one change: p50 delivery`, value: app.p50, unit: 'ms', better: 'lower',
      baseline: floor.p50, baselineLabel: `a plain Node process writing the same bytes to ${STREAMS} open responses`, note,
    }),
    record({
      bench: 'streams', name: `${STREAMS} streams, one change: p99 delivery`, value: app.p99, unit: 'ms', better: 'lower',
      baseline: floor.p99, baselineLabel: `a plain Node process writing the same bytes to ${STREAMS} open responses`, note,
    }),
    ...(rssOpen !== undefined && rssBefore !== undefined
      ? [record({
          bench: 'streams', name: `server memory with ${STREAMS} streams open`, value: rssOpen, unit: 'MB', better: 'lower',
          baseline: rssBefore, baselineLabel: 'the same server with no stream open', note: `RSS after the changes ${mb(rssAfter)}`,
        })]
      : []),
  ]) console.log(`  ${describe(figure)}`);
  console.log(`  load average while measured: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
} finally {
  agent.destroy();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
