import { ORGANISER, expect, signUpNewMember, test, waitForOfflineReady, waitForSync } from './fixtures';

test('lists current events before past ones and opens one by its slug', async ({ page, server }) => {
  await page.goto(`${server.url}/events`);
  const current = page.getByRole('region', { name: 'Current' });
  const past = page.getByRole('region', { name: 'Past' });
  await expect(current.getByText('Offline-First Summit')).toBeVisible();
  await expect(current.getByText('Local-First Meetup')).toBeVisible();
  await expect(past.getByText('PWA Day Berlin')).toBeVisible();
  await expect(current.getByText('PWA Day Berlin')).toHaveCount(0);

  await current.getByText('Local-First Meetup').click();
  await expect(page).toHaveURL(`${server.url}/events/local-first-meetup`);
  await expect(page.getByRole('heading', { name: 'Local-First Meetup' })).toBeVisible();
  await expect(page.getByText('Factory Görlitzer Park')).toBeVisible();
});

test('links to an event without a slug by its URL-encoded id', async ({ page, server }) => {
  const token = await server.token(ORGANISER);
  const { body } = await server.api<{ data: { id: string } }>('POST', '/events', {
    token,
    body: { name: 'No slug here', live_status: 'planned', is_community: false },
  });
  // Events made through the API always get a slug; clear it to see the id used in the path instead.
  await server.api('PUT', `/events/${body.data.id}`, { token, body: { slug: null } });
  await page.goto(`${server.url}/events`);
  const card = page.getByTestId('event-card').filter({ hasText: 'No slug here' });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', /\/events\/[0-9a-f-]{36}$/);
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

test('/ and any unknown path redirect to /hi, which then starts sign-in', async ({ page, server }) => {
  for (const path of ['/', '/no/such/page']) {
    const landed = page.waitForURL((url) => url.pathname === '/hi');
    await page.goto(`${server.url}${path}`);
    await landed;
    await expect(page.getByLabel('Email')).toBeVisible();
  }
});

test('joining an event turns its chip on in the home feed, and leaving turns it off', async ({ page, server }) => {
  await signUpNewMember(page, server, 'joiner@example.com', 'Jo Joiner');
  await page.goto(`${server.url}/events/local-first-meetup`);
  await page.getByRole('button', { name: 'Join event' }).click();
  await expect(page.getByText('You joined Local-First Meetup')).toBeVisible();
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('checkbox', { name: 'Local-First Mee…' })).toBeChecked();

  await page.goto(`${server.url}/events/local-first-meetup`);
  await page.getByRole('button', { name: 'Leave event' }).click();
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('checkbox', { name: 'Local-First Mee…' })).toHaveCount(0);
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
