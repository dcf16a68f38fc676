import path from 'node:path';
import { deviceTimeZone, isTimeZone } from '../schemas/time-zone';
import { API_LIMITS, type ApiLimits } from './http/rate-limits';

export type ServerConfig = {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set, else an SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** The origin people reach the app at; the embedded issuer names itself from it. */
  publicUrl: string;
  /** More origins the app runs at (a dev server, say): the embedded issuer accepts their callback paths too. */
  extraOrigins: string[];
  /** Built PWA to serve; absent in API-only tests. */
  staticDir: string | undefined;
  adminEmails: string[];
  logto: { endpoint: string | undefined; appId: string; apiResource: string };
  analytics: { key: string | null; host: string };
  apiLimits: ApiLimits;
  /** Behind a load balancer: which proxy's X-Forwarded-For to believe, so limits count people, not the proxy. */
  trustProxy: boolean | string;
  /** Origins that may show an event's big screen in a frame (venue signage); nothing else is framed. */
  bigScreenFrameOrigins: string[];
  seedDemoData: boolean;
  /** The demo questions and reactions, on top of the demo data. */
  seedDemoQuestions: boolean;
  logLevel: string;
  /** Fails a JSON answer its response schema would not write as the route sent it (the tests set CHECK_RESPONSES=true). */
  checkResponses: boolean;
  /** How often, in ms, the server brings event statuses in line with their start and end times. */
  liveStatusTickMs: number;
  /** The time zone an event gets when none is given (events stored before events had one, an older app's push). */
  defaultTimeZone: string;
  /** PASS_SIGNING_KEY: the PKCS#8 PEM of the ECDSA P-256 key event passes are signed with; unset keeps one in dataDir. */
  passSigningKey: string | undefined;
  /** Web push (VAPID, RFC 8292): the key pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, unset keeps one in dataDir. */
  push: {
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    /** VAPID_SUBJECT: how a push service reaches whoever runs this server (mailto: or https:). */
    subject: string;
    /** PUSH_HTTP_ENDPOINTS=true lets a device name a push service over plain http (a test's own on loopback). */
    allowHttpEndpoints: boolean;
    /** How often, in ms, pushes held back in a conversation's window are sent grouped. */
    sweepMs: number;
  };
};

/**
 * The time zone of events that name none: DEFAULT_TIME_ZONE (an IANA name), else the server's own. Read
 * where config is not passed (a migration, the events' rules), and checked when the config loads.
 */
export function defaultTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const name = env.DEFAULT_TIME_ZONE;
  if (name === undefined || name === '') return deviceTimeZone();
  if (!isTimeZone(name)) throw new Error(`DEFAULT_TIME_ZONE must be an IANA time zone such as Europe/Berlin, got ${name}`);
  return name;
}

/** The longest delay a Node.js timer takes (about 24.8 days); a longer one would fire at once. */
const TIMER_MAX_MS = 2_147_483_647;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

function origins(value: string | undefined, name = 'OIDC_EXTRA_ORIGINS'): string[] {
  return list(value).map((item) => {
    const url = URL.parse(item);
    if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`${name} must list http(s) origins, got ${item}`);
    return url.origin;
  });
}

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, got ${value}`);
  return n;
}

/** 'true' believes any proxy; otherwise the addresses or ranges of the proxies, comma-separated. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function tickMs(value: string | undefined): number {
  const n = count(value, 'LIVE_STATUS_TICK_MS') ?? 30_000;
  if (n > TIMER_MAX_MS) throw new Error(`LIVE_STATUS_TICK_MS must be at most ${TIMER_MAX_MS} ms, got ${value}`);
  return n;
}

/** A mailto: or https: address; else the app's own address when it is https, else a mailto: of its host. */
function vapidSubject(value: string | undefined, publicUrl: string): string {
  if (value) {
    if (!/^(mailto:|https:\/\/)/.test(value)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got ${value}`);
    return value;
  }
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname === '127.0.0.1' ? 'localhost' : url.hostname}`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const publicUrl = (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/$/, '');
  return {
    host,
    port,
    // Set but empty is unset, as for the other settings: not the working directory.
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    extraOrigins: origins(env.OIDC_EXTRA_ORIGINS),
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR ?? 'dist'),
    adminEmails: list(env.ADMIN_EMAILS),
    logto: {
      endpoint: env.LOGTO_ENDPOINT?.replace(/\/$/, '') || undefined,
      appId: env.LOGTO_APP_ID ?? 'meetverse-web',
      apiResource: env.LOGTO_API_RESOURCE ?? `${publicUrl}/api`,
    },
    // Analytics goes to the EU zone unless another host is set.
    analytics: { key: env.POSTHOG_KEY || null, host: env.POSTHOG_HOST ?? 'https://eu.i.posthog.com' },
    trustProxy: trustProxy(env.TRUST_PROXY),
    apiLimits: {
      writes: { ...API_LIMITS.writes, max: count(env.WRITE_LIMIT, 'WRITE_LIMIT') ?? API_LIMITS.writes.max },
      failedAuth: API_LIMITS.failedAuth,
    },
    bigScreenFrameOrigins: origins(env.BIG_SCREEN_FRAME_ORIGINS, 'BIG_SCREEN_FRAME_ORIGINS'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    seedDemoQuestions: env.SEED_DEMO_DATA !== 'false' && env.SEED_DEMO_QUESTIONS !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    checkResponses: env.CHECK_RESPONSES === 'true',
    liveStatusTickMs: tickMs(env.LIVE_STATUS_TICK_MS),
    defaultTimeZone: defaultTimeZone(env),
    passSigningKey: env.PASS_SIGNING_KEY || undefined,
    push: {
      vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject: vapidSubject(env.VAPID_SUBJECT, publicUrl),
      allowHttpEndpoints: env.PUSH_HTTP_ENDPOINTS === 'true',
      sweepMs: count(env.PUSH_SWEEP_MS, 'PUSH_SWEEP_MS') ?? 30_000,
    },
  };
}
