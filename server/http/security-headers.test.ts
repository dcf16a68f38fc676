import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../scratch-dirs.testing';
import { startTestServer, type TestServer } from '../test-support';
import { analyticsOrigins } from './security-headers';

function builtApp(): string {
  const dir = scratchDir('meetverse-static-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Meetverse</title><script type="module" src="/assets/app.js"></script>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

const directives = (header: string | null) =>
  Object.fromEntries((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

describe('security headers', () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = builtApp();
    server = await startTestServer({
      STATIC_DIR: staticDir,
      POSTHOG_KEY: 'phc_test',
      POSTHOG_HOST: 'https://eu.i.posthog.com',
      BIG_SCREEN_FRAME_ORIGINS: 'https://signage.example.org',
    });
  });
  afterAll(() => server.close());

  it('sends nosniff on every kind of response: the app, its files, the API and an API error', async () => {
    for (const route of ['/home', '/assets/app.js', '/api/v1/health', '/api/v1/no-such-route']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.headers.get('x-content-type-options'), route).toBe('nosniff');
    }
  });

  it("gives the app's pages a policy of its own origin, the analytics host and no inline script", async () => {
    const policy = directives((await fetch(`${server.url}/home`)).headers.get('content-security-policy'));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['connect-src']).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('never lets another site frame the app', async () => {
    for (const route of ['/home', '/events/rustconf', '/api/v1/health']) {
      const response = await fetch(`${server.url}${route}`);
      expect(directives(response.headers.get('content-security-policy'))['frame-ancestors'], route).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options'), route).toBe('DENY');
    }
  });

  it("lets the service worker, and only it, fetch pictures from other https hosts to keep them for offline use", async () => {
    fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    const worker = directives((await fetch(`${server.url}/sw.js`)).headers.get('content-security-policy'));
    expect(worker['connect-src']).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com', 'https:']);
    expect(worker['script-src']).not.toContain('https:');
    const page = directives((await fetch(`${server.url}/home`)).headers.get('content-security-policy'));
    expect(page['connect-src']).not.toContain('https:');
  });

  it("lets only the configured signage origins frame an event's big screen", async () => {
    const response = await fetch(`${server.url}/events/rustconf/big-screen`);
    expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'self'", 'https://signage.example.org']);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});

describe('the policy with a Logto tenant and no analytics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STATIC_DIR: builtApp(), LOGTO_ENDPOINT: 'https://tenant.logto.app' });
  });
  afterAll(() => server.close());

  it('allows the identity provider and no analytics host', async () => {
    const policy = directives((await fetch(`${server.url}/hi`)).headers.get('content-security-policy'));
    expect(policy['connect-src']).toEqual(["'self'", 'https://tenant.logto.app']);
    expect(policy['form-action']).toEqual(["'self'", 'https://tenant.logto.app']);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('keeps the big screen unframeable when no signage origin is configured', async () => {
    const response = await fetch(`${server.url}/events/rustconf/big-screen`);
    expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('analyticsOrigins', () => {
  it.each([
    ['https://eu.i.posthog.com', ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']],
    ['https://analytics.example.org/ingest', ['https://analytics.example.org']],
    ['not a url', []],
  ])('for %s allows %o', (host, expected) => {
    expect(analyticsOrigins(host)).toEqual(expected);
  });
});
