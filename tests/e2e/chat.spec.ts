import type { Page } from '@playwright/test';
import { expect, test, waitForOfflineReady } from './fixtures';
import { directRoomId } from '../../schemas/chat-room.schema';
import { createRoom, DEMO_SUB, enableDebugHandle, MEMBER, numbered, postOnServer, sendChat, serverMessages, setParticipants, waitForDebugHandle } from './sync-support';

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });
const bodiesOn = (page: Page) => thread(page).locator('[data-message-id] p').allInnerTexts();
const messagesTab = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /^Messages/ });

async function send(page: Page, recipient: string, text: string) {
  const field = page.getByRole('textbox', { name: `Message to ${recipient}` });
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

test('two members chat from a profile: every message arrives once and in the same order on both sides, with one of them offline for half of it, and the unread badges follow', async ({ demoMember, server }) => {
  // Two members, 25 messages, a reload offline and a reconnect: three minutes, as the other long flows have.
  test.setTimeout(180_000);
  const ada = await demoMember('ada@example.com');
  const grace = await demoMember('grace@example.com');
  await waitForOfflineReady(grace);

  // Ada opens Grace's profile and starts the chat.
  await ada.goto(`${server.url}/profile/grace-hopper`);
  await ada.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(ada).toHaveURL(`${server.url}/chat/grace-hopper`);
  await expect(ada.getByText('Say hello to Grace')).toBeVisible();
  for (const text of numbered(5, 'Ada')) await send(ada, 'Grace', text);
  await expect(thread(ada).locator('[data-status="sent"]')).toHaveCount(5);

  // Grace, on /home, sees one unread chat; the list shows Ada's newest message.
  await expect(messagesTab(grace)).toHaveAccessibleName('Messages, 1 unread', { timeout: 20_000 });
  await messagesTab(grace).click();
  const row = grace.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Ada Lovelace, 5 unread/ });
  await expect(row).toContainText('Ada 005');
  await row.click();
  await expect.poll(() => bodiesOn(grace)).toEqual(numbered(5, 'Ada'));
  // Reading it clears the badge, and Ada sees her messages read.
  // No bottom navigation inside a thread; a desktop's side navigation stays, its badge cleared.
  await expect(messagesTab(grace)).toHaveAccessibleName('Messages');
  await expect(thread(ada).getByRole('img', { name: 'Read' })).toHaveCount(5, { timeout: 20_000 });

  // Grace goes offline and answers; Ada writes on meanwhile.
  await grace.context().setOffline(true);
  for (const text of numbered(5, 'Grace')) await send(grace, 'Ada', text);
  await expect(thread(grace).getByRole('img', { name: 'Sending' })).toHaveCount(5);
  for (const text of numbered(10, 'Ada').slice(5)) await send(ada, 'Grace', text);
  await grace.reload();
  // After a reload offline her messages are still there, waiting.
  await expect(thread(grace).getByRole('img', { name: 'Sending' })).toHaveCount(5);
  await grace.context().setOffline(false);
  await expect(thread(grace).getByRole('img', { name: 'Sending' })).toHaveCount(0, { timeout: 30_000 });
  for (const text of numbered(5, 'Grace').map((text) => `${text} again`)) await send(grace, 'Ada', text);

  // Both sides show the same 20 messages once each, in the same order, and the server agrees.
  await expect.poll(() => bodiesOn(grace).then((bodies) => bodies.length), { timeout: 30_000 }).toBe(20);
  await expect.poll(() => bodiesOn(ada).then((bodies) => bodies.length), { timeout: 30_000 }).toBe(20);
  const seen = await bodiesOn(grace);
  expect(await bodiesOn(ada)).toEqual(seen);
  expect(new Set(seen).size).toBe(20);
  // And after a reload, from the device alone.
  await grace.reload();
  await expect.poll(() => bodiesOn(grace)).toEqual(seen);
  // Ada was in the chat the whole time: nothing is unread for her.
  await ada.goto(`${server.url}/messages`);
  await expect(messagesTab(ada)).toHaveAccessibleName('Messages');
});

