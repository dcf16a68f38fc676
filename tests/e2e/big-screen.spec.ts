import type { Page } from '@playwright/test';
import { ORGANISER, expect, test, waitForOfflineReady, type AppServer } from './fixtures';

const GRACE = 'demo|grace@example.com';
const TIM = 'demo|tim@example.com';
const KATHERINE = 'demo|katherine@example.com';

type Kind = 'can_help' | 'me_too' | 'uplift';

// Each test's screen shows only the questions it asks itself.
test.use({ serverEnv: { SEED_DEMO_QUESTIONS: 'false' } });

/** The API as the demo members: events, questions and reactions made the way the app makes them. */
async function membersOf(server: AppServer) {
  const tokens = Object.fromEntries(
    await Promise.all([ORGANISER, GRACE, TIM, KATHERINE].map(async (sub) => [sub, await server.token(sub)] as const)),
  ) as Record<string, string>;
  const as = (sub: string) => ({ token: tokens[sub] as string });
  return {
    async event(name: string, extra: Record<string, unknown> = {}) {
      const { status, body } = await server.api<{ data: { id: string; slug: string } }>('POST', '/events', {
        ...as(ORGANISER),
        body: { name, live_status: 'live', is_community: false, ...extra },
      });
      expect(status).toBe(201);
      return body.data;
    },
    async ask(sub: string, eventId: string, title: string, extra: Record<string, unknown> = {}) {
      const { status, body } = await server.api<{ data: { id: string } }>('POST', '/questions', { ...as(sub), body: { title, event_id: eventId, ...extra } });
      expect(status).toBe(201);
      return body.data.id;
    },
    async react(sub: string, questionId: string, kind: Kind) {
      const { status } = await server.api('POST', '/interactions', { ...as(sub), body: { kind, target_id: questionId } });
      expect(status).toBeLessThan(300);
    },
    async checkIn(sub: string, eventId: string) {
      expect((await server.api('POST', `/events/${eventId}/checkin`, as(sub))).status).toBe(200);
    },
  };
}

const titlesOn = (page: Page) => page.getByTestId('big-screen-question').locator('p').allInnerTexts();

/** Whether every shown question card, the name and each part of the side column (the code, the counts, the event's details) lie whole inside the window. */
async function nothingCutOff(page: Page) {
  return page.evaluate(() => {
    const inside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight + 1 && box.right <= innerWidth + 1;
    };
    const shown = [...document.querySelectorAll('[data-testid="big-screen-question"]:not([data-overflow])')];
    const parts = [document.querySelector('h1'), document.querySelector('[data-testid="event-qr-code"]'), ...shown, ...document.querySelectorAll('aside > *')];
    return parts.every((element) => element !== null && inside(element));
  });
}

/** Whether any two shown question cards overlap, or a card overlaps the code's column. */
async function anyOverlap(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('[data-testid="big-screen-question"]:not([data-overflow])'), document.querySelector('aside')]
      .filter((element): element is Element => element !== null)
      .map((element) => element.getBoundingClientRect());
    return boxes.some((a, i) => boxes.some((b, j) => j > i && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1));
  });
}

