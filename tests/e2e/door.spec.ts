import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { interactionId } from '../../schemas/interaction.schema';
import { expect, test, waitForOfflineReady, type AppServer } from './fixtures';
import { qrClip } from './camera-support';
import { shoot } from './page-support';
import { DEMO_SUB, issuerSubOf, MEMBER, serverPull } from './sync-support';

// The seeded Offline-First Summit is Ada's, and live: its check-in is open.
const SUMMIT_ID = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';
const SUMMIT = '/events/offline-first-summit';
const MEETUP_ID = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0003';

type Scan = { id: string; event_id: string; attendee_id: string; staff_id: string; device_id: string; scanned_at: string };
type Toggle = { id: string; kind: string; user_id: string; target_id: string; active: boolean; created_at: string };

async function ok(server: AppServer, who: keyof typeof DEMO_SUB, method: string, route: string, body?: unknown) {
  const answer = await server.api<Record<string, unknown>>(method, route, { token: await server.token(DEMO_SUB[who]), body });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

/** Tim on the summit's door; Grace and Katherine joined it; a pass of Grace's to another event, and one of Tim's to the summit he left since. */
async function doorSetUp(server: AppServer) {
  await ok(server, 'ada', 'PUT', `/events/${SUMMIT_ID}`, { team: [{ user_id: MEMBER.tim, role: 'door' }] });
  for (const who of ['grace', 'katherine'] as const) await ok(server, who, 'POST', '/event-participants', { event_id: SUMMIT_ID });
  await ok(server, 'grace', 'POST', '/event-participants', { event_id: MEETUP_ID });
  const otherEvent = ((await ok(server, 'grace', 'GET', `/events/${MEETUP_ID}/pass`)).data as { text: string }).text;
  await ok(server, 'tim', 'POST', '/event-participants', { event_id: SUMMIT_ID });
  const left = ((await ok(server, 'tim', 'GET', `/events/${SUMMIT_ID}/pass`)).data as { text: string }).text;
  await ok(server, 'tim', 'DELETE', `/interactions/${encodeURIComponent(interactionId('participation', MEMBER.tim, SUMMIT_ID))}`);
  return { otherEvent, left };
}

const result = (page: Page) => page.getByTestId('door-result');
const count = (page: Page) => page.getByTestId('door-count');

async function typeCode(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(text);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
}

/** The pass Grace's event page shows: the QR code's text, and the code under it. */
async function passOf(page: Page) {
  const qr = page.getByTestId('pass-qr');
  await expect(qr).toBeVisible();
  return { text: (await qr.getAttribute('data-value'))!, code: (await page.getByTestId('pass-code').textContent())! };
}

/** The door's count as numbers: checked in, attending. */
async function countsOf(page: Page): Promise<[number, number]> {
  const text = (await count(page).textContent()) ?? '';
  const found = /(\d+) checked in of (\d+) attending/.exec(text);
  if (!found) throw new Error(`no count in '${text}'`);
  return [Number(found[1]), Number(found[2])];
}

test('two door phones offline check the same attendees in; online, each attendee has one check-in and both scans are kept', async ({ demoMember, server }) => {
  test.setTimeout(180_000);
  const { otherEvent, left } = await doorSetUp(server);

  // Grace's pass: on her event page, kept on her phone, shown offline after a reload.
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}${SUMMIT}`);
  const card = grace.getByTestId('pass-card');
  await expect(card.getByRole('heading', { name: 'Your pass' })).toBeVisible();
  const gracePass = await passOf(grace);
  expect(gracePass.text).toMatch(new RegExp(`^meetverse-pass:1:${SUMMIT_ID}:${MEMBER.grace}:[A-Za-z0-9_-]{86}$`));
  await expect(grace.getByRole('link', { name: 'Door check-in' })).toHaveCount(0);
  await waitForOfflineReady(grace);
  await grace.context().setOffline(true);
  await grace.reload();
  expect((await passOf(grace)).text).toBe(gracePass.text);
  await grace.context().setOffline(false);

  const katherine = await demoMember('katherine@example.com');
  await katherine.goto(`${server.url}${SUMMIT}`);
  const katherinePass = await passOf(katherine);

  // The organiser and the door staff open the door from the event page.
  const ada = await demoMember('ada@example.com');
  const tim = await demoMember('tim@example.com');
  for (const phone of [ada, tim]) {
    await phone.goto(`${server.url}${SUMMIT}`);
    await phone.getByRole('link', { name: 'Door check-in' }).click();
    await expect(phone.getByRole('heading', { name: 'Door check-in' })).toBeVisible();
    await expect(phone.getByTestId('door-attendee').filter({ hasText: 'Katherine' })).toBeVisible();
    await expect(phone.getByTestId('no-camera')).toBeVisible();
  }
  // Tim left the summit: Ada's phone knows it once it has synced.
  await expect(ada.getByTestId('door-attendee').filter({ hasText: 'Tim Berners-Lee' })).toHaveCount(0);
  const [inBefore, attending] = await countsOf(ada);
  expect(await countsOf(tim)).toEqual([inBefore, attending]);

  // Both phones lose the network, and both check Grace and Katherine in.
  await ada.context().setOffline(true);
  await tim.context().setOffline(true);
  await typeCode(ada, gracePass.text);
  await expect(result(ada)).toHaveAttribute('data-kind', 'checked_in');
  await expect(result(ada)).toContainText('Checked in: Grace Hopper');
  await typeCode(tim, gracePass.code);
  await expect(result(tim)).toContainText('Checked in: Grace Hopper');
  await ada.getByRole('textbox', { name: 'Find an attendee' }).fill('Kath');
  await ada.getByRole('button', { name: /^Check in Katherine/ }).click();
  await expect(result(ada)).toContainText(/Checked in: Katherine/);
  await typeCode(tim, katherinePass.text);
  await expect(result(tim)).toContainText(/Checked in: Katherine/);
  await expect(count(ada)).toHaveText(`${inBefore + 2} checked in of ${attending} attending`);
  await expect(ada.getByTestId('door-waiting')).toHaveText('2 check-ins wait to sync');

  // The same pass again on the phone that knows: amber, with when and by whom, and nothing new recorded.
  await typeCode(ada, gracePass.text);
  await expect(result(ada)).toHaveAttribute('data-kind', 'already');
  await expect(result(ada)).toContainText(/Already checked in at \d{1,2}:\d{2}( [AP]M)? by you/);
  await expect(ada.getByTestId('door-waiting')).toHaveText('2 check-ins wait to sync');

  // Refusals, offline: no pass, a forged one, another event's, and one of someone who left.
  const refusals: [string, string | RegExp][] = [
    ['hello there', 'A member code has 8 letters and digits, like 7K2M-9QXD'],
    ['meetverse-party:1:x', 'This is not a Meetverse pass'],
    [gracePass.text.replace(MEMBER.grace, MEMBER.tim), 'This pass is not valid'],
    [otherEvent, 'This pass is for another event: Local-First Meetup'],
    [left, 'Tim Berners-Lee has not joined this event'],
  ];
  for (const [typed, words] of refusals) {
    await typeCode(ada, typed);
    await expect(result(ada)).toHaveAttribute('data-kind', 'refused');
    await expect(result(ada)).toContainText(words);
  }

  // Back online: every scan reaches the server.
  await ada.context().setOffline(false);
  await tim.context().setOffline(false);
  for (const phone of [ada, tim]) {
    await expect(phone.getByTestId('door-waiting')).toHaveCount(0, { timeout: 30_000 });
    await expect(count(phone)).toHaveText(`${inBefore + 2} checked in of ${attending} attending`);
  }
  // Ada signed in at the issuer: her token names the issuer's id of her.
  const adaSub = issuerSubOf(server, 'ada@example.com');
  const scans = (await serverPull<Scan>(server, adaSub, 'door_scans')).filter((scan) => scan.event_id === SUMMIT_ID);
  for (const attendee of [MEMBER.grace, MEMBER.katherine]) {
    const theirs = scans.filter((scan) => scan.attendee_id === attendee);
    expect(theirs.map((scan) => scan.staff_id).sort()).toEqual([MEMBER.ada, MEMBER.tim].sort());
    expect(new Set(theirs.map((scan) => scan.device_id)).size).toBe(2);
    const checkIns = (await serverPull<Toggle>(server, adaSub, 'interactions')).filter((doc) => doc.kind === 'check_in' && doc.target_id === SUMMIT_ID && doc.user_id === attendee);
    const earliest = theirs.map((scan) => scan.scanned_at).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
    expect(checkIns).toEqual([expect.objectContaining({ active: true, created_at: earliest })]);
  }
  // Grace's own phone hears she is checked in.
  await grace.goto(`${server.url}${SUMMIT}`);
  await expect(grace.getByTestId('event-counts')).toContainText(`${inBefore + 2} checked in`);

  // Tim's phone now knows of Ada's scan of Katherine, the first: a scan of her pass says so.
  await typeCode(tim, katherinePass.text);
  await expect(result(tim)).toHaveAttribute('data-kind', 'already');
  await expect(result(tim)).toContainText(/Already checked in at .+ by (Ada Lovelace|you)/);
});

test("door staff scan a pass with the camera: checked in, then 'already checked in' as the camera reads it again", async ({ demoMember, server }) => {
  test.setTimeout(120_000);
  await doorSetUp(server);
  const pass = ((await ok(server, 'grace', 'GET', `/events/${SUMMIT_ID}/pass`)).data as { text: string }).text;
  const clip = qrClip(pass);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${clip}`],
  });
  try {
    const tim = await demoMember('tim@example.com', { browser, permissions: ['camera'] });
    await tim.goto(`${server.url}${SUMMIT}/door`);
    await expect(tim.getByTestId('camera-preview')).toBeVisible();
    await expect(result(tim)).toContainText('Checked in: Grace Hopper', { timeout: 20_000 });
    // The same pass held up again: the phone knows its own scan.
    await expect(result(tim)).toContainText(/Already checked in at .+ by you/, { timeout: 20_000 });
    await expect(tim.getByTestId('door-attendee').filter({ hasText: 'Grace Hopper' })).toContainText('In at');
  } finally {
    await browser.close();
    fs.rmSync(path.dirname(clip), { recursive: true, force: true });
  }
});

