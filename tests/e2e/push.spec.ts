import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startPushService } from '../../server/push/push-service.testing';
import { expect, test, waitForOfflineReady, type AppServer } from './fixtures';
import { shoot } from './page-support';
import { issuerSubOf } from './sync-support';
import { appLink } from '../../schemas/app-links';

/** A switch by its label, which its description follows in its accessible name. */
const kind = (label: string) => new RegExp(`^${label}`);

const section = (page: Page) => page.getByRole('region', { name: 'Notifications on this phone' });

type FakeSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** A subscription of a push service that does not exist; its keys are real P-256 and auth values. */
const NOWHERE: FakeSubscription = {
  endpoint: 'https://push.example.test/e2e-device',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
};

/**
 * Headless Chromium reaches no real push service, so the browser's subscribe answers with the given
 * subscriptions in turn (the last one again once they run out): the app's and the server's handling
 * of them is what is tested; the server's sending is tested against a push service of its own
 * (server/push/push.test.ts). The browser keeps the subscription across reloads of the tab until
 * `loseSubscription`; the permission prompts the page asked for are counted.
 */
async function fakePushService(page: Page, subscriptions: FakeSubscription[] = [NOWHERE]) {
  await page.addInitScript((handedOut: FakeSubscription[]) => {
    const STATE = 'e2e-push-service';
    type State = { made: number; held: boolean; asked: number };
    const state = (): State => JSON.parse(sessionStorage.getItem(STATE) ?? '{"made":0,"held":false,"asked":0}') as State;
    const save = (next: State) => sessionStorage.setItem(STATE, JSON.stringify(next));
    const current = () => {
      const made = state().made;
      const json = handedOut[Math.min(Math.max(made - 1, 0), handedOut.length - 1)] as FakeSubscription;
      return { endpoint: json.endpoint, options: { applicationServerKey: null }, toJSON: () => json, unsubscribe: async () => (save({ ...state(), held: false }), true) };
    };
    PushManager.prototype.subscribe = async function () {
      save({ ...state(), made: state().made + 1, held: true });
      return current() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (state().held ? current() : null) as unknown as PushSubscription;
    };
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = async () => (save({ ...state(), asked: state().asked + 1 }), ask());
  }, subscriptions);
}

/** The browser drops the page's push subscription (as it may on its own, or with site data cleared). */
const loseSubscription = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(sessionStorage.getItem('e2e-push-service') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('e2e-push-service', JSON.stringify({ ...state, held: false }));
  });

/** The address of the subscription whose proof the app keeps for the service worker. */
const keptEndpoint = (page: Page) =>
  page.evaluate(async () => {
    const kept = await (await caches.open('meetverse-push')).match('/push-renewal');
    return kept ? ((await kept.json()) as { endpoint: string }).endpoint : null;
  });

