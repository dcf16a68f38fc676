import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the browser made through the proxy. */
export type LoggedRequest = {
  at: number;
  method: string;
  path: string;
  /** Path and query. */
  url: string;
  /** The ids of the rows of a replication push. */
  pushedIds?: string[];
};

export type CrashedPush = { status: number; body: string; ids: string[] };

export const STREAM_PATH = '/api/v1/replication/stream';
// Hop-by-hop headers belong to one connection: each side of the proxy has its own.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-connection'];
export const endToEnd = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
const pushPath = (collection: string) => `/api/v1/replication/${collection}/push`;
export const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/';

/** A proxy's server on a loopback port (0: any free one), its connections kept alive as a browser's are. */
export async function listenOnLoopback(handler: http.RequestListener, port: number): Promise<http.Server> {
  const server = http.createServer(handler);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

/** Ends a proxy's open streams and connections, then its server. */
export async function closeProxy(server: http.Server | undefined, streams: Iterable<http.ServerResponse>): Promise<void> {
  for (const res of streams) res.destroy();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

/**
 * A reverse proxy between the browser and the real server that can break things on purpose:
 * it can let a push commit on the server and then never answer it (killing the server), cut the
 * live stream for a while, or hold pushes back. Responses are streamed through, so SSE works.
 * The app and the issuer live at the proxy's origin (start the server with PUBLIC_URL = proxy.url).
 * DEBUG_PROXY=1 prints every request, answer and upstream error.
 */
export class FaultProxy {
  readonly log: LoggedRequest[] = [];
  private server: http.Server | undefined;
  private readonly streams = new Set<http.ServerResponse>();
  private streamCutUntil = 0;
  private crash:
    | { collection: string; matches: (ids: string[]) => boolean; onCrash: () => Promise<void>; resolve: (push: CrashedPush) => void }
    | undefined;
  /** Pushes wait this long before they are forwarded (the browser may be gone by then: they go anyway). */
  pushDelayMs = 0;
  url = '';

  constructor(private readonly targetPort: () => number) {}

  async listen(port: number): Promise<void> {
    this.server = await listenOnLoopback((req, res) => void this.handle(req, res), port);
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await closeProxy(this.server, this.streams);
  }

  /**
   * The next push of `collection` (whose row ids `matches`) goes to the server, which commits it;
   * when the server has answered, `onCrash` kills it and the browser's connection is dropped
   * without an answer. A push that cannot reach the server leaves the trap armed.
   */
  crashOnNextPush(collection: string, onCrash: () => Promise<void>, matches: (ids: string[]) => boolean = () => true): Promise<CrashedPush> {
    return new Promise((resolve) => {
      this.crash = { collection, matches, onCrash, resolve };
    });
  }

  /** Drops every open live stream and refuses new ones for `ms`. */
  cutStream(ms: number): void {
    this.streamCutUntil = Date.now() + ms;
    for (const res of this.streams) res.destroy();
    this.streams.clear();
  }

  get streamCut(): boolean {
    return Date.now() < this.streamCutUntil;
  }

  /** Pulls of `collection` logged since `since`. */
  pulls(collection: string, since = 0): LoggedRequest[] {
    return this.log.filter((entry) => entry.method === 'GET' && entry.path === `/api/v1/replication/${collection}/pull` && entry.at >= since);
  }

  /** Pushes of `collection` logged since `since`. */
  pushes(collection: string, since = 0): LoggedRequest[] {
    return this.log.filter((entry) => entry.method === 'POST' && entry.path === pushPath(collection) && entry.at >= since);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = pathOf(req.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const entry: LoggedRequest = { at: Date.now(), method: req.method ?? 'GET', path, url: req.url ?? path };
    if (req.method === 'POST' && /^\/api\/v1\/replication\/[^/]+\/push$/.test(path)) {
      try {
        entry.pushedIds = (JSON.parse(body.toString('utf8')) as { newDocumentState: { id: string } }[]).map((row) => row.newDocumentState.id);
      } catch {
        entry.pushedIds = [];
      }
    }
    this.log.push(entry);
    if (process.env.DEBUG_PROXY) console.log('PROXY', entry.at % 1000000, entry.method, req.url, entry.pushedIds?.length ?? '');

    if (path === STREAM_PATH && this.streamCut) {
      req.socket.destroy();
      return;
    }
    const armed = this.crash;
    const crash = armed && req.method === 'POST' && path === pushPath(armed.collection) && armed.matches(entry.pushedIds ?? []) ? armed : undefined;
    if (crash) this.crash = undefined;
    if (entry.pushedIds && this.pushDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.pushDelayMs));

    const upstream = http.request({
      host: '127.0.0.1',
      port: this.targetPort(),
      method: req.method,
      path: req.url,
      headers: { ...endToEnd(req.headers), 'content-length': String(body.length), connection: 'close' },
      // A fresh connection each time: a killed server leaves no dead sockets in a pool.
      agent: false,
    });
    upstream.on('error', (error) => {
      if (process.env.DEBUG_PROXY) console.log('PROXY-ERROR', Date.now() % 1000000, entry.method, path, error.message);
      if (crash && !this.crash) this.crash = crash;
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'bad_gateway', message: `The server cannot be reached (${error.message})` }));
      } else {
        res.destroy();
      }
    });
    upstream.on('response', (answer) => {
      if (process.env.DEBUG_PROXY) console.log('PROXY-ANSWER', Date.now() % 1000000, entry.method, path, answer.statusCode);
      if (crash) {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          void (async () => {
            await crash.onCrash();
            res.destroy();
            crash.resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), ids: entry.pushedIds ?? [] });
          })();
        });
        return;
      }
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      if (path === STREAM_PATH) {
        if (this.streamCut) {
          res.destroy();
          answer.destroy();
          return;
        }
        this.streams.add(res);
        res.on('close', () => {
          this.streams.delete(res);
          answer.destroy();
        });
      }
      // A server that dies mid-answer (the stream, say) drops the browser's connection too.
      answer.on('error', () => res.destroy());
      answer.on('close', () => {
        if (!answer.complete) res.destroy();
      });
      answer.pipe(res);
    });
    upstream.end(body);
  }
}
