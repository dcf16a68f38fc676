// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID } from '../schemas/first-visit';
import type * as LogtoModule from '@logto/browser';
import { takeHeldEvents } from './lib/analytics-held';

const logto = vi.hoisted(() => ({
  configs: [] as unknown[],
  signedIn: false,
  signIn: vi.fn(async (_options: unknown) => undefined),
}));
vi.mock('@logto/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof LogtoModule>()),
  default: class {
    constructor(config: unknown) {
      logto.configs.push(config);
    }
    isAuthenticated = async () => logto.signedIn;
    signIn = logto.signIn;
  },
}));

const { signInFromLanding } = await import('./landing');

function serverConfig(analyticsKey: string | null) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = CLIENT_CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify({
    auth: { endpoint: 'https://id.example.com', appId: 'meetverse-web', apiResource: 'https://app.example.com/api' },
    analytics: { key: analyticsKey, host: 'https://eu.i.posthog.com' },
  });
  document.head.append(block);
}

const leave = () => window.dispatchEvent(new Event('pagehide'));

beforeEach(() => {
  logto.configs = [];
  logto.signedIn = false;
  logto.signIn.mockReset();
  history.replaceState(null, '', '/hi?source=poster');
});
afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the landing page for a visitor with no session', () => {
  it('goes to sign-in, registration first, with the issuer of the page’s configuration', async () => {
    serverConfig(null);
    expect(await signInFromLanding()).toBe(true);
    expect(logto.configs).toEqual([expect.objectContaining({ endpoint: 'https://id.example.com', appId: 'meetverse-web', resources: ['https://app.example.com/api'] })]);
    expect(logto.signIn).toHaveBeenCalledWith({ redirectUri: `${location.origin}/callback`, firstScreen: 'register', interactionMode: 'signUp' });
  });

  it("holds 'App Launched', with where the visit came from, for the page sign-in returns to", async () => {
    serverConfig('phc_test');
    await signInFromLanding();
    expect(takeHeldEvents()).toEqual([]);
    leave();
    expect(takeHeldEvents()).toEqual([{ event: 'App Launched', properties: { source: 'poster' }, at: expect.any(Number) }]);
  });

  it("holds nothing when analytics has no key, and takes a source over 100 characters as 'Organic'", async () => {
    serverConfig(null);
    await signInFromLanding();
    leave();
    expect(takeHeldEvents()).toEqual([]);

    document.head.innerHTML = '';
    serverConfig('phc_test');
    history.replaceState(null, '', `/hi?source=${'x'.repeat(101)}`);
    await signInFromLanding();
    leave();
    expect(takeHeldEvents().map((held) => held.properties)).toEqual([{ source: 'Organic' }]);
  });
});

describe('the landing page leaves it to the app', () => {
  it('for a member signed in on this device', async () => {
    serverConfig('phc_test');
    logto.signedIn = true;
    expect(await signInFromLanding()).toBe(false);
    expect(logto.signIn).not.toHaveBeenCalled();
  });

  it('with no connection, without reading anything', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await signInFromLanding()).toBe(false);
    expect(logto.configs).toEqual([]);
  });

  it("when the issuer cannot be reached, holding no 'App Launched' (the app tracks it)", async () => {
    serverConfig('phc_test');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logto.signIn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await signInFromLanding()).toBe(false);
    leave();
    expect(takeHeldEvents()).toEqual([]);
  });
});
