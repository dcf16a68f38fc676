import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeProxy, endToEnd, listenOnLoopback, pathOf, STREAM_PATH } from './fault-proxy';

/**
 * A seeded chaos proxy: a reverse proxy between browsers and the real server that, while `faults`
 * is on, breaks replication traffic (everything under /api/v1/replication/) the way real networks,
 * load balancers and retrying intermediaries do. Everything else (the app, the sign-in issuer, the
 * REST API) passes straight through. Each fault is one a network can produce and the protocol must
 * survive:
 *
 * Requests (pulls, pushes, document look-ups):
 * - refused: answered 502 without reaching the server (a gateway whose upstream is unreachable);
 * - reset: the connection is reset before the request reaches the server (a dropped connection);
 * - answer lost: a push reaches the server, which commits it, and its answer never comes back
 *   (a 502 from a gateway that timed out, or a reset): the device must send it again, and the
 *   server must take the replay as the write it already has;
 * - delayed: the request waits before it goes on, or its answer waits before it comes back (a slow
 *   or congested link);
 * - duplicated: a push is sent to the server twice, one after the other or both at once, and the
 *   device hears the second answer (an intermediary that retries a request it thinks was lost);
 * - reordered: an answer is held back until the answer of a request made after it has come back
 *   (answers travel on different connections and may overtake each other).
 *
 * The live stream (server-sent events over one connection):
 * - refused: a new stream is answered 502 or reset before it reaches the server;
 * - cut: the connection drops, between frames or in the middle of one, at a random moment. TCP never
 *   loses a frame and carries on: what a real network loses, it loses with the connection, and the
 *   device reconnects and pulls from its checkpoint. A frame is therefore never dropped on its own;
 * - delayed: frames wait before they go on, the later ones queued behind them (a slow link), so pulls
 *   and push answers on other connections overtake them;
 * - duplicated: a frame is sent twice in a row (a fan-out that delivers at least once);
 * - reordered: a frame is held back and sent after the next frame of another collection (changes of
 *   different collections reaching a stream by different paths, as with several server processes).
 *   Frames of one collection keep their order: a collection's checkpoint is a position in its commit
 *   order, and the server writes each connection's frames in that order.
 *
 * Seeded: every decision comes from a small deterministic generator (mulberry32) seeded with the run's
 * seed and, so that members do not share one sequence, with the member the request is made for (read
 * from its token, never checked) and the kind of traffic. A run with the same seed follows the same
 * fault plan for each member's n-th request and each stream's n-th frame; a real browser's timing
 * still varies, so a replay is close, not identical. Turning faults off releases everything held at
 * once and lets traffic through untouched. Every push, pull answer, frame and fault is kept in
 * `traffic`, with the stamp and sync state of each document, to follow a write; DEBUG_CHAOS=1 also
 * prints every fault as it strikes.
 */

export type FaultKind =
  | 'request refused'
  | 'request reset'
  | 'push answer lost'
  | 'request delayed'
  | 'answer delayed'
  | 'push duplicated'
  | 'answer reordered'
  | 'stream refused'
  | 'stream cut'
  | 'stream cut mid-frame'
  | 'frame delayed'
  | 'frame duplicated'
  | 'frames reordered';

export const FAULT_KINDS: readonly FaultKind[] = [
  'request refused',
  'request reset',
  'push answer lost',
  'request delayed',
  'answer delayed',
  'push duplicated',
  'answer reordered',
  'stream refused',
  'stream cut',
  'stream cut mid-frame',
  'frame delayed',
  'frame duplicated',
  'frames reordered',
];

/** How often each fault strikes: the chance per request, push, stream or frame, and how long waits last. */
export type ChaosRates = {
  /** Of replication requests: answered 502 or reset without reaching the server. */
  refuse: number;
  /** Of pushes that reached the server: the answer is lost. */
  loseAnswer: number;
  /** Of requests: the request or its answer waits. */
  delay: number;
  /** Of pushes: sent to the server twice. */
  duplicate: number;
  /** Of answers: held until a later request's answer has come back. */
  reorder: number;
  /** Of new streams: refused. */
  refuseStream: number;
  /** Of data frames: the stream is cut there. */
  cutAtFrame: number;
  /** How long a stream lives at most before it is cut, whether frames flow or not. */
  streamLifeMs: [number, number];
  /** Of data frames: delayed, duplicated, held for the next frame of another collection. */
  delayFrame: number;
  duplicateFrame: number;
  reorderFrame: number;
  /** The range of every delay. */
  delayMs: [number, number];
  /** The longest a held answer or frame waits for one to overtake it. */
  holdMs: number;
};

