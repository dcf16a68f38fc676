import type { Page } from '@playwright/test';
import { ORGANISER, expect, test, waitForOfflineReady, type AppServer } from './fixtures';

/**
 * An agenda built offline: the organiser adds a day's sessions without a connection (the form refuses
 * a session that ends before it starts, beside the field), they sync once online, and another member
 * reads them and asks a question to one from its page. With SCREENSHOTS=1 the session page and its
 * form are photographed, phone and desktop, light and dark, into /tmp/shots-sessions.
 */

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The day three days from now, as the venue writes it. */
const day = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function createEvent(server: AppServer) {
  const token = await server.token(ORGANISER);
  const { body } = await server.api<{ data: { id: string; slug: string } }>('POST', '/events', {
    token,
    body: { name: 'Agenda Summit', live_status: 'planned', is_community: false, time_zone: 'Europe/Berlin', starts_at: `${day}T06:00:00.000Z`, ends_at: `${day}T20:00:00.000Z` },
  });
  return body.data;
}

async function addSession(page: Page, url: string, slug: string, session: { title: string; start: string; end: string; room: string }) {
  await page.goto(`${url}/events/${slug}/sessions/new`);
  await expect(page.getByRole('heading', { name: 'New session' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(session.title);
  await page.getByLabel(/^Starts \(Europe\/Berlin time\)/).fill(`${day}T${session.start}`);
  await page.getByLabel(/^Ends \(Europe\/Berlin time\)/).fill(`${day}T${session.end}`);
  await page.getByRole('combobox', { name: 'Room' }).fill(session.room);
}

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots-sessions/${name}-${size.name}-${scheme}.png`, fullPage: size.name === 'phone' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the organiser builds a day of sessions offline, they sync, and a member asks a question to one from its page', async ({ demoMember, server }) => {
  test.setTimeout(180_000);
  const event = await createEvent(server);
  const ada = await demoMember('ada@example.com');
  await ada.goto(`${server.url}/events/${event.slug}`);
  await expect(ada.getByRole('heading', { name: 'Agenda Summit' })).toBeVisible();
  await waitForOfflineReady(ada);
  await ada.context().setOffline(true);

  // The first: refused beside the end while it ends before it starts, then fixed.
  await addSession(ada, server.url, event.slug, { title: 'Opening keynote', start: '09:00', end: '08:30', room: 'Main hall' });
  const end = ada.getByLabel(/^Ends \(Europe\/Berlin time\)/);
  await expect(ada.getByText('The end must be after the start')).toBeVisible();
  await ada.getByRole('button', { name: 'Add session' }).click();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(toasts(ada).getByText('Session added')).toHaveCount(0);
  await end.fill(`${day}T10:00`);
  await expect(ada.getByText('The end must be after the start')).toHaveCount(0);
  await ada.getByRole('button', { name: 'Add session' }).click();
  await expect(toasts(ada).getByText('Session added')).toBeVisible();
  await expect(ada).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  const keynoteUrl = ada.url();
  await expect(ada.getByRole('heading', { name: 'Opening keynote' })).toBeVisible();
  await expect(ada.getByTestId('venue-time')).toContainText('9:00');
  await expect(ada.getByText('Waiting to sync')).toBeVisible();

  await addSession(ada, server.url, event.slug, { title: 'Sync workshop', start: '10:30', end: '12:00', room: 'Room B' });
  await ada.getByRole('button', { name: 'Add session' }).click();
  await expect(ada.getByRole('heading', { name: 'Sync workshop' })).toBeVisible();

  await ada.context().setOffline(false);
  await expect(ada.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });

  // Another member, on a device of their own, joins the event and asks a question to the keynote from its page.
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/events/${event.slug}`);
  await grace.getByRole('button', { name: 'Join event' }).click();
  await expect(grace.getByRole('button', { name: 'Leave event' })).toBeVisible();
  await grace.goto(keynoteUrl);
  await expect(grace.getByRole('heading', { name: 'Opening keynote' })).toBeVisible();
  await expect(grace.getByTestId('session-room')).toHaveText('Main hall');
  await expect(grace.getByText('No questions to this session yet.')).toBeVisible();
  await grace.getByRole('link', { name: 'Ask a question' }).click();
  await expect(grace.getByRole('combobox', { name: 'Session' })).toHaveValue(/^Opening keynote/);
  await grace.getByRole('textbox', { name: /Title/ }).fill('Will the slides be shared?');
  await grace.getByRole('button', { name: 'Post question' }).click();
  await grace.getByRole('link', { name: 'Session: Opening keynote' }).click();
  await expect(grace.getByRole('feed', { name: 'Questions' }).getByText('Will the slides be shared?')).toBeVisible();

  // The organiser sees it listed on the session's page too; only its own questions are.
  await ada.goto(keynoteUrl);
  await expect(ada.getByRole('feed', { name: 'Questions' }).getByText('Will the slides be shared?')).toBeVisible({ timeout: 20_000 });
  await shoot(ada, 'session-page-organiser');
  await ada.getByRole('link', { name: 'Edit' }).click();
  await expect(ada.getByRole('heading', { name: 'Edit session' })).toBeVisible();
  await ada.getByRole('button', { name: 'Add a name' }).click();
  await ada.getByLabel('Speaker 1: name').fill('Grace Hopper');
  await ada.getByLabel('Short bio').fill('Rear admiral, compiler pioneer.');
  await shoot(ada, 'session-form-edit');
  await ada.getByRole('button', { name: 'Save changes' }).click();
  await expect(ada.getByTestId('speaker')).toContainText('Rear admiral, compiler pioneer.');

  // A guest reads the session, and is asked to sign in for its questions.
  const guestDevice = await ada.context().browser()!.newContext();
  const guest = await guestDevice.newPage();
  await guest.goto(keynoteUrl);
  await expect(guest.getByRole('heading', { name: 'Opening keynote' })).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByText('Rear admiral, compiler pioneer.')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Sign in to ask' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await shoot(guest, 'session-page-guest');
  await guestDevice.close();
});