test('before check-in opens, the door says when it opens and refuses a tap, as the server would, and writes nothing', async ({ demoMember, server }) => {
  const start = Date.now() + 3 * 24 * 3_600_000;
  const made = (await ok(server, 'ada', 'POST', '/events', {
    name: 'Door Opens Later', slug: 'door-opens-later', live_status: 'planned', is_community: false, time_zone: 'Europe/Berlin',
    starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * 3_600_000).toISOString(), team: [{ user_id: MEMBER.tim, role: 'door' }],
  })).data as { id: string };
  await ok(server, 'grace', 'POST', '/event-participants', { event_id: made.id });
  const tim = await demoMember('tim@example.com');
  await tim.goto(`${server.url}/events/door-opens-later/door`);
  await expect(tim.getByTestId('door-closed')).toContainText('Check-in opens an hour before the event starts. It opens ');
  await expect(tim.getByTestId('door-closed')).toContainText('scans are refused until then');
  await tim.getByRole('button', { name: 'Check in Grace Hopper' }).click();
  await expect(result(tim)).toContainText('Check-in opens an hour before the event starts');
  expect(await countsOf(tim)).toEqual([0, 1]);
  await expect(tim.getByTestId('door-waiting')).toHaveCount(0);
  const scans = await serverPull<Scan>(server, DEMO_SUB.tim, 'door_scans');
  expect(scans.filter((scan) => scan.event_id === made.id)).toEqual([]);
  if (process.env.SCREENSHOTS) await shoot(tim, 'door-not-open', () => expect(tim.getByTestId('door-closed')).toBeVisible());
});

