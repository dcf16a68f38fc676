import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeBus } from '../replication/change-bus';
import { api, push, signInDemoMembers, type Members, type TestServer, startTestServer } from '../test-support';
import { LIVE_HEARTBEAT_MS, LIVE_QUESTION_LIMIT, LIVE_RETRY_MS, type Attendance, type LiveSnapshot } from './event-live';

let server: TestServer;
let m: Members;
let subscriptions: () => number;

/** Counts the change-bus subscriptions that are still open. */
function countSubscriptions(bus: ChangeBus): () => number {
  const subscribe = bus.subscribe.bind(bus);
  let open = 0;
  vi.spyOn(bus, 'subscribe').mockImplementation((listener) => {
    open += 1;
    const off = subscribe(listener);
    let done = false;
    return () => {
      if (!done) open -= 1;
      done = true;
      off();
    };
  });
  return () => open;
}

beforeAll(async () => {
  server = await startTestServer();
  m = await signInDemoMembers(server);
  subscriptions = countSubscriptions(server.bus);
});
afterAll(() => server.close());

type Created = { data: { id: string; slug: string } };

async function newEvent(name: string): Promise<Created['data']> {
  const made = await api<Created>(server, 'POST', '/events', { token: m.ada.token, body: { name, live_status: 'live', is_community: false } });
  expect(made.status).toBe(201);
  return made.body.data;
}

async function ask(who: keyof Members, eventId: string, title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const made = await api<Created>(server, 'POST', '/questions', { token: m[who].token, body: { title, event_id: eventId, ...extra } });
  expect(made.status).toBe(201);
  return made.body.data.id;
}

async function react(who: keyof Members, questionId: string, kind: 'can_help' | 'me_too' | 'uplift', active = true) {
  const answer = await api(server, 'POST', '/interactions', { token: m[who].token, body: { kind, target_id: questionId, active } });
  expect(answer.status).toBeLessThan(300);
}

const live = (slugOrId: string) => api<{ data: LiveSnapshot; message?: string }>(server, 'GET', `/events/${encodeURIComponent(slugOrId)}/live`);
const stats = () => api<{ data: Record<string, Attendance> }>(server, 'GET', '/events/stats');

type Frame = { event: string; data: unknown };

