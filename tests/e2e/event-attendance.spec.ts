import type { Page } from '@playwright/test';
import { ORGANISER, expect, signInAtIssuer, signUpNewMember, test, waitForOfflineReady, waitForSync, type AppServer } from './fixtures';


/** Records the page's own navigations: a screen that follows a change by itself records none. */
/**
 * The page loads from now on: a reload, or leaving for another document. The app's own history
 * changes (the router settling on the URL once it has taken a server-rendered page over) load nothing.
 */
function navigationsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('load', () => seen.push(page.url()));
  return seen;
}

type Counts = { attending: number; checkedIn: number };
const countsText = ({ attending, checkedIn }: Counts) => `${attending} attending · ${checkedIn} checked in`;

/** An event's counts as the server has them. */
async function serverCounts(server: AppServer, slug: string): Promise<Counts> {
  const { body: event } = await server.api<{ data: { id: string } }>('GET', `/resolve/events/${slug}`);
  const { body } = await server.api<{ data: Record<string, { attendee_count: number; checked_in_count: number }> }>('GET', '/events/stats');
  const counts = body.data[event.data.id];
  return { attending: counts?.attendee_count ?? 0, checkedIn: counts?.checked_in_count ?? 0 };
}

test("a member finds an event by searching, joins and checks in offline, and after reconnecting the organiser's counts rise without a reload", async ({ demoMember, page, context, server }) => {
  const organiser = await demoMember('ada@example.com');
  await organiser.goto(`${server.url}/events/offline-first-summit`);
  const before = await serverCounts(server, 'offline-first-summit');
  const after = { attending: before.attending + 1, checkedIn: before.checkedIn + 1 };
  // Once the organiser's device holds every join and check-in, it counts as the server does.
  await expect(organiser.getByTestId('event-counts')).toHaveText(countsText(before));
  const organiserNavigations = navigationsOf(organiser);

  await signUpNewMember(page, server, 'cleo@example.com', 'Cleo Checker');
  await waitForOfflineReady(page);
  await waitForSync(page);
  await page.goto(`${server.url}/events`);
  await page.getByRole('searchbox', { name: 'Search events by name' }).fill('OFFLINE-first sum');
  await expect(page.getByTestId('event-card')).toHaveCount(1);
  await page.getByTestId('event-card').click();
  await expect(page).toHaveURL(`${server.url}/events/offline-first-summit`);
  await expect(page.getByRole('button', { name: 'Check in' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Join event' }).click();
  await expect(page.getByText('You joined Offline-First Summit')).toBeVisible();
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('You checked in to Offline-First Summit')).toBeVisible();
  const checkedIn = page.getByTestId('checked-in');
  await expect(checkedIn).toContainText('Checked in');
  await expect(checkedIn.getByTestId('check-in-pending')).toHaveText('Waiting to sync');
  // The button became the state: there is no second check-in to make.
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expect(page.getByTestId('event-counts')).toHaveText(countsText(after));
  // The organiser's device has heard nothing yet.
  await expect(organiser.getByTestId('event-counts')).toHaveText(countsText(before));

  await context.setOffline(false);
  await expect(checkedIn.getByTestId('check-in-pending')).toHaveCount(0, { timeout: 45_000 });
  await expect(organiser.getByTestId('event-counts')).toHaveText(countsText(after), { timeout: 45_000 });
  expect(await serverCounts(server, 'offline-first-summit')).toEqual(after);
  expect(organiserNavigations).toEqual([]);
});

test('a guest sees Sign in to join, and after signing in lands back on the event, able to join', async ({ page, server }) => {
  await page.goto(`${server.url}/events/local-first-meetup`);
  await expect(page.getByRole('heading', { name: 'Local-First Meetup' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join event' })).toHaveCount(0);
  // The same top questions the public big screen shows, and a way in to ask or react.
  await expect(page.getByTestId('public-top-questions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to ask or react' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to join' }).click();
  await signInAtIssuer(page, 'grace@example.com');
  await expect(page).toHaveURL(`${server.url}/events/local-first-meetup`);
  await expect(page.getByRole('button', { name: /^(Join|Leave) event$/ })).toBeVisible();
  // A member's desktop lists the event's questions beside it.
  await expect(page.getByRole('region', { name: 'Questions in Local-First Meetup' }).getByTestId('question-card').first()).toBeVisible();
});

test('a guest is not offered joining an event that has ended', async ({ page, server }) => {
  await page.goto(`${server.url}/events/pwa-day-berlin`);
  await expect(page.getByRole('heading', { name: 'PWA Day Berlin' })).toBeVisible();
  await expect(page.getByTestId('public-top-questions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to join' })).toHaveCount(0);
});

test('a member is told when check-in opens for an event two weeks away, and cannot check in yet', async ({ demoMember, server }) => {
  const member = await demoMember('grace@example.com');
  await member.goto(`${server.url}/events/local-first-meetup`);
  await expect(member.getByTestId('check-in-opens')).toHaveText(/^Check-in opens in (13|14) days$/);
  await expect(member.getByRole('button', { name: 'Check in' })).toHaveCount(0);
});

test('a guest on /events is offered sign-in to create an event; a member gets Create event and the communities', async ({ page, server }) => {
  await page.goto(`${server.url}/events`);
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create event' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in to create an event' }).click();
  await signInAtIssuer(page, 'grace@example.com');
  await expect(page).toHaveURL(`${server.url}/create-event`);

  await page.goto(`${server.url}/events`);
  await expect(page.getByRole('link', { name: 'Create event' })).toHaveAttribute('href', '/create-event');
  await page.getByRole('link', { name: 'Communities' }).click();
  await expect(page).toHaveURL(`${server.url}/communities`);
});

test('the meetverse offers no Leave; a community joined on /communities shows as a current chip on /home', async ({ page, server }) => {
  await signUpNewMember(page, server, 'cora@example.com', 'Cora Community');
  await waitForSync(page);
  await page.goto(`${server.url}/events/meetverse`);
  await expect(page.getByRole('heading', { name: 'Meetverse' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Leave|Join|Check in/ })).toHaveCount(0);

  await page.goto(`${server.url}/communities`);
  const cards = page.getByTestId('community-card');
  await expect(cards.first()).toHaveAccessibleName('Meetverse');
  await expect(cards.first().getByRole('button')).toHaveCount(0);
  const builders = page.getByRole('article', { name: 'Berlin Product Builders' });
  await builders.getByRole('button', { name: 'Join Berlin Product Builders' }).click();
  await expect(page.getByText('You joined Berlin Product Builders')).toBeVisible();
  await expect(builders.getByRole('button', { name: 'Leave Berlin Product Builders' })).toBeVisible();
  await expect(builders.getByText('1 member', { exact: true })).toBeVisible();

  await page.goto(`${server.url}/home`);
  const strip = page.getByLabel('Spaces');
  await expect(strip.getByRole('checkbox', { name: /^Berlin Product / })).toBeChecked();
  await expect(strip).not.toContainText('past:');
});

test("an event whose end passes moves from Current to Past on /events and its home chip under 'past:', without a reload", async ({ demoMember, server }) => {
  const member = await demoMember('grace@example.com');
  const token = await server.token(ORGANISER);
  const hour = 3_600_000;
  const { body } = await server.api<{ data: { id: string; slug: string } }>('POST', '/events', {
    token,
    body: { name: 'Closing Soon', live_status: 'live', is_community: false, starts_at: new Date(Date.now() - hour).toISOString(), ends_at: new Date(Date.now() + hour).toISOString() },
  });
  await member.goto(`${server.url}/events/${body.data.slug}`);
  await member.getByRole('button', { name: 'Join event' }).click();
  await expect(member.getByRole('button', { name: 'Leave event' })).toBeVisible();

  await member.goto(`${server.url}/home`);
  const strip = member.getByLabel('Spaces');
  await expect(strip.getByRole('checkbox', { name: 'Closing Soon' })).toBeChecked();
  await expect(strip).not.toContainText(/past:.*Closing Soon/);
  const list = await member.context().newPage();
  await list.goto(`${server.url}/events`);
  await expect(list.getByRole('region', { name: 'Current' }).getByRole('link', { name: 'Closing Soon' })).toBeVisible();
  const navigations = { home: navigationsOf(member), list: navigationsOf(list) };

  // The organiser moves the end to a few seconds from now. Both devices hear it while the event is
  // still current (its card shows the new end's day and time), so what moves it to Past is the clock
  // passing the end, not a change arriving.
  const end = new Date(Date.now() + 8_000);
  await server.api('PUT', `/events/${body.data.id}`, { token, body: { ends_at: end.toISOString() } });
  const card = list.getByRole('region', { name: 'Current' }).getByRole('link', { name: 'Closing Soon' });
  await expect(card).toContainText(`${end.getHours() % 12 || 12}:${String(end.getMinutes()).padStart(2, '0')}`);
  await expect(list.getByRole('region', { name: 'Past' }).getByRole('link', { name: 'Closing Soon' })).toBeVisible({ timeout: end.getTime() - Date.now() + 15_000 });
  await expect(list.getByRole('region', { name: 'Current' }).getByRole('link', { name: 'Closing Soon' })).toHaveCount(0);
  await expect(strip).toContainText(/past:.*Closing Soon/);
  expect(navigations).toEqual({ home: [], list: [] });
});
