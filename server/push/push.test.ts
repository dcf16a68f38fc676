import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notice, NOTICE } from '../../schemas/notification-words';
import { defaultPushPreferences, type PushPreferences } from '../../schemas/push';
import { COLLECTIONS } from '../replication/collections';
import { NOTIFIER } from '../replication/collections/notifications';
import { api, mintAccessToken, push, signInDemoMembers, startTestServer, type Members, type TestServer } from '../test-support';
import { startPushService } from './push-service.testing';

type PushService = Awaited<ReturnType<typeof startPushService>>;
const PUSH_ENV = { PUSH_HTTP_ENDPOINTS: 'true' };
const postgres = process.env.TEST_DATABASE_URL;

let server: TestServer;
let service: PushService;
let m: Members;

beforeAll(async () => {
  service = await startPushService();
  server = await startTestServer(PUSH_ENV);
  m = await signInDemoMembers(server);
});
afterAll(async () => {
  await server.close();
  await service.close();
});

/** A new device of the member that subscribes to push (in the language its app shows, when given); its id is the app's device id. */
async function subscribeDevice(who: keyof Members, on: TestServer = server, language?: string | null) {
  const { id, subscription } = service.subscribe();
  const deviceId = randomUUID();
  const body = language === undefined ? subscription : { ...subscription, language };
  const stored = await api<{ data: { renewal_secret: string } }>(on, 'PUT', `/users/me/push/devices/${deviceId}`, { token: m[who].token, body });
  expect(stored.status).toBe(200);
  return { pushId: id, deviceId, subscription, secret: stored.body.data.renewal_secret };
}

/** A service worker's renewal: no sign-in, the proof in the body. */
const renew = (body: unknown) => api<{ error: string; message: string }>(server, 'POST', '/push/renewals', { body });

async function choose(who: keyof Members, change: Partial<Omit<PushPreferences, 'categories'>> & { categories?: Partial<PushPreferences['categories']> }) {
  const base = defaultPushPreferences('UTC');
  const body = { ...base, ...change, categories: { ...base.categories, ...change.categories } };
  const stored = await api(server, 'PUT', '/users/me/push/preferences', { token: m[who].token, body });
  expect(stored.status).toBe(200);
}

async function openRoom(people: (keyof Members)[], on: TestServer = server) {
  const room = { id: randomUUID(), participant_ids: people.map((name) => m[name].id), created_at: new Date().toISOString(), last_message_at: 0, sync_state: 'pending', updatedAt: 0, _deleted: false };
  const creator = people[0] ?? 'ada';
  expect((await push(on, 'chat_rooms', m[creator].token, [{ newDocumentState: room }])).body).toEqual([]);
  return room.id;
}

async function say(room: string, sender: keyof Members, body: string, on: TestServer = server) {
  const now = Date.now();
  const message = { id: randomUUID(), room_id: room, sender_id: m[sender].id, body, timestamp: now, status: 'pending', network_state_when_created: 'online', cached_at: now, last_updated: now, updatedAt: 0, _deleted: false };
  expect((await push(on, 'chat_messages', m[sender].token, [{ newDocumentState: message }])).body).toEqual([]);
  await on.pushes.settled();
}

/** A notification the server makes by itself (as reminders are), of any kind; with its words when given. */
async function notify(who: keyof Members, kind: string, title: string | ReturnType<typeof notice>) {
  const id = randomUUID();
  const text = typeof title === 'string' ? { title, body: 'Details' } : title;
  const doc = { id, user_id: m[who].id, kind, ...text, link: '/notifications', status: 'unread' as const, created_at: new Date().toISOString(), sync_state: 'pending' as const, updatedAt: 0, _deleted: false };
  await server.store.push(COLLECTIONS.notifications, NOTIFIER, [{ newDocumentState: doc }]);
  await server.pushes.settled();
  return id;
}

