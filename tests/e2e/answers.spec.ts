import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shoot } from './page-support';
import { DEMO_SUB } from './sync-support';
import type { AppServer } from './fixtures';

type Question = { id: string; slug: string };

/** A question asked in the meetverse (or in an event) by `sub`, through the API. */
async function ask(server: AppServer, sub: string, title: string, description = '', eventId?: string): Promise<Question> {
  const { status, body } = await server.api<{ data: Question }>('POST', '/questions', { token: await server.token(sub), body: { title, description, ...(eventId ? { event_id: eventId } : {}) } });
  expect(status).toBe(201);
  return body.data;
}

/** An event of Ada's, on now, that Grace moderates. */
async function moderatedEvent(server: AppServer, name: string): Promise<string> {
  const start = Date.now() - 3_600_000;
  const grace = await server.api<{ data: { id: string } }>('GET', '/users/me', { token: await server.token(DEMO_SUB.grace) });
  const team = [{ user_id: grace.body.data.id, role: 'moderator' }];
  const body = { name, live_status: 'live', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 4 * 3_600_000).toISOString(), team };
  const made = await server.api<{ data: { id: string } }>('POST', '/events', { token: await server.token(DEMO_SUB.ada), body });
  expect(made.status).toBe(201);
  return made.body.data.id;
}

/** The menu of one answer, opened. */
async function openMenu(page: Page, hasText: string) {
  await answers(page).filter({ hasText }).getByRole('button', { name: /^More for / }).click();
}

async function answerOnServer(server: AppServer, sub: string, question: Question, text: string): Promise<string> {
  const { status, body } = await server.api<{ data: { id: string } }>('POST', `/questions/${question.id}/answers`, { token: await server.token(sub), body: { body: text } });
  expect(status).toBe(201);
  return body.data.id;
}

const answers = (page: Page) => page.getByTestId('answer');

async function writeAnswer(page: Page, text: string) {
  await page.getByLabel('Your answer').fill(text);
  await page.getByRole('button', { name: 'Post answer' }).click();
}

