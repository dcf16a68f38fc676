import type { Page } from '@playwright/test';
import { ORGANISER, expect, test, waitForOfflineReady, waitForSync, type AppServer } from './fixtures';
import { issuerSubOf, serverPull } from './sync-support';

// The seeded Offline-First Summit runs from a day ago to a day ahead; its organiser is Ada.
const SUMMIT = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';
const MINUTE = 60_000;

type Seeded = { id: string; title: string; start: number; end: number; room?: string; track?: string; speakers?: { name: string }[] };

/** Sessions of the summit pushed by its organiser, as a device of theirs would push them. */
async function seedSessions(server: AppServer, sessions: Seeded[]): Promise<void> {
  const token = await server.token(ORGANISER);
  const base = Math.floor(Date.now() / (5 * MINUTE)) * 5 * MINUTE;
  const { status, body } = await server.api('POST', '/replication/sessions/push', {
    token,
    body: sessions.map(({ start, end, ...session }) => ({
      newDocumentState: {
        ...session, event_id: SUMMIT, starts_at: new Date(base + start).toISOString(), ends_at: new Date(base + end).toISOString(),
        sync_state: 'pending', updatedAt: 0, _deleted: false,
      },
    })),
  });
  expect(status).toBe(200);
  expect(body).toEqual([]);
}

/** The member's stars the server holds (as their signed-in account): the sessions, by id, they are active on. */
async function serverStars(server: AppServer, sub: string): Promise<string[]> {
  const pulled = await serverPull<{ kind: string; target_id: string; active: boolean }>(server, sub, 'interactions');
  return pulled.filter((doc) => doc.kind === 'star' && doc.active).map((doc) => doc.target_id).sort();
}

const card = (page: Page, title: string) => page.getByTestId('agenda-session').filter({ has: page.getByRole('link', { name: title, exact: true }) });

const SESSIONS: Seeded[] = [
  { id: 'a9000000-0000-4000-8000-000000000001', title: 'Sync engines in practice', start: 30 * MINUTE, end: 90 * MINUTE, room: 'Main hall', track: 'Data', speakers: [{ name: 'Ada Lovelace' }] },
  { id: 'a9000000-0000-4000-8000-000000000002', title: 'CRDTs by hand', start: 60 * MINUTE, end: 120 * MINUTE, room: 'Room B', track: 'Data', speakers: [{ name: 'Grace Hopper' }] },
  { id: 'a9000000-0000-4000-8000-000000000003', title: 'Service workers without tears', start: 150 * MINUTE, end: 180 * MINUTE, room: 'Main hall', track: 'Frontend' },
];

test('a member stars two overlapping sessions, sees the overlap in their schedule, and keeps the stars after a reload', async ({ demoMember, server }) => {
  await seedSessions(server, SESSIONS);
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/events/offline-first-summit/agenda`);
  await expect(grace.getByRole('heading', { level: 1, name: 'Offline-First Summit' })).toBeVisible();
  await expect(card(grace, 'Sync engines in practice')).toBeVisible();
  await expect(card(grace, 'Sync engines in practice')).toContainText('Next');

  // Search and a room filter go into the address, and narrow the agenda.
  await grace.getByRole('textbox', { name: 'Search by title or speaker' }).fill('grace');
  await expect(grace).toHaveURL(/[?&]q=grace/);
  await expect(grace.getByTestId('agenda-session')).toHaveCount(1);
  await grace.getByRole('button', { name: 'Clear filters' }).click();
  await expect(grace.getByTestId('agenda-session')).toHaveCount(3);

  for (const title of ['Sync engines in practice', 'CRDTs by hand']) {
    await card(grace, title).getByRole('button', { name: 'Add to my schedule' }).click();
    await expect(card(grace, title).getByRole('button', { name: 'Remove from my schedule' })).toHaveAttribute('aria-pressed', 'true');
  }

  await grace.getByText('My schedule', { exact: true }).click();
  await expect(grace).toHaveURL(/[?&]mine=1/);
  await expect(grace.getByTestId('agenda-view')).toHaveText('My schedule');
  await expect(grace.getByTestId('agenda-session')).toHaveCount(2);
  await expect(card(grace, 'Sync engines in practice')).toContainText('Overlaps');
  await expect(card(grace, 'CRDTs by hand')).toContainText('Overlaps');
  await expect(grace.getByTestId('overlap-notice')).toContainText('2 sessions in your schedule overlap');

  await grace.reload();
  await expect(grace.getByTestId('agenda-view')).toHaveText('My schedule');
  await expect(grace.getByTestId('agenda-session')).toHaveCount(2);
  await expect(card(grace, 'CRDTs by hand')).toContainText('Overlaps');
  // The stars reach the server, for the member's other devices.
  await expect.poll(() => serverStars(server, issuerSubOf(server, 'grace@example.com')), { timeout: 45_000 }).toEqual([SESSIONS[0]!.id, SESSIONS[1]!.id]);
});

test('a star made offline shows at once, the agenda says it is the saved one, and the star syncs once online', async ({ demoMember, server }) => {
  await seedSessions(server, SESSIONS);
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/events/offline-first-summit/agenda`);
  await expect(card(grace, 'Service workers without tears')).toBeVisible();
  await waitForOfflineReady(grace);
  await waitForSync(grace);

  await grace.context().setOffline(true);
  await grace.reload();
  await expect(grace.getByText('You are offline: showing the agenda saved on this device')).toBeVisible();
  await card(grace, 'Service workers without tears').getByRole('button', { name: 'Add to my schedule' }).click();
  await expect(card(grace, 'Service workers without tears').getByRole('button', { name: 'Remove from my schedule' })).toHaveAttribute('aria-pressed', 'true');
  expect(await serverStars(server, issuerSubOf(server, 'grace@example.com'))).toEqual([]);

  await grace.context().setOffline(false);
  await expect(grace.getByText('You are offline: showing the agenda saved on this device')).toHaveCount(0);
  await expect.poll(() => serverStars(server, issuerSubOf(server, 'grace@example.com')), { timeout: 45_000 }).toEqual([SESSIONS[2]!.id]);
});

test("a guest reads the agenda and the event page's agenda section, and is asked to sign in for 'My schedule'", async ({ page, server }) => {
  await seedSessions(server, SESSIONS);
  await page.goto(`${server.url}/events/offline-first-summit`);
  const section = page.getByTestId('event-agenda');
  await expect(section).toContainText('Sync engines in practice');
  await section.getByRole('link', { name: 'See the full agenda' }).click();
  await expect(page).toHaveURL(`${server.url}/events/offline-first-summit/agenda`);
  await expect(page.getByTestId('agenda-session')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Add to my schedule' })).toHaveCount(0);
  await page.getByText('My schedule', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The back arrow goes to the event's page.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/events/offline-first-summit`);
});