export const DEFAULT_RATES: ChaosRates = {
  refuse: 0.06,
  loseAnswer: 0.08,
  delay: 0.2,
  duplicate: 0.08,
  reorder: 0.08,
  refuseStream: 0.15,
  cutAtFrame: 0.04,
  streamLifeMs: [2_000, 15_000],
  delayFrame: 0.15,
  duplicateFrame: 0.08,
  reorderFrame: 0.12,
  delayMs: [50, 1_500],
  holdMs: 2_000,
};

/** mulberry32: a tiny, fast, good enough generator of numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed of its own for each label, from the run's seed: FNV-1a over both, then mixed. */
export function subSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed >>> 0}:${label}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** The run's seed: CHAOS_SEED when given (a number), else a fresh one to print and replay with. */
export function chaosSeed(value = process.env.CHAOS_SEED): number {
  if (value !== undefined && value.trim() !== '') {
    const seed = Number(value);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`CHAOS_SEED must be an integer from 0 to 4294967295, not '${value}'`);
    return seed;
  }
  return Math.floor(Math.random() * 0xffffffff) >>> 0;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One entry of the traffic log: a push and what it carried, a pull's answer or a stream frame and what it brought, or a fault. */
export type TrafficEntry = {
  at: number;
  member: string;
  via: string;
  collection: string;
  ids: string[];
  /** Of each document: its stamp, sync state, and whether it is active or deleted; of a pushed one, the stamp it assumed. */
  states: string[];
  checkpoint: unknown;
};

type Traced = Record<string, unknown> & { id: string };

