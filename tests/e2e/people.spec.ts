import { expect, ORGANISER, test, waitForOfflineReady, type AppServer } from './fixtures';
import { shoot } from './page-support';

/**
 * Who is here and people to meet: an event's attendees searched on the device (offline too), a member
 * who chose not to be listed left out, and a suggestion with its reason passed on for good.
 */

const SUMMIT = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';
const SUBS = { ada: ORGANISER, grace: 'demo|grace@example.com', tim: 'demo|tim@example.com', katherine: 'demo|katherine@example.com' } as const;
type Name = keyof typeof SUBS;

async function as(server: AppServer, name: Name) {
  const token = await server.token(SUBS[name]);
  const me = await server.api<{ data: { id: string } }>('GET', '/users/me', { token });
  return { token, id: me.body.data.id };
}

/** Everyone joins the summit; Tim can help with Rust and checks in; Katherine is not listed; Grace asks about Rust. */
async function seed(server: AppServer) {
  const people = Object.fromEntries(await Promise.all((Object.keys(SUBS) as Name[]).map(async (name) => [name, await as(server, name)] as const))) as Record<Name, { token: string; id: string }>;
  for (const name of Object.keys(SUBS) as Name[]) {
    expect((await server.api('POST', '/event-participants', { token: people[name].token, body: { event_id: SUMMIT } })).status).toBeLessThan(300);
  }
  const put = async (name: Name, body: Record<string, unknown>) => expect((await server.api('PUT', `/users/${people[name].id}`, { token: people[name].token, body })).status).toBe(200);
  await put('tim', { can_help_with: 'Rust, Kubernetes', interests: ['Hypertext'] });
  await put('grace', { interests: ['Kubernetes'] });
  await put('katherine', { listed: false, can_help_with: 'Rust and orbits' });
  expect((await server.api('POST', `/events/${SUMMIT}/checkin`, { token: people.tim.token })).status).toBe(200);
  expect((await server.api('POST', '/questions', { token: people.grace.token, body: { title: 'Who knows Rust well enough to review my parser?', event_id: SUMMIT } })).status).toBe(201);
  return people;
}

test('a member searches the attendees offline; a member not listed is left out', async ({ page, demoMember, server }) => {
  await seed(server);
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/events/offline-first-summit`);
  await grace.getByRole('link', { name: 'Who is here' }).click();
  await expect(grace).toHaveURL(`${server.url}/events/offline-first-summit/people`);
  const rows = grace.getByTestId('attendee');
  await expect(rows).toHaveCount(3);
  // Checked in first while the event is live.
  await expect(rows.first()).toContainText('Tim Berners-Lee');
  await expect(rows.first()).toContainText('Here');
  await expect(grace.getByText('Katherine Johnson')).toHaveCount(0);

  await waitForOfflineReady(grace);
  await grace.context().setOffline(true);
  await grace.reload();
  await grace.getByRole('searchbox', { name: 'Search attendees' }).fill('rust');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Tim Berners-Lee');
  await grace.getByRole('combobox', { name: 'Search in' }).selectOption('name');
  await expect(grace.getByText('Nobody matches “rust” in name.')).toBeVisible();
  await grace.getByRole('searchbox', { name: 'Search attendees' }).fill('hopper');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Grace Hopper');
  await grace.context().setOffline(false);
  void page;
});

test('a suggestion says why to meet, and Not interested removes it for good', async ({ demoMember, server }) => {
  await seed(server);
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/events/offline-first-summit`);
  const section = grace.getByRole('region', { name: 'People to meet' });
  const tim = section.getByTestId('suggestion').filter({ hasText: 'Tim Berners-Lee' });
  await expect(tim).toContainText('Can help with Rust; you asked about Rust');
  await expect(tim).toContainText('Can help with Kubernetes; you are interested in Kubernetes');
  // Katherine can help with Rust too, but chose not to be listed.
  await expect(section.getByText('Katherine Johnson')).toHaveCount(0);
  await grace.goto(`${server.url}/home`);
  await expect(grace.getByRole('region', { name: 'People to meet' }).getByText('Tim Berners-Lee')).toBeVisible();
  await grace.goto(`${server.url}/events/offline-first-summit`);
  await section.getByRole('button', { name: 'Not interested in Tim Berners-Lee' }).click();
  await expect(section.getByText('Tim Berners-Lee')).toHaveCount(0);
  await grace.reload();
  await expect(grace.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
  await expect(grace.getByRole('region', { name: 'People to meet' }).getByText('Tim Berners-Lee')).toHaveCount(0);
  // Grace's other phone: Tim is not suggested there either once her choice synced.
  const other = await demoMember('grace@example.com');
  await other.goto(`${server.url}/events/offline-first-summit`);
  await expect(other.getByRole('link', { name: 'Who is here' })).toBeVisible();
  await other.waitForTimeout(2_000);
  await expect(other.getByRole('region', { name: 'People to meet' })).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Who is here' })).toBeVisible();
});

test("a member turns off 'Show me in attendee lists' in Settings, and others no longer find them", async ({ demoMember, server }) => {
  const grace = await server.token(SUBS.grace);
  expect((await server.api('GET', '/users/katherine-johnson', { token: grace })).status).toBe(200);
  const katherine = await demoMember('katherine@example.com');
  await katherine.goto(`${server.url}/settings`);
  const choice = katherine.getByRole('switch', { name: 'Show me in attendee lists' });
  await expect(choice).toBeChecked();
  // The first sync's progress shows above the setting and goes when it ends, moving the switch: a
  // member taps it once the screen has settled.
  await expect(katherine.getByTestId('last-synced')).toHaveText(/Last synced/, { timeout: 30_000 });
  await choice.click();
  await expect(choice).not.toBeChecked();
  await expect(katherine.getByText('Only the members you met see your profile.')).toBeVisible();
  // Grace, who never met her, is told there is no such profile once the choice reached the server.
  await expect.poll(async () => (await server.api('GET', '/users/katherine-johnson', { token: grace })).status).toBe(404);
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');
  test('the attendee list, empty and full, and people to meet', async ({ demoMember, server }) => {
    test.setTimeout(400_000);
    await seed(server);
    const grace = await demoMember('grace@example.com');
    const start = Date.now() + 30 * 24 * 3_600_000;
    const body = { name: 'Rust Meetup Lisbon', live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * 3_600_000).toISOString() };
    const quiet = await server.api<{ data: { id: string } }>('POST', '/events', { token: await server.token(ORGANISER), body });
    await grace.goto(`${server.url}/events/${quiet.body.data.id}/people`);
    await shoot(grace, 'attendees-empty', async () => {
      await expect(grace.getByText('Nobody is listed yet.')).toBeVisible();
    });
    await grace.goto(`${server.url}/events/offline-first-summit/people`);
    await shoot(grace, 'attendees-full', async () => {
      await expect(grace.getByTestId('attendee')).toHaveCount(3);
    });
    await grace.goto(`${server.url}/events/offline-first-summit`);
    await shoot(grace, 'people-to-meet', async () => {
      await grace.getByRole('region', { name: 'People to meet' }).scrollIntoViewIfNeeded();
      await expect(grace.getByRole('region', { name: 'People to meet' })).toBeVisible();
    });
  });
});
