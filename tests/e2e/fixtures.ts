import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { api, mintAccessToken } from '../../server/test-support';
import { FaultProxy } from './fault-proxy';
import { SERVER_BUNDLE_ENV } from './server-bundle';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The real server of `npm start` (built app, API, SQLite file), which a test may stop and start again. */
export class AppServer {
  private child: ChildProcess | undefined;
  /** Where the server listens; tests call the API here directly. */
  readonly url: string;
  /** Where people reach the app and the issuer (a proxy in front of it, or the server itself). */
  readonly publicUrl: string;
  private readonly env: Record<string, string>;

  constructor(
    readonly port: number,
    readonly dataDir: string,
    publicUrl?: string,
    /** More settings for the server process, e.g. a higher WRITE_LIMIT for a test that plays a busy server. */
    env: Record<string, string> = {},
  ) {
    // A copy: serveBuild changes it, and the object passed in is the fixture option every test shares.
    this.env = { ...env };
    this.url = `http://127.0.0.1:${port}`;
    this.publicUrl = publicUrl ?? this.url;
  }

  async start(): Promise<void> {
    // The compiled server when the global set-up made one (server-bundle.ts), else the sources.
    const bundle = process.env[SERVER_BUNDLE_ENV];
    const child = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        // E2E_STATIC_DIR: a build of one's own, when others rebuild dist/ in the same checkout mid-run.
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
        ...(this.publicUrl !== this.url ? { PUBLIC_URL: this.publicUrl } : {}),
        ...this.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.child = child;
    // A minute: a loaded two-core machine has taken more than twenty seconds to start it.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`${this.url}/api/v1/health`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('server did not start');
  }

  /** Serves another build of the app from the next start on: a new version deployed. */
  serveBuild(staticDir: string): void {
    this.env.STATIC_DIR = staticDir;
  }

  /** Stops the process as `npm start` is stopped (SIGTERM): the database is closed cleanly. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = undefined;
  }

  /** Kills the process outright, as a crash or a pulled plug would. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.child = undefined;
  }

  async token(sub: string): Promise<string> {
    return mintAccessToken(this.dataDir, { sub, iss: `${this.publicUrl}/oidc`, aud: `${this.publicUrl}/api` });
  }

  api<T = unknown>(method: string, route: string, options: { token?: string; body?: unknown } = {}) {
    return api<T>(this, method, route, options);
  }
}

export const ORGANISER = 'demo|ada@example.com';

/** The real server behind a FaultProxy; the browser goes to `url`, the proxy's origin. */
export type Proxied = { server: AppServer; proxy: FaultProxy; url: string };

/** Where the global set-up left a migrated, seeded data directory (and its issuer keys) to start from. */
export const TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/**
 * A fresh data directory for one test's server: a copy of the prepared one when the test seeds as it
 * does (a first start migrates, seeds and makes issuer keys, a second of a second each), else empty.
 */
function freshDataDir(serverEnv: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  const seedsAsUsual = !Object.keys(serverEnv).some((key) => key.startsWith('SEED_'));
  if (template && seedsAsUsual && fs.existsSync(template)) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/** A demo member signed in on a device (a browser context) of their own, on /home and synced; closed after the test. */
export type DemoMember = (email: string, options?: BrowserContextOptions & { browser?: Browser }) => Promise<Page>;

export const test = base.extend<{ server: AppServer; proxied: Proxied; serverEnv: Record<string, string>; demoMember: DemoMember }>({
  serverEnv: [{}, { option: true }],
  demoMember: async ({ browser, server }, provide) => {
    const devices: BrowserContext[] = [];
    // A test may bring a browser of its own (one with a fake camera, say).
    await provide(async (email, { browser: own, ...options } = {}) => {
      const context = await (own ?? browser).newContext(options);
      devices.push(context);
      const page = await context.newPage();
      await page.goto(`${server.url}/home`);
      await signInAtIssuer(page, email);
      await expect(page).toHaveURL(`${server.url}/home`);
      await waitForSync(page);
      return page;
    });
    await Promise.all(devices.map((context) => context.close()));
  },
  server: async ({ serverEnv }, provide) => {
    const server = new AppServer(await freePort(), freshDataDir(serverEnv), undefined, serverEnv);
    await server.start();
    await provide(server);
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  },
  proxied: async ({ serverEnv }, provide) => {
    let port = 0;
    const proxy = new FaultProxy(() => port);
    await proxy.listen(0);
    port = await freePort();
    const server = new AppServer(port, freshDataDir(serverEnv), proxy.url, serverEnv);
    await server.start();
    await provide({ server, proxy, url: proxy.url });
    await server.stop();
    await proxy.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  },
});

export { expect };

/**
 * How long a flow waits for the install hint: the service worker installs only once the page has settled
 * (its first sync done, at most 15 s after it started), then fetches and stores every file of the app.
 */
export const INSTALL_HINT_TIMEOUT = 45_000;

/** Waits until the service worker controls the page, so a reload is served from its precache. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
}

export async function waitForSync(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-sync-connected', 'true');
}

/** Answers the embedded issuer's sign-in page. */
export async function signInAtIssuer(page: Page, email: string, name?: string): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  if (name) await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Goes through the three signup steps with a name and nothing else. */
export async function completeSignup(page: Page, fullName: string): Promise<void> {
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('combobox', { name: 'Fields of expertise' }).fill('Testing');
  await page.getByRole('combobox', { name: 'Fields of expertise' }).press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Interests' }).fill('Coffee');
  await page.getByRole('combobox', { name: 'Interests' }).press('Enter');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByRole('button', { name: 'Finish' }).click();
}

/** A member who has signed up, on /home. */
export async function signUpNewMember(page: Page, server: AppServer, email: string, fullName: string): Promise<void> {
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, email);
  await completeSignup(page, fullName);
  await expect(page).toHaveURL(`${server.url}/home`);
}
