import type { Page } from '@playwright/test';
import { expect, test, type AppServer } from './fixtures';
import { DEMO_SUB, MEMBER, readServerDatabase } from './sync-support';

/**
 * A member's unread notifications as the server stores them: read from its database, since signing in
 * in the browser claimed the demo profile for the issuer's account and a demo token names nobody now.
 */
function unreadOnServer(server: AppServer, userId: string): number {
  return readServerDatabase(server, (file) => (file.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND status = 'unread' AND _deleted = 0").get(userId) as { n: number }).n);
}

// Without the demo questions nobody has a notification yet: every one below is the test's own.
test.use({ serverEnv: { SEED_DEMO_QUESTIONS: 'false' } });

const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : null;
const HELPERS = ['Mary Jackson', 'Dorothy Vaughan', 'Hedy Lamarr', 'Radia Perlman', 'Barbara Liskov', 'Frances Allen', 'Karen Spärck Jones', 'Margaret Hamilton', 'Annie Easley', 'Joan Clarke', 'Sophie Wilson', 'Adele Goldberg', 'Jean Sammet', 'Evelyn Boyd Granville', 'Shafi Goldwasser', 'Lynn Conway', 'Fran Bilas', 'Kathleen Booth', 'Ida Rhodes', 'Grete Hermann'];

const rows = (page: Page) => page.getByRole('list', { name: 'Notifications' }).getByTestId('notification');
const bellCount = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ }).locator('[data-count]');

/** A member who signed up (through the API) under `name`: their token. */
async function newMember(server: AppServer, name: string, n: number): Promise<string> {
  const token = await server.token(`e2e|helper-${n}@example.com`);
  const body = { step1: { fields_of_expertise: [], professional_background: '', can_help_with: '' }, step2: { interests: [] }, step3: { full_name: name } };
  const { status } = await server.api('POST', '/users/me', { token, body });
  expect(status).toBeLessThan(300);
  return token;
}

/** Grace's question, with 'can help' from `count` new members and from Tim, the newest; Ada's on another. */
async function helpers(server: AppServer, count = HELPERS.length) {
  const question = (await server.api<{ data: { id: string; slug: string } }>('POST', '/questions', { token: await server.token(DEMO_SUB.grace), body: { title: 'Where can I print my boarding pass?' } })).body.data;
  const other = (await server.api<{ data: { id: string; slug: string } }>('POST', '/questions', { token: await server.token(DEMO_SUB.grace), body: { title: 'Who has a spare HDMI adapter?' } })).body.data;
  for (const [n, name] of HELPERS.slice(0, count).entries()) {
    const token = await newMember(server, name, n);
    expect((await server.api('POST', '/interactions', { token, body: { kind: 'can_help', target_id: question.id } })).status).toBe(201);
  }
  await server.api('POST', '/interactions', { token: await server.token(DEMO_SUB.ada), body: { kind: 'can_help', target_id: other.id } });
  await server.api('POST', '/interactions', { token: await server.token(DEMO_SUB.tim), body: { kind: 'can_help', target_id: question.id } });
  return { question, other };
}

test("21 'can help' on one question are one row, 'Tim Berners-Lee and 20 others can help with your question', which leads to the question and marks them all read", async ({ demoMember, server }) => {
  // 22 notifications: more than a page of 20, which the screen reads past, so the group counts all 21.
  const { question } = await helpers(server);
  const grace = await demoMember('grace@example.com', { viewport: { width: 390, height: 844 } });
  await grace.goto(`${server.url}/notifications`);
  await expect(rows(grace)).toHaveCount(2);
  const group = grace.getByRole('link', { name: 'Unread: Tim Berners-Lee and 20 others can help with your question' });
  await expect(group).toHaveAttribute('href', `/questions/${question.slug}`);
  await expect(rows(grace).first()).toHaveAttribute('data-group-size', '21');
  await expect(grace.getByRole('link', { name: 'Unread: Ada Lovelace can help with your question' })).toBeVisible();
  await expect(bellCount(grace)).toHaveAttribute('data-count', '22');

  await group.click();
  await expect(grace).toHaveURL(`${server.url}/questions/${question.slug}`);
  // Back to the list, as the member would go: the group is read there, and stays read once the page is loaded again.
  await grace.goBack();
  for (const load of ['back', 'reload'] as const) {
    if (load === 'reload') await grace.reload();
    await expect(grace.getByRole('link', { name: 'Tim Berners-Lee and 20 others can help with your question' })).toBeVisible();
    await expect(rows(grace).first()).not.toHaveAttribute('data-unread');
    await expect(bellCount(grace)).toHaveAttribute('data-count', '1');
  }
  // And on the server, once the reads are sent: only Ada's is unread.
  await expect.poll(() => unreadOnServer(server, MEMBER.grace), { timeout: 30_000 }).toBe(1);
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`grouped notifications on the ${name} screen in the ${colorScheme} theme`, async ({ demoMember, server }) => {
      test.skip(!SHOTS, 'screenshots are taken when SCREENSHOTS is set');
      await helpers(server, 12);
      const grace = await demoMember('grace@example.com', { viewport, colorScheme });
      await grace.goto(`${server.url}/notifications`);
      await expect(rows(grace)).toHaveCount(2);
      await expect(grace.getByText('Tim Berners-Lee and 12 others can help with your question')).toBeVisible();
      await grace.screenshot({ path: `${SHOTS}/notifications-grouped-${name}-${colorScheme}.png` });
    });
  }
}

test("an unknown path still lands a member on /home, and says 'There is no page at /xyz'", async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com', { viewport: { width: 390, height: 844 } });
  await grace.goto(`${server.url}/xyz`);
  await expect(grace).toHaveURL(`${server.url}/home`);
  await expect(grace.getByText('There is no page at /xyz')).toBeVisible();
});
