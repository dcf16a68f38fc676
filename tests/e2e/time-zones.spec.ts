import { expect, test, type AppServer } from './fixtures';
import { pickDay } from './sync-support';

// Times are the venue's: an organiser in Berlin schedules an event in New York at 9:00 there; a member
// whose browser is in Tokyo sees 9:00 AM New York time and their own beside it; one in New York sees one time.

async function serverEvent(server: AppServer, name: string): Promise<{ id: string; slug?: string; time_zone?: string; starts_at?: string } | undefined> {
  const { body } = await server.api<{ data: { id: string; name: string; slug?: string; time_zone?: string; starts_at?: string }[] }>('GET', '/events?limit=200');
  return body.data.find((event) => event.name === name);
}

// A day ten days on, at noon in UTC, so it is that day in Berlin, New York and Tokyo alike.
const day = new Date(Date.now() + 10 * 24 * 3600 * 1000);
const theDay = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
/** New York's short name on that day: EST in winter, EDT in summer. */
const newYork = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' }).formatToParts(theDay).find((part) => part.type === 'timeZoneName')!.value;

test("a member in another zone sees the venue's time with its zone, and their own beside it", async ({ demoMember, server }) => {
  const organiser = await demoMember('ada@example.com', { timezoneId: 'Europe/Berlin', locale: 'en-US' });
  await organiser.goto(`${server.url}/create-event`);
  await organiser.getByRole('textbox', { name: 'Name', exact: true }).fill('Brooklyn Sync Day');
  await pickDay(organiser, 'Starts', theDay);
  const zone = organiser.getByPlaceholder('Search for a city or region');
  // A new event starts in the organiser's own zone.
  await expect(zone).toHaveValue(/^Europe\/Berlin \(GMT\+[12]\)$/);
  await zone.click();
  await zone.fill('New_York');
  await organiser.getByRole('option', { name: new RegExp(`^America/New_York \\(${newYork}\\)$`) }).click();
  await expect(zone).toHaveValue(`America/New_York (${newYork})`);
  await expect(organiser.getByText("Start and end are the venue's times. Changing the zone keeps those times.")).toBeVisible();
  await organiser.getByRole('button', { name: 'Create event' }).click();

  // The organiser, in Berlin, sees New York's 9:00 and their own 15:00 (or 14:00 while the two differ in summer time).
  await expect(organiser.getByRole('heading', { name: 'Brooklyn Sync Day' })).toBeVisible();
  await expect(organiser.getByTestId('venue-time')).toContainText(`9:00 AM – 5:00 PM ${newYork}`);
  await expect(organiser.getByTestId('own-time')).toContainText(/Your time: .*(3|2):00 PM – (11|10):00 PM GMT\+[12]/);

  await expect.poll(async () => (await serverEvent(server, 'Brooklyn Sync Day'))?.slug, { timeout: 45_000 }).toBe('brooklyn-sync-day');
  const stored = (await serverEvent(server, 'Brooklyn Sync Day'))!;
  expect(stored.time_zone).toBe('America/New_York');
  expect(new Date(stored.starts_at!).toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' })).toBe('9:00 AM');

  // A member in Tokyo: 9:00 in New York is 23:00 the same day in Tokyo (22:00 in New York's summer time).
  const tokyo = await demoMember('grace@example.com', { timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  await tokyo.goto(`${server.url}/events/brooklyn-sync-day`);
  await expect(tokyo.getByTestId('venue-time')).toContainText(`9:00 AM – 5:00 PM ${newYork}`);
  await expect(tokyo.getByTestId('own-time')).toContainText(/Your time: .*(11|10):00 PM – .*(7|6):00 AM GMT\+9/);
  // The card in the list says both too, once the app draws the list itself (a first visit's list,
  // drawn by the server, keeps the venue's times alone rather than shifting as the app takes it over).
  await tokyo.getByRole('link', { name: 'Back' }).click();
  await expect(tokyo).toHaveURL(`${server.url}/events`);
  const card = tokyo.getByTestId('event-card').filter({ hasText: 'Brooklyn Sync Day' });
  await expect(card).toContainText(`9:00 AM – 5:00 PM ${newYork}`);
  await expect(card).toContainText('Your time:');

  // A member in New York: one time, the venue's.
  const local = await demoMember('tim@example.com', { timezoneId: 'America/New_York', locale: 'en-US' });
  await local.goto(`${server.url}/events/brooklyn-sync-day`);
  await expect(local.getByTestId('venue-time')).toContainText(`9:00 AM – 5:00 PM ${newYork}`);
  await expect(local.getByRole('heading', { name: 'Brooklyn Sync Day' })).toBeVisible();
  await expect(local.getByTestId('own-time')).toHaveCount(0);
});

test.describe('a first visit by a guest in another zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

  test("the server's page shows the venue's time, and the app adds the guest's own once it has taken the page over, with no error", async ({ page, server }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const html = await (await page.request.get(`${server.url}/events/offline-first-summit`)).text();
    expect(html).toMatch(/data-testid="venue-time"[^>]*>[^<]*(GMT\+[12]|CEST|CET)</);
    expect(html).not.toContain('Your time');
    await page.goto(`${server.url}/events/offline-first-summit`);
    await expect(page.getByTestId('own-time')).toContainText('GMT+9');
    expect(errors).toEqual([]);
  });
});
