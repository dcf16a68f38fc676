import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { buildApp, type App } from './app';
import { readConfig } from './config';
import { loadOrCreateIssuerKeys } from './auth/keys';
import { scratchDir } from './scratch-dirs.testing';

export type TestServer = App & { url: string; dataDir: string; close: () => Promise<void> };

/**
 * With TEST_DATABASE_URL set, each data directory gets its own PostgreSQL database, so the same
 * tests run on PostgreSQL as on SQLite.
 */
export async function postgresDatabaseFor(dataDir: string): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const name = `meetverse_${path.basename(dataDir).replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The real app on a random port with its own database; tests talk HTTP to it. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? scratchDir();
  const databaseUrl = await postgresDatabaseFor(dataDir);
  const config = readConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    // Server tests count what they write themselves; the demo questions would be in the way.
    SEED_DEMO_QUESTIONS: 'false',
    PORT: '0',
    // A response schema that would drop or change a field the route sends fails the request.
    CHECK_RESPONSES: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config);
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...app, url: `http://127.0.0.1:${port}`, dataDir, close: () => app.app.close() };
}

type Signed = { sub: string; typ: string; iss?: string | undefined; aud: string; expiresIn?: string | undefined; payload: Record<string, unknown> };

/** Signs a token with the embedded issuer's key, as the issuer would; issuer as a server on PORT 0 names it. */
async function signAsIssuer(dataDir: string, { sub, typ, iss, aud, expiresIn, payload }: Signed): Promise<string> {
  const jwk = (await loadOrCreateIssuerKeys(dataDir)).signing[0];
  if (!jwk) throw new Error('no signing key');
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ })
    .setSubject(sub)
    .setIssuer(iss ?? 'http://127.0.0.1:0/oidc')
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(expiresIn ?? '1h')
    .sign(await importJWK(jwk, 'RS256'));
}

/** An access token for the API, as the issuer gives one after sign-in. */
export function mintAccessToken(
  dataDir: string,
  claims: { sub: string; email?: string; aud?: string; iss?: string; expiresIn?: string },
): Promise<string> {
  const payload = { scope: 'openid profile email', ...(claims.email ? { email: claims.email } : {}) };
  return signAsIssuer(dataDir, { ...claims, typ: 'at+jwt', aud: claims.aud ?? 'http://127.0.0.1:0/api', payload });
}

/** An ID token for the app (audience: its client id), as the issuer gives one after sign-in. */
export function mintIdToken(
  dataDir: string,
  claims: { sub: string; email?: string; email_verified?: boolean; aud?: string; iss?: string },
): Promise<string> {
  const { sub, aud, iss, ...payload } = claims;
  return signAsIssuer(dataDir, { sub, iss, typ: 'JWT', aud: aud ?? 'meetverse-web', payload });
}

/** The demo organiser of every seeded event (server/db/seed.ts). */
export const ORGANISER_SUB = 'demo|ada@example.com';
export const OTHER_MEMBER_SUB = 'demo|grace@example.com';

export async function api<T = unknown>(
  server: { url: string },
  method: string,
  route: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api/v1${route}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export const DEMO_SUBS = {
  ada: ORGANISER_SUB,
  grace: OTHER_MEMBER_SUB,
  tim: 'demo|tim@example.com',
  katherine: 'demo|katherine@example.com',
} as const;

export type DemoName = keyof typeof DEMO_SUBS;
export type Members = Record<DemoName, { token: string; id: string }>;

/** Tokens and profile ids of the four demo members. */
export async function signInDemoMembers(server: TestServer): Promise<Members> {
  const entries = await Promise.all(
    Object.entries(DEMO_SUBS).map(async ([name, sub]) => {
      const token = await mintAccessToken(server.dataDir, { sub });
      const me = await api<{ data: { id: string } }>(server, 'GET', '/users/me', { token });
      return [name, { token, id: me.body.data.id }] as const;
    }),
  );
  return Object.fromEntries(entries) as Members;
}

type Pulled = Record<string, unknown> & { id: string; _deleted: boolean; updatedAt: number };

/** Every document of a collection the token's member may pull, following checkpoints. */
export async function pullAll<T = Pulled>(server: { url: string }, collection: string, token?: string, limit = 200): Promise<T[]> {
  const seen: T[] = [];
  type Checkpoint = { updatedAt: number; id: string } | null;
  let checkpoint: Checkpoint = null;
  for (;;) {
    const query = new URLSearchParams({ limit: String(limit) });
    if (checkpoint) {
      query.set('updatedAt', String(checkpoint.updatedAt));
      query.set('id', checkpoint.id);
    }
    const { status, body } = await api<{ documents: T[]; checkpoint: Checkpoint; message?: string }>(
      server,
      'GET',
      `/replication/${collection}/pull?${query}`,
      token ? { token } : {},
    );
    if (status !== 200) throw new Error(`pull ${collection} answered ${status}: ${body.message}`);
    seen.push(...body.documents);
    if (body.documents.length < limit) return seen;
    checkpoint = body.checkpoint;
  }
}

export function push<T = Pulled>(server: { url: string }, collection: string, token: string, rows: unknown) {
  return api<T[]>(server, 'POST', `/replication/${collection}/push`, { token, body: rows });
}

export type StreamFrame = { collection: string; documents: Pulled[]; checkpoint: { updatedAt: number; id: string } };

/** An open live stream that collects its frames; `waitFor` resolves with the first frame that matches. */
export async function openStream(server: { url: string }, token?: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/v1/replication/stream`, {
    signal: controller.signal,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const reader = (response.body as unknown as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
  const frames: StreamFrame[] = [];
  let buffer = '';
  let waiters: (() => void)[] = [];
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          if (block.startsWith('data: ')) frames.push(JSON.parse(block.slice(6)) as StreamFrame);
          boundary = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
        waiters = [];
      }
    } catch {
      // aborted
    }
  })();
  async function waitFor(match: (frame: StreamFrame) => boolean, timeoutMs = 5_000): Promise<StreamFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('no matching stream frame in time');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return { frames, waitFor, close: () => controller.abort() };
}