test('a message shows as typed, with safe links, long words wrapped, emoji and right-to-left text, in a chat started from a question', async ({ demoMember, server }) => {
  const tim = await server.token(DEMO_SUB.tim);
  const asked = await server.api<{ data: { id: string; slug: string } }>('POST', '/questions', { token: await server.token(DEMO_SUB.grace), body: { title: 'Who knows a good ramen place?' } });
  await server.api('POST', '/interactions', { token: tim, body: { kind: 'can_help', target_id: asked.body.data.id } });
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/questions/${asked.body.data.slug}`);
  await grace.getByRole('link', { name: 'Chat with Tim' }).click();
  await expect(grace).toHaveURL(new RegExp(`/chat/tim-berners-lee\\?question=${asked.body.data.id}`));
  await expect(grace.getByText('About the question')).toBeVisible();
  await expect(grace.getByRole('link', { name: 'Who knows a good ramen place?' })).toBeVisible();

  const typed = [
    '<img src=x onerror=alert(1)> **not bold**',
    'Menu: https://ramen.example/menu?x=1, or javascript:alert(1)',
    `${'a'.repeat(300)}`,
    'שלום 👋🏽 مرحبا',
  ];
  for (const text of typed) await send(grace, 'Tim', text);
  await expect.poll(() => bodiesOn(grace)).toEqual(typed);
  const link = thread(grace).getByRole('link', { name: 'https://ramen.example/menu?x=1' });
  await expect(link).toHaveAttribute('href', 'https://ramen.example/menu?x=1');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(thread(grace).getByRole('link')).toHaveCount(1);
  await expect(thread(grace).locator('img')).toHaveCount(0);
  // Nothing is wider than the screen: the long word wraps.
  const overflow = await grace.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(thread(grace).locator('[data-message-id] p').last()).toHaveAttribute('dir', 'auto');
});

test('the composer keeps its text across a reload, and a message refused for good is retried from its Retry button and goes through once', async ({ demoMember, server }) => {
  // Ada's room with Grace; Ada takes Grace out of it, so Grace's next message is refused.
  const roomId = await createRoom(server, DEMO_SUB.ada, [MEMBER.ada, MEMBER.grace]);
  await postOnServer(server, DEMO_SUB.ada, roomId, ['Welcome to the organisers’ room']);
  const grace = await demoMember('grace@example.com');
  await grace.goto(`${server.url}/messages/${roomId}`);
  await expect.poll(() => bodiesOn(grace)).toEqual(['Welcome to the organisers’ room']);

  const field = grace.getByRole('textbox', { name: 'Message to Ada' });
  await field.fill('Half a thought');
  await grace.reload();
  await expect(field).toHaveValue('Half a thought');

  await setParticipants(server, DEMO_SUB.ada, roomId, [MEMBER.ada]);
  await field.fill('Can I still post here?');
  await field.press('Enter');
  const failed = thread(grace).locator('[data-status="failed"]');
  await expect(failed).toHaveCount(1, { timeout: 20_000 });
  await expect(thread(grace).getByRole('alert')).toContainText('Not sent: Only participants of a room may post in it');

  await setParticipants(server, DEMO_SUB.ada, roomId, [MEMBER.ada, MEMBER.grace]);
  await thread(grace).getByRole('button', { name: 'Retry' }).click();
  await expect(thread(grace).locator('[data-status="sent"]')).toHaveCount(2, { timeout: 20_000 });
  await expect(failed).toHaveCount(0);
  const onServer = await serverMessages(server, DEMO_SUB.ada, roomId);
  expect(onServer.filter((message) => message.body === 'Can I still post here?')).toHaveLength(1);
});

test('older messages load as the member scrolls up, keeping the place, and are there offline after a reload; the Messages badge caps at 99+', async ({ demoMember, server }) => {
  const roomId = await createRoom(server, DEMO_SUB.katherine, [MEMBER.katherine, MEMBER.grace]);
  const history = numbered(130, 'Orbit');
  await postOnServer(server, DEMO_SUB.katherine, roomId, history);
  // 100 more members' rooms with one unread message each.
  const tim = await server.token(DEMO_SUB.tim);
  const rooms = Array.from({ length: 100 }, () => crypto.randomUUID());
  const now = new Date().toISOString();
  await server.api('POST', '/replication/chat_rooms/push', {
    token: tim,
    body: rooms.map((id) => ({ newDocumentState: { id, participant_ids: [MEMBER.tim, MEMBER.grace], title: `Room ${id.slice(0, 4)}`, created_at: now, last_message_at: 0, sync_state: 'pending', updatedAt: 0, _deleted: false } })),
  });
  const stamp = Date.now();
  await server.api('POST', '/replication/chat_messages/push', {
    token: tim,
    body: rooms.map((room, index) => ({ newDocumentState: { id: crypto.randomUUID(), room_id: room, sender_id: MEMBER.tim, body: `Ping ${index}`, timestamp: stamp - index, status: 'pending', network_state_when_created: 'online', cached_at: stamp, last_updated: stamp, updatedAt: 0, _deleted: false } })),
  });

  const grace = await demoMember('grace@example.com');
  await waitForOfflineReady(grace);
  await expect(messagesTab(grace)).toHaveAccessibleName('Messages, more than 99 unread', { timeout: 20_000 });
  await expect(messagesTab(grace).locator('[data-count]')).toHaveAttribute('data-count', '99+');

  // The first sync brought the newest 50 of the room; older ones come from the server as she scrolls.
  const historyPages: string[] = [];
  grace.on('request', (request) => {
    if (request.url().includes(`/api/v1/chats/${roomId}/messages`)) historyPages.push(request.url());
  });
  await grace.goto(`${server.url}/messages/${roomId}`);
  await expect.poll(() => bodiesOn(grace).then((bodies) => bodies.at(-1))).toBe('Orbit 130');
  expect((await bodiesOn(grace)).length).toBe(50);
  // The newest message is at the bottom of the screen.
  await expect(thread(grace).getByText('Orbit 130')).toBeInViewport();
  // Scrolling to the top adds older messages above, and the one that was at the top stays in view.
  const topBefore = thread(grace).getByText('Orbit 081', { exact: true });
  await grace.evaluate(() => window.scrollTo({ top: 0 }));
  await expect.poll(() => bodiesOn(grace).then((bodies) => bodies.length)).toBe(100);
  await expect(topBefore).toBeInViewport();
  await grace.evaluate(() => window.scrollTo({ top: 0 }));
  await expect.poll(() => bodiesOn(grace).then((bodies) => bodies.length)).toBe(130);
  expect(await bodiesOn(grace)).toEqual(history);
  await expect(grace.getByText('This is the start of your conversation with Katherine.')).toBeVisible();
  expect(historyPages.length).toBeGreaterThanOrEqual(2);

  await grace.context().setOffline(true);
  await grace.reload();
  await expect.poll(() => bodiesOn(grace).then((bodies) => bodies.at(-1))).toBe('Orbit 130');
  // The thread scrolls itself to its newest message first (in the next frame): scrolling up before it
  // did would be undone.
  await expect(thread(grace).getByText('Orbit 130')).toBeInViewport();
  await grace.evaluate(() => window.scrollTo({ top: 0 }));
  await expect.poll(() => bodiesOn(grace).then((bodies) => bodies.length)).toBe(100);
  // Offline, the badge counts on the device: 100 rooms unread, and Katherine's, which she read.
  await grace.goto(`${server.url}/messages`);
  await expect(messagesTab(grace).locator('[data-count]')).toHaveAttribute('data-count', '99+');
  // A conversation never synced to this device says so, offline, with what to do and a way back.
  await grace.goto(`${server.url}/messages/${directRoomId(MEMBER.grace, 'not-synced-member')}`);
  // Offline, the app starts from the service worker's files and its database before it can tell.
  await expect(grace.getByRole('heading', { name: 'This conversation is not on this device yet' })).toBeVisible({ timeout: 30_000 });
  await expect(grace.getByText('Connect to the internet to load it.')).toBeVisible();
  await grace.getByRole('link', { name: 'Back to your messages' }).click();
  await expect(grace).toHaveURL(`${server.url}/messages`);
});

test('the 101st message queued offline drops the oldest unsent one, and the member is told which', async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com');
  await enableDebugHandle(grace.context());
  await grace.goto(`${server.url}/profile/ada-lovelace`);
  await waitForDebugHandle(grace);
  await grace.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(grace.getByText('Say hello to Ada')).toBeVisible();
  const roomId = directRoomId(MEMBER.ada, MEMBER.grace);
  await grace.context().setOffline(true);
  await sendChat(grace, roomId, MEMBER.grace, numbered(100, 'Queued'));
  await expect.poll(() => bodiesOn(grace).then((bodies) => bodies.at(-1))).toBe('Queued 100');
  await send(grace, 'Ada', 'One too many');
  await expect(grace.getByText('Message dropped')).toBeVisible();
  await expect(grace.getByText(/Your oldest unsent message “Queued 001” was dropped/)).toBeVisible();
  await grace.context().setOffline(false);
  await expect(thread(grace).getByRole('img', { name: 'Sending' })).toHaveCount(0, { timeout: 45_000 });
  const onServer = (await serverMessages(server, DEMO_SUB.ada, roomId)).map((message) => message.body);
  expect(onServer.length, onServer.join(' | ')).toBe(100);
  expect(onServer[0]).toBe('Queued 002');
  expect(onServer.at(-1)).toBe('One too many');
  expect(new Set(onServer).size).toBe(100);
});
