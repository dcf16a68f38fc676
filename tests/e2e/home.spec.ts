import { expect, ORGANISER, test, waitForOfflineReady } from './fixtures';
import { numbered } from './sync-support';

test('a question written offline stays pending across a reload, syncs when back, and reaches another member live', async ({ demoMember, server }) => {
  const ada = await demoMember('ada@example.com');
  const grace = await demoMember('grace@example.com');
  await expect(grace.getByTestId('question-card').first()).toBeVisible();
  await waitForOfflineReady(ada);

  await server.stop();
  await ada.goto(`${server.url}/create-question`);
  await ada.getByLabel('Title').fill('Is anyone else offline right now?');
  await ada.getByLabel('Description').fill('The <b>venue</b> wifi just died.');
  await ada.getByRole('button', { name: 'Post question' }).click();
  await expect(ada.getByRole('heading', { name: 'Is anyone else offline right now?' })).toBeVisible();
  await expect(ada.getByText('Waiting to sync')).toBeVisible();
  // Markup shows as typed and never runs.
  await expect(ada.getByText('The <b>venue</b> wifi just died.')).toBeVisible();

  await ada.reload();
  await expect(ada.getByRole('heading', { name: 'Is anyone else offline right now?' })).toBeVisible();
  await expect(ada.getByText('Waiting to sync')).toBeVisible();

  await server.start();
  await expect(ada.getByText('Waiting to sync')).toBeHidden({ timeout: 45_000 });
  const announced = grace.getByRole('button', { name: /Show 1 new question/ });
  await expect(announced).toBeVisible({ timeout: 45_000 });
  await announced.click();
  await expect(grace.getByRole('article', { name: 'Is anyone else offline right now?' })).toBeVisible();
});

test("two members say 'can help' on one question while offline and the count ends right on both", async ({ demoMember, server }) => {
  const tim = await server.token('demo|tim@example.com');
  const { body } = await server.api<{ data: { id: string } }>('POST', '/questions', {
    token: tim,
    body: { title: 'Who can lend me a USB-C adapter?', description: 'Mine stayed at the hotel.' },
  });
  const ada = await demoMember('ada@example.com');
  const grace = await demoMember('grace@example.com');
  for (const page of [ada, grace]) {
    await page.goto(`${server.url}/questions/${body.data.id}`);
    await expect(page.getByTestId('reaction-can_help')).toHaveAccessibleName('Can help, 0');
  }

  await server.stop();
  for (const page of [ada, grace]) {
    await page.getByTestId('reaction-can_help').click();
    await expect(page.getByTestId('reaction-can_help')).toHaveAccessibleName('Can help, 1');
    await expect(page.getByTestId('reaction-can_help')).toHaveAttribute('aria-pressed', 'true');
  }

  await server.start();
  for (const page of [ada, grace]) {
    await expect(page.getByTestId('reaction-can_help')).toHaveAccessibleName('Can help, 2', { timeout: 45_000 });
    await expect(page.getByRole('list', { name: 'People who can help' }).getByRole('listitem')).toHaveCount(2);
  }
  await expect
    .poll(async () => (await server.api<{ data: { help_count: number } }>('GET', `/questions/${body.data.id}`, { token: tim })).body.data.help_count)
    .toBe(2);
});

test('sort and filter choices persist across a reload, and choosing a sort reorders the feed', async ({ demoMember }) => {
  const ada = await demoMember('ada@example.com');
  const titles = () => ada.getByTestId('question-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  await expect(ada.getByTestId('question-card').first()).toBeVisible();
  // Cards come in a few at a time: the feed says it is busy until all of them are in.
  await expect(ada.getByRole('feed', { name: 'Questions' })).toHaveAttribute('aria-busy', 'false');
  const latest = await titles();

  await ada.getByRole('button', { name: /^Sort questions/ }).click();
  await ada.getByRole('menuitemradio', { name: 'Most Helpers' }).click();
  await expect.poll(titles).not.toEqual(latest);

  // Ada takes part in the demo events: their chips follow the meetverse, ended ones after 'past:'.
  const chips = ada.getByRole('checkbox');
  await expect(chips.first()).toHaveAccessibleName('Meetverse');
  await expect(chips.nth(1)).toHaveAccessibleName(/^(Offline-First S|Local-First Mee)/);
  await expect(ada.getByText('past:')).toBeVisible();
  await ada.locator('label', { hasText: /^Offline-First S/ }).click();
  await expect(ada.getByRole('article', { name: 'Is the wifi down for everyone in Hall A?' })).toBeVisible();

  await ada.reload();
  await expect(ada.getByRole('button', { name: /^Sort questions/ })).toHaveAccessibleName('Sort questions: Most Helpers');
  await expect(ada.getByRole('article', { name: 'Is the wifi down for everyone in Hall A?' })).toBeVisible();
  // Selecting the meetverse chip resets the selection to it alone.
  await ada.locator('label', { hasText: /^Meetverse$/ }).click();
  await expect(ada.getByRole('article', { name: 'Is the wifi down for everyone in Hall A?' })).toHaveCount(0);
});

test('a question draft survives a reload and makes logout ask first', async ({ demoMember, server }) => {
  const ada = await demoMember('ada@example.com');
  await ada.goto(`${server.url}/create-question`);
  await ada.getByLabel('Title').fill('Half-written thought');
  await ada.reload();
  await expect(ada.getByLabel('Title')).toHaveValue('Half-written thought');
  await ada.goto(`${server.url}/profile`);
  await ada.getByRole('button', { name: 'Log out' }).click();
  await expect(ada.getByRole('dialog', { name: 'You have an unsaved draft' })).toBeVisible();
});

test("a feed longer than a page shows its first twenty questions newest first, then the next with 'Show more'", async ({ demoMember, server }) => {
  const token = await server.token(ORGANISER);
  const asked = numbered(25, 'Who has a spare charger?');
  for (const title of asked) {
    const { status } = await server.api('POST', '/questions', { token, body: { title } });
    expect(status).toBe(201);
    // Each a moment after the one before: the feed orders them by when they were asked.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const grace = await demoMember('grace@example.com');
  const feed = grace.getByRole('feed', { name: 'Questions' });
  const titles = () => feed.getByTestId('question-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  await expect(feed.getByTestId('question-card')).toHaveCount(20);
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  expect(await titles()).toEqual(asked.slice(5).reverse());

  await grace.getByRole('button', { name: 'Show more' }).click();
  await expect.poll(async () => (await titles()).length).toBeGreaterThan(20);
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  // The demo's own questions follow, asked before these.
  expect((await titles()).slice(0, 25)).toEqual([...asked].reverse());
});
