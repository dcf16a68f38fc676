import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shoot } from './page-support';
import { DEMO_SUB } from './sync-support';
import type { AppServer } from './fixtures';

type Question = { id: string; slug: string };

/** A question asked in the meetverse by `sub`, through the API. */
async function ask(server: AppServer, sub: string, title: string, description = ''): Promise<Question> {
  const { status, body } = await server.api<{ data: Question }>('POST', '/questions', { token: await server.token(sub), body: { title, description } });
  expect(status).toBe(201);
  return body.data;
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
  await writeAnswer(grace, 'The soup is vegan too');
  const mine = answers(grace).filter({ hasText: 'The soup' });
  await mine.getByRole('button', { name: 'Edit' }).click();
  await grace.getByLabel('Edit your answer').fill('The soup and the bread are vegan too');
  await grace.getByRole('button', { name: 'Save' }).click();
  await expect(grace.getByText('Answer updated')).toBeVisible();
  await expect(answers(grace).filter({ hasText: 'The soup and the bread' })).toContainText('edited');
  // Another member's answer can be reported, not edited.
  await expect(answers(grace).filter({ hasText: 'Ask the caterer' }).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(answers(grace).filter({ hasText: 'Ask the caterer' }).getByRole('button', { name: 'Report' })).toBeVisible();
  await answers(grace).filter({ hasText: 'The soup and the bread' }).getByRole('button', { name: 'Delete' }).click();
  await grace.getByRole('dialog', { name: 'Delete your answer?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(grace.getByText('Answer deleted')).toBeVisible();
  await expect(answers(grace)).toHaveCount(2);
  // Gone for everyone.
  await expect(answers(ada).filter({ hasText: 'The soup' })).toHaveCount(0, { timeout: 30_000 });
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
    await ada.goto(`${server.url}/home`);
    await shoot(ada, 'question-answers-feed', async () => {
      await expect(ada.getByTestId('question-card').filter({ hasText: 'Which tram' }).getByTestId('solved')).toBeVisible();
    });
  });
});