const permissionPrompts = async (page: Page) => (await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-push-service') ?? '{"asked":0}') as { asked: number })).asked;

test('a member turns on notifications for this phone in Settings, only then asked by the browser, with quiet choices to start from', async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com', { permissions: ['notifications'] });
  await fakePushService(grace);
  await grace.goto(`${server.url}/settings`);
  await waitForOfflineReady(grace);
  const here = section(grace);
  await expect(here.getByRole('switch', { name: kind('Messages') })).toBeChecked();
  await expect(here.getByRole('switch', { name: kind('Session and check-in reminders') })).toBeChecked();
  await expect(here.getByRole('switch', { name: kind('Moderation') })).toBeChecked();
  await expect(here.getByRole('switch', { name: kind("'We met'") })).not.toBeChecked();
  await expect(here.getByRole('switch', { name: kind('Answers and accepted answers') })).not.toBeChecked();
  await expect(here.getByText('Turning this on asks your browser for permission. You will get: messages, session and check-in reminders, moderation.')).toBeVisible();

  await here.getByRole('switch', { name: 'Send notifications to this phone' }).click();
  await expect(grace.getByText('Notifications on for this phone')).toBeVisible();
  await expect(here.getByRole('switch', { name: 'Send notifications to this phone' })).toBeChecked();
  await here.getByRole('switch', { name: kind("'We met'") }).click();
  await here.getByRole('switch', { name: kind('Quiet hours') }).click();
  await expect(here.getByLabel('From')).toHaveValue('22:00');

  const token = await server.token(issuerSubOf(server, 'grace@example.com'));
  const stored = await server.api<{ data: { devices: number; preferences: { categories: Record<string, boolean>; quiet_hours: unknown } } }>('GET', '/users/me/push', { token });
  expect(stored.body.data).toMatchObject({ devices: 1, preferences: { categories: { we_met: true, messages: true }, quiet_hours: { from: '22:00', to: '07:00' } } });

  // Another device of the member shows the same choices.
  await grace.reload();
  await expect(section(grace).getByRole('switch', { name: kind("'We met'") })).toBeChecked();
  if (process.env.SCREENSHOTS) {
    await shoot(grace, 'settings-notifications', async () => {
      // The section's heading just below the sticky header.
      await section(grace).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 90));
      await expect(section(grace).getByRole('switch', { name: 'Send notifications to this phone' })).toBeChecked();
    });
  }

  // Offline the choices are shown, kept, and cannot change until the device is back online.
  await grace.context().setOffline(true);
  await expect(section(grace).getByText('Connect to the internet to change notifications.')).toBeVisible();
  await expect(section(grace).getByRole('switch', { name: kind('Messages') })).toBeDisabled();
  await grace.context().setOffline(false);
  await expect(section(grace).getByRole('switch', { name: kind('Messages') })).toBeEnabled();

  // Turned off here: the server forgets this device.
  await section(grace).getByRole('switch', { name: 'Send notifications to this phone' }).click();
  await expect(grace.getByText('Notifications off for this phone')).toBeVisible();
  expect((await server.api<{ data: { devices: number } }>('GET', '/users/me/push', { token })).body.data.devices).toBe(0);
});

test('a browser that blocks notifications is told where to allow them', async ({ demoMember, server }) => {
  const tim = await demoMember('tim@example.com');
  await tim.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
  await tim.goto(`${server.url}/settings`);
  await expect(section(tim).getByText('This browser blocks notifications from Meetverse.')).toBeVisible();
  await expect(section(tim).getByRole('switch', { name: 'Send notifications to this phone' })).toHaveCount(0);
});

