import type { Page } from '@playwright/test';
import { ORGANISER, expect, signInAtIssuer, test, waitForOfflineReady, waitForSync, type AppServer } from './fixtures';
import { pickDay } from './sync-support';

type EventRow = { id: string; slug?: string; name: string; created_by?: string };

/** A demo member signed in and synced, on /home. */
async function signIn(page: Page, server: AppServer, email: string) {
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, email);
  await expect(page).toHaveURL(`${server.url}/home`);
  await waitForSync(page);
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function serverEvent(server: AppServer, name: string): Promise<EventRow | undefined> {
  const { body } = await server.api<{ data: EventRow[] }>('GET', '/events?limit=200');
  return body.data.find((event) => event.name === name);
}

test('an organiser creates an event offline: it shows at once as pending, and once online it syncs with a slug the server makes', async ({ page, context, server }) => {
  await signIn(page, server, 'ada@example.com');
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await page.goto(`${server.url}/create-event`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Offline Rust Meetup');
  await pickDay(page, 'Starts', inDays(10));
  await page.getByRole('textbox', { name: 'Place' }).fill('Room 1, Hall B');
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(toasts(page).getByText('Event created')).toBeVisible();
  // By its id until the server's slug arrives.
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Offline Rust Meetup' })).toBeVisible();
  await expect(page.getByText('Waiting to sync')).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  const card = page.getByTestId('event-card').filter({ hasText: 'Offline Rust Meetup' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await expect.poll(async () => (await serverEvent(server, 'Offline Rust Meetup'))?.slug, { timeout: 45_000 }).toBe('offline-rust-meetup');
  await expect(card).toHaveAttribute('href', '/events/offline-rust-meetup', { timeout: 45_000 });
  await expect(card.getByText('Waiting to sync')).toHaveCount(0);
  // The organiser joined their own event, and that reached the server too.
  const created = (await serverEvent(server, 'Offline Rust Meetup')) as EventRow;
  const ada = await server.token(ORGANISER);
  await expect
    .poll(async () => (await server.api<{ data: { is_participant: boolean } }>('GET', `/events/${created.id}/participation?user_id=${created.created_by}`, { token: ada })).body.data?.is_participant, { timeout: 45_000 })
    .toBe(true);
  await expect(page.getByTestId('sync-failed')).toHaveCount(0);
});

test('the form says beside the fields that the name is missing and the end comes before the start, without a toast', async ({ page, server }) => {
  await signIn(page, server, 'ada@example.com');
  await page.goto(`${server.url}/create-event`);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Give your event a name')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Backwards Meetup');
  await pickDay(page, 'Starts', inDays(12));
  await pickDay(page, 'Ends', inDays(12));
  // 8 in the morning, an hour before the start at 9.
  await page.getByRole('spinbutton', { name: 'End hour' }).click();
  await page.keyboard.type('08');
  await page.getByRole('textbox', { name: 'End AM or PM' }).press('a');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('The end must be after the start')).toBeVisible();
  await expect(page.getByText('Give your event a name')).toHaveCount(0);

  await expect(page).toHaveURL(`${server.url}/create-event`);
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
  await expect(toasts(page).getByRole('status')).toHaveCount(0);
});

test('the organiser renames an event, the header shows the new name, and leaving with unsaved changes asks first', async ({ page, server }) => {
  await signIn(page, server, 'ada@example.com');
  await page.goto(`${server.url}/events/local-first-meetup/edit`);
  await expect(page.getByRole('banner').getByText('Local-First Meetup')).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Local-First Meetup');

  await name.fill('Local-First Meetup: Summer Edition');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(name).toHaveValue('Local-First Meetup: Summer Edition');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Changes saved')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/events/local-first-meetup`);
  await expect(page.getByRole('heading', { name: 'Local-First Meetup: Summer Edition' })).toBeVisible();

  await page.goto(`${server.url}/events/local-first-meetup/edit`);
  await expect(page.getByRole('banner').getByText('Local-First Meetup: Summer Edition')).toBeVisible();
  await expect.poll(async () => (await server.api<{ data: EventRow }>('GET', '/resolve/events/local-first-meetup')).body.data.name, { timeout: 45_000 }).toBe(
    'Local-First Meetup: Summer Edition',
  );
});

test('deleting an event asks first, naming it, and then it is gone for everyone', async ({ page, server }) => {
  await signIn(page, server, 'ada@example.com');
  const { body } = await server.api<{ data: EventRow }>('GET', '/resolve/events/pwa-day-berlin');
  await page.goto(`${server.url}/events/pwa-day-berlin/edit`);
  await page.getByRole('button', { name: 'Delete event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete event?' });
  await expect(dialog.getByText('Delete "PWA Day Berlin"? Its questions stay but the event disappears for everyone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await server.api('GET', `/events/${body.data.id}`)).status).toBe(200);

  await page.getByRole('button', { name: 'Delete event' }).click();
  await dialog.getByRole('button', { name: 'Delete event' }).click();
  await expect(toasts(page).getByText('Event deleted')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/events`);
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  await expect(page.getByText('PWA Day Berlin')).toHaveCount(0);
  await expect.poll(async () => (await server.api('GET', `/events/${body.data.id}`)).status, { timeout: 45_000 }).toBe(404);
});

test('the meetverse is for an admin to edit: its organiser is told so', async ({ page, server }) => {
  await signIn(page, server, 'ada@example.com');
  await page.goto(`${server.url}/events/meetverse/edit`);
  await expect(page.getByRole('heading', { name: 'Only an admin can edit the meetverse' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
});

test.describe('as an admin', () => {
  test.use({ serverEnv: { ADMIN_EMAILS: 'katherine@example.com' } });

  test('an admin renames the meetverse, which offers no delete', async ({ page, server }) => {
    await signIn(page, server, 'katherine@example.com');
    await page.goto(`${server.url}/events/meetverse/edit`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue('Meetverse');
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await name.fill('Meetverse Commons');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(`${server.url}/events/meetverse`);
    await expect(page.getByRole('heading', { name: 'Meetverse Commons' })).toBeVisible();
    await expect.poll(async () => (await server.api<{ data: EventRow }>('GET', '/resolve/events/meetverse')).body.data.name, { timeout: 45_000 }).toBe('Meetverse Commons');
  });
});

test('another member opening the edit page is told only the organiser can edit, with a way back', async ({ page, server }) => {
  await signIn(page, server, 'grace@example.com');
  await page.goto(`${server.url}/events/local-first-meetup/edit`);
  await expect(page.getByRole('heading', { name: 'Only the organiser and co-hosts can edit this event' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Local-First Meetup' }).click();
  await expect(page).toHaveURL(`${server.url}/events/local-first-meetup`);
});

test("through the API another member's change or delete of an event is refused with 403", async ({ server }) => {
  const grace = await server.token('demo|grace@example.com');
  const { body } = await server.api<{ data: EventRow }>('GET', '/resolve/events/local-first-meetup');
  const put = await server.api('PUT', `/events/${body.data.id}`, { token: grace, body: { name: 'Taken over' } });
  expect(put.status).toBe(403);
  const removed = await server.api('DELETE', `/events/${body.data.id}`, { token: grace });
  expect(removed.status).toBe(403);
  const after = await server.api<{ data: EventRow }>('GET', `/events/${body.data.id}`);
  expect(after.body.data.name).toBe('Local-First Meetup');
});
