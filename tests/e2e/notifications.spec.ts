import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { testQuestion } from '../../schemas/question.testing';
import { MEETVERSE_ID } from '../../server/db/seed';
import { expect, test, waitForSync, type AppServer } from './fixtures';
import { DEMO_SUB, MEMBER, issuerSubOf, pushInBatches } from './sync-support';

// Without the demo questions nobody has a notification yet (nor joined an event that could remind them),
// so every count below is what the test itself caused.
test.use({ serverEnv: { SEED_DEMO_QUESTIONS: 'false' } });

type Listed = { notifications: { id: string; kind: string; title: string; status: string }[]; total: number; unread_count: number };

const header = (page: Page) => page.getByRole('banner');
const bell = (page: Page) => header(page).getByRole('link', { name: /^Notifications/ });
const bellCount = (page: Page) => bell(page).locator('[data-count]');
const rows = (page: Page) => page.getByRole('list', { name: 'Notifications' }).getByTestId('notification');

const listed = async (server: AppServer, sub: string) =>
  (await server.api<Listed>('GET', '/notifications?per_page=100', { token: await server.token(sub) })).body;

/** axe-core on the page as it is: no serious or critical violations. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openNotifications(page: Page, server: AppServer) {
  await bell(page).click();
  await expect(page).toHaveURL(`${server.url}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
}

test("a member sees who can help and who met them, reads one on one device and all on another, and both devices and the server agree", async ({ demoMember, server }) => {
  const tim = await server.token(DEMO_SUB.tim);
  const ada = await server.token(DEMO_SUB.ada);
  const grace = await server.token(DEMO_SUB.grace);
  const question = (await server.api<{ data: { id: string; slug: string } }>('POST', '/questions', { token: grace, body: { title: 'Where is room B?' } })).body.data;

  const phone = await demoMember('grace@example.com');
  const laptop = await demoMember('grace@example.com');
  const graceSub = issuerSubOf(server, 'grace@example.com');
  await openNotifications(phone, server);
  await expect(phone.getByText('When someone can help with your question, meets you or messages you, it shows here.')).toBeVisible();

  // Tim can help with Grace's question, and Ada records that she met Grace.
  await server.api('POST', '/interactions', { token: tim, body: { kind: 'can_help', target_id: question.id } });
  await server.api('POST', `/interactions/we-met?other_user_id=${MEMBER.grace}`, { token: ada });

  const canHelp = 'Tim Berners-Lee can help with your question';
  const met = 'Ada Lovelace says you met';
  await expect(rows(phone)).toHaveCount(2);
  await expect(bellCount(phone)).toHaveAttribute('data-count', '2');
  await expect(phone.getByRole('link', { name: `Unread: ${met}` })).toHaveAttribute('href', '/profile/ada-lovelace');
  await expect(phone.getByRole('link', { name: `Unread: ${canHelp}` })).toHaveAttribute('href', `/questions/${question.slug}`);
  // Newest first, each with who it was and when.
  await expect(rows(phone).nth(0)).toContainText(met);
  await expect(rows(phone).nth(1)).toContainText('Where is room B?');
  await expect(rows(phone).nth(1)).toContainText(/less than a minute ago|1 minute ago/);
  await expect(phone.getByTestId('unread-summary')).toHaveText('2 unread');
  await expectNoSeriousViolations(phone);

  // Only Grace was told.
  for (const sub of [DEMO_SUB.ada, DEMO_SUB.tim]) expect(await listed(server, sub)).toMatchObject({ total: 0, unread_count: 0 });
  expect(await listed(server, graceSub)).toMatchObject({ total: 2, unread_count: 2 });

  await openNotifications(laptop, server);
  await expect(rows(laptop)).toHaveCount(2);
  await expect(bellCount(laptop)).toHaveAttribute('data-count', '2');

  // The laptop loses its connection and marks both read: they wait on the laptop, the server has heard nothing.
  await laptop.context().setOffline(true);
  await laptop.getByRole('button', { name: 'Mark all read' }).click();
  await expect(laptop.getByTestId('unread-summary')).toHaveText('All caught up');
  await expect(bellCount(laptop)).toHaveCount(0);
  await expect(laptop.getByRole('link', { name: /^Unread: / })).toHaveCount(0);
  await expect(laptop.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);

  // Meanwhile the phone opens Tim's offer, which marks it read and leads to the question.
  await phone.getByRole('link', { name: `Unread: ${canHelp}` }).click();
  await expect(phone).toHaveURL(`${server.url}/questions/${question.slug}`);
  await expect(phone.getByRole('heading', { name: 'Where is room B?' })).toBeVisible();
  await phone.goBack();
  await expect(phone.getByTestId('unread-summary')).toHaveText('1 unread');
  await expect(bellCount(phone)).toHaveAttribute('data-count', '1');
  await expect(phone.getByRole('link', { name: canHelp })).not.toHaveAccessibleName(/Unread/);
  await expect.poll(async () => (await listed(server, graceSub)).unread_count, { timeout: 20_000 }).toBe(1);

  // Back online, the laptop's reads reach the server and the phone: nothing unread anywhere.
  await laptop.context().setOffline(false);
  await expect.poll(async () => (await listed(server, graceSub)).unread_count, { timeout: 30_000 }).toBe(0);
  expect((await listed(server, graceSub)).notifications.map((n) => n.status)).toEqual(['read', 'read']);
  await expect(bellCount(phone)).toHaveCount(0, { timeout: 20_000 });
  await expect(phone.getByTestId('unread-summary')).toHaveText('All caught up');
  await expect(phone.getByRole('link', { name: met })).toBeVisible();
  await expect(phone.getByRole('link', { name: /^Unread: / })).toHaveCount(0);
  await waitForSync(laptop);
  await expect(bellCount(laptop)).toHaveCount(0);
  await expect(laptop.getByRole('link', { name: /^Unread: / })).toHaveCount(0);
});

test('more than 99 unread: the bell says 99+ and the list shows 20, then 40 after Show more', async ({ demoMember, server }) => {
  const COUNT = 105;
  const start = Date.now() - COUNT * 60_000;
  const questions = Array.from({ length: COUNT }, (_, index) => ({
    ...testQuestion(index + 1, {
      id: randomUUID(),
      title: `Question ${String(index + 1).padStart(3, '0')}`,
      event_id: MEETVERSE_ID,
      author_id: MEMBER.grace,
      created_at: new Date(start + index * 60_000).toISOString(),
      sync_state: 'pending',
      updatedAt: 0,
    }),
    _deleted: false,
  }));
  await pushInBatches(server, 'questions', DEMO_SUB.grace, questions);
  // Tim can help with every one of them: one notification each for Grace.
  await pushInBatches(
    server,
    'interactions',
    DEMO_SUB.tim,
    questions.map((question) => ({
      id: `can_help:${MEMBER.tim}:${question.id}`,
      kind: 'can_help',
      user_id: MEMBER.tim,
      target_id: question.id,
      active: true,
      created_at: new Date().toISOString(),
      sync_state: 'pending',
      updatedAt: 0,
      _deleted: false,
    })),
  );
  expect(await listed(server, DEMO_SUB.grace)).toMatchObject({ total: COUNT, unread_count: COUNT });

  const grace = await demoMember('grace@example.com');
  await expect(bellCount(grace)).toHaveAttribute('data-count', '99+', { timeout: 30_000 });
  await expect(bell(grace)).toHaveAccessibleName('Notifications More than 99 unread');
  await openNotifications(grace, server);
  await expect(grace.getByTestId('unread-summary')).toHaveText(`${COUNT} unread`);
  await expect(rows(grace)).toHaveCount(20);
  await grace.getByRole('button', { name: 'Show more' }).click();
  await expect(rows(grace)).toHaveCount(40);
  await expect(grace.getByRole('button', { name: 'Show more' })).toBeVisible();
});