const stateOf = (doc: Traced): string =>
  [
    doc.updatedAt,
    doc.sync_state ?? doc.status,
    'active' in doc ? `active=${String(doc.active)}` : '',
    doc._deleted ? 'deleted' : '',
    'assumed' in doc ? `assumed=${String(doc.assumed ?? 'none')}` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');

const REPLICATION = '/api/v1/replication/';
const PUSH = /^\/api\/v1\/replication\/[^/]+\/push$/;

/** Whom a request is made for: the token's subject, read without checking it, or 'guest'. */
function memberOf(req: http.IncomingMessage): string {
  const token = /^Bearer ([^.]+)\.([^.]+)\./.exec(req.headers.authorization ?? '');
  if (!token?.[2]) return 'guest';
  try {
    const { sub } = JSON.parse(Buffer.from(token[2], 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof sub === 'string' ? sub : 'guest';
  } catch {
    return 'guest';
  }
}

export class ChaosProxy {
  /** Faults injected so far, by kind. */
  readonly injected = Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<FaultKind, number>;
  /** Replication requests, streams and data frames that passed while faults were on. */
  readonly seen = { requests: 0, pushes: 0, streams: 0, frames: 0 };
  /** Every push, pull answer, stream frame and fault, in order, to trace where a document went when a run fails. */
  readonly traffic: TrafficEntry[] = [];
  url = '';
  private on = false;
  private server: http.Server | undefined;
  private readonly generators = new Map<string, () => number>();
  private readonly streamCount = new Map<string, number>();
  private readonly streams = new Set<http.ServerResponse>();
  /** Waits cut short when faults go off. */
  private readonly sleepers = new Set<() => void>();
  /** Held answers, each waiting for the answer of a request that came after it. */
  private readonly held = new Set<{ after: number; release: () => void }>();
  private readonly shapers = new Set<FrameShaper>();
  private sequence = 0;

  constructor(
    private readonly targetPort: () => number,
    readonly seed: number,
    readonly rates: ChaosRates = DEFAULT_RATES,
  ) {}

  get faults(): boolean {
    return this.on;
  }

  /** Faults on: replication traffic is broken from now on. Off: whatever is held goes at once, and traffic flows untouched. */
  set faults(on: boolean) {
    this.on = on;
    if (on) {
      for (const shaper of this.shapers) shaper.arm();
      return;
    }
    for (const wake of [...this.sleepers]) wake();
    for (const entry of [...this.held]) entry.release();
    for (const shaper of [...this.shapers]) shaper.release();
  }

  /** How many faults were injected in all. */
  get total(): number {
    return Object.values(this.injected).reduce((sum, count) => sum + count, 0);
  }

  async listen(port = 0): Promise<void> {
    this.server = await listenOnLoopback((req, res) => void this.handle(req, res), port);
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.faults = false;
    await closeProxy(this.server, this.streams);
  }

  /** The generator of one member's traffic of one kind ('requests', 'stream 3', …). */
  random(member: string, traffic: string): () => number {
    const label = `${member}|${traffic}`;
    let generator = this.generators.get(label);
    if (!generator) this.generators.set(label, (generator = mulberry32(subSeed(this.seed, label))));
    return generator;
  }

  count(kind: FaultKind, detail: string): void {
    this.injected[kind] += 1;
    this.traffic.push({ at: Date.now(), member: detail.split(' ')[0] ?? '', via: `${kind}: ${detail}`, collection: '', ids: [], states: [], checkpoint: null });
    if (process.env.DEBUG_CHAOS) console.log('CHAOS', Date.now() % 1_000_000, kind, detail);
  }

  /** Waits `ms`, or less if faults go off meanwhile. */
  pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }

  /** A delay within the range, `fraction` of the way from its shortest to its longest. */
  delayOf(fraction: number): number {
    const [low, high] = this.rates.delayMs;
    return Math.round(low + fraction * (high - low));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = pathOf(req.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (path === STREAM_PATH) return this.stream(req, res, body);
    if (!this.on || !path.startsWith(REPLICATION)) {
      if (req.method === 'POST' && PUSH.test(path)) this.recordPush(req, path, body, `push #${++this.sequence}`);
      const answer = await this.forward(req, body);
      this.reply(res, answer, req.method === 'HEAD');
      this.delivered(req, path, answer);
      return;
    }
    await this.request(req, res, path, body);
  }

  /** A replication request with faults on. */
  private async request(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: Buffer): Promise<void> {
    const member = memberOf(req);
    const random = this.random(member, 'requests');
    const push = req.method === 'POST' && PUSH.test(path);
    const seq = ++this.sequence;
    const what = `${member} ${req.method} ${path} #${seq}`;
    this.seen.requests += 1;
    if (push) {
      this.seen.pushes += 1;
      this.recordPush(req, path, body, `push #${seq}`);
    }
    // Every roll is made, in the same order, whichever faults strike: one request's plan never shifts another's.
    const { refuse, how, delay, where, ms, duplicate, together, lose, reorder } = {
      refuse: random(),
      how: random(),
      delay: random(),
      where: random(),
      ms: random(),
      duplicate: random(),
      together: random(),
      lose: random(),
      reorder: random(),
    };

    if (refuse < this.rates.refuse) {
      if (how < 0.5) {
        this.count('request refused', what);
        this.reply(res, badGateway('The server cannot be reached'));
      } else {
        this.count('request reset', what);
        req.socket.destroy();
      }
      return;
    }
    const delayed = delay < this.rates.delay;
    if (delayed && where < 0.5) {
      this.count('request delayed', what);
      await this.pause(this.delayOf(ms));
    }
    let answer: Answer;
    if (push && this.on && duplicate < this.rates.duplicate) {
      this.count('push duplicated', what);
      if (together < 0.5) {
        answer = (await Promise.all([this.forward(req, body), this.forward(req, body)]))[1];
      } else {
        await this.forward(req, body);
        answer = await this.forward(req, body);
      }
    } else {
      answer = await this.forward(req, body);
    }
    if (push && this.on && answer.status < 500 && lose < this.rates.loseAnswer) {
      this.count('push answer lost', `${what} (the server answered ${answer.status})`);
      if (how < 0.5) this.reply(res, badGateway('The server did not answer in time'));
      else req.socket.destroy();
      this.answered(seq);
      return;
    }
    if (delayed && where >= 0.5 && this.on) {
      this.count('answer delayed', what);
      await this.pause(this.delayOf(ms));
    }
    if (this.on && reorder < this.rates.reorder) {
      this.count('answer reordered', what);
      await this.overtaken(seq);
    }
    this.reply(res, answer);
    this.delivered(req, path, answer);
    this.answered(seq);
  }

  /** Notes what a pull's answer brought, once it went back. */
  private delivered(req: http.IncomingMessage, path: string, answer: Answer): void {
    const route = /^\/api\/v1\/replication\/([^/]+)\/(pull|push)$/.exec(path);
    if (!route?.[1] || answer.status !== 200) return;
    try {
      const parsed = JSON.parse(answer.body.toString('utf8')) as { documents: Traced[]; checkpoint: unknown } | Traced[];
      if (Array.isArray(parsed)) this.record(memberOf(req), 'push answer (conflicts)', route[1], parsed, null);
      else this.record(memberOf(req), `pull ${(req.url ?? '').split('?')[1] ?? ''}`, route[1], parsed.documents, parsed.checkpoint);
    } catch {
      // Not documents: nothing to trace.
    }
  }

  /** Notes a push and the documents it carries, so a write can be followed to the server. */
  private recordPush(req: http.IncomingMessage, path: string, body: Buffer, via: string): void {
    try {
      const rows = JSON.parse(body.toString('utf8')) as { newDocumentState: Traced; assumedMasterState?: { updatedAt?: unknown } | null }[];
      const pushed = rows.map((row) => ({ ...row.newDocumentState, assumed: row.assumedMasterState?.updatedAt ?? null }));
      this.record(memberOf(req), via, path.split('/')[4] ?? '', pushed, null);
    } catch {
      // Not rows: nothing to trace.
    }
  }

  record(member: string, via: string, collection: string, documents: Traced[], checkpoint: unknown): void {
    this.traffic.push({ at: Date.now(), member, via, collection, ids: documents.map((doc) => doc.id), states: documents.map(stateOf), checkpoint });
  }

  /** Resolves once the answer of a request that came after `seq` has gone back, or after holdMs. */
  private overtaken(seq: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        after: seq,
        release: () => {
          this.held.delete(entry);
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(entry.release, this.rates.holdMs);
      this.held.add(entry);
    });
  }

  private answered(seq: number): void {
    for (const entry of [...this.held]) if (seq > entry.after) entry.release();
  }

  /** The whole answer of the server, or a 502 when it cannot be reached. */
  private forward(req: http.IncomingMessage, body: Buffer): Promise<Answer> {
    return new Promise((resolve) => {
      const upstream = http.request({
        host: '127.0.0.1',
        port: this.targetPort(),
        method: req.method,
        path: req.url,
        headers: { ...endToEnd(req.headers), 'content-length': String(body.length), connection: 'close' },
        agent: false,
      });
      upstream.on('error', (error) => resolve(badGateway(`The server cannot be reached (${error.message})`)));
      upstream.on('response', (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(parts) }));
        answer.on('error', (error) => resolve(badGateway(`The server's answer broke off (${error.message})`)));
      });
      upstream.end(body);
    });
  }

  /** Sends a whole answer; the answer to a HEAD keeps the length the server named. */
  private reply(res: http.ServerResponse, answer: Answer, head = false): void {
    if (res.destroyed || res.headersSent) return;
    const headers = endToEnd(answer.headers);
    if (!head) headers['content-length'] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    res.end(head ? undefined : answer.body);
  }

  /** The live stream: passed through, or shaped frame by frame while faults are on. */
  private stream(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const member = memberOf(req);
    const index = (this.streamCount.get(member) ?? 0) + 1;
    this.streamCount.set(member, index);
    const random = this.random(member, `stream ${index}`);
    const what = `${member} stream ${index}`;
    if (this.on) {
      this.seen.streams += 1;
      const [refuse, how] = [random(), random()];
      if (refuse < this.rates.refuseStream) {
        if (how < 0.5) {
          this.count('stream refused', `${what}: 502`);
          this.reply(res, badGateway('The server cannot be reached'));
        } else {
          this.count('stream refused', `${what}: reset`);
          req.socket.destroy();
        }
        return;
      }
    }
    const upstream = http.request({
      host: '127.0.0.1',
      port: this.targetPort(),
      method: req.method,
      path: req.url,
      headers: { ...endToEnd(req.headers), 'content-length': String(body.length), connection: 'close' },
      agent: false,
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) this.reply(res, badGateway(`The server cannot be reached (${error.message})`));
      else res.destroy();
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      if (answer.statusCode !== 200) {
        answer.pipe(res);
        return;
      }
      this.streams.add(res);
      const shaper = new FrameShaper(this, res, random, what, member);
      this.shapers.add(shaper);
      res.on('close', () => {
        this.streams.delete(res);
        this.shapers.delete(shaper);
        shaper.stop();
        answer.destroy();
      });
      answer.setEncoding('utf8');
      answer.on('data', (text: string) => shaper.write(text));
      answer.on('error', () => res.destroy());
      answer.on('close', () => {
        if (!answer.complete) res.destroy();
        else shaper.end();
      });
    });
    upstream.end(body);
  }
}