test("an answer written offline syncs and tells the asker, who accepts it; a member who said 'me too' hears it was solved", async ({ demoMember, server }) => {
  const question = await ask(server, DEMO_SUB.ada, 'Where can I charge my laptop?');
  // Tim wonders the same.
  const meToo = await server.api('POST', '/interactions', { token: await server.token(DEMO_SUB.tim), body: { kind: 'me_too', target_id: question.id } });
  expect(meToo.status).toBeLessThan(300);

  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/questions/${question.slug}`);
  await expect(grace.getByTestId('answers-empty')).toHaveText('No answers yet — be the first to answer below.');
  // 'Can help' offers to answer or to chat.
  await grace.getByRole('button', { name: 'Can help' }).click();
  const offer = grace.getByTestId('help-offer');
  await expect(offer.getByRole('link', { name: 'Chat with Ada' })).toBeVisible();
  await offer.getByRole('button', { name: 'Write an answer' }).click();
  await expect(grace.getByLabel('Your answer')).toBeFocused();

  // An empty answer is refused with the server's words, before anything is written.
  await grace.getByRole('button', { name: 'Post answer' }).click();
  await expect(grace.getByText('Write your answer first')).toBeVisible();

  await grace.context().setOffline(true);
  await writeAnswer(grace, 'The sockets by the windows work.\nMap: https://example.com/sockets');
  await expect(grace.getByText('Answer posted')).toBeVisible();
  await expect(answers(grace)).toHaveCount(1);
  await expect(answers(grace).getByText('Waiting to sync')).toBeVisible();
  // Its link is a link; its line break kept.
  await expect(answers(grace).getByRole('link', { name: 'https://example.com/sockets' })).toHaveAttribute('href', 'https://example.com/sockets');
  await grace.context().setOffline(false);
  await expect(answers(grace).getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });

  // The asker is told, and opens the question from the notification.
  const ada = await demoMember('ada@example.com');
  await ada.goto(`${server.url}/notifications`);
  await ada.getByText('Grace Hopper answered your question').click();
  await expect(ada).toHaveURL(`${server.url}/questions/${question.slug}`);
  await expect(answers(ada)).toHaveCount(1);
  await answers(ada).getByRole('button', { name: 'Accept answer' }).click();
  await expect(ada.getByText('Answer accepted')).toBeVisible();
  await expect(answers(ada).getByText('Accepted')).toBeVisible();
  await expect(ada.getByTestId('solved')).toBeVisible();

  // The answerer's page follows: accepted, and the question solved.
  await expect(grace.getByTestId('solved')).toBeVisible({ timeout: 30_000 });
  await expect(answers(grace).getByText('Accepted')).toBeVisible();

  // Tim, who said 'me too', hears it was solved; Grace that her answer was accepted.
  await expect
    .poll(async () => {
      const { body } = await server.api<{ documents: { kind: string; link?: string }[] }>('GET', '/replication/notifications/pull?limit=100', { token: await server.token(DEMO_SUB.tim) });
      return body.documents.filter((doc) => doc.kind === 'question_solved').map((doc) => doc.link);
    })
    .toEqual([`/questions/${question.slug}`]);
  await grace.goto(`${server.url}/notifications`);
  await expect(grace.getByText('Your answer was accepted')).toBeVisible();
});

test('a member edits and deletes their own answer, and the accepted answer shows first', async ({ demoMember, server }) => {
  const question = await ask(server, DEMO_SUB.ada, 'Is there vegan food at lunch?');
  await answerOnServer(server, DEMO_SUB.tim, question, 'Ask the caterer.');
  const best = await answerOnServer(server, DEMO_SUB.katherine, question, 'Yes: the green counter, left of the stage.');
  const ada = await demoMember('ada@example.com');
  await ada.goto(`${server.url}/questions/${question.slug}`);
  await expect(answers(ada)).toHaveCount(2);
  await answers(ada).filter({ hasText: 'green counter' }).getByRole('button', { name: 'Accept answer' }).click();
  await expect(answers(ada).first()).toContainText('green counter');
  await expect(answers(ada).first()).toHaveAttribute('data-accepted', 'true');
  expect(best).toBeTruthy();

  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/questions/${question.slug}`);
  // The answer field shows three lines, grows with its text, and scrolls past twelve.
  const field = grace.getByLabel('Your answer');
  const height = async () => (await field.boundingBox())?.height ?? 0;
  const empty = await height();
  await field.fill(Array.from({ length: 8 }, (_, line) => `line ${line + 1}`).join('\n'));
  const grown = await height();
  await field.fill(Array.from({ length: 40 }, (_, line) => `line ${line + 1}`).join('\n'));
  const tallest = await height();
  expect(grown).toBeGreaterThan(empty * 2);
  expect(tallest).toBeGreaterThan(grown);
  expect(tallest).toBeLessThan(empty * 5);
  expect(await field.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await writeAnswer(grace, 'The soup is vegan too');
  const mine = answers(grace).filter({ hasText: 'The soup' });
  await mine.getByRole('button', { name: 'Edit' }).click();
  await grace.getByLabel('Edit your answer').fill('The soup and the bread are vegan too');
  await grace.getByRole('button', { name: 'Save' }).click();
  await expect(grace.getByText('Answer updated')).toBeVisible();
  await expect(answers(grace).filter({ hasText: 'The soup and the bread' })).toContainText('edited');
  // Another member's answer can be reported, not edited.
  await expect(answers(grace).filter({ hasText: 'Ask the caterer' }).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await openMenu(grace, 'Ask the caterer');
  await expect(grace.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  // Grace does not moderate the meetverse: no hide.
  await expect(grace.getByRole('menuitem', { name: 'Hide…' })).toHaveCount(0);
  await grace.keyboard.press('Escape');
  await answers(grace).filter({ hasText: 'The soup and the bread' }).getByRole('button', { name: 'Delete' }).click();
  await grace.getByRole('dialog', { name: 'Delete your answer?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(grace.getByText('Answer deleted')).toBeVisible();
  await expect(answers(grace)).toHaveCount(2);
  // Gone for everyone.
  await expect(answers(ada).filter({ hasText: 'The soup' })).toHaveCount(0, { timeout: 30_000 });
});

test("a moderator hides an answer with a reason from its menu, offline too: its author is told why and still sees it, the others no longer do; shown again, it is back", async ({ demoMember, server }) => {
  test.setTimeout(180_000);
  const eventId = await moderatedEvent(server, 'Answers Under Watch');
  const question = await ask(server, DEMO_SUB.katherine, 'Where is the quiet room?', '', eventId);
  await answerOnServer(server, DEMO_SUB.tim, question, 'Buy my course at https://example.com/course');
  await answerOnServer(server, DEMO_SUB.ada, question, 'Upstairs, second door on the left.');

  // Katherine, who asked, does not moderate: she can report an answer, not hide it.
  const katherine = await demoMember('katherine@example.com');
  await katherine.goto(`${server.url}/questions/${question.slug}`);
  await expect(answers(katherine)).toHaveCount(2);
  await openMenu(katherine, 'Buy my course');
  await expect(katherine.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await expect(katherine.getByRole('menuitem', { name: 'Hide…' })).toHaveCount(0);
  await katherine.keyboard.press('Escape');

  // Grace moderates the event: she hides Tim's answer with her phone offline.
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/questions/${question.slug}`);
  await expect(answers(grace)).toHaveCount(2);
  await grace.context().setOffline(true);
  await openMenu(grace, 'Buy my course');
  await grace.getByRole('menuitem', { name: 'Hide…' }).click();
  const dialog = grace.getByRole('dialog', { name: 'Hide this answer' });
  await expect(dialog).toContainText('Buy my course');
  // A reason of her own must be written: its author reads it.
  await dialog.getByRole('radio', { name: 'Another reason' }).check();
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog.getByText('Say why it is hidden: its author is told')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(grace.getByText('Answer hidden: its author is told why')).toBeVisible();
  const hidden = answers(grace).filter({ hasText: 'Buy my course' });
  await expect(hidden.getByRole('note')).toHaveText('Hidden by the moderators: Spam or advertising');
  await expect(hidden.getByText('Waiting to sync')).toBeVisible();
  await grace.context().setOffline(false);
  await expect(hidden.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });

  // The others no longer see it, nor count it.
  await expect(answers(katherine)).toHaveCount(1, { timeout: 30_000 });
  await expect(answers(katherine)).toContainText('Upstairs');

  // Tim still sees his answer, with why, and is told.
  const tim = await demoMember('tim@example.com');
  await tim.goto(`${server.url}/questions/${question.slug}`);
  await expect(answers(tim).filter({ hasText: 'Buy my course' }).getByRole('note')).toHaveText('Only you and the moderators see this answer. Hidden by the moderators: Spam or advertising');
  await tim.goto(`${server.url}/notifications`);
  await expect(tim.getByText('Your answer was hidden by the moderators')).toBeVisible();
  await expect(tim.getByText(/Spam or advertising/).first()).toBeVisible();

  // Grace shows it again: it is back for everyone, the note gone.
  await openMenu(grace, 'Buy my course');
  await grace.getByRole('menuitem', { name: 'Show again' }).click();
  await expect(grace.getByText('Answer shown again to everyone')).toBeVisible();
  await expect(hidden.getByRole('note')).toHaveCount(0);
  await expect(answers(katherine)).toHaveCount(2, { timeout: 30_000 });
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  test('a question with answers, the accepted one first, light and dark', async ({ demoMember, server }) => {
    test.setTimeout(300_000);
    const question = await ask(server, DEMO_SUB.ada, 'Which tram goes to the venue after 10 pm?', 'The last talk ends late and I am staying across town.');
    await answerOnServer(server, DEMO_SUB.tim, question, 'Night bus N4 stops right outside.');
    const best = await answerOnServer(server, DEMO_SUB.katherine, question, 'Tram 12 runs until 1 am on weekdays.\nTimetable: https://example.com/tram-12');
    await answerOnServer(server, DEMO_SUB.grace, question, 'I can share a taxi, ask me at the desk.');
    const accepted = await server.api('PUT', `/questions/${question.id}`, { token: await server.token(DEMO_SUB.ada), body: { accepted_answer_id: best } });
    expect(accepted.status).toBe(200);
    const ada = await demoMember('ada@example.com');
    await ada.goto(`${server.url}/questions/${question.slug}`);
    await shoot(ada, 'question-answers', async () => {
      await expect(answers(ada)).toHaveCount(3);
      await expect(answers(ada).first()).toHaveAttribute('data-accepted', 'true');
    });
    await ada.getByLabel('Your answer').fill('The last tram leaves at 0:40.\nFrom the main stop, not the side entrance.\nIt is the 12 towards the river.');
    await shoot(ada, 'question-answer-writing', async () => {
      await ada.getByLabel('Your answer').scrollIntoViewIfNeeded();
      await expect(ada.getByRole('button', { name: 'Post answer' })).toBeInViewport();
    });
    await ada.getByLabel('Your answer').fill('');
    await ada.goto(`${server.url}/home`);
    await shoot(ada, 'question-answers-feed', async () => {
      await expect(ada.getByTestId('question-card').filter({ hasText: 'Which tram' }).getByTestId('solved')).toBeVisible();
    });
  });

  test("an answer's menu with hide, for a moderator, and a hidden answer as its author sees it, light and dark", async ({ demoMember, server }) => {
    test.setTimeout(300_000);
    const eventId = await moderatedEvent(server, 'Answers In Focus');
    const question = await ask(server, DEMO_SUB.katherine, 'Is there a quiet room for calls?', 'I have a meeting at 3 pm and the hall is loud.', eventId);
    await answerOnServer(server, DEMO_SUB.ada, question, 'Yes: upstairs, second door on the left. It is free all afternoon.');
    const spam = await answerOnServer(server, DEMO_SUB.tim, question, 'Rent my podcast booth, 20% off today: https://example.com/booth');
    const grace = await demoMember('grace@example.com');
    await grace.goto(`${server.url}/questions/${question.slug}`);
    await shoot(grace, 'answer-menu-hide', async () => {
      if (!(await grace.getByRole('menuitem', { name: 'Hide…' }).isVisible())) await openMenu(grace, 'podcast booth');
      await answers(grace).filter({ hasText: 'podcast booth' }).scrollIntoViewIfNeeded();
      await expect(grace.getByRole('menuitem', { name: 'Hide…' })).toBeVisible();
    });
    expect(spam).toBeTruthy();
    await grace.getByRole('menuitem', { name: 'Hide…' }).click();
    const dialog = grace.getByRole('dialog', { name: 'Hide this answer' });
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await expect(answers(grace).filter({ hasText: 'podcast booth' }).getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 });
    const tim = await demoMember('tim@example.com');
    await tim.goto(`${server.url}/questions/${question.slug}`);
    await shoot(tim, 'answer-hidden-author', async () => {
      const mine = answers(tim).filter({ hasText: 'podcast booth' });
      await mine.scrollIntoViewIfNeeded();
      await expect(mine.getByRole('note')).toContainText('Hidden by the moderators: Spam or advertising');
    });
  });
});
