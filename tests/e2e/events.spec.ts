import { expect, signUpNewMember, test, waitForOfflineReady, waitForSync } from './fixtures';

test('lists current events before past ones and opens one by its slug', async ({ page, server }) => {
  await page.goto(`${server.url}/events`);
  const current = page.getByRole('region', { name: 'Current' });
  const past = page.getByRole('region', { name: 'Past' });
  await expect(current.getByText('Offline-First Summit')).toBeVisible();
  await expect(current.getByText('Local-First Meetup')).toBeVisible();
  await expect(past.getByText('PWA Day Berlin')).toBeVisible();
  await expect(current.getByText('PWA Day Berlin')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search events by name' }).fill('gorlitzer');
  await expect(page.getByTestId('event-card')).toHaveCount(0);
  await expect(page.getByText('No events match “gorlitzer”')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search events by name' }).fill('MEETUP');
  await expect(page.getByTestId('event-card')).toHaveCount(1);
  await current.getByText('Local-First Meetup').click();
  await expect(page).toHaveURL(`${server.url}/events/local-first-meetup`);
  await expect(page.getByRole('heading', { name: 'Local-First Meetup' })).toBeVisible();
  await expect(page.getByText('Factory Görlitzer Park')).toBeVisible();
});

test('links to an event without a slug by its URL-encoded id', async ({ page, server }) => {
  // The server gives every event it stores a slug; one without (as older data has) is put on the device directly.
  await page.addInitScript(() => localStorage.setItem('meetverse.debug', '1'));
  await page.goto(`${server.url}/events`);
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  // The cards show from the server's HTML before the app has started: its debug handle comes with it.
  await page.waitForFunction(() => 'meetverse' in window);
  const id = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
  await page.evaluate(async (eventId) => {
    type Db = { events: { insert: (doc: unknown) => Promise<unknown> } };
    const handle = (window as unknown as { meetverse: { getDatabase: () => Promise<Db> } }).meetverse;
    await (await handle.getDatabase()).events.insert({ id: eventId, name: 'No slug here', live_status: 'planned', is_community: false, sync_state: 'sent', updatedAt: 1 });
  }, id);
  const card = page.getByTestId('event-card').filter({ hasText: 'No slug here' });
  await expect(card).toHaveAttribute('href', `/events/${id}`);
  await card.click();
  await expect(page.getByRole('heading', { name: 'No slug here' })).toBeVisible();
});

test("a device that has no events yet says so and what to do; a first visit shows the server's events before its first sync; the list shows once they sync", async ({
  page,
  server,
}) => {
  await page.route('**/api/v1/replication/**', (route) => route.abort());
  // The app's page as the service worker serves it, with no events in it.
  await page.route(`${server.url}/events`, async (route) => route.fulfill({ response: await route.fetch({ url: `${server.url}/index.html` }) }));
  await page.goto(`${server.url}/events`);
  await expect(page.getByRole('heading', { name: 'No events yet' })).toBeVisible();
  await expect(page.getByTestId('events-empty').getByRole('button', { name: 'Sign in to create an event' })).toBeVisible();

  // A first visit's page brings the server's first events: they show while the device has none.
  await page.unroute(`${server.url}/events`);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Current' }).getByText('Local-First Meetup')).toBeVisible();
  await expect(page.getByTestId('events-empty')).toHaveCount(0);

  await page.unroute('**/api/v1/replication/**');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Current' }).getByText('Local-First Meetup')).toBeVisible();
});

test("a guest sees each event's attendee count from the server, and still sees it offline", async ({ page, context, server }) => {
  await page.goto(`${server.url}/events`);
  const meetup = page.getByRole('link', { name: 'Local-First Meetup' });
  await expect(meetup).toContainText(/\d+ attending/);
  const shown = (await meetup.textContent())?.match(/(\d+) attending/)?.[0];
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Local-First Meetup' })).toContainText(shown ?? 'attending');
  await context.setOffline(false);
});

test('shows one event by id as well as by slug, and says so when it does not exist', async ({ page, server }) => {
  const { body } = await server.api<{ data: { id: string } }>('GET', '/resolve/events/offline-first-summit');
  await page.goto(`${server.url}/events/${body.data.id}`);
  await expect(page.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
  await page.goto(`${server.url}/events/no-such-event`);
  await waitForSync(page);
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
});

test('the big screen shows the event in large type for guests', async ({ page, server }) => {
  await page.goto(`${server.url}/events/offline-first-summit/big-screen`);
  await expect(page.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
});

test('/ and any unknown path redirect to /hi, the front door, which starts no sign-in by itself', async ({ page, server }) => {
  for (const path of ['/', '/no/such/page']) {
    const landed = page.waitForURL((url) => url.pathname === '/hi');
    await page.goto(`${server.url}${path}`);
    await landed;
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse events' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
  }
});

test('joining an event turns its chip on in the home feed, and leaving turns it off', async ({ page, server }) => {
  await signUpNewMember(page, server, 'joiner@example.com', 'Jo Joiner');
  await page.goto(`${server.url}/events/local-first-meetup`);
  await page.getByRole('button', { name: 'Join event' }).click();
  await expect(page.getByText('You joined Local-First Meetup')).toBeVisible();
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('checkbox', { name: /^Local-First Mee/ })).toBeChecked();

  await page.goto(`${server.url}/events/local-first-meetup`);
  await page.getByRole('button', { name: 'Leave event' }).click();
  // Stored on the device (the toast says so) before the page is loaded again.
  await expect(page.getByText('You left Local-First Meetup')).toBeVisible();
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('checkbox', { name: /^Local-First Mee/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Meetverse' })).toBeChecked();
});

test('an event that has ended cannot be joined, online or offline', async ({ page, context, server }) => {
  await signUpNewMember(page, server, 'latecomer@example.com', 'Lou Latecomer');
  await waitForOfflineReady(page);
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    await page.goto(`${server.url}/events/pwa-day-berlin`);
    await expect(page.getByRole('heading', { name: 'PWA Day Berlin' })).toBeVisible();
    await expect(page.getByText('This event has ended, so it no longer takes new members.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join event' })).toHaveCount(0);
  }
});

test("on a phone a member opens one event's questions alone from its page, in the order they pick, and back to the event", async ({ demoMember, server }) => {
  // A desktop shows them beside the event instead (desktop-layout.spec.ts).
  const page = await demoMember('grace@example.com', { viewport: { width: 390, height: 844 } });
  await page.goto(`${server.url}/events/offline-first-summit`);
  await page.getByRole('link', { name: 'All questions, in any order' }).click();
  await expect(page).toHaveURL(`${server.url}/events/offline-first-summit/questions`);
  await expect(page.getByRole('heading', { name: 'Questions in Offline-First Summit' })).toBeVisible();
  const cards = page.getByTestId('question-card');
  await expect(cards.first()).toBeVisible();
  // The summit's questions only: none of the meetverse's.
  await expect(page.getByText('Want to pair on the hackathon challenge?')).toBeVisible();
  await expect(page.getByText('Who else is building offline-first apps?')).toHaveCount(0);
  await page.getByRole('button', { name: /^Sort questions/ }).click();
  await page.getByRole('menuitemradio', { name: 'Most Helpers' }).click();
  await expect(page.getByRole('button', { name: 'Sort questions: Most Helpers' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${server.url}/events/offline-first-summit`);
});