test("an iPhone's browser outside the installed app is told to add Meetverse to the Home Screen", async ({ demoMember, server }) => {
  const ada = await demoMember('ada@example.com', {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  await ada.goto(`${server.url}/settings`);
  await expect(section(ada).getByText('Add Meetverse to your Home Screen to get notifications')).toBeVisible();
  await expect(section(ada).getByRole('switch', { name: 'Send notifications to this phone' })).toHaveCount(0);
});

test('a push delivered to the service worker shows with the app icon while the app is closed, and a tap opens its screen and marks it read', async ({ demoMember, server }) => {
  // Ada signs in once, so her profile is hers.
  await demoMember('ada@example.com');
  const grace = await demoMember('grace@example.com', { permissions: ['notifications'] });
  await waitForOfflineReady(grace);
  const context = grace.context();
  // A message from Ada makes Grace's notification on the server.
  const ada = await server.token(issuerSubOf(server, 'ada@example.com'));
  const graceToken = await server.token(issuerSubOf(server, 'grace@example.com'));
  const ids = await Promise.all(
    [ada, graceToken].map(async (token) => (await server.api<{ data: { id: string } }>('GET', '/users/me', { token })).body.data.id),
  );
  const room = { id: randomUUID(), participant_ids: ids, created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0, _deleted: false };
  await server.api('POST', '/replication/chat_rooms/push', { token: ada, body: [{ newDocumentState: room }] });
  const now = Date.now();
  const message = { id: randomUUID(), room_id: room.id, sender_id: ids[0], body: 'See you at the keynote', timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
  await server.api('POST', '/replication/chat_messages/push', { token: ada, body: [{ newDocumentState: message }] });
  const pulled = await server.api<{ documents: { id: string; link: string; status: string }[] }>('GET', '/replication/notifications/pull?limit=100', { token: graceToken });
  const note = pulled.body.documents.find((doc) => doc.link === `/messages/${room.id}`);
  expect(note?.status).toBe('unread');

  // The app is closed; the push service wakes the worker (DevTools protocol: as a push service would).
  // A blank tab keeps the browser's session while the app's tab closes.
  const keeper = await context.newPage();
  const cdp = await context.newCDPSession(keeper);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => !registration.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const origin = new URL(server.url).origin;
  await grace.close();
  const link = appLink('/messages/$threadId', { threadId: room.id });
  const payload = { title: 'Ada Lovelace sent you a message', body: 'See you at the keynote', link, notification_id: note?.id, tag: link, kind: 'chat_message' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });

  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  const shown = async () =>
    worker.evaluate(async () => {
      const sw = self as unknown as { registration: ServiceWorkerRegistration };
      return (await sw.registration.getNotifications()).map((shownNote: Notification) => ({ title: shownNote.title, body: shownNote.body, icon: shownNote.icon, data: shownNote.data as unknown }));
    });
  await expect.poll(async () => (await shown()).map((shownNote) => shownNote.title)).toEqual(['Ada Lovelace sent you a message']);
  const [first] = await shown();
  expect(first).toMatchObject({ body: 'See you at the keynote', icon: `${origin}/icons/icon-192.png`, data: { link, notification_id: note?.id } });

  // The tap, with the app open again in the background: the worker's notificationclick runs `open` with
  // the notification's data, called here directly (a real tap also brings the window forward, and with
  // no window open opens one, which a browser allows a tap alone to do).
  const page = await context.newPage();
  await page.goto(`${server.url}/home`);
  await worker.evaluate((data) => (self as unknown as { meetversePush: { open: (data: unknown) => Promise<unknown> } }).meetversePush.open(data), first?.data);
  await expect(page).toHaveURL(`${server.url}/messages/${room.id}`);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('See you at the keynote')).toBeVisible();
  await expect
    .poll(async () => (await server.api<{ documents: { id: string; status: string }[] }>('GET', '/replication/notifications/pull?limit=100', { token: graceToken })).body.documents.find((doc) => doc.id === note?.id)?.status)
    .toBe('read');
});

/** What the server holds for the member's device: whether it gets push, and at which address. */
async function serverCopy(server: AppServer, token: string, page: Page) {
  const device = await page.evaluate(() => localStorage.getItem('meetverse.deviceId'));
  return (await server.api<{ data: { subscribed: boolean; endpoint: string | null; devices: number; language: string | null } }>('GET', `/users/me/push?device_id=${device}`, { token }))
    .body.data;
}

test("the phone's pushes follow the language the member picks in Settings: the app tells the server at once", async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com', { permissions: ['notifications'] });
  await fakePushService(grace);
  await grace.goto(`${server.url}/settings`);
  await waitForOfflineReady(grace);
  await section(grace).getByRole('switch', { name: 'Send notifications to this phone' }).click();
  await expect(grace.getByText('Notifications on for this phone')).toBeVisible();
  const token = await server.token(issuerSubOf(server, 'grace@example.com'));
  expect(await serverCopy(server, token, grace)).toMatchObject({ subscribed: true, endpoint: NOWHERE.endpoint, language: 'en-US' });

  await grace.getByRole('combobox', { name: /^Language$/ }).click();
  await grace.getByRole('option', { name: 'Deutsch' }).click();
  await expect(grace.getByRole('heading', { name: 'Sprache und Region' })).toBeVisible();
  await expect.poll(async () => (await serverCopy(server, token, grace)).language).toBe('de');
  expect(await serverCopy(server, token, grace)).toMatchObject({ subscribed: true, endpoint: NOWHERE.endpoint });

  // Back to the browser's language: English again.
  await grace.getByRole('combobox', { name: /^Sprache$/ }).click();
  await grace.getByRole('option', { name: /^Automatisch/ }).click();
  await expect(grace.getByRole('heading', { name: 'Language and region' })).toBeVisible();
  await expect.poll(async () => (await serverCopy(server, token, grace)).language).toBe('en-US');
  await section(grace).getByRole('switch', { name: 'Send notifications to this phone' }).click();
  await expect(grace.getByText('Notifications off for this phone')).toBeVisible();
});

