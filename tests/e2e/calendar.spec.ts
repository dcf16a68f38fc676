import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { interactionId } from '../../schemas/interaction.schema';
import { expect, ORGANISER, test, type AppServer } from './fixtures';

const HOUR = 3_600_000;

/** An event of the organiser's with one session, made through the API as a device pushes it. */
async function eventWithSession(server: AppServer, title: string) {
  const organiser = await server.token(ORGANISER);
  const start = Math.floor((Date.now() + 7 * 24 * HOUR) / 60_000) * 60_000;
  const made = await server.api<{ data: { id: string; slug: string } }>('POST', '/events', {
    token: organiser,
    body: { name: 'Calendar Day', live_status: 'planned', is_community: false, time_zone: 'Europe/Berlin', location: 'Hall 4', starts_at: new Date(start).toISOString(), ends_at: new Date(start + 6 * HOUR).toISOString() },
  });
  expect(made.status).toBe(201);
  const session = {
    id: randomUUID(), event_id: made.body.data.id, title, starts_at: new Date(start + HOUR).toISOString(), ends_at: new Date(start + 2 * HOUR).toISOString(),
    room: 'Main hall', sync_state: 'pending', updatedAt: 0, _deleted: false,
  };
  const pushed = await server.api('POST', '/replication/sessions/push', { token: organiser, body: [{ newDocumentState: session }] });
  expect(pushed.body).toEqual([]);
  return session;
}

/** The member stars a session, as their device pushes the star. */
async function star(server: AppServer, sub: string, sessionId: string) {
  const token = await server.token(sub);
  const me = await server.api<{ data: { id: string } }>('GET', '/users/me', { token });
  const id = interactionId('star', me.body.data.id, sessionId);
  const doc = { id, kind: 'star', user_id: me.body.data.id, target_id: sessionId, active: true, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  expect((await server.api('POST', '/replication/interactions/push', { token, body: [{ newDocumentState: doc }] })).body).toEqual([]);
}

const section = (page: Page) => page.getByRole('region', { name: 'Calendar subscription' });
const address = (page: Page) => section(page).getByRole('textbox', { name: 'Your calendar address' });
/** The webcal address as a plain http request reaches it (the test server has no TLS). */
const overHttp = (webcal: string) => webcal.replace(/^webcal:/, 'http:');

test('a member turns on the calendar subscription, their calendar app reads their starred session, and a renewed address retires the old one', async ({ demoMember, server, request }) => {
  const session = await eventWithSession(server, 'Conflict-free replicated data types');
  await star(server, 'demo|katherine@example.com', session.id);

  const katherine = await demoMember('katherine@example.com');
  await katherine.goto(`${server.url}/settings`);
  await expect(section(katherine)).toContainText('Your calendar app follows your starred sessions, with changes.');
  await section(katherine).getByRole('button', { name: 'Turn on' }).click();
  await expect(katherine.getByText('Calendar address turned on')).toBeVisible();
  const first = await address(katherine).inputValue();
  expect(first).toMatch(/^webcal:\/\/.+\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

  const feed = await request.get(overHttp(first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('SUMMARY:Conflict-free replicated data types');
  expect(text).toContain(`UID:${session.id}@`);
  expect(text).toContain('DTSTART;TZID=Europe/Berlin:');

  await section(katherine).getByRole('button', { name: 'Renew address' }).click();
  const dialog = katherine.getByRole('dialog', { name: 'Renew the address?' });
  await expect(dialog).toContainText('The old address stops working');
  await dialog.getByRole('button', { name: 'Renew address' }).click();
  await expect(katherine.getByText('New calendar address made')).toBeVisible();
  await expect(address(katherine)).not.toHaveValue(first);
  const renewed = await address(katherine).inputValue();

  expect((await request.get(overHttp(first))).status()).toBe(404);
  const again = await request.get(overHttp(renewed));
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain('SUMMARY:Conflict-free replicated data types');
});

test('a guest downloads an event’s agenda from its page', async ({ page, server }) => {
  const session = await eventWithSession(server, 'Offline maps');
  await page.goto(`${server.url}/events/calendar-day`);
  const button = page.getByRole('link', { name: 'Add to calendar' });
  await expect(button).toHaveAttribute('download', '');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('calendar-day.ics');
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path, 'utf8')).toContain(`UID:${session.id}@`);
});

test.describe('screenshots of the calendar subscription', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  test('at a phone’s and a laptop’s size, light and dark', async ({ demoMember, server }, testInfo) => {
    const katherine = await demoMember('katherine@example.com');
    await katherine.setViewportSize({ width: 390, height: 844 });
    await katherine.goto(`${server.url}/settings`);
    await section(katherine).getByRole('button', { name: 'Turn on' }).scrollIntoViewIfNeeded();
    await katherine.screenshot({ path: testInfo.outputPath('calendar-subscription-off-390x844-light.png') });
    await section(katherine).getByRole('button', { name: 'Turn on' }).click();
    await expect(address(katherine)).toHaveValue(/^webcal:/);
    for (const scheme of ['light', 'dark'] as const) {
      await katherine.emulateMedia({ colorScheme: scheme });
      for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
        await katherine.setViewportSize(size);
        await katherine.goto(`${server.url}/settings`);
        await expect(address(katherine)).toHaveValue(/^webcal:/);
        await section(katherine).scrollIntoViewIfNeeded();
        await katherine.screenshot({ path: testInfo.outputPath(`calendar-subscription-${size.width}x${size.height}-${scheme}.png`) });
        await katherine.goto(`${server.url}/events/local-first-meetup`);
        await expect(katherine.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
        await katherine.screenshot({ path: testInfo.outputPath(`event-add-to-calendar-${size.width}x${size.height}-${scheme}.png`) });
      }
    }
  });
});