describe('web push of notifications', () => {
  it('brings a new message to a subscribed phone, encrypted for its keys and signed with the VAPID key the app is given', async () => {
    const phone = await subscribeDevice('grace');
    const config = await api<{ push?: { vapid_public_key: string } }>(server, 'GET', '/client-config');
    expect(config.body.push?.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const room = await openRoom(['ada', 'grace']);
    await say(room, 'ada', 'Coffee after the keynote?');
    expect(service.refused).toEqual([]);
    const [got] = service.messagesTo(phone.pushId);
    expect(got).toMatchObject({ title: 'Ada Lovelace sent you a message', body: 'Coffee after the keynote?', link: `/messages/${room}`, kind: 'chat_message' });
    expect(got?.notification_id).toMatch(/^[0-9a-f-]{36}$/);
    const received = service.received.find((push) => push.device === phone.pushId);
    expect(received?.ttl).toBe('86400');
    expect(received?.urgency).toBe('high');
    expect(received?.vapidSubject).toBe('mailto:push@localhost');
  });

  it('sends one push per conversation in five minutes, then the messages held back as one grouped push', async () => {
    const phone = await subscribeDevice('tim');
    const room = await openRoom(['katherine', 'tim']);
    await say(room, 'katherine', 'Are you at the keynote?');
    await say(room, 'katherine', 'Front row');
    await say(room, 'katherine', 'Left side');
    expect(service.messagesTo(phone.pushId).map((got) => got.title)).toEqual(['Katherine Johnson sent you a message']);
    // Nothing is due before the window ends.
    await server.pushes.sweep();
    await server.pushes.settled();
    expect(service.messagesTo(phone.pushId)).toHaveLength(1);
    await server.database.db.updateTable('push_windows').set({ window_until: Date.now() - 1 }).where('user_id', '=', m.tim.id).execute();
    await server.pushes.sweep();
    expect(service.messagesTo(phone.pushId).map((got) => [got.title, got.body])).toEqual([
      ['Katherine Johnson sent you a message', 'Are you at the keynote?'],
      ['2 new messages from Katherine Johnson', 'Left side'],
    ]);
    // Swept once: a second sweep finds nothing held.
    await server.database.db.updateTable('push_windows').set({ window_until: Date.now() - 1 }).where('user_id', '=', m.tim.id).execute();
    await server.pushes.sweep();
    expect(service.messagesTo(phone.pushId)).toHaveLength(2);
  });

  it('pushes only the kinds the member chose: messages, reminders and moderation until they choose otherwise', async () => {
    const phone = await subscribeDevice('katherine');
    await notify('katherine', 'session_reminder', 'Keynote starts in 10 minutes');
    await notify('katherine', 'question_approved', 'Your question was approved');
    await notify('katherine', 'we_met', 'You met Ada');
    await notify('katherine', 'can_help', 'Ada can help with your question');
    await notify('katherine', 'a_kind_from_a_newer_server', 'Something new');
    expect(service.messagesTo(phone.pushId).map((got) => got.title)).toEqual(['Keynote starts in 10 minutes', 'Your question was approved']);
    await choose('katherine', { categories: { we_met: true, reminders: false } });
    await notify('katherine', 'we_met', 'You met Grace');
    await notify('katherine', 'checkin_reminder', 'Check in now');
    expect(service.messagesTo(phone.pushId).map((got) => got.title).slice(2)).toEqual(['You met Grace']);
    const settings = await api<{ data: { preferences: PushPreferences; devices: number; subscribed: boolean } }>(server, 'GET', `/users/me/push?device_id=${phone.deviceId}`, { token: m.katherine.token });
    expect(settings.body.data).toMatchObject({ devices: 1, subscribed: true, preferences: { categories: { we_met: true, reminders: false, messages: true } } });
    await choose('katherine', {});
  });

  it('keeps quiet during quiet hours, spanning midnight or not', async () => {
    const phone = await subscribeDevice('ada');
    const hhmm = (offsetMin: number) => new Date(Date.now() + offsetMin * 60_000).toISOString().slice(11, 16);
    await choose('ada', { quiet_hours: { from: hhmm(-60), to: hhmm(60) } });
    await notify('ada', 'session_reminder', 'Quiet now');
    await choose('ada', { quiet_hours: { from: hhmm(60), to: hhmm(120) } });
    await notify('ada', 'session_reminder', 'Heard now');
    expect(service.messagesTo(phone.pushId).map((got) => got.title)).toEqual(['Heard now']);
    await choose('ada', { quiet_hours: null });
  });

  it('sends nothing while a device of the member shows the app, and again once it is hidden', async () => {
    const phone = await subscribeDevice('grace');
    const laptop = randomUUID();
    const visible = (shown: boolean) => api(server, 'PUT', `/users/me/push/devices/${laptop}/visibility`, { token: m.grace.token, body: { visible: shown } });
    expect((await visible(true)).status).toBe(204);
    await notify('grace', 'session_reminder', 'Seen in the app');
    expect((await visible(false)).status).toBe(204);
    await notify('grace', 'session_reminder', 'Sent to the phone');
    expect(service.messagesTo(phone.pushId).map((got) => got.title)).toEqual(['Sent to the phone']);
  });

  it('carries no private text with previews off: not who, not what', async () => {
    const phone = await subscribeDevice('tim');
    await choose('tim', { previews: false });
    const room = await openRoom(['grace', 'tim']);
    await say(room, 'grace', 'The secret password is swordfish');
    await notify('tim', 'question_approved', 'Your question about swordfish was approved');
    const texts = service.received.filter((got) => got.device === phone.pushId).map((got) => got.text);
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text).not.toMatch(/swordfish|Grace/);
    expect(service.messagesTo(phone.pushId).map((got) => got.title)).toEqual(['New message', 'New notification: Moderation']);
    await choose('tim', { previews: true });
  });

  it("is not sent for the recipient's own change, such as marking a notification unread again", async () => {
    const phone = await subscribeDevice('katherine');
    const id = await notify('katherine', 'session_reminder', 'Once');
    expect((await api(server, 'POST', `/notifications/${id}?mark_as=read`, { token: m.katherine.token })).status).toBe(200);
    expect((await api(server, 'POST', `/notifications/${id}?mark_as=unread`, { token: m.katherine.token })).status).toBe(200);
    await server.pushes.settled();
    expect(service.messagesTo(phone.pushId).map((got) => got.title)).toEqual(['Once']);
  });
});