test.describe('at 1280x720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a guest sees the event, its code and its questions, which re-order live as people react, offline and back', async ({ page, server }) => {
    const members = await membersOf(server);
    const event = await members.event('Big Screen Night', { location: 'Main hall' });
    const first = await members.ask(GRACE, event.id, 'Where do the lightning talks happen?');
    const second = await members.ask(TIM, event.id, 'Is there vegan food?');
    await members.react(TIM, first, 'uplift');
    await members.checkIn(KATHERINE, event.id);

    await page.goto(`${server.url}/events/${event.slug}/big-screen`);
    await expect(page.getByRole('heading', { level: 1, name: 'Big Screen Night' })).toBeVisible();
    const code = page.getByRole('img', { name: /^QR code for / });
    await expect(code).toBeVisible();
    expect(await code.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    const url = `${server.url}/events/${event.slug}`;
    await expect(code).toHaveAttribute('data-value', url);
    await expect(page.getByText('Scan to join the conversation')).toBeVisible();
    await expect(page.getByTestId('big-screen-url')).toHaveText(url);
    await expect(page.getByTestId('big-screen-connection')).toHaveText('Live updates');
    // The event's own status badge is the one 'Live' on the screen.
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect.poll(() => titlesOn(page)).toEqual(['Where do the lightning talks happen?', 'Is there vegan food?']);
    await expect(page.getByTestId('big-screen-question').first().getByText('Grace Hopper')).toBeVisible();
    await expect(page.getByTestId('big-screen-checked-in')).toContainText('1');
    expect(await nothingCutOff(page)).toBe(true);
    await waitForOfflineReady(page);

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await members.react(GRACE, second, 'can_help');
    await members.react(KATHERINE, second, 'me_too');
    await expect.poll(() => titlesOn(page), { timeout: 5_000 }).toEqual(['Is there vegan food?', 'Where do the lightning talks happen?']);
    const top = page.getByTestId('big-screen-question').first();
    await expect(top.getByText('Can help, 1', { exact: true })).toHaveCount(1);
    await expect(top.getByText('Me too, 1', { exact: true })).toHaveCount(1);
    await expect(top.getByText('Uplift, 0', { exact: true })).toHaveCount(1);
    expect(navigations).toEqual([]);

    // The venue's network drops: the room keeps what it saw, and is told since when.
    await server.stop();
    await expect(page.getByTestId('big-screen-connection')).toHaveText(/^Last updated \d{1,2}:\d{2}( [AP]M)?$/);
    expect(await titlesOn(page)).toEqual(['Is there vegan food?', 'Where do the lightning talks happen?']);
    await page.screenshot({ path: test.info().outputPath('big-screen-offline-1280x720.png') });
    // Even a reload with no server shows the last snapshot, from this device.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Big Screen Night' })).toBeVisible();
    await expect.poll(() => titlesOn(page)).toEqual(['Is there vegan food?', 'Where do the lightning talks happen?']);
    await expect(page.getByTestId('big-screen-connection')).toHaveText(/^Last updated /);

    // The server returns: the screen catches up by itself, with what happened after the restart.
    navigations.length = 0;
    await server.start();
    await members.react(KATHERINE, first, 'uplift');
    await members.react(ORGANISER, first, 'me_too');
    await expect(page.getByTestId('big-screen-connection')).toHaveText('Live updates', { timeout: 10_000 });
    await expect.poll(() => titlesOn(page), { timeout: 10_000 }).toEqual(['Where do the lightning talks happen?', 'Is there vegan food?']);
    await expect(page.getByTestId('big-screen-question').first().getByText('Uplift, 2', { exact: true })).toHaveCount(1);
    expect(navigations).toEqual([]);
  });
});

