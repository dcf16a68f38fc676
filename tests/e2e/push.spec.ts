import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, waitForOfflineReady } from './fixtures';
import { shoot } from './page-support';
import { issuerSubOf } from './sync-support';
import { appLink } from '../../schemas/app-links';

/** A switch by its label, which its description follows in its accessible name. */
const kind = (label: string) => new RegExp(`^${label}`);

const section = (page: Page) => page.getByRole('region', { name: 'Notifications on this phone' });

/**
 * Headless Chromium reaches no real push service, so the browser's subscribe answers with a
 * subscription of a push service that does not exist (its keys are real P-256 and auth values): the
 * app's and the server's handling of it are what is tested; the server's sending is tested against a
 * push service of its own (server/push/push.test.ts).
 */
async function fakePushService(page: Page) {
  await page.addInitScript(() => {
    const subscription = {
      endpoint: 'https://push.example.test/e2e-device',
      toJSON: () => ({
        endpoint: 'https://push.example.test/e2e-device',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
      unsubscribe: async () => true,
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async function () {
      subscribed = true;
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (subscribed ? subscription : null) as unknown as PushSubscription;
    };
  });
}

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
  await expect(page.getByText('See you at the keynote')).toBeVisible();
  await expect
    .poll(async () => (await server.api<{ documents: { id: string; status: string }[] }>('GET', '/replication/notifications/pull?limit=100', { token: graceToken })).body.documents.find((doc) => doc.id === note?.id)?.status)
    .toBe('read');
});