describe('the language of a push', () => {
  const reminder = () => notice(NOTICE.sessionSoon, { session: 'Keynote', minutes: 10 }, [NOTICE.sessionPlace, { room: 'Hall A', event: 'Expo' }]);

  it('is the one the device shows the app in: German for a device that said de, English for one that said nothing', async () => {
    const german = await subscribeDevice('katherine', server, 'de');
    const silent = await subscribeDevice('katherine');
    await notify('katherine', 'session_reminder', reminder());
    expect(service.messagesTo(german.pushId).map((got) => [got.title, got.body])).toEqual([['Keynote beginnt in 10 Minuten', 'Hall A · Expo']]);
    expect(service.messagesTo(silent.pushId).map((got) => [got.title, got.body])).toEqual([['Keynote starts in 10 minutes', 'Hall A · Expo']]);
    for (const device of [german, silent]) await api(server, 'DELETE', `/users/me/push/devices/${device.deviceId}`, { token: m.katherine.token });
  });

  it("is each device's own when one member's devices show different languages, grouped messages and all", async () => {
    const phone = await subscribeDevice('tim', server, 'de');
    const tablet = await subscribeDevice('tim', server, 'fr');
    const laptop = await subscribeDevice('tim', server, null);
    const room = await openRoom(['grace', 'tim']);
    await say(room, 'grace', 'Kaffee?');
    await say(room, 'grace', 'Café ?');
    await say(room, 'grace', 'Coffee?');
    await server.database.db.updateTable('push_windows').set({ window_until: Date.now() - 1 }).where('user_id', '=', m.tim.id).execute();
    await server.pushes.sweep();
    expect(service.messagesTo(phone.pushId).map((got) => got.title)).toEqual(['Grace Hopper hat dir eine Nachricht geschickt', '2 neue Nachrichten von Grace Hopper']);
    expect(service.messagesTo(tablet.pushId).map((got) => got.title)).toEqual(['Grace Hopper vous a envoyé un message', '2 nouveaux messages de Grace Hopper']);
    expect(service.messagesTo(laptop.pushId).map((got) => got.title)).toEqual(['Grace Hopper sent you a message', '2 new messages from Grace Hopper']);
    // With previews off, the words that say only what kind of thing happened are the device's too.
    await choose('tim', { previews: false });
    await notify('tim', 'question_approved', notice(NOTICE.questionApproved));
    expect(service.messagesTo(phone.pushId).at(-1)?.title).toBe('Neue Benachrichtigung: Moderation');
    expect(service.messagesTo(tablet.pushId).at(-1)?.title).toBe('Nouvelle notification\u00a0: Modération');
    expect(service.messagesTo(laptop.pushId).at(-1)?.title).toBe('New notification: Moderation');
    await choose('tim', { previews: true });
    for (const device of [phone, tablet, laptop]) await api(server, 'DELETE', `/users/me/push/devices/${device.deviceId}`, { token: m.tim.token });
  });

  it("is kept when the service worker renews the subscription, told to the app, and changed when the app says another", async () => {
    const phone = await subscribeDevice('ada', server, 'DE');
    const settingsOf = async () =>
      (await api<{ data: { language: string | null } }>(server, 'GET', `/users/me/push?device_id=${phone.deviceId}`, { token: m.ada.token })).body.data.language;
    expect(await settingsOf()).toBe('de');
    const renewed = service.subscribe();
    expect((await renew({ old_endpoint: phone.subscription.endpoint, renewal_secret: phone.secret, subscription: renewed.subscription })).status).toBe(204);
    await notify('ada', 'session_reminder', reminder());
    expect(service.messagesTo(renewed.id).map((got) => got.title)).toEqual(['Keynote beginnt in 10 Minuten']);
    expect(await settingsOf()).toBe('de');
    const body = { ...renewed.subscription, language: 'ar' };
    expect((await api(server, 'PUT', `/users/me/push/devices/${phone.deviceId}`, { token: m.ada.token, body })).status).toBe(200);
    expect(await settingsOf()).toBe('ar');
    await api(server, 'DELETE', `/users/me/push/devices/${phone.deviceId}`, { token: m.ada.token });
  });

  it('is English for a notification without words (an older server made it): its stored text goes as it is', async () => {
    const phone = await subscribeDevice('grace', server, 'de');
    await notify('grace', 'session_reminder', 'Written by an older server');
    expect(service.messagesTo(phone.pushId).map((got) => got.title)).toEqual(['Written by an older server']);
    await api(server, 'DELETE', `/users/me/push/devices/${phone.deviceId}`, { token: m.grace.token });
  });

  it('must be one of the app\'s languages: anything else is refused in words, and nothing is stored', async () => {
    const deviceId = randomUUID();
    for (const language of ['tlh', 'en-XA', 'de-DE-x-evil', '<script>', '', 'x'.repeat(35)]) {
      const answer = await api<{ error: string; message: string }>(server, 'PUT', `/users/me/push/devices/${deviceId}`, {
        token: m.ada.token,
        body: { ...service.subscribe().subscription, language },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^Pushes are written in a language of the app: '.*' is not one$/);
    }
    const tooLong = await api(server, 'PUT', `/users/me/push/devices/${deviceId}`, { token: m.ada.token, body: { ...service.subscribe().subscription, language: 'x'.repeat(36) } });
    expect(tooLong.status).toBe(400);
    const numeric = await api(server, 'PUT', `/users/me/push/devices/${deviceId}`, { token: m.ada.token, body: { ...service.subscribe().subscription, language: 7 } });
    expect(numeric.status).toBe(400);
    const settings = await api<{ data: { subscribed: boolean } }>(server, 'GET', `/users/me/push?device_id=${deviceId}`, { token: m.ada.token });
    expect(settings.body.data.subscribed).toBe(false);
  });
});

describe("a device's subscription", () => {
  const devicesOf = async (who: keyof Members) =>
    (await api<{ data: { devices: number } }>(server, 'GET', '/users/me/push', { token: m[who].token })).body.data.devices;

  it('is removed when the push service answers 410 Gone', async () => {
    const token = await mintAccessToken(server.dataDir, { sub: 'demo|tim@example.com' });
    const before = await devicesOf('tim');
    const phone = await subscribeDevice('tim');
    expect(await devicesOf('tim')).toBe(before + 1);
    service.expire(phone.pushId);
    await notify('tim', 'session_reminder', 'Into the void');
    expect(await devicesOf('tim')).toBe(before);
    expect((await api(server, 'GET', '/users/me/push', { token })).status).toBe(200);
  });

  it('is replaced on renewal, removed at sign-out, and belongs to the member who subscribed its address last', async () => {
    const first = await subscribeDevice('ada');
    const renewed = service.subscribe();
    expect((await api(server, 'PUT', `/users/me/push/devices/${first.deviceId}`, { token: m.ada.token, body: renewed.subscription })).status).toBe(200);
    await notify('ada', 'session_reminder', 'To the renewed one');
    expect(service.messagesTo(first.pushId)).toEqual([]);
    expect(service.messagesTo(renewed.id).map((got) => got.title)).toEqual(['To the renewed one']);
    // Another member subscribes the same browser: Ada's pushes stop going there.
    expect((await api(server, 'PUT', `/users/me/push/devices/${randomUUID()}`, { token: m.grace.token, body: renewed.subscription })).status).toBe(200);
    await notify('ada', 'session_reminder', 'Not to Grace');
    expect(service.messagesTo(renewed.id).map((got) => got.title)).toEqual(['To the renewed one']);
    // A member removing a device id only ever removes their own.
    const kept = await subscribeDevice('katherine');
    expect((await api(server, 'DELETE', `/users/me/push/devices/${kept.deviceId}`, { token: m.tim.token })).status).toBe(204);
    await notify('katherine', 'session_reminder', 'Still here');
    expect(service.messagesTo(kept.pushId).map((got) => got.title)).toEqual(['Still here']);
    expect((await api(server, 'DELETE', `/users/me/push/devices/${kept.deviceId}`, { token: m.katherine.token })).status).toBe(204);
    await notify('katherine', 'session_reminder', 'Gone');
    expect(service.messagesTo(kept.pushId)).toHaveLength(1);
  });

  it('is renewed by its service worker without a sign-in, proved by its address and the secret it was given: pushes then go to the new address alone', async () => {
    const phone = await subscribeDevice('grace');
    expect(phone.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const before = await devicesOf('grace');
    const renewed = service.subscribe();
    const renewal = { old_endpoint: phone.subscription.endpoint, renewal_secret: phone.secret, subscription: renewed.subscription };
    expect((await renew(renewal)).status).toBe(204);
    await notify('grace', 'session_reminder', 'To the renewed address');
    expect(service.messagesTo(phone.pushId)).toEqual([]);
    expect(service.messagesTo(renewed.id).map((got) => got.title)).toEqual(['To the renewed address']);
    // Sent again when its answer was lost: nothing changes, and the device is still one device.
    expect((await renew(renewal)).status).toBe(204);
    expect(await devicesOf('grace')).toBe(before);
    const settings = await api<{ data: { subscribed: boolean; endpoint: string | null } }>(server, 'GET', `/users/me/push?device_id=${phone.deviceId}`, { token: m.grace.token });
    expect(settings.body.data).toEqual(expect.objectContaining({ subscribed: true, endpoint: renewed.subscription.endpoint }));
    // The next renewal starts from the renewed address; the first one's address proves nothing any more.
    const again = service.subscribe();
    expect((await renew({ ...renewal, subscription: again.subscription })).status).toBe(404);
    expect((await renew({ old_endpoint: renewed.subscription.endpoint, renewal_secret: phone.secret, subscription: again.subscription })).status).toBe(204);
    await notify('grace', 'session_reminder', 'To the address renewed twice');
    expect(service.messagesTo(again.id).map((got) => got.title)).toEqual(['To the address renewed twice']);
    expect(service.messagesTo(renewed.id)).toHaveLength(1);
    // Subscribing again from the app, signed in, gives a new secret: the old one renews nothing.
    const resubscribed = await api<{ data: { renewal_secret: string } }>(server, 'PUT', `/users/me/push/devices/${phone.deviceId}`, { token: m.grace.token, body: again.subscription });
    expect(resubscribed.body.data.renewal_secret).not.toBe(phone.secret);
    expect((await renew({ old_endpoint: again.subscription.endpoint, renewal_secret: phone.secret, subscription: service.subscribe().subscription })).status).toBe(404);
  });

  it('answers a renewal that proves nothing as a missing subscription and changes nothing: another device, a wrong, made-up or missing secret, garbage keys', async () => {
    const victim = await subscribeDevice('katherine');
    const mallory = await subscribeDevice('tim');
    const fresh = () => service.subscribe().subscription;
    const missing = await renew({ old_endpoint: 'https://push.example.test/never-subscribed', renewal_secret: mallory.secret, subscription: fresh() });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'not_found', message: 'No such push subscription: subscribe again from the app' });
    const garbageKeys = { ...fresh(), keys: { p256dh: 'garbage', auth: '!!' } };
    const hostile = [
      // Katherine's address with Tim's own secret.
      { old_endpoint: victim.subscription.endpoint, renewal_secret: mallory.secret, subscription: fresh() },
      // Her address with a secret nobody was given, or the digest the server might keep.
      { old_endpoint: victim.subscription.endpoint, renewal_secret: 'A'.repeat(200), subscription: fresh() },
      { old_endpoint: victim.subscription.endpoint, renewal_secret: victim.secret.slice(0, -1), subscription: fresh() },
      { old_endpoint: victim.subscription.endpoint, renewal_secret: createHash('sha256').update(victim.secret).digest('hex'), subscription: fresh() },
      // Her address, as the address Tim's proven renewal would move to: it stays hers.
      { old_endpoint: mallory.subscription.endpoint, renewal_secret: mallory.secret, subscription: victim.subscription },
      // Garbage keys, without a proof: nothing said about the keys.
      { old_endpoint: victim.subscription.endpoint, renewal_secret: mallory.secret, subscription: garbageKeys },
    ];
    for (const body of hostile) expect(await renew(body)).toEqual(missing);
    // Who the renewal is for is never read from the body.
    const named = await renew({ old_endpoint: mallory.subscription.endpoint, renewal_secret: mallory.secret, subscription: fresh(), user_id: m.katherine.id, device_id: victim.deviceId });
    expect(named.status).toBe(400);
    // Tim's own proof with garbage keys: told what is wrong.
    const told = await renew({ old_endpoint: mallory.subscription.endpoint, renewal_secret: mallory.secret, subscription: garbageKeys });
    expect(told.status).toBe(400);
    expect(told.body.message).toMatch(/p256dh key/);
    // A token changes nothing: Katherine's token with Tim's proof renews Tim's device, not hers.
    const renewed = service.subscribe();
    expect((await api(server, 'POST', '/push/renewals', { token: m.katherine.token, body: { old_endpoint: mallory.subscription.endpoint, renewal_secret: mallory.secret, subscription: renewed.subscription } })).status).toBe(204);
    await notify('katherine', 'session_reminder', 'Still to Katherine');
    await notify('tim', 'session_reminder', 'To Tim, renewed');
    expect(service.messagesTo(victim.pushId).map((got) => got.title)).toEqual(['Still to Katherine']);
    expect(service.messagesTo(renewed.id).map((got) => got.title)).toEqual(['To Tim, renewed']);
    expect(service.messagesTo(mallory.pushId)).toEqual([]);
    expect(service.refused).toEqual([]);
  });

  it('is not renewed without a sign-in when it was stored before devices were given a secret', async () => {
    const phone = await subscribeDevice('ada');
    await server.database.db.updateTable('push_subscriptions').set({ renewal_digest: null }).where('endpoint', '=', phone.subscription.endpoint).execute();
    expect((await renew({ old_endpoint: phone.subscription.endpoint, renewal_secret: phone.secret, subscription: service.subscribe().subscription })).status).toBe(404);
    await notify('ada', 'session_reminder', 'Still to the first address');
    expect(service.messagesTo(phone.pushId).map((got) => got.title)).toEqual(['Still to the first address']);
  });

  it('refuses bad input in words and keeps what was stored', async () => {
    const bad = async (path: string, body: unknown) => {
      const answer = await api<{ message: string }>(server, 'PUT', path, { token: m.ada.token, body });
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    const base = defaultPushPreferences('UTC');
    expect(await bad('/users/me/push/preferences', { ...base, time_zone: 'Mars/Olympus' })).toMatch(/time zone/);
    expect(await bad('/users/me/push/preferences', { ...base, quiet_hours: { from: '22:00', to: '22:00' } })).toMatch(/end at another time/);
    expect(await bad('/users/me/push/preferences', { ...base, quiet_hours: { from: '25:00', to: '07:00' } })).toBeTruthy();
    expect(await bad('/users/me/push/preferences', { ...base, categories: { ...base.categories, gossip: true } })).toBeTruthy();
    expect(await bad(`/users/me/push/devices/${randomUUID()}`, { endpoint: 'ftp://push.example/1', keys: { p256dh: 'x', auth: 'y' } })).toMatch(/https/);
    const { subscription } = service.subscribe();
    expect(await bad(`/users/me/push/devices/${randomUUID()}`, { ...subscription, keys: { ...subscription.keys, p256dh: 'BPublicKey' } })).toMatch(/p256dh key must be an uncompressed P-256 public key/);
    expect(await bad(`/users/me/push/devices/${randomUUID()}`, { ...subscription, keys: { ...subscription.keys, auth: 'c2VjcmV0' } })).toMatch(/auth secret must be 16 bytes/);
    expect((await api(server, 'PUT', '/users/me/push/preferences', { body: base })).status).toBe(401);
  });
});

describe('two server processes on one PostgreSQL database', () => {
  it.skipIf(!postgres)('send a push once, from the process that took the write (needs TEST_DATABASE_URL)', async () => {
    const other = await startTestServer({ ...PUSH_ENV, DATA_DIR: server.dataDir });
    try {
      const phone = await subscribeDevice('katherine', other);
      const room = await openRoom(['grace', 'katherine'], other);
      await say(room, 'grace', 'Written on the second process', other);
      await say(room, 'grace', 'Held on the first', server);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await Promise.all([server.pushes.settled(), other.pushes.settled()]);
      expect(service.messagesTo(phone.pushId).map((got) => got.body)).toEqual(['Written on the second process']);
      await server.database.db.updateTable('push_windows').set({ window_until: Date.now() - 1 }).where('user_id', '=', m.katherine.id).execute();
      await Promise.all([server.pushes.sweep(), other.pushes.sweep()]);
      expect(service.messagesTo(phone.pushId).map((got) => got.body)).toEqual(['Written on the second process', 'Held on the first']);
    } finally {
      await other.close();
    }
  });
});
