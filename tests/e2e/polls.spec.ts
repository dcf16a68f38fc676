import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ORGANISER, expect, test, type AppServer } from './fixtures';
import { shoot } from './page-support';

// The seeded Offline-First Summit is Ada's.
const SUMMIT = '/events/offline-first-summit';
const SUMMIT_ID = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';

/** A session of the summit's agenda, starting in an hour, pushed by its organiser as a device of hers would: its id. */
async function sessionOfSummit(server: AppServer, title: string): Promise<string> {
  const id = randomUUID();
  const start = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000;
  const session = { id, event_id: SUMMIT_ID, title, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  const { status, body } = await server.api('POST', '/replication/sessions/push', { token: await server.token(ORGANISER), body: [{ newDocumentState: session }] });
  expect(status).toBe(200);
  expect(body).toEqual([]);
  return id;
}

type Scope = ReturnType<Page['locator']> | Page;
/** The picker of where a poll is asked (within `scope`). */
const picker = (scope: Scope) => scope.getByRole('textbox', { name: 'Asked in' }).or(scope.getByRole('combobox', { name: 'Asked in' }));

/** Picks where a poll is asked, in the picker within `scope`. */
async function pickSession(page: Page, scope: Scope, option: string | RegExp) {
  // A click on an option while its list is still opening can miss on a busy machine: picked again then.
  await expect(async () => {
    // Each try opens the list afresh: a list left open by a missed try may show no options.
    if ((await picker(scope).getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
    await picker(scope).click();
    // The other picker's list may be in the page too, hidden: the open one's option.
    await page.getByRole('option', { name: option }).locator('visible=true').first().click({ timeout: 3_000 });
    await expect(picker(scope)).toHaveValue(option, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

const managed = (page: Page, question: string) => page.getByTestId('managed-poll').filter({ hasText: question });
const card = (page: Page, question: string) => page.getByTestId('poll-card').filter({ hasText: question });
const bar = (page: Page, option: string) => page.getByTestId('poll-bar').filter({ hasText: option });

async function makePoll(ada: Page, question: string, options: string[]) {
  await ada.getByLabel('Question').fill(question);
  for (const [index, option] of options.entries()) {
    if (index >= 2) await ada.getByRole('button', { name: 'Add option' }).click();
    await ada.getByRole('textbox', { name: `Option ${index + 1}` }).fill(option);
  }
  await ada.getByRole('button', { name: 'Save draft' }).click();
  await expect(ada.getByText('Poll saved as a draft: open it when the room is ready')).toBeVisible();
  await expect(managed(ada, question)).toHaveAttribute('data-state', 'draft');
}

async function vote(page: Page, question: string, option: string) {
  await card(page, question).getByRole('radio', { name: option }).check();
  await card(page, question).getByRole('button', { name: /^(Vote|Change vote)$/ }).click();
}

test('a poll voted by three members, one offline until after it closed (counted) and one changing their vote, with the big screen showing the bars move', async ({ demoMember, server, browser }) => {
  test.setTimeout(180_000);
  const question = 'Which track next?';
  const ada = await demoMember('ada@example.com');
  const grace = await demoMember('grace@example.com');
  const tim = await demoMember('tim@example.com');
  const katherine = await demoMember('katherine@example.com');

  // The members take part (the demo members joined it already), so the poll's banner reaches their home.
  for (const member of [grace, tim, katherine]) {
    await member.goto(`${server.url}${SUMMIT}`);
    await expect(member.getByRole('button', { name: /^(Join|Leave) event$/ })).toBeVisible();
    if (await member.getByRole('button', { name: 'Join event' }).isVisible()) await member.getByRole('button', { name: 'Join event' }).click();
    await expect(member.getByRole('button', { name: 'Leave event' })).toBeVisible();
  }

  // A member runs no polls: no button, and the screen says whose it is.
  await expect(grace.getByRole('link', { name: 'Polls' })).toHaveCount(0);
  await grace.goto(`${server.url}${SUMMIT}/polls`);
  await expect(grace.getByText("Only the event's organiser, co-hosts and moderators run its polls.", { exact: false })).toBeVisible();

  await ada.goto(`${server.url}${SUMMIT}`);
  await ada.getByRole('link', { name: 'Polls' }).click();
  await expect(ada.getByTestId('polls-empty')).toBeVisible();
  await makePoll(ada, question, ['Sync engines', 'Local-first UX', 'CRDTs']);
  // A draft is the runners' alone.
  await grace.goto(`${server.url}${SUMMIT}`);
  await expect(grace.getByRole('heading', { level: 1, name: 'Offline-First Summit' })).toBeVisible();
  await expect(card(grace, question)).toHaveCount(0);

  // The room's big screen, a guest's browser at the venue.
  const room = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  await room.goto(`${server.url}${SUMMIT}/big-screen`);
  await expect(room.getByTestId('big-screen-connection')).toHaveText('Live updates');
  await expect(room.getByTestId('big-screen-poll')).toHaveCount(0);

  await managed(ada, question).getByRole('button', { name: 'Open' }).click();
  await expect(ada.getByText('Poll open: members can vote')).toBeVisible();
  await managed(ada, question).getByRole('button', { name: 'Show on big screen' }).click();
  await expect(ada.getByText('The big screen shows this poll')).toBeVisible();
  await expect(room.getByTestId('big-screen-poll')).toContainText(question);
  await expect(room.getByTestId('poll-voters')).toHaveText('0 votes');

  // Tim votes from the banner on his home, through the event page.
  await tim.goto(`${server.url}/home`);
  await expect(tim.getByTestId('poll-open-banner')).toContainText(question);
  await tim.getByTestId('poll-open-banner').getByRole('link', { name: 'Vote now' }).click();
  await vote(tim, question, 'Sync engines');
  await expect(tim.getByText('Vote counted')).toBeVisible();
  await expect(bar(room, 'Sync engines')).toHaveAttribute('data-count', '1');
  await expect(card(tim, question).getByTestId('poll-voters')).toHaveText('1 vote');

  // Grace votes on the event page, then changes her mind: still one vote of hers.
  await grace.reload();
  await vote(grace, question, 'Local-first UX');
  await expect(grace.getByText('Vote counted')).toBeVisible();
  await expect(bar(room, 'Local-first UX')).toHaveAttribute('data-count', '1');
  await card(grace, question).getByRole('button', { name: 'Change my vote' }).click();
  await vote(grace, question, 'Sync engines');
  await expect(grace.getByText('Vote changed')).toBeVisible();
  await expect(bar(room, 'Sync engines')).toHaveAttribute('data-count', '2');
  await expect(bar(room, 'Local-first UX')).toHaveAttribute('data-count', '0');
  await expect(bar(grace, 'Sync engines')).toContainText('your vote');

  // Katherine votes with her phone offline; the poll closes before she is back.
  await katherine.goto(`${server.url}${SUMMIT}`);
  await expect(card(katherine, question)).toBeVisible();
  await katherine.context().setOffline(true);
  await vote(katherine, question, 'CRDTs');
  await expect(katherine.getByText('Vote saved: it counts once you are back online')).toBeVisible();
  await expect(card(katherine, question).getByTestId('poll-vote-waiting')).toBeVisible();
  await managed(ada, question).getByRole('button', { name: 'Close' }).click();
  await expect(ada.getByText('Poll closed: no more votes')).toBeVisible();
  await expect(room.getByTestId('big-screen-poll')).toContainText('Poll · closed');
  await expect(card(grace, question).getByText('Closed', { exact: true })).toBeVisible();
  await expect(card(grace, question).getByRole('button', { name: 'Change my vote' })).toHaveCount(0);
  await katherine.context().setOffline(false);
  // Cast before the close, it counts.
  await expect(bar(room, 'CRDTs')).toHaveAttribute('data-count', '1');
  await expect(room.getByTestId('poll-voters')).toHaveText('3 votes');
  await expect(card(katherine, question).getByTestId('poll-vote-waiting')).toHaveCount(0);
  await expect(bar(katherine, 'CRDTs')).toContainText('your vote');

  // The organiser takes it off the screen: the questions come back.
  await managed(ada, question).getByRole('button', { name: 'Take off the big screen' }).click();
  await expect(room.getByTestId('big-screen-poll')).toHaveCount(0);
  // Its results export as a CSV file made on the device.
  const download = ada.waitForEvent('download');
  await managed(ada, question).getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('offline-first-summit-poll-which-track-next.csv');
});

test("a poll asked in a session shows on that session's page, and labelled with it on the event's page and polls screen; a draft moves to another session or the whole event", async ({ demoMember, server }) => {
  test.setTimeout(180_000);
  const title = `Local-first in the wild ${randomUUID().slice(0, 4)}`;
  const other = `Closing circle ${randomUUID().slice(0, 4)}`;
  const sessionId = await sessionOfSummit(server, title);
  await sessionOfSummit(server, other);
  const question = 'Which sync engine do you ship?';
  const ada = await demoMember('ada@example.com');
  await ada.goto(`${server.url}${SUMMIT}/polls`);
  const form = ada.getByRole('form', { name: 'New poll' });
  // The whole event, unless a session is picked; only the event's own sessions are offered.
  await expect(picker(form)).toHaveValue('Whole event');
  await pickSession(ada, form, new RegExp(`^${title}`));
  await ada.getByLabel('Question').fill(question);
  await ada.getByRole('textbox', { name: 'Option 1' }).fill('Our own');
  await ada.getByRole('textbox', { name: 'Option 2' }).fill('An open-source one');
  await ada.getByRole('button', { name: 'Save draft' }).click();
  await expect(ada.getByText('Poll saved as a draft: open it when the room is ready')).toBeVisible();
  // The form keeps the session for the next poll of that session.
  await expect(picker(form)).toHaveValue(new RegExp(`^${title}`));
  const draft = managed(ada, question);
  await expect(picker(draft)).toHaveValue(new RegExp(`^${title}`));
  // The draft moves to the whole event, then back to the session.
  await pickSession(ada, draft, 'Whole event');
  await expect(ada.getByText('The poll is asked to the whole event')).toBeVisible();
  // The toast goes before the next pick (it lies over the list below); a pointer resting on it would hold it.
  await ada.mouse.move(0, 0);
  await expect(ada.getByText('The poll is asked to the whole event')).toBeHidden({ timeout: 15_000 });
  await pickSession(ada, draft, new RegExp(`^${other}`));
  await expect(ada.getByText('The poll is asked in this session')).toBeVisible();
  await ada.mouse.move(0, 0);
  await expect(ada.getByText('The poll is asked in this session')).toBeHidden({ timeout: 15_000 });
  await pickSession(ada, draft, new RegExp(`^${title}`));
  await expect(picker(draft)).toHaveValue(new RegExp(`^${title}`));
  await draft.getByRole('button', { name: 'Open' }).click();
  await expect(ada.getByText('Poll open: members can vote')).toBeVisible();
  await expect(managed(ada, question).getByTestId('poll-session')).toContainText(`Session: ${title}`);

  // Grace votes on the session's page.
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}${SUMMIT}/sessions/${sessionId}`);
  await expect(grace.getByRole('heading', { name: title })).toBeVisible();
  await vote(grace, question, 'Our own');
  await expect(grace.getByText('Vote counted')).toBeVisible();
  await expect(card(grace, question).getByTestId('poll-voters')).toHaveText('1 vote', { timeout: 30_000 });
  // The event's page shows it too, with its session.
  await grace.goto(`${server.url}${SUMMIT}`);
  await expect(card(grace, question).getByTestId('poll-session')).toHaveText(`Session: ${title}`);
  // Not on the other session's page.
  const otherId = await server.api<{ documents: { id: string; title: string }[] }>('GET', '/replication/sessions/pull?limit=500', { token: await server.token(ORGANISER) });
  const otherSession = otherId.body.documents.find((doc) => doc.title === other);
  await grace.goto(`${server.url}${SUMMIT}/sessions/${otherSession?.id ?? ''}`);
  await expect(grace.getByRole('heading', { name: other })).toBeVisible();
  await expect(card(grace, question)).toHaveCount(0);
});

test("a word of a word cloud is reported from the poll, offline too, and hidden from the event's reports queue: it leaves the cloud everywhere", async ({ demoMember, server }) => {
  test.setTimeout(180_000);
  const question = `One word for the keynote? ${randomUUID().slice(0, 4)}`;
  const pollId = randomUUID();
  const poll = { id: pollId, event_id: SUMMIT_ID, kind: 'word_cloud', question, options: [], state: 'open', on_screen: false, created_by: 'ada', created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false };
  const made = await server.api('POST', '/replication/polls/push', { token: await server.token(ORGANISER), body: [{ newDocumentState: poll }] });
  expect(made.body).toEqual([]);
  for (const [sub, word] of [['demo|tim@example.com', 'Rubbish'], ['demo|katherine@example.com', 'Inspiring']] as const) {
    const voted = await server.api('POST', '/interactions', { token: await server.token(sub), body: { kind: 'vote', target_id: pollId, choices: [word] } });
    expect(voted.status).toBeLessThan(300);
  }
  // Grace votes, sees the cloud, and reports a word with her phone offline.
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}${SUMMIT}`);
  await card(grace, question).getByRole('textbox').fill('Bold');
  await card(grace, question).getByRole('button', { name: 'Vote' }).click();
  await expect(card(grace, question).getByTestId('poll-word').filter({ hasText: 'rubbish' })).toBeVisible({ timeout: 30_000 });
  await grace.context().setOffline(true);
  await card(grace, question).getByRole('button', { name: 'Report a word' }).click();
  await grace.getByRole('menuitem', { name: 'rubbish' }).click();
  const dialog = grace.getByRole('dialog', { name: 'Report this word' });
  await expect(dialog.getByTestId('reported-word')).toHaveText('‘rubbish’');
  await dialog.getByRole('radio', { name: 'Inappropriate or offensive' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(grace.getByText('Thanks: the moderators will review it')).toBeVisible();
  await grace.context().setOffline(false);

  // Ada, its organiser, finds it in the event's reports and hides the word.
  const ada = await demoMember('ada@example.com');
  await ada.goto(`${server.url}${SUMMIT}/reports`);
  const report = ada.getByTestId('report-card').filter({ hasText: 'rubbish' });
  await expect(report).toContainText('Word-cloud word', { timeout: 30_000 });
  await expect(report).toContainText('Inappropriate or offensive');
  await report.getByRole('button', { name: 'Hide word' }).click();
  await expect(ada.getByText('The word is hidden')).toBeVisible();
  // Gone from Grace's cloud; the other words stay.
  await expect(card(grace, question).getByTestId('poll-word').filter({ hasText: 'rubbish' })).toHaveCount(0, { timeout: 30_000 });
  await expect(card(grace, question).getByTestId('poll-word').filter({ hasText: 'inspiring' })).toBeVisible();
  await grace.goto(`${server.url}/notifications`);
  await expect(grace.getByText('Your report was reviewed: the word was hidden')).toBeVisible({ timeout: 30_000 });
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  test('the polls screen, a poll card with results and the big screen showing a poll, light and dark', async ({ demoMember, server, browser }) => {
    test.setTimeout(300_000);
    const question = 'What should the next summit cover first?';
    // The agenda's sessions, pushed before the organiser's phone signs in.
    await sessionOfSummit(server, 'Sync engines in practice');
    await sessionOfSummit(server, 'CRDTs by hand');
    const ada = await demoMember('ada@example.com');
    const grace = await demoMember('grace@example.com');
    await ada.goto(`${server.url}${SUMMIT}/polls`);
    await makePoll(ada, question, ['Conflict resolution', 'Sync at scale', 'Offline UX patterns']);
    await managed(ada, question).getByRole('button', { name: 'Open' }).click();
    await managed(ada, question).getByRole('button', { name: 'Show on big screen' }).click();
    await ada.locator('label', { hasText: 'Word cloud' }).click();
    await ada.getByLabel('Question').fill('One word for today?');
    await ada.getByRole('button', { name: 'Save draft' }).click();
    await grace.goto(`${server.url}${SUMMIT}`);
    await vote(grace, question, 'Sync at scale');
    await expect(card(grace, question).getByTestId('poll-voters')).toHaveText('1 vote');
    await ada.goto(`${server.url}${SUMMIT}`);
    await vote(ada, question, 'Conflict resolution');
    await expect(card(ada, question).getByTestId('poll-voters')).toHaveText('2 votes');
    await ada.goto(`${server.url}${SUMMIT}/polls`);
    await shoot(ada, 'polls-screen', async () => {
      await expect(managed(ada, question).getByTestId('poll-voters')).toHaveText('2 votes');
    });
    // The new poll's form, its session picker open on the agenda's sessions.
    const form = ada.getByRole('form', { name: 'New poll' });
    await shoot(ada, 'poll-form-session-picker', async () => {
      await ada.evaluate(() => window.scrollTo(0, 0));
      if (!(await ada.getByRole('option', { name: 'Whole event' }).isVisible())) await picker(form).click();
      await expect(ada.getByRole('option', { name: /^CRDTs by hand/ }).first()).toBeVisible();
    });
    await ada.keyboard.press('Escape');
    await shoot(grace, 'poll-card-results', async () => {
      await card(grace, question).scrollIntoViewIfNeeded();
      await expect(card(grace, question).getByTestId('poll-voters')).toHaveText('2 votes');
    });
    const room = await (await browser.newContext()).newPage();
    await room.goto(`${server.url}${SUMMIT}/big-screen`);
    await shoot(room, 'big-screen-poll', async () => {
      await expect(room.getByTestId('poll-voters')).toHaveText('2 votes');
    });
  });
});