/** An open live stream of an event, as a plain reader sees it: its raw text and its parsed frames. */
async function openLiveStream(slugOrId: string, on: { url: string } = server, query = '') {
  const controller = new AbortController();
  const response = await fetch(`${on.url}/api/v1/events/${encodeURIComponent(slugOrId)}/live/stream${query}`, { signal: controller.signal });
  const frames: Frame[] = [];
  let raw = '';
  let ended = false;
  if (response.ok && response.body) {
    const reader = (response.body as unknown as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          raw += value;
          buffer += value;
          let boundary = buffer.indexOf('\n\n');
          while (boundary !== -1) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const lines = block.split('\n');
            const name = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
            const data = lines.find((line) => line.startsWith('data: '));
            if (data) frames.push({ event: name, data: JSON.parse(data.slice(6)) });
            boundary = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  const snapshots = () => frames.filter((frame) => frame.event === 'snapshot').map((frame) => frame.data as LiveSnapshot);
  async function until<T>(check: () => T | undefined | false, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`not in time; frames so far: ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { response, frames, snapshots, until, raw: () => raw, ended: () => ended, close: () => controller.abort() };
}

const titles = (snapshot: LiveSnapshot | undefined) => snapshot?.questions.map((question) => question.title);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /events/stats', () => {
  it('counts, for guests, the members who joined or checked in and those who checked in, per event', async () => {
    const event = await newEvent('Stats night');
    expect((await stats()).body.data[event.id]).toEqual({ attendee_count: 0, checked_in_count: 0 });
    await api(server, 'POST', '/event-participants', { token: m.grace.token, body: { event_id: event.id } });
    await api(server, 'POST', '/event-participants', { token: m.tim.token, body: { event_id: event.id } });
    await api(server, 'POST', `/events/${event.id}/checkin`, { token: m.tim.token });
    // A check-in alone makes an attendee too, counted once.
    await api(server, 'POST', `/events/${event.id}/checkin`, { token: m.katherine.token });
    const answer = await stats();
    expect(answer.status).toBe(200);
    expect(answer.body.data[event.id]).toEqual({ attendee_count: 3, checked_in_count: 2 });
  });

  it('leaves out members who left and events that were deleted', async () => {
    const event = await newEvent('Short-lived');
    const joined = await api<{ data: { id: string } }>(server, 'POST', '/event-participants', { token: m.grace.token, body: { event_id: event.id } });
    await api(server, 'DELETE', `/interactions/${encodeURIComponent(joined.body.data.id)}`, { token: m.grace.token });
    expect((await stats()).body.data[event.id]).toEqual({ attendee_count: 0, checked_in_count: 0 });
    await api(server, 'DELETE', `/events/${event.id}`, { token: m.ada.token });
    expect(Object.keys((await stats()).body.data)).not.toContain(event.id);
  });

  it('lists every event that is not deleted, each with both counts and nothing else', async () => {
    const { body } = await stats();
    const listed = await api<{ data: { id: string }[] }>(server, 'GET', '/events?limit=200');
    expect(Object.keys(body.data).sort()).toEqual(listed.body.data.map((event) => event.id).sort());
    for (const value of Object.values(body.data)) expect(Object.keys(value).sort()).toEqual(['attendee_count', 'checked_in_count']);
  });
});

describe('GET /events/{slugOrId}/live', () => {
  it("counts a community's members, and every member for the meetverse, with no check-ins", async () => {
    const community = (await live('berlin-product-builders')).body.data;
    await api(server, 'POST', '/event-participants', { token: m.grace.token, body: { event_id: community.event.id } });
    expect((await live('berlin-product-builders')).body.data).toMatchObject({ attendee_count: community.attendee_count + 1, checked_in_count: 0 });
    const users = (await server.database.db.selectFrom('users').select(['id', '_deleted']).execute()).filter((row) => !row._deleted);
    const meetverse = (await live('meetverse')).body.data;
    expect(meetverse.event.is_meetverse).toBe(true);
    expect(meetverse.attendee_count).toBeGreaterThanOrEqual(4);
    expect(meetverse).toMatchObject({ attendee_count: users.length, checked_in_count: 0 });
  });

  it('answers a guest with the event, its organiser, its attendance and its questions most reacted first, then newest', async () => {
    const event = await newEvent('Live board');
    const older = await ask('grace', event.id, 'Older and quiet');
    await sleep(5);
    const newer = await ask('tim', event.id, 'Newer and quiet');
    await sleep(5);
    const popular = await ask('katherine', event.id, 'Most reacted');
    await react('grace', popular, 'uplift');
    await react('tim', popular, 'me_too');
    await react('ada', older, 'can_help');
    await api(server, 'POST', `/events/${event.id}/checkin`, { token: m.grace.token });

    const answer = await live(event.slug);
    expect(answer.status).toBe(200);
    const snapshot = answer.body.data;
    expect(snapshot.event).toMatchObject({ id: event.id, slug: event.slug, name: 'Live board', live_status: 'live', is_community: false, is_meetverse: false });
    expect(snapshot.organiser_name).toBe('Ada Lovelace');
    expect(snapshot).toMatchObject({ attendee_count: 1, checked_in_count: 1 });
    expect(titles(snapshot)).toEqual(['Most reacted', 'Older and quiet', 'Newer and quiet']);
    expect(snapshot.questions[0]).toEqual({
      id: popular, slug: expect.any(String), title: 'Most reacted', help_count: 0, me_too_count: 1, uplift_count: 1, author_name: 'Katherine Johnson',
    });
    expect(snapshot.questions.map((question) => question.id)).toEqual([popular, older, newer]);
    expect(Date.parse(snapshot.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await live(event.id)).body.data.event.id).toBe(event.id);
  });

  it('never names the author of an anonymous question, nor shows ids, emails or descriptions', async () => {
    const event = await newEvent('Anonymous corner');
    await ask('grace', event.id, 'Asked anonymously', { is_anonymous: true, description: 'secret details' });
    const text = JSON.stringify((await live(event.slug)).body);
    const snapshot = (await live(event.slug)).body.data;
    expect(snapshot.questions).toHaveLength(1);
    expect(snapshot.questions[0]?.author_name).toBeNull();
    expect(text).not.toContain('Grace');
    expect(text).not.toContain(m.grace.id);
    expect(text).not.toContain('grace@example.com');
    expect(text).not.toContain('secret details');
    expect(text).not.toContain('author_id');
  });

  it('drops a deleted question, keeps markup in titles as typed and shows at most the top ten', async () => {
    const event = await newEvent('Busy board');
    const doomed = await ask('grace', event.id, 'To be deleted');
    await react('tim', doomed, 'uplift');
    await ask('tim', event.id, 'A <b>bold</b> <script>alert(1)</script> title');
    expect(titles((await live(event.slug)).body.data)).toEqual(['To be deleted', 'A <b>bold</b> <script>alert(1)</script> title']);
    expect((await api(server, 'DELETE', `/questions/${doomed}`, { token: m.grace.token })).status).toBeLessThan(300);
    expect(titles((await live(event.slug)).body.data)).toEqual(['A <b>bold</b> <script>alert(1)</script> title']);
    for (let n = 0; n < LIVE_QUESTION_LIMIT + 2; n++) await ask('katherine', event.id, `Filler ${n}`);
    expect((await live(event.slug)).body.data.questions).toHaveLength(LIVE_QUESTION_LIMIT);
  });

  it('answers 404 for an unknown or deleted event, and 400 for a blank one', async () => {
    const unknown = await live('no-such-event');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Event not found');
    const event = await newEvent('Gone soon');
    await api(server, 'DELETE', `/events/${event.id}`, { token: m.ada.token });
    expect((await live(event.slug)).status).toBe(404);
    expect((await live(' ')).status).toBe(400);
  });
});

describe('GET /events/{slugOrId}/live/stream', () => {
  it('sends the retry delay and a snapshot at once, as an event stream to a guest', async () => {
    const event = await newEvent('Streamed');
    await ask('grace', event.id, 'First question');
    const stream = await openLiveStream(event.slug);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const [first] = await stream.until(() => stream.snapshots().length > 0 && stream.snapshots());
      expect(stream.raw().startsWith(`retry: ${LIVE_RETRY_MS}\n\n`)).toBe(true);
      expect(first?.event.name).toBe('Streamed');
      expect(titles(first)).toEqual(['First question']);
    } finally {
      stream.close();
    }
  });

  it('sends a fresh snapshot when a reaction re-orders the questions, one for a burst of changes', async () => {
    const event = await newEvent('Reordering');
    const first = await ask('grace', event.id, 'Was first');
    await sleep(5);
    const second = await ask('tim', event.id, 'Climbs up');
    await react('ada', first, 'uplift');
    const stream = await openLiveStream(event.slug);
    try {
      await stream.until(() => stream.snapshots().length === 1);
      expect(titles(stream.snapshots()[0])).toEqual(['Was first', 'Climbs up']);
      // Three reactions one after the other: each commits the reaction and its question's recount.
      await react('grace', second, 'uplift');
      await react('katherine', second, 'me_too');
      await react('ada', second, 'can_help');
      const latest = await stream.until(() => {
        const last = stream.snapshots().at(-1);
        return last && last.questions[0]?.id === second && last.questions[0].help_count === 1 && last.questions[0].me_too_count === 1 && last;
      });
      expect(titles(latest)).toEqual(['Climbs up', 'Was first']);
      await sleep(300);
      // Six commits became fewer snapshots than commits.
      expect(stream.snapshots().length).toBeLessThan(1 + 3);
    } finally {
      stream.close();
    }
  });

  it('follows check-ins, new questions and deletions on its event, and stays quiet for other events', async () => {
    const event = await newEvent('Watched');
    const other = await newEvent('Not watched');
    const stream = await openLiveStream(event.slug);
    try {
      await stream.until(() => stream.snapshots().length === 1);
      await ask('grace', other.id, 'Elsewhere');
      await api(server, 'POST', `/events/${other.id}/checkin`, { token: m.grace.token });
      // A change of its question that shows nothing new sends nothing either.
      const quiet = await ask('grace', event.id, 'Quiet');
      await stream.until(() => stream.snapshots().length === 2);
      await api(server, 'PUT', `/questions/${quiet}`, { token: m.grace.token, body: { description: 'Only the description changed' } });
      await sleep(300);
      expect(stream.snapshots()).toHaveLength(2);
      await api(server, 'DELETE', `/questions/${quiet}`, { token: m.grace.token });
      await stream.until(() => stream.snapshots().length === 3);

      await api(server, 'POST', `/events/${event.id}/checkin`, { token: m.tim.token });
      await stream.until(() => stream.snapshots().at(-1)?.checked_in_count === 1);
      const asked = await ask('katherine', event.id, 'Here', { is_anonymous: true });
      const withQuestion = await stream.until(() => {
        const last = stream.snapshots().at(-1);
        return last?.questions.length === 1 && last;
      });
      expect(withQuestion.questions[0]).toMatchObject({ title: 'Here', author_name: null });
      await api(server, 'DELETE', `/questions/${asked}`, { token: m.katherine.token });
      await stream.until(() => stream.snapshots().at(-1)?.questions.length === 0);
    } finally {
      stream.close();
    }
  });

  it("keeps to its event when another event's slug spells the watched event's id", async () => {
    const event = await newEvent('The real one');
    const stream = await openLiveStream(event.slug);
    try {
      await stream.until(() => stream.snapshots().length === 1);
      // Asked for online, such a slug is refused; from a device that made the event offline, it is replaced.
      const body = { name: 'Impostor', slug: event.id, live_status: 'live', is_community: false };
      expect((await api(server, 'POST', '/events', { token: m.grace.token, body })).status).toBe(400);
      const offline = { ...body, id: crypto.randomUUID(), sync_state: 'pending', updatedAt: 0, _deleted: false };
      expect(await push(server, 'events', m.grace.token, [{ newDocumentState: offline }])).toMatchObject({ status: 200, body: [] });
      await ask('tim', event.id, 'Still the real one?');
      const latest = await stream.until(() => {
        const last = stream.snapshots().at(-1);
        return last?.questions.length === 1 && last;
      });
      expect(latest.event).toMatchObject({ id: event.id, name: 'The real one' });
    } finally {
      stream.close();
    }
  });

  it('says the event is gone and ends when it is deleted', async () => {
    const event = await newEvent('Deleted while shown');
    const stream = await openLiveStream(event.slug);
    await stream.until(() => stream.snapshots().length === 1);
    await api(server, 'DELETE', `/events/${event.id}`, { token: m.ada.token });
    await stream.until(() => stream.frames.some((frame) => frame.event === 'gone'));
    await stream.until(() => stream.ended());
  });

  it('writes a comment heartbeat every 25 seconds, and stops when the screen goes', async () => {
    const event = await newEvent('Quiet room');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openLiveStream(event.slug);
      await stream.until(() => stream.snapshots().length === 1);
      expect(stream.raw()).not.toContain(': heartbeat');
      vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
      await stream.until(() => stream.raw().endsWith(': heartbeat\n\n'));
      expect(vi.getTimerCount()).toBe(1);
      stream.close();
      await stream.until(() => vi.getTimerCount() === 0 || undefined);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 for an unknown event without opening a stream', async () => {
    const before = subscriptions();
    const stream = await openLiveStream('no-such-event');
    expect(stream.response.status).toBe(404);
    expect(((await stream.response.json()) as { message: string }).message).toBe('Event not found');
    expect(subscriptions()).toBe(before);
  });

  it('shares one subscription among the screens of an event and lets go of it when they disconnect', async () => {
    const event = await newEvent('Many screens');
    const streamsBefore = server.app.openStreams.size;
    const before = subscriptions();
    const screens = await Promise.all([openLiveStream(event.slug), openLiveStream(event.slug), openLiveStream(event.id)]);
    for (const screen of screens) await screen.until(() => screen.snapshots().length === 1);
    expect(subscriptions()).toBe(before + 1);
    expect(server.app.openStreams.size).toBe(streamsBefore + 3);

    screens[0]?.close();
    await screens[1]?.until(() => server.app.openStreams.size === streamsBefore + 2 || undefined);
    expect(subscriptions()).toBe(before + 1);
    // The ones still open still get changes.
    await ask('grace', event.id, 'Still watched');
    await screens[2]?.until(() => screens[2]?.snapshots().at(-1)?.questions.length === 1);

    screens[1]?.close();
    screens[2]?.close();
    await screens[1]?.until(() => (server.app.openStreams.size === streamsBefore && subscriptions() === before) || undefined);
    // Nobody listens any more: a change reads nothing for a screen.
    const reads = [vi.spyOn(server.store, 'findBySlugOrId'), vi.spyOn(server.store, 'get')];
    await ask('grace', event.id, 'Unwatched');
    await sleep(200);
    for (const read of reads) {
      expect(read).not.toHaveBeenCalled();
      read.mockRestore();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a screen watching through one process sees a reaction written through another (npm run test:postgres)',
    async () => {
      const other = await startTestServer({ DATA_DIR: server.dataDir });
      try {
        const event = await newEvent('Two processes');
        const first = await ask('grace', event.id, 'Leads at first');
        await sleep(5);
        const second = await ask('tim', event.id, 'Overtakes');
        await react('ada', first, 'uplift');
        const stream = await openLiveStream(event.slug, other);
        try {
          await stream.until(() => stream.snapshots().length === 1);
          await react('grace', second, 'uplift');
          await react('katherine', second, 'me_too');
          await stream.until(() => stream.snapshots().at(-1)?.questions[0]?.id === second);
        } finally {
          stream.close();
        }
      } finally {
        await other.close();
      }
    },
  );
});

describe('the big screen following the agenda', () => {
  const MINUTE = 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** A live event of Ada's, from an hour ago to two hours from now. */
  async function eventWithAgenda(name: string) {
    const now = Date.now();
    const made = await api<Created>(server, 'POST', '/events', {
      token: m.ada.token,
      body: { name, live_status: 'live', is_community: false, starts_at: iso(now - 60 * MINUTE), ends_at: iso(now + 120 * MINUTE) },
    });
    expect(made.status).toBe(201);
    return made.body.data;
  }

  async function session(eventId: string, title: string, startsAt: number, endsAt: number, room?: string): Promise<string> {
    const made = await api<Created>(server, 'POST', `/events/${eventId}/sessions`, { token: m.ada.token, body: { title, starts_at: iso(startsAt), ends_at: iso(endsAt), ...(room ? { room } : {}) } });
    expect(made.status).toBe(201);
    return made.body.data.id;
  }

  it("names the session running now, and with follow=agenda shows only that session's questions", async () => {
    const event = await eventWithAgenda('Followed Agenda');
    const now = Date.now();
    const running = await session(event.id, 'Offline sync deep dive', now - 10 * MINUTE, now + 20 * MINUTE, 'Main hall');
    const later = await session(event.id, 'Closing panel', now + 30 * MINUTE, now + 60 * MINUTE);
    await session(event.id, 'Called off', now - 5 * MINUTE, now + 5 * MINUTE).then((id) => api(server, 'PATCH', `/sessions/${id}`, { token: m.ada.token, body: { cancelled: true } }));
    await ask('grace', event.id, 'To the talk', { session_id: running });
    await ask('tim', event.id, 'To the whole event');
    await ask('tim', event.id, 'To the panel', { session_id: later });

    const plain = await live(event.slug);
    expect(plain.body.data.current_session).toEqual({ id: running, title: 'Offline sync deep dive', room: 'Main hall', ends_at: iso(now + 20 * MINUTE) });
    expect(plain.body.data.following_agenda).toBe(false);
    expect(titles(plain.body.data)?.sort()).toEqual(['To the panel', 'To the talk', 'To the whole event']);

    const followed = await api<{ data: LiveSnapshot }>(server, 'GET', `/events/${event.slug}/live?follow=agenda`);
    expect(followed.status).toBe(200);
    expect(followed.body.data).toMatchObject({ following_agenda: true, current_session: { id: running } });
    expect(titles(followed.body.data)).toEqual(['To the talk']);

    expect((await api(server, 'GET', `/events/${event.slug}/live?follow=everything`)).status).toBe(400);
  });

  it("shows the event's questions between sessions, and follows the next session on the stream when it starts", async () => {
    const event = await eventWithAgenda('Agenda Clock');
    const starts = Date.now() + 1_500;
    const talk = await session(event.id, 'Starting soon', starts, starts + 30 * MINUTE, 'Room 2');
    await ask('grace', event.id, 'To the talk', { session_id: talk });
    await ask('tim', event.id, 'To the whole event');
    const stream = await openLiveStream(event.slug, server, '?follow=agenda');
    try {
      const [first] = await stream.until(() => stream.snapshots().length > 0 && stream.snapshots());
      expect(first).toMatchObject({ current_session: null, following_agenda: false });
      expect(titles(first)?.sort()).toEqual(['To the talk', 'To the whole event']);
      // No write announces it: the feed wakes when the session starts.
      const followed = await stream.until(() => stream.snapshots().find((snapshot) => snapshot.following_agenda), 5_000);
      expect(followed.current_session).toMatchObject({ id: talk, title: 'Starting soon', room: 'Room 2' });
      expect(titles(followed)).toEqual(['To the talk']);
    } finally {
      stream.close();
    }
  });
});
