import { ORGANISER, expect, test, waitForSync } from './fixtures';

test('a change on the server reaches an open page through the stream, without a reload', async ({ page, server }) => {
  await page.goto(`${server.url}/events/offline-first-summit`);
  await expect(page.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
  await waitForSync(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  const token = await server.token(ORGANISER);
  const { body } = await server.api<{ data: { id: string } }>('GET', '/resolve/events/offline-first-summit');
  // It ends by its dates: an event's status follows its clock.
  const ended = { starts_at: new Date(Date.now() - 2 * 86_400_000).toISOString(), ends_at: new Date(Date.now() - 86_400_000).toISOString() };
  await server.api('PUT', `/events/${body.data.id}`, { token, body: { name: 'Offline-First Summit: day two', ...ended } });

  await expect(page.getByRole('heading', { name: 'Offline-First Summit: day two' })).toBeVisible();
  await expect(page.getByText('Ended', { exact: true })).toBeVisible();
  expect(navigations).toEqual([]);
});

test('with two tabs open only one replicates, and the other takes over when it closes', async ({ context, server }) => {
  const first = await context.newPage();
  await first.goto(`${server.url}/events`);
  await waitForSync(first);
  const second = await context.newPage();
  await second.goto(`${server.url}/events`);
  await expect(second.getByText('Local-First Meetup')).toBeVisible();

  const leaders = async () =>
    Promise.all([first, second].map((page) => page.getByTestId('sync-indicator').getAttribute('data-sync-leader')));
  await expect.poll(leaders).toEqual(['true', 'false']);

  // The follower still sees server changes: they arrive through the leader's worker and the shared database.
  const token = await server.token(ORGANISER);
  await server.api('POST', '/events', { token, body: { name: 'Seen by both tabs', live_status: 'planned', is_community: false } });
  await expect(second.getByText('Seen by both tabs')).toBeVisible();

  await first.close();
  await expect(second.getByTestId('sync-indicator')).toHaveAttribute('data-sync-leader', 'true', { timeout: 10_000 });
  await waitForSync(second);
  await server.api('POST', '/events', { token, body: { name: 'After the hand-over', live_status: 'planned', is_community: false } });
  await expect(second.getByText('After the hand-over')).toBeVisible();
});