const badGateway = (message: string): Answer => ({
  status: 502,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify({ error: 'bad_gateway', message })),
});

type Held = { block: string; collection: string; timer: NodeJS.Timeout };

/**
 * One stream's frames on their way to the browser: split at the blank line that ends each event,
 * then written one at a time, in order, each with its own faults while the proxy's are on.
 */
class FrameShaper {
  private buffer = '';
  private queue = Promise.resolve();
  private held: Held | undefined;
  private lifetime: NodeJS.Timeout | undefined;

  constructor(
    private readonly proxy: ChaosProxy,
    private readonly res: http.ServerResponse,
    private readonly random: () => number,
    private readonly what: string,
    private readonly member: string,
  ) {
    if (proxy.faults) this.arm();
  }

  /** Writes a whole event, noting the documents of a data frame as delivered. */
  private send(block: string): void {
    this.res.write(block);
    const data = /^data: ?(.*)$/m.exec(block)?.[1];
    if (data === undefined) return;
    try {
      const { collection, documents, checkpoint } = JSON.parse(data) as { collection: string; documents: Traced[]; checkpoint: unknown };
      this.proxy.record(this.member, this.what, collection, documents, checkpoint);
    } catch {
      // Not a frame of documents: nothing to trace.
    }
  }

  /** Faults are on: the connection drops after a random while, whether frames flow or not. */
  arm(): void {
    if (this.lifetime) return;
    const [low, high] = this.proxy.rates.streamLifeMs;
    this.lifetime = setTimeout(() => {
      this.lifetime = undefined;
      this.cut('after a while');
    }, low + this.random() * (high - low));
  }

