// Conflicting offline edits converge without losing anyone's text, and writes the server
// refuses for good are shown, left alone, and sent again only when the member retries them.
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForSync, type Proxied } from './fixtures';
import { DEMO_SUB, MEMBER, createRoom, enableDebugHandle, sendChat, signInDemo, waitForLocal, type DebugHandle } from './sync-support';

type QuestionState = { title: string; description: string; updatedAt: number; sync_state: string };

/** A device of a demo member: its own browser context (its own IndexedDB), signed in. */
async function device(browser: Browser, proxied: Proxied, email: string): Promise<Page> {
  const context = await browser.newContext();
  await enableDebugHandle(context);
  const page = await context.newPage();
  await signInDemo(page, proxied.url, email);
  return page;
}

async function localQuestion(page: Page, id: string): Promise<QuestionState | null> {
  return page.evaluate(async (id) => {
    const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
    const doc = await db.questions.findOne(id).exec();
    if (!doc) return null;
    const { title, description, updatedAt, sync_state } = doc.toJSON();
    return { title, description, updatedAt, sync_state };
  }, id);
}

async function editQuestion(page: Page, id: string, change: { title: string; description: string }): Promise<void> {
  await page.evaluate(
    async ({ id, change }) => {
      const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
      const doc = await db.questions.findOne(id).exec();
      await doc.incrementalPatch({ ...change, sync_state: 'pending' });
    },
    { id, change },
  );
}

/** The edit this device kept after it lost (the questions collection's local document). */
async function lostEdit(page: Page, id: string): Promise<{ title?: string; description?: string } | null> {
  return page.evaluate(async (id) => {
    const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
    const doc = await db.questions.getLocal(`lost-edit:${id}`);
    return doc ? ((doc.toJSON().data as { local: { title?: string; description?: string } }).local ?? null) : null;
  }, id);
}