test.describe('a subscription the browser renews', () => {
  // The push service of these tests runs on loopback, over http.
  test.use({ serverEnv: { PUSH_HTTP_ENDPOINTS: 'true' } });
  let service: Awaited<ReturnType<typeof startPushService>>;
  test.beforeAll(async () => {
    service = await startPushService();
  });
  test.afterAll(async () => {
    await service.close();
  });

  test('is sent to the server by the service worker with the app closed, and the next push reaches the new address', async ({ demoMember, server }) => {
    await demoMember('ada@example.com');
    const grace = await demoMember('grace@example.com', { permissions: ['notifications'] });
    const first = service.subscribe();
    await fakePushService(grace, [first.subscription]);
    await grace.goto(`${server.url}/settings`);
    await waitForOfflineReady(grace);
    await section(grace).getByRole('switch', { name: 'Send notifications to this phone' }).click();
    await expect(grace.getByText('Notifications on for this phone')).toBeVisible();
    const token = await server.token(issuerSubOf(server, 'grace@example.com'));
    expect(await serverCopy(server, token, grace)).toMatchObject({ subscribed: true, endpoint: first.subscription.endpoint });
    const device = await grace.evaluate(() => localStorage.getItem('meetverse.deviceId'));

    // The app closes (a blank tab keeps the browser's session), and the phone shows it no more.
    const context = grace.context();
    const keeper = await context.newPage();
    await grace.close();
    expect((await server.api('PUT', `/users/me/push/devices/${device}/visibility`, { token, body: { visible: false } })).status).toBe(204);

    // The browser renews the subscription: its push service hands out a new address, and the worker
    // hears 'pushsubscriptionchange' with neither subscription named (as Chromium sends it).
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    const renewed = service.subscribe();
    const { outcome, keys } = await worker.evaluate(async (made) => {
      const sw = self as unknown as EventTarget;
      const keys: string[] = [];
      const subscription = { endpoint: made.endpoint, options: { applicationServerKey: null }, toJSON: () => made, unsubscribe: async () => true };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        keys.push(String(options?.applicationServerKey));
        return subscription as unknown as PushSubscription;
      };
      let work: Promise<unknown> = Promise.resolve('not handled');
      const change = Object.assign(new Event('pushsubscriptionchange'), { oldSubscription: null, newSubscription: null, waitUntil: (promise: Promise<unknown>) => (work = promise) });
      sw.dispatchEvent(change);
      return { outcome: await work, keys };
    }, renewed.subscription);
    expect(outcome).toBe('renewed');
    // Subscribed again with the server's key, read from the API as no old subscription named it.
    const config = await server.api<{ push: { vapid_public_key: string } }>('GET', '/client-config');
    expect(keys).toEqual([config.body.push.vapid_public_key]);
    const held = (await server.api<{ data: { subscribed: boolean; endpoint: string | null; devices: number } }>('GET', `/users/me/push?device_id=${device}`, { token })).body.data;
    expect(held).toMatchObject({ subscribed: true, endpoint: renewed.subscription.endpoint, devices: 1 });
    // The worker keeps the new address as the one its next renewal proves.
    const kept = await worker.evaluate(async () => {
      const answer = await (await caches.open('meetverse-push')).match('/push-renewal');
      return answer ? ((await answer.json()) as { endpoint: string }).endpoint : null;
    });
    expect(kept).toBe(renewed.subscription.endpoint);

    // A message from Ada: its push reaches the renewed address, decrypted with its keys, and nothing the old one.
    const adaToken = await server.token(issuerSubOf(server, 'ada@example.com'));
    const ids = await Promise.all([adaToken, token].map(async (who) => (await server.api<{ data: { id: string } }>('GET', '/users/me', { token: who })).body.data.id));
    const room = { id: randomUUID(), participant_ids: ids, created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0, _deleted: false };
    await server.api('POST', '/replication/chat_rooms/push', { token: adaToken, body: [{ newDocumentState: room }] });
    const now = Date.now();
    const message = { id: randomUUID(), room_id: room.id, sender_id: ids[0], body: 'The renewed phone hears this', timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
    await server.api('POST', '/replication/chat_messages/push', { token: adaToken, body: [{ newDocumentState: message }] });
    await expect.poll(() => service.messagesTo(renewed.id).map((got) => got.body)).toEqual(['The renewed phone hears this']);
    expect(service.messagesTo(first.id)).toEqual([]);
    expect(service.refused).toEqual([]);
    await keeper.close();
  });
});

