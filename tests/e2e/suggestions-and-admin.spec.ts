import { expect, test, waitForOfflineReady } from './fixtures';

test.use({ serverEnv: { ADMIN_EMAILS: 'ada@example.com' } });


test('a suggestion written offline is kept, sent when back online, and read by an admin in Settings', async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com');
  await waitForOfflineReady(grace);
  await grace.goto(`${server.url}/suggest-feature`);
  await expect(grace.getByRole('heading', { name: 'Your suggestions' })).toBeVisible();

  await grace.context().setOffline(true);
  await grace.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(grace.getByText('A suggestion needs a title')).toBeVisible();
  await grace.getByLabel('Title').fill('Dark mode for the big screen');
  await grace.getByLabel('Details').fill('Our projector washes out <b>white</b> slides.');
  await grace.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(grace.getByText('Thank you for your suggestion')).toBeVisible();
  const mine = grace.getByTestId('own-suggestion');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Waiting to sync');
  await expect(mine).toContainText('Our projector washes out <b>white</b> slides.');
  await grace.reload();
  await expect(grace.getByTestId('own-suggestion')).toContainText('Waiting to sync');

  await grace.context().setOffline(false);
  await expect(grace.getByTestId('own-suggestion')).not.toContainText('Waiting to sync', { timeout: 30_000 });

  const ada = await demoMember('ada@example.com');
  await ada.goto(`${server.url}/settings`);
  const admin = ada.getByRole('region', { name: 'Admin' });
  await expect(admin.getByTestId('member-suggestion').filter({ hasText: 'Dark mode for the big screen' })).toContainText('Grace Hopper');

  await admin.getByRole('textbox', { name: 'Make a member a champion' }).fill('katherine@example.com');
  await admin.getByRole('button', { name: 'Make champion' }).click();
  // It asks first, saying what a champion is.
  await ada.getByRole('dialog', { name: 'Make katherine@example.com a champion?' }).getByRole('button', { name: 'Make champion' }).click();
  await expect(admin.getByText('Katherine Johnson is now a champion')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Promote a member to admin' }).fill('nobody@example.com');
  await admin.getByRole('button', { name: 'Promote' }).click();
  await ada.getByRole('dialog', { name: 'Make nobody@example.com an admin?' }).getByRole('button', { name: 'Promote' }).click();
  await expect(admin.getByText('No member with that email')).toBeVisible();
  const katherine = await server.api<{ data: { role: string } }>('GET', '/users/me', { token: await server.token('demo|katherine@example.com') });
  expect(katherine.body.data.role).toBe('champion');
});

test("a member's settings have no Admin section, and the admin calls refuse them", async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/settings`);
  await expect(grace.getByRole('region', { name: 'Account' })).toContainText('Grace Hopper');
  await expect(grace.getByRole('region', { name: 'This device' })).toContainText(/used of .* available/);
  await expect(grace.getByRole('region', { name: 'Admin' })).toHaveCount(0);

  // A member known to the server (a demo member who has not signed in on a device here).
  const token = await server.token('demo|tim@example.com');
  expect((await server.api('GET', '/users/me', { token })).body).toMatchObject({ data: { role: 'member' } });
  for (const path of ['/admin/promote-by-email', '/admin/make-champion-by-email']) {
    expect((await server.api('POST', path, { token, body: { email: 'grace@example.com' } })).status).toBe(403);
  }
  expect((await server.api('GET', '/feature-suggestions', { token })).status).toBe(403);
});