  write(text: string): void {
    this.buffer += text;
    let end = this.buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = this.buffer.slice(0, end + 2);
      this.buffer = this.buffer.slice(end + 2);
      this.queue = this.queue.then(() => this.frame(block));
      end = this.buffer.indexOf('\n\n');
    }
  }

  end(): void {
    this.queue = this.queue.then(() => {
      this.flushHeld();
      this.res.end();
    });
  }

  /** Faults went off: a held frame goes now (frames waiting on a delay go as their waits end). */
  release(): void {
    this.flushHeld();
  }

  stop(): void {
    clearTimeout(this.lifetime);
    if (this.held) clearTimeout(this.held.timer);
    this.held = undefined;
  }

  private get open(): boolean {
    return !this.res.destroyed && !this.res.writableEnded;
  }

  private cut(when: string, partial?: string): void {
    if (!this.proxy.faults || !this.open) return;
    if (partial) {
      this.proxy.count('stream cut mid-frame', `${this.what} ${when}`);
      this.res.write(partial);
    } else {
      this.proxy.count('stream cut', `${this.what} ${when}`);
    }
    this.stop();
    this.res.destroy();
  }

  private flushHeld(): void {
    const held = this.held;
    if (!held) return;
    clearTimeout(held.timer);
    this.held = undefined;
    if (this.open) this.send(held.block);
  }

  private async frame(block: string): Promise<void> {
    if (!this.open) return;
    const data = /^data: ?(.*)$/m.exec(block)?.[1];
    if (!this.proxy.faults || data === undefined) {
      // Faults off, or a comment (the greeting, a heartbeat): it goes as it is.
      this.flushHeld();
      this.send(block);
      return;
    }
    this.proxy.seen.frames += 1;
    let collection = '';
    try {
      collection = String((JSON.parse(data) as { collection?: unknown }).collection ?? '');
    } catch {
      // Not JSON: passed on untouched below like any other frame.
    }
    // Every roll is made, in the same order, whichever faults strike.
    const random = this.random;
    const { cut, midFrame, delay, ms, reorder, duplicate } = { cut: random(), midFrame: random(), delay: random(), ms: random(), reorder: random(), duplicate: random() };
    const what = `at a ${collection} frame`;
    if (cut < this.proxy.rates.cutAtFrame) {
      this.cut(what, midFrame < 0.5 ? block.slice(0, Math.max(1, Math.floor(block.length / 2))) : undefined);
      return;
    }
    if (delay < this.proxy.rates.delayFrame) {
      this.proxy.count('frame delayed', `${this.what} ${what}`);
      await this.proxy.pause(this.proxy.delayOf(ms));
      if (!this.open) return;
    }
    const held = this.held;
    if (held && this.proxy.faults) {
      clearTimeout(held.timer);
      this.held = undefined;
      if (held.collection !== collection) {
        this.proxy.count('frames reordered', `${this.what}: a ${held.collection} frame after a ${collection} frame`);
        this.send(block);
        this.send(held.block);
      } else {
        this.send(held.block);
        this.send(block);
      }
      return;
    }
    this.flushHeld();
    if (this.proxy.faults && reorder < this.proxy.rates.reorderFrame) {
      // Held for the next frame; if none comes soon, it goes on its own, in order.
      this.held = { block, collection, timer: setTimeout(() => this.flushHeld(), this.proxy.rates.holdMs) };
      return;
    }
    this.send(block);
    if (duplicate < this.proxy.rates.duplicateFrame) {
      this.proxy.count('frame duplicated', `${this.what} ${what}`);
      this.send(block);
    }
  }
}
