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

const { openFrontDoor } = await import('./landing');

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

/** The front door as the server draws it: its 'Sign in' button in the app's root element. */
function frontDoor(): HTMLButtonElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<div><button type="button" data-sign-in="">Sign in</button><a href="/events">Browse events</a></div>';
  document.body.append(root);
  return root.querySelector('button')!;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  logto.configs = [];
  logto.signedIn = false;
  logto.signIn.mockReset();
  history.replaceState(null, '', '/hi?source=poster');
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the front door for a visitor with no session', () => {
  it('keeps the page, and starts no sign-in until its Sign in button is pressed', async () => {
    serverConfig(null);
    const button = frontDoor();
    expect(await openFrontDoor()).toBe(true);
    expect(logto.signIn).not.toHaveBeenCalled();
    button.click();
    await settle();
    expect(logto.configs).toEqual([expect.objectContaining({ endpoint: 'https://id.example.com', appId: 'meetverse-web', resources: ['https://app.example.com/api'] })]);
    expect(logto.signIn).toHaveBeenCalledTimes(1);
    expect(logto.signIn).toHaveBeenCalledWith({ redirectUri: `${location.origin}/callback`, firstScreen: 'register', interactionMode: 'signUp' });
    // A second press while the first is on its way starts nothing more.
    button.click();
    await settle();
    expect(logto.signIn).toHaveBeenCalledTimes(1);
  });

  it("holds 'App Launched', with where the visit came from, for the page the visitor goes on to", async () => {
    serverConfig('phc_test');
    frontDoor();
    await openFrontDoor();
    expect(takeHeldEvents()).toEqual([]);
    leave();
    expect(takeHeldEvents()).toEqual([{ event: 'App Launched', properties: { source: 'poster' }, at: expect.any(Number) }]);
  });

  it("holds nothing when analytics has no key, and takes a source over 100 characters as 'Organic'", async () => {
    serverConfig(null);
    frontDoor();
    await openFrontDoor();
    leave();
    expect(takeHeldEvents()).toEqual([]);

    document.head.innerHTML = '';
    document.body.innerHTML = '';
    serverConfig('phc_test');
    frontDoor();
    history.replaceState(null, '', `/hi?source=${'x'.repeat(101)}`);
    await openFrontDoor();
    leave();
    expect(takeHeldEvents().map((held) => held.properties)).toEqual([{ source: 'Organic' }]);
  });

  it("starts the app with the tap kept when the issuer cannot be reached, holding no 'App Launched' (the app tracks it)", async () => {
    serverConfig('phc_test');
    const button = frontDoor();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logto.signIn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const startApp = vi.fn();
    expect(await openFrontDoor(startApp)).toBe(true);
    button.click();
    await settle();
    expect(startApp).toHaveBeenCalledWith(button);
    leave();
    expect(takeHeldEvents()).toEqual([]);
  });
});

describe('the front door leaves the page to the app', () => {
  it('for a member signed in on this device, who goes home', async () => {
    serverConfig('phc_test');
    const button = frontDoor();
    logto.signedIn = true;
    expect(await openFrontDoor()).toBe(false);
    button.click();
    await settle();
    expect(logto.signIn).not.toHaveBeenCalled();
  });

  it('with no connection, without reading anything', async () => {
    frontDoor();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await openFrontDoor()).toBe(false);
    expect(logto.configs).toEqual([]);
  });

  it('on a page the server did not draw (the service worker’s app shell)', async () => {
    serverConfig(null);
    expect(await openFrontDoor()).toBe(false);
    expect(logto.configs).toEqual([]);
  });
});
