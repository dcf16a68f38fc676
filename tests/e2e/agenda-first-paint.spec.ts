import type { Page } from '@playwright/test';
import { ORGANISER, expect, test, type AppServer } from './fixtures';
import { adopted, errorsOf, keepServerElements, layoutShift, redrawn, serverElementCount, trackLayoutShifts } from './page-support';

// The seeded Offline-First Summit runs from a day ago to a day ahead, in Berlin; its organiser is Ada.
const SUMMIT_ID = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';
const AGENDA = '/events/offline-first-summit/agenda';
const MINUTE = 60_000;

const SESSIONS = [
  { id: 'a9100000-0000-4000-8000-000000000001', title: 'Sync engines in practice', start: 30, end: 90, room: 'Main hall' },
  { id: 'a9100000-0000-4000-8000-000000000002', title: 'CRDTs by hand', start: 60, end: 120, room: 'Room B' },
  { id: 'a9100000-0000-4000-8000-000000000003', title: 'Service workers without tears', start: 150, end: 180, room: 'Main hall' },
];
const DROPPED = { id: 'a9100000-0000-4000-8000-000000000004', title: 'A talk taken off the agenda', start: 200, end: 230, room: 'Room B' };
const TITLES = SESSIONS.map((session) => session.title);

/** The summit's sessions, pushed by its organiser as a device of theirs would, and one of them deleted again. */
async function seedAgenda(server: AppServer): Promise<void> {
  const token = await server.token(ORGANISER);
  const base = Math.floor(Date.now() / (5 * MINUTE)) * 5 * MINUTE;
  const { status, body } = await server.api('POST', '/replication/sessions/push', {
    token,
    body: [...SESSIONS, DROPPED].map(({ start, end, ...session }) => ({
      newDocumentState: {
        ...session, event_id: SUMMIT_ID, starts_at: new Date(base + start * MINUTE).toISOString(), ends_at: new Date(base + end * MINUTE).toISOString(),
        sync_state: 'pending', updatedAt: 0, _deleted: false,
      },
    })),
  });
  expect(status).toBe(200);
  expect(body).toEqual([]);
  expect((await server.api('DELETE', `/sessions/${DROPPED.id}`, { token })).status).toBe(204);
}

/** The session titles the agenda shows, in its order. */
const shownTitles = (page: Page) => page.getByTestId('agenda-session').getByRole('link').allTextContents();

test.describe("a guest's first visit to an event's agenda", () => {
  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test("paints the sessions from the server's HTML, in the venue's time alone, without the deleted one", async ({ page, server }) => {
      await seedAgenda(server);
      const html = await (await page.request.get(`${server.url}${AGENDA}`)).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      for (const title of TITLES) expect(root).toContain(title);
      expect(html).not.toContain(DROPPED.title);
      expect(root).not.toContain('Your time');

      await page.goto(`${server.url}${AGENDA}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Offline-First Summit' })).toBeVisible();
      await expect.poll(() => shownTitles(page)).toEqual(TITLES);
      await expect(page.getByText(/Times in (CET|CEST|GMT\+[12])/).first()).toBeVisible();
      await expect(page.getByTestId('own-time')).toHaveCount(0);
    });

    test('of no event goes out as the app shell, as the page of no event does', async ({ page, server }) => {
      const html = await (await page.request.get(`${server.url}/events/no-such-event/agenda`)).text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('meetverse-first-visit');
    });
  });

  test.describe('in a time zone other than the venue’s', () => {
    test.use({ timezoneId: 'America/New_York', locale: 'en-US', viewport: { width: 390, height: 844 } });

    test('the app takes the agenda over as it stands: the same sessions, no error, no shift', async ({ page, server }) => {
      await seedAgenda(server);
      const errors = errorsOf(page);
      await trackLayoutShifts(page);
      await keepServerElements(page, '#root [data-testid="agenda-session"], #root h1, #root h2');
      await page.goto(`${server.url}${AGENDA}`);
      // React has taken the page's main landmark over.
      await expect.poll(() => adopted(page)).toBe(true);
      await expect(page.getByTestId('sync-indicator')).not.toHaveText(/Connecting/);
      expect(await shownTitles(page)).toEqual(TITLES);
      // The cards the server drew are the ones on show: none was drawn again.
      expect(await serverElementCount(page)).toBeGreaterThanOrEqual(TITLES.length);
      expect((await redrawn(page)).length).toBe(0);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
    });
  });
});
