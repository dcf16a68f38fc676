import { expect, test, waitForOfflineReady, type AppServer } from './fixtures';
import { DEMO_SUB, MEMBER } from './sync-support';

// Ada is an admin here, so a test can make a member a champion through the admin action.
test.use({ serverEnv: { ADMIN_EMAILS: 'ada@example.com' } });


type Profile = { id: string; full_name: string; bio?: string; skills?: string[]; updatedAt: number; [field: string]: unknown };
const profileOnServer = async (server: AppServer, slugOrId: string) =>
  (await server.api<{ data: Profile }>('GET', `/users/${slugOrId}`, { token: await server.token(DEMO_SUB.tim) })).body.data;

test('a member edits their profile offline, sees it waiting to sync after a reload, and once online another member sees it', async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com');
  await waitForOfflineReady(grace);
  const tim = await demoMember('tim@example.com');

  await grace.goto(`${server.url}/profile`);
  await expect(grace.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await grace.getByRole('link', { name: 'Edit profile' }).click();
  await expect(grace).toHaveURL(`${server.url}/profile/grace-hopper/edit`);

  await grace.context().setOffline(true);
  // The browser's offline mode may not yet cover a worker the page starts while offline (the reload
  // below starts one): the API is unreachable here too, as it is for a phone with no network.
  await grace.context().route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
  await grace.getByLabel('Full name').fill('Grace Brewster Hopper');
  await grace.getByLabel('Bio').fill('Rear admiral. I find bugs, sometimes moths.');
  await grace.getByRole('combobox', { name: 'Skills' }).fill('Teaching');
  await grace.getByRole('combobox', { name: 'Skills' }).press('Enter');
  await grace.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/grace-hopper');
  await grace.getByRole('button', { name: 'Save changes' }).click();

  await expect(grace).toHaveURL(`${server.url}/profile/grace-hopper`);
  await expect(grace.getByText('Profile saved')).toBeVisible();
  await expect(grace.getByRole('heading', { name: 'Grace Brewster Hopper' })).toBeVisible();
  await expect(grace.getByTestId('profile-sync')).toHaveText('Waiting to sync');

  await grace.reload();
  await expect(grace.getByRole('heading', { name: 'Grace Brewster Hopper' })).toBeVisible();
  await expect(grace.getByText('Rear admiral. I find bugs, sometimes moths.')).toBeVisible();
  await expect(grace.getByRole('list', { name: 'Skills' })).toContainText('Teaching');
  await expect(grace.getByTestId('profile-sync')).toHaveText('Waiting to sync');
  // The header's avatar is the edited member at once, offline too.
  await grace.goto(`${server.url}/home`);
  await expect(grace.getByRole('link', { name: 'Your profile' }).getByRole('img', { name: 'Grace Brewster Hopper', includeHidden: true })).toBeAttached();
  await grace.context().unrouteAll({ behavior: 'ignoreErrors' });
  await grace.context().setOffline(false);
  await grace.goto(`${server.url}/profile`);
  // The profile shows first (a loading skeleton has no badge either), then its badge goes once it is sent.
  await expect(grace.getByRole('heading', { name: 'Grace Brewster Hopper' })).toBeVisible();
  await expect(grace.getByTestId('profile-sync')).toHaveCount(0, { timeout: 45_000 });
  await expect.poll(async () => (await profileOnServer(server, 'grace-hopper')).full_name, { timeout: 15_000 }).toBe('Grace Brewster Hopper');
  const stored = await profileOnServer(server, 'grace-hopper');
  expect(stored).toMatchObject({ full_name: 'Grace Brewster Hopper', first_name: 'Grace', last_name: 'Brewster Hopper', bio: 'Rear admiral. I find bugs, sometimes moths.', skills: ['Teaching'] });

  await tim.goto(`${server.url}/profile/grace-hopper`);
  await expect(tim.getByRole('heading', { name: 'Grace Brewster Hopper' })).toBeVisible({ timeout: 45_000 });
  await expect(tim.getByText('Rear admiral. I find bugs, sometimes moths.')).toBeVisible();
  const linkedIn = tim.getByRole('link', { name: 'LinkedIn profile' });
  await expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/grace-hopper');
  await expect(linkedIn).toHaveAttribute('target', '_blank');
  await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  // Another member's profile is read-only: no edit, and no logout.
  await expect(tim.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(tim.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test("a member cannot change another member's profile: not through REST, not through a push, not through the edit page", async ({ demoMember, server }) => {
  const grace = await server.token(DEMO_SUB.grace);
  const before = await profileOnServer(server, MEMBER.ada);

  const put = await server.api('PUT', `/users/${MEMBER.ada}`, { token: grace, body: { bio: 'Hacked by Grace' } });
  expect(put).toEqual({ status: 403, body: { error: 'forbidden', message: 'Access denied to user profile' } });

  const master = { ...before, _deleted: false };
  const pushed = await server.api<Profile[]>('POST', '/replication/users/push', {
    token: grace,
    body: [{ newDocumentState: { ...master, bio: 'Hacked by Grace', full_name: 'Grace Was Here', sync_state: 'pending' }, assumedMasterState: master }],
  });
  // A refused change of a visible document is a conflict: the server answers with its own state.
  expect(pushed.status).toBe(200);
  expect(pushed.body).toHaveLength(1);
  expect(pushed.body[0]).toMatchObject({ id: MEMBER.ada, full_name: 'Ada Lovelace' });
  expect(await profileOnServer(server, MEMBER.ada)).toEqual(before);

  const page = await demoMember('grace@example.com');
  await page.goto(`${server.url}/profile/ada-lovelace/edit`);
  await expect(page).toHaveURL(`${server.url}/profile/ada-lovelace`);
  await expect(page.getByText('You can edit only your own profile')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

test('a profile not on the device is fetched, and when it cannot be the member is told why', async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com');
  await waitForOfflineReady(grace);

  await grace.goto(`${server.url}/profile/no-such-member`);
  await expect(grace.getByRole('alert')).toContainText('User profile not found');
  await grace.goto(`${server.url}/user/no-such-member`);
  await expect(grace.getByRole('alert')).toContainText('User profile not found');
  await grace.goto(`${server.url}/user/`);
  await expect(grace.getByRole('alert')).toContainText('User ID is required');

  // Offline, profiles on the device still show; one that is not says there is no connection.
  await grace.context().setOffline(true);
  await grace.goto(`${server.url}/profile/tim-berners-lee`);
  await expect(grace.getByRole('heading', { name: 'Tim Berners-Lee' })).toBeVisible();
  await grace.goto(`${server.url}/profile/someone-new`);
  await expect(grace.getByRole('alert')).toContainText('No internet connection');
  // Back online it asks again by itself.
  await grace.context().setOffline(false);
  await expect(grace.getByRole('alert')).toContainText('User profile not found');

  // The server's other answers, on a device without the service worker so the page's requests can be answered here.
  const tim = await demoMember('tim@example.com', { serviceWorkers: 'block' });
  for (const [status, message] of [
    [403, 'Access denied to user profile'],
    [500, 'Server error occurred while fetching profile'],
    [401, 'Authentication required'],
    [418, 'Failed to fetch user profile'],
  ] as const) {
    await tim.route('**/api/v1/resolve/profiles/**', (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message: 'no' }) }));
    await tim.goto(`${server.url}/profile/somebody-${status}`);
    await expect(tim.getByRole('alert')).toContainText(message);
    await tim.unroute('**/api/v1/resolve/profiles/**');
  }
});

test("/user/{slug} is a member's public card, offline too, with their champion badge and the way to the full profile", async ({ demoMember, server }) => {
  const ada = await server.token(DEMO_SUB.ada);
  const made = await server.api('POST', '/admin/make-champion-by-email', { token: ada, body: { email: 'katherine@example.com' } });
  expect(made.status).toBe(200);

  const grace = await demoMember('grace@example.com');
  await waitForOfflineReady(grace);
  await grace.context().setOffline(true);
  await grace.goto(`${server.url}/user/katherine-johnson`);
  const card = grace.getByTestId('profile-card');
  await expect(card.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Champion' })).toBeVisible();
  await expect(card.getByText('Checking the numbers')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Fields of expertise' })).toContainText('Orbital mechanics');
  // The header is bare: no back, no avatar, no bell.
  await expect(grace.getByRole('link', { name: 'Back' })).toHaveCount(0);
  await expect(grace.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Open full profile' }).click();
  await expect(grace).toHaveURL(`${server.url}/profile/katherine-johnson`);
  await expect(grace.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
  await expect(grace.getByText('Champion', { exact: true })).toBeVisible();
});

test("a member records meeting someone from their profile, and finds them under 'People I met' with the day", async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/profile`);
  await expect(grace.getByTestId('people-met')).toContainText('Tap Connect and scan their code');

  await grace.goto(`${server.url}/profile/tim-berners-lee`);
  await grace.getByRole('button', { name: 'We met' }).click();
  await expect(grace.getByTestId('met-status')).toContainText(/You met on \d/);
  await expect(grace.getByRole('button', { name: 'We met' })).toHaveCount(0);
  // The other engineer's modal may open over the page; it is closed to go on.
  await grace.keyboard.press('Escape');

  await grace.goto(`${server.url}/profile`);
  const met = grace.getByTestId('met-person');
  await expect(met).toHaveCount(1);
  await expect(met).toContainText('Tim Berners-Lee');
  await expect(met).toContainText(/Met on \d/);
  await met.getByRole('link', { name: 'Tim Berners-Lee' }).click();
  await expect(grace).toHaveURL(`${server.url}/profile/tim-berners-lee`);
});
