import { ORGANISER, expect, test, type AppServer } from './fixtures';
import { shoot } from './page-support';

/**
 * Screenshots of the agenda (empty, full, my schedule with an overlap), at 390x844 and 1280x800, light
 * and dark, into docs/screenshots/, for a person to look at. Skipped unless asked for:
 *
 *   SCREENSHOTS=1 E2E_STATIC_DIR=<a build> npx playwright test tests/e2e/agenda-screenshots.spec.ts
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

const SUMMIT = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';
const MINUTE = 60_000;

async function seed(server: AppServer) {
  const token = await server.token(ORGANISER);
  const base = Math.floor(Date.now() / (30 * MINUTE)) * 30 * MINUTE;
  const rows: [string, number, number, string | undefined, string | undefined, string[], boolean?][] = [
    ['Doors open and coffee', -60, -30, undefined, undefined, []],
    ['Keynote: the offline-first web', -30, 30, 'Main hall', 'Frontend', ['Ada Lovelace']],
    ['CRDTs by hand', 0, 60, 'Room B', 'Data', ['Grace Hopper']],
    ['Sync engines in practice', 30, 90, 'Main hall', 'Data', ['Tim Berners-Lee', 'Katherine Johnson']],
    ['Service workers without tears', 60, 120, 'Room B', 'Frontend', ['Katherine Johnson']],
    ['Lunch', 120, 180, undefined, undefined, []],
    ['Testing sync under chaos', 180, 240, 'Main hall', 'Data', ['Grace Hopper'], true],
    ['Tomorrow: hallway track', 24 * 60 - 120, 24 * 60 - 60, 'Room B', undefined, []],
  ];
  await server.api('POST', '/replication/sessions/push', {
    token,
    body: rows.map(([title, start, end, room, track, speakers, cancelled], index) => ({
      newDocumentState: {
        id: `b9000000-0000-4000-8000-00000000000${index}`, event_id: SUMMIT, title, starts_at: new Date(base + start * MINUTE).toISOString(), ends_at: new Date(base + end * MINUTE).toISOString(),
        ...(room ? { room } : {}), ...(track ? { track } : {}), speakers: speakers.map((name) => ({ name })), ...(cancelled ? { cancelled } : {}),
        sync_state: 'pending', updatedAt: 0, _deleted: false,
      },
    })),
  });
}

test('the agenda, empty and full, light and dark', async ({ page, demoMember, server }) => {
  test.setTimeout(400_000);
  await page.goto(`${server.url}/events/offline-first-summit/agenda`);
  await shoot(page, 'agenda-empty-guest', async () => {
    await expect(page.getByText('No sessions yet')).toBeVisible();
  });
  await seed(server);
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/events/offline-first-summit/agenda`);
  await expect(grace.getByTestId('agenda-session').first()).toBeVisible();
  for (const title of ['CRDTs by hand', 'Sync engines in practice']) {
    await grace.getByTestId('agenda-session').filter({ has: grace.getByRole('link', { name: title, exact: true }) }).getByRole('button', { name: 'Add to my schedule' }).click();
  }
  await shoot(grace, 'agenda-full-member', async () => {
    await expect(grace.getByTestId('agenda-session').first()).toBeVisible();
  });
  await grace.goto(`${server.url}/events/offline-first-summit/agenda?mine=1`);
  await shoot(grace, 'agenda-my-schedule', async () => {
    await expect(grace.getByTestId('overlap-notice')).toBeVisible();
  });
  await grace.goto(`${server.url}/events/offline-first-summit/agenda`);
  await grace.getByRole('link', { name: 'CRDTs by hand', exact: true }).click();
  await shoot(grace, 'session-page-member', async () => {
    await expect(grace.getByRole('button', { name: 'In my schedule' })).toBeVisible();
  });
  await grace.goto(`${server.url}/events/offline-first-summit/agenda`);
  await expect(grace.getByTestId('agenda-session').first()).toBeVisible();
  await grace.context().setOffline(true);
  await shoot(grace, 'agenda-offline', async () => {
    await expect(grace.getByText('You are offline: showing the agenda saved on this device')).toBeVisible();
  });
  await grace.context().setOffline(false);
  await grace.goto(`${server.url}/events/offline-first-summit`);
  await shoot(grace, 'agenda-on-event-page', async () => {
    await expect(grace.getByTestId('event-agenda')).toBeVisible();
  });
});
