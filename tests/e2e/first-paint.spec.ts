import { expect, test } from './fixtures';
import { adopted, errorsOf, keepServerElements, layoutShift, redrawn, trackLayoutShifts } from './page-support';

const SUMMIT = '/events/offline-first-summit';

test.describe('a first visit paints from the HTML the server renders', () => {
  test.use({ javaScriptEnabled: false });

  test('the event list, an event and its big screen show before any script runs', async ({ page, server }) => {
    await page.goto(`${server.url}/events`);
    const current = page.getByRole('region', { name: 'Current' });
    await expect(current.getByText('Offline-First Summit')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Past' }).getByText('PWA Day Berlin')).toBeVisible();
    await expect(page.getByRole('link', { name: /Offline-First Summit/ })).toHaveAttribute('href', SUMMIT);

    await page.goto(`${server.url}${SUMMIT}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Offline-First Summit' })).toBeVisible();
    await expect(page.getByText('Hall A, Messe Berlin')).toBeVisible();
    // Who organises it comes from the server's live view, which the page brings along.
    await expect(page.getByText('Organised by Ada Lovelace')).toBeVisible();
    await expect(page.getByTestId('event-counts')).toBeVisible();

    await page.goto(`${server.url}${SUMMIT}/big-screen`);
    await expect(page.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
    await expect(page.getByTestId('big-screen-url')).toHaveText(`${server.url}${SUMMIT}`);
  });

  test('a page for no event, and a member-only page, go out as the app shell to render in the browser', async ({ page, server }) => {
    for (const path of ['/events/no-such-event', '/home']) {
      const html = await (await page.request.get(`${server.url}${path}`)).text();
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

test('the app takes the rendered page over as it stands: no error, no shift, nothing drawn again', async ({ browser, server }) => {
  for (const path of ['/events', SUMMIT, `${SUMMIT}/big-screen`]) {
    // Each a first visit: a fresh browser profile, with no service worker to serve the page.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await trackLayoutShifts(page);
    await keepServerElements(page);
    await page.goto(`${server.url}${path}`);
    expect(await page.locator('#root > *').count(), path).toBeGreaterThan(0);
    await expect.poll(() => adopted(page)).toBe(true);
    await expect(page.getByTestId('sync-indicator').or(page.getByTestId('big-screen-connection')).first()).not.toHaveText(/Connecting/);
    // The sync badge's word changed while the page was being adopted (the worker connected): React
    // adopts the page as the server drew it and changes the word after, drawing nothing else again.
    expect(await page.evaluate(() => (window as unknown as { fromServer: Element[] }).fromServer.length), path).toBeGreaterThan(0);
    expect(await redrawn(page), path).toEqual([]);
    // Only a badge's word changes as the app connects ('Connecting' to 'Online'): a few pixels.
    expect(await layoutShift(page), path).toBeLessThanOrEqual(0.02);
    expect(errors, path).toEqual([]);
    await context.close();
  }
});

test("a guest who reads the rendered page waits on none of the app's code: it starts when they reach for the page", async ({ page, server }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/events`, { waitUntil: 'load' });
  await expect(page.getByRole('region', { name: 'Current' }).getByText('Offline-First Summit')).toBeVisible();
  await page.waitForTimeout(1_000);
  // The page's own small scripts alone (the colour scheme, the loader): the app's wait for a reach or an idle page.
  expect(scripts.filter((script) => script.startsWith('/assets/'))).toEqual([]);
  expect(await adopted(page)).toBe(false);
  await page.getByRole('searchbox', { name: 'Search events by name' }).focus();
  await expect.poll(() => adopted(page)).toBe(true);
  expect(scripts.some((script) => script.startsWith('/assets/'))).toBe(true);
});

test('what is typed or tapped on the rendered page works, before and after the app has taken it over', async ({ page, server }) => {
  const errors = errorsOf(page);
  await page.goto(`${server.url}/events`);
  const search = page.getByRole('searchbox', { name: 'Search events by name' });
  // Typed at once, maybe before the app has taken the page over: the search applies all the same.
  await search.fill('meetup');
  await expect(page.getByTestId('event-card')).toHaveCount(1);
  await search.fill('');
  // A link goes on within the app, not through a new page load.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('region', { name: 'Current' }).getByText('Offline-First Summit').click();
  await expect(page).toHaveURL(`${server.url}${SUMMIT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offline-First Summit' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(errors).toEqual([]);
});

test.describe('in a time zone other than the server’s', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test("the event's times gain the member's own once the app has taken the page over, with no error", async ({ page, server }) => {
    const errors = errorsOf(page);
    await page.goto(`${server.url}${SUMMIT}`);
    // The start the page's data brings, as a clock here reads it.
    const when = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('meetverse-first-visit')?.textContent ?? '{}') as { events: { starts_at: string }[] };
      return new Date(data.events[0]!.starts_at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    });
    // The venue's time (Berlin) first, and the member's own beside it once the app has the page.
    await expect(page.getByTestId('own-time')).toContainText(when);
    await expect(page.getByRole('button', { name: 'Sign in to join' })).toBeEnabled();
    expect(errors).toEqual([]);
  });
});