test('the app sends its subscription again at start when the browser lost it, once, without asking again, after the network comes back; and stops push when the permission is withdrawn', async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com', { permissions: ['notifications'] });
  const renewed = { ...NOWHERE, endpoint: 'https://push.example.test/e2e-device-renewed' };
  await fakePushService(grace, [NOWHERE, renewed]);
  await grace.goto(`${server.url}/settings`);
  await waitForOfflineReady(grace);
  await section(grace).getByRole('switch', { name: 'Send notifications to this phone' }).click();
  await expect(grace.getByText('Notifications on for this phone')).toBeVisible();
  const token = await server.token(issuerSubOf(server, 'grace@example.com'));
  expect(await serverCopy(server, token, grace)).toMatchObject({ subscribed: true, endpoint: NOWHERE.endpoint });
  expect(await permissionPrompts(grace)).toBe(0);

  const sent: string[] = [];
  grace.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/v1\/users\/me\/push\/devices\/[^/]+$/.test(request.url())) sent.push(request.url());
  });
  const checked = () => grace.waitForResponse((response) => response.request().method() === 'GET' && response.url().includes('/api/v1/users/me/push?device_id='));

  // The browser drops the subscription; the app starts again with no network: nothing is sent yet.
  await loseSubscription(grace);
  await grace.context().setOffline(true);
  await grace.goto(`${server.url}/home`);
  await expect(grace.getByRole('heading', { level: 1 })).toBeVisible();
  expect(sent).toEqual([]);

  // The network comes back: the app subscribes again (the permission stands: no prompt) and sends it, once.
  const back = checked();
  await grace.context().setOffline(false);
  await back;
  await expect.poll(async () => (await serverCopy(server, token, grace)).endpoint).toBe(renewed.endpoint);
  // ...and keeps its proof for the service worker.
  await expect.poll(() => keptEndpoint(grace)).toBe(renewed.endpoint);
  expect(sent).toHaveLength(1);
  expect(await permissionPrompts(grace)).toBe(0);

  // Another start with nothing changed reads what the server holds and sends nothing.
  const again = checked();
  await grace.reload();
  await again;
  await expect(grace.getByRole('heading', { level: 1 })).toBeVisible();
  expect(sent).toHaveLength(1);

  // The member withdraws the permission in the browser's settings: at the next start the server
  // forgets the device, and Settings says why.
  await grace.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'default' }));
  await grace.goto(`${server.url}/settings`);
  await expect(section(grace).getByText('Notifications stopped on this phone')).toBeVisible();
  await expect.poll(async () => (await serverCopy(server, token, grace)).subscribed).toBe(false);
  await expect(section(grace).getByRole('switch', { name: 'Send notifications to this phone' })).not.toBeChecked();
  expect(await permissionPrompts(grace)).toBe(0);
  if (process.env.SCREENSHOTS) {
    await shoot(grace, 'settings-notifications-stopped', async () => {
      // The section's heading just below the sticky header.
      await section(grace).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 90));
      await expect(section(grace).getByText('Notifications stopped on this phone')).toBeVisible();
    });
  }
});