test('an anonymous question shows as Anonymous and markup in a title shows as typed; the screen reads at projector and phone sizes', async ({ page, server }) => {
  const members = await membersOf(server);
  const now = Date.now();
  const event = await members.event('Offline-First Summit: the closing panel', {
    location: 'Hall A, Messe Berlin',
    starts_at: new Date(now - 3_600_000).toISOString(),
    // Over two days, as a conference runs: its dates take two lines beside the code.
    ends_at: new Date(now + 2 * 86_400_000).toISOString(),
  });
  const anonymous = await members.ask(KATHERINE, event.id, 'How do you test conflict resolution without flaky timing?', { is_anonymous: true });
  const markup = await members.ask(TIM, event.id, 'Does <b>markup</b> in a title stay as typed?');
  const others = [
    'Which CRDT library would you pick today for a small team?',
    'How big can IndexedDB get on a phone before the browser starts evicting data?',
    'Is anyone hiring for offline-first work in Berlin?',
    'Can a service worker update itself while a big screen is running all day?',
    'What do you show a user when two devices edited the same thing while offline?',
    'Where are the slides?',
    'Coffee after the panel?',
    'How do you explain sync states to non-technical users without scaring them?',
  ];
  const ids = [anonymous, markup];
  for (const [index, title] of others.entries()) ids.push(await members.ask([GRACE, TIM, ORGANISER][index % 3] as string, event.id, title));
  // Reactions give a clear order: the anonymous question first, then the one with markup.
  for (const sub of [GRACE, TIM, ORGANISER]) await members.react(sub, anonymous, 'me_too');
  for (const sub of [GRACE, ORGANISER]) await members.react(sub, markup, 'uplift');
  await members.react(KATHERINE, ids[2] as string, 'can_help');
  for (const sub of [GRACE, TIM, KATHERINE]) await members.checkIn(sub, event.id);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${server.url}/events/${event.slug}/big-screen`);
  await expect.poll(() => titlesOn(page)).toEqual(expect.arrayContaining(['Does <b>markup</b> in a title stay as typed?']));
  const cards = page.getByTestId('big-screen-question');
  await expect(cards.first()).toContainText('How do you test conflict resolution without flaky timing?');
  await expect(cards.first().getByText('Anonymous', { exact: true })).toBeVisible();
  await expect(page.getByText('Katherine Johnson')).toHaveCount(0);
  await expect(cards.nth(1).locator('p')).toHaveText('Does <b>markup</b> in a title stay as typed?');
  await expect(cards.nth(1).locator('b')).toHaveCount(0);
  await expect(page.getByTestId('big-screen-checked-in')).toContainText('3');
  await expect(page.getByText('Hosted by Ada Lovelace · Hall A, Messe Berlin')).toBeVisible();

  // 16:9 screens, a 16:10 projector's (WXGA) and a phone.
  for (const [width, height, name] of [[1920, 1080, '1920x1080'], [1280, 720, '1280x720'], [1280, 800, '1280x800'], [390, 844, 'phone-390x844']] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByTestId('big-screen-connection')).toHaveText('Live updates');
    // Let the layout (and any card that no longer fits) settle before looking.
    await page.waitForTimeout(300);
    expect(await anyOverlap(page), `${name}: cards overlap`).toBe(false);
    if (width > height) {
      expect(await nothingCutOff(page), `${name}: something is cut off`).toBe(true);
      // The code stays large enough to scan from the back of the room: a third of the height or more.
      const box = await page.getByTestId('event-qr-code').boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(height / 3);
      // Most of the ten questions fit a projector.
      expect(await page.locator('[data-testid="big-screen-question"]:not([data-overflow])').count()).toBeGreaterThanOrEqual(6);
    } else {
      // On a phone the page scrolls: every question is there.
      await expect(page.locator('[data-testid="big-screen-question"]:not([data-overflow])')).toHaveCount(10);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: test.info().outputPath(`big-screen-${name}.png`), fullPage: width < height });
  }
});

test('an event with no questions yet invites the room to ask the first one', async ({ page, server }) => {
  const members = await membersOf(server);
  const event = await members.event('Quiet Room');
  await page.goto(`${server.url}/events/${event.slug}/big-screen`);
  await expect(page.getByText('No questions yet. Scan the code and ask the first one.')).toBeVisible();
  await expect(page.getByTestId('big-screen-connection')).toHaveText('Live updates');
  // The first question shows as soon as it is asked.
  await members.ask(GRACE, event.id, 'Who is speaking first?');
  await expect.poll(() => titlesOn(page)).toEqual(['Who is speaking first?']);
});

test('with no snapshot and no server, the screen shows the event synced to the device and says questions come once connected', async ({ page, server }) => {
  await page.goto(`${server.url}/events`);
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  await waitForOfflineReady(page);
  await server.stop();
  await page.goto(`${server.url}/events/local-first-meetup/big-screen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Local-First Meetup' })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code for ${server.url}/events/local-first-meetup` })).toBeVisible();
  await expect(page.getByText('Live questions will appear here once the screen is connected.')).toBeVisible();
  await server.start();
  // Connected again, the live data takes over by itself.
  await expect(page.getByTestId('big-screen-connection')).toHaveText('Live updates', { timeout: 10_000 });
  await expect(page.getByText('Live questions will appear here once the screen is connected.')).toHaveCount(0);
});

test('a big screen of an event that does not exist says so', async ({ page, server }) => {
  await page.goto(`${server.url}/events/no-such-event/big-screen`);
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
});
