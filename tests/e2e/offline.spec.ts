import { ORGANISER, expect, test, waitForOfflineReady, waitForSync } from './fixtures';

test('after one online visit, /events and an event page reload from the device with the server gone', async ({ page, server }) => {
  await page.goto(`${server.url}/events`);
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  await waitForOfflineReady(page);
  await waitForSync(page);

  await server.stop();
  await page.reload();
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  await expect(page.getByText('PWA Day Berlin')).toBeVisible();

  await page.goto(`${server.url}/events/local-first-meetup`);
  await expect(page.getByRole('heading', { name: 'Local-First Meetup' })).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-sync-connected', 'false');
});

test('with the browser offline, an event page reloads from the device', async ({ page, context, server }) => {
  await page.goto(`${server.url}/events/offline-first-summit`);
  await expect(page.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
  await waitForOfflineReady(page);
  await waitForSync(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('changes made on the server while the app was cut off appear without a reload once it is back', async ({ page, server }) => {
  await page.goto(`${server.url}/events`);
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  await waitForSync(page);

  await server.stop();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-sync-connected', 'false');
  await server.start();
  const token = await server.token(ORGANISER);
  const { body } = await server.api<{ data: { id: string } }>('GET', '/resolve/events/local-first-meetup');
  await server.api('PUT', `/events/${body.data.id}`, { token, body: { name: 'Local-First Meetup (moved)' } });
  await server.api('POST', '/events', { token, body: { name: 'Hallway Track', live_status: 'live', is_community: false } });

  await expect(page.getByText('Local-First Meetup (moved)')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Hallway Track')).toBeVisible();
});