test('two members edit one question offline on three devices: all converge on the server state, the losers keep their text, and one re-applies it from the sync centre', async ({
  browser,
  proxied,
}) => {
  test.setTimeout(120_000);
  const { server } = proxied;
  const ada = await server.token(DEMO_SUB.ada);
  const created = await server.api<{ data: { id: string } }>('POST', '/questions', {
    token: ada,
    body: { title: 'Where is the quiet room?', description: 'Somewhere to take a call.' },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;

  const devices = [
    { name: 'Ada laptop', page: await device(browser, proxied, 'ada@example.com') },
    { name: 'Ada phone', page: await device(browser, proxied, 'ada@example.com') },
    { name: 'Grace', page: await device(browser, proxied, 'grace@example.com') },
  ];
  const shownTitle = (page: Page) => page.getByRole('article').getByRole('heading', { level: 1 });
  for (const { page } of devices) {
    await waitForLocal(page, 'questions', id);
    await page.goto(`${proxied.url}/questions/${id}`);
    await expect(shownTitle(page)).toHaveText('Where is the quiet room?');
    await waitForSync(page);
  }

  await server.stop();
  const edits = new Map<Page, { title: string; description: string }>();
  for (const { name, page } of devices) {
    const change = { title: `Where is the quiet room? (${name})`, description: `Asked again from ${name}.` };
    edits.set(page, change);
    await editQuestion(page, id, change);
    expect(await localQuestion(page, id)).toMatchObject({ ...change, sync_state: 'pending' });
  }
  await server.start();

  // The server holds one of Ada's edits: Grace may not change Ada's question.
  const reader = await server.token(DEMO_SUB.tim);
  const serverState = async () => {
    const { body } = await server.api<{ data: QuestionState }>('GET', `/questions/${id}`, { token: reader });
    const { title, description, updatedAt, sync_state } = body.data;
    return { title, description, updatedAt, sync_state };
  };
  await expect.poll(async () => (await serverState()).title, { timeout: 60_000 }).not.toBe('Where is the quiet room?');
  const final = await serverState();
  const winners = devices.filter(({ page }) => edits.get(page)?.title === final.title);
  expect(winners.map(({ name }) => name)).toHaveLength(1);
  expect(winners[0]?.name).toMatch(/^Ada/);
  const losers = devices.filter((entry) => !winners.includes(entry));

  // The members whose edit lost are told, and their text is kept.
  await Promise.all(losers.map(({ page }) => expect(page.getByText('Your edit was replaced; your version is kept')).toBeVisible({ timeout: 30_000 })));
  for (const { page } of losers) expect(await lostEdit(page, id)).toMatchObject(edits.get(page) as Record<string, string>);

  // Every device shows exactly the server's state, as sent.
  for (const { page } of devices) {
    await expect.poll(() => localQuestion(page, id), { timeout: 30_000 }).toEqual({ ...final, sync_state: 'sent' });
  }
  expect(await serverState()).toEqual(final);
  expect(final.sync_state).toBe('sent');
  for (const { page } of devices) {
    await expect(shownTitle(page)).toHaveText(final.title);
    await expect(page.getByRole('article').getByText(final.description)).toBeVisible();
  }
  for (const { page } of winners) {
    expect(await lostEdit(page, id)).toBeNull();
    await expect(page.getByText('Your edit was replaced; your version is kept')).toHaveCount(0);
  }

  // Ada's device that lost opens the sync centre, compares the two versions and re-applies hers.
  const adaLoser = losers.find(({ name }) => name.startsWith('Ada'));
  if (!adaLoser) throw new Error('One of Ada’s two devices must have lost');
  const mine = edits.get(adaLoser.page) as { title: string; description: string };
  await adaLoser.page.getByRole('button', { name: /Open the sync centre/ }).click();
  const replaced = adaLoser.page.getByRole('dialog', { name: 'Sync' }).getByRole('region', { name: 'Replaced by another change' });
  await expect(replaced).toContainText(`Your edit of “${mine.title}” was replaced; your version is kept.`);
  await replaced.getByRole('button', { name: 'Compare' }).click();
  const compare = adaLoser.page.getByRole('dialog', { name: 'Your version and the current one' });
  await expect(compare).toContainText(mine.description);
  await expect(compare).toContainText(final.description);
  await compare.getByRole('button', { name: 'Re-apply mine' }).click();
  await expect.poll(async () => (await serverState()).title, { timeout: 30_000 }).toBe(mine.title);
  // The kept copy goes once the re-applied version is stored, which may be after the server has it.
  await expect.poll(() => lostEdit(adaLoser.page, id)).toBeNull();
  await expect(adaLoser.page.getByRole('dialog', { name: 'Sync' }).getByText('Everything is saved')).toBeVisible({ timeout: 30_000 });
  for (const { page } of devices) await page.context().close();
});

type Synced = { status?: string; sync_state?: string; sync_error?: string; title?: string };

async function localDoc(page: Page, collection: string, id: string): Promise<Synced | null> {
  return page.evaluate(
    async ({ collection, id }) => {
      const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
      return ((await db[collection].findOne(id).exec())?.toJSON() ?? null) as Synced | null;
    },
    { collection, id },
  );
}

test('writes the server refuses for good are shown failed with its reason, are not retried on their own, and go through when retried', async ({ page, context, proxied }) => {
  const { server, proxy, url } = proxied;
  // Ada and Tim talk in a room Grace is not part of; Grace has a room with Katherine and a question.
  const theirs = await createRoom(server, DEMO_SUB.ada, [MEMBER.ada, MEMBER.tim]);
  const ours = await createRoom(server, DEMO_SUB.grace, [MEMBER.grace, MEMBER.katherine]);
  const grace = await server.token(DEMO_SUB.grace);
  const asked = await server.api<{ data: { id: string } }>('POST', '/questions', { token: grace, body: { title: 'Who has a spare charger?' } });
  const questionId = asked.body.data.id;
  await enableDebugHandle(context);
  await signInDemo(page, url, 'grace@example.com');
  await waitForLocal(page, 'questions', questionId);
  await waitForLocal(page, 'chat_rooms', ours);
  await waitForSync(page);

  const [intruding] = await sendChat(page, theirs, MEMBER.grace, ['Can I join you two?']);
  await page.evaluate(async (id) => {
    const db = await (window as unknown as { meetverse: DebugHandle }).meetverse.getDatabase();
    const doc = await db.questions.findOne(id).exec();
    await doc.incrementalPatch({ title: `Who has a spare charger? ${'!'.repeat(200)}`, sync_state: 'pending' });
  }, questionId);

  // Failed, with the server's reason, on the device and in front of the member.
  await expect.poll(async () => (await localDoc(page, 'chat_messages', intruding as string))?.status).toBe('failed');
  await expect.poll(async () => (await localDoc(page, 'questions', questionId))?.sync_state).toBe('failed');
  const message = await localDoc(page, 'chat_messages', intruding as string);
  expect(message?.sync_error).toBe('Only participants of a room may post in it');
  const question = await localDoc(page, 'questions', questionId);
  expect(question?.sync_error).toBe('Keep the title to 200 characters: it has 225');
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' }).filter({ hasText: 'Only participants of a room may post in it' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' }).filter({ hasText: 'Keep the title to 200 characters: it has 225' })).toBeVisible();
  // The toasts go after 8 s; the sync indicator keeps counting what was not saved. (Soft: what
  // follows is checked even when this fails.)
  await expect.soft(page.getByTestId('sync-failed')).toContainText('2 not saved');

  // Nothing sends them again by itself, though other writes keep going out.
  const failedAt = Date.now();
  const [fine] = await sendChat(page, ours, MEMBER.grace, ['Lunch at one?']);
  await expect.poll(async () => (await localDoc(page, 'chat_messages', fine as string))?.status).toBe('sent');
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  const resent = [...proxy.pushes('chat_messages', failedAt), ...proxy.pushes('questions', failedAt)].flatMap((entry) => entry.pushedIds ?? []);
  expect(resent).toContain(fine);
  expect(resent).not.toContain(intruding);
  expect(resent).not.toContain(questionId);
  expect((await localDoc(page, 'chat_messages', intruding as string))?.status).toBe('failed');

  // Ada lets Grace in; Grace retries her message. Grace shortens her title and retries the edit.
  const ada = await server.token(DEMO_SUB.ada);
  const rooms = await server.api<{ documents: (Record<string, unknown> & { id: string })[] }>('GET', '/replication/chat_rooms/pull?limit=1000', { token: ada });
  const room = rooms.body.documents.find((doc) => doc.id === theirs) as Record<string, unknown>;
  const widened = await server.api('POST', '/replication/chat_rooms/push', {
    token: ada,
    body: [{ newDocumentState: { ...room, participant_ids: [MEMBER.ada, MEMBER.tim, MEMBER.grace] }, assumedMasterState: room }],
  });
  expect(widened.body).toEqual([]);
  const retriedAt = Date.now();
  await page.evaluate(
    async ({ messageId, questionId }) => {
      const handle = (window as unknown as { meetverse: DebugHandle }).meetverse;
      const db = await handle.getDatabase();
      const doc = await db.questions.findOne(questionId).exec();
      await doc.incrementalPatch({ title: 'Who has a spare USB-C charger?' });
      await handle.retryWrite('chat_messages', messageId);
      await handle.retryWrite('questions', questionId);
    },
    { messageId: intruding as string, questionId },
  );
  await expect.poll(async () => (await localDoc(page, 'chat_messages', intruding as string))?.status, { timeout: 30_000 }).toBe('sent');
  await expect.poll(async () => (await localDoc(page, 'questions', questionId))?.sync_state, { timeout: 30_000 }).toBe('sent');
  expect(proxy.pushes('chat_messages', retriedAt).some((entry) => entry.pushedIds?.includes(intruding as string))).toBe(true);
  const tim = await server.token(DEMO_SUB.tim);
  const onServer = await server.api<{ documents: { id: string; body: string; status: string }[] }>('GET', '/replication/chat_messages/pull?limit=1000', { token: tim });
  expect(onServer.body.documents.filter((doc) => doc.id === intruding)).toEqual([expect.objectContaining({ body: 'Can I join you two?', status: 'sent' })]);
  expect((await server.api<{ data: { title: string } }>('GET', `/questions/${questionId}`, { token: tim })).body.data.title).toBe('Who has a spare USB-C charger?');
  await expect(page.getByTestId('sync-failed')).toHaveCount(0);
});