test('a member who does not run the door is told whose door it is', async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}${SUMMIT}/door`);
  await expect(grace.getByText('Check-in at the door is for the organiser, co-hosts and door staff of Offline-First Summit.')).toBeVisible();
  await expect(grace.getByTestId('door-count')).toHaveCount(0);
  await grace.getByRole('link', { name: 'Back to the event' }).click();
  await expect(grace.getByRole('heading', { level: 1, name: 'Offline-First Summit' })).toBeVisible();
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  test('the pass on the event page and the door scanner, light and dark', async ({ demoMember, server }) => {
    test.setTimeout(300_000);
    await doorSetUp(server);
    const grace = await demoMember('grace@example.com');
    await grace.goto(`${server.url}${SUMMIT}`);
    const gracePass = await passOf(grace);
    await shoot(grace, 'door-pass', async () => {
      await grace.getByTestId('pass-card').scrollIntoViewIfNeeded();
      await expect(grace.getByTestId('pass-qr')).toBeVisible();
    });
    const tim = await demoMember('tim@example.com');
    await tim.goto(`${server.url}${SUMMIT}/door`);
    await typeCode(tim, gracePass.text);
    await expect(result(tim)).toHaveAttribute('data-kind', 'checked_in');
    await shoot(tim, 'door-scanner', async () => {
      await tim.evaluate(() => window.scrollTo(0, 0));
      await expect(result(tim)).toBeVisible();
    });
    await typeCode(tim, gracePass.text);
    await expect(result(tim)).toHaveAttribute('data-kind', 'already');
    await shoot(tim, 'door-scanner-already', async () => {
      await tim.evaluate(() => window.scrollTo(0, 0));
    });
    await typeCode(tim, gracePass.text.replace(MEMBER.grace, MEMBER.katherine));
    await expect(result(tim)).toHaveAttribute('data-kind', 'refused');
    await shoot(tim, 'door-scanner-refused', async () => {
      await tim.evaluate(() => window.scrollTo(0, 0));
    });
  });
});
