import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventDoc } from '../../schemas/event.schema';
import { COLLECTIONS, type Doc } from '../replication/collections';
import { LIVE_STATUS_CLOCK } from '../replication/collections/events';
import { api, mintAccessToken, openStream, ORGANISER_SUB, startTestServer, type StreamFrame, type TestServer } from '../test-support';
import { createLiveStatusClock } from './live-status-clock';

const postgres = process.env.TEST_DATABASE_URL;
const HOUR = 3_600_000;
// The servers' own clocks tick once at start and not again while a test runs, so the fake clocks below are the only ones.
const QUIET = { LIVE_STATUS_TICK_MS: '2000000000' };
const events = COLLECTIONS.events;

let server: TestServer;
let organiser: string;

beforeAll(async () => {
  server = await startTestServer(QUIET);
  organiser = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
});
afterAll(() => server.close());

/** An event of the demo organiser starting an hour from now and lasting an hour. */
async function upcoming(on: TestServer = server, token = organiser, name = 'Clockwork Talk'): Promise<EventDoc> {
  const start = Date.now() + HOUR;
  const body = { name, live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + HOUR).toISOString() };
  const { status, body: created } = await api<{ data: EventDoc }>(on, 'POST', '/events', { token, body });
  expect(status).toBe(201);
  return created.data;
}

const stored = async (id: string, on: TestServer = server) => (await on.store.get(events, id)) as Doc & EventDoc;
const clockAt = (at: number, on: TestServer = server) => createLiveStatusClock({ store: on.store, database: on.database, tickMs: 1000, now: () => at });

describe('the live status clock', () => {
  it('moves an event from planned to live to ended as the clock passes its start and its end, writing only on a change', async () => {
    const event = await upcoming();
    expect(event.live_status).toBe('planned');
    const start = Date.parse(event.starts_at as string);
    const end = Date.parse(event.ends_at as string);
    const table: [label: string, at: number, status: EventDoc['live_status'], written: boolean][] = [
      ['a minute before the start', start - 60_000, 'planned', false],
      ['at the start', start, 'live', true],
      ['half way through', start + HOUR / 2, 'live', false],
      ['a millisecond before the end', end - 1, 'live', false],
      ['at the end', end, 'ended', true],
      ['a minute after the end', end + 60_000, 'ended', false],
    ];
    for (const [label, at, status, written] of table) {
      const before = await stored(event.id);
      await clockAt(at).tick();
      const after = await stored(event.id);
      expect({ label, status: after.live_status, written: after.updatedAt > before.updatedAt }).toEqual({ label, status, written });
      expect(after.sync_state).toBe('sent');
    }
  });

  it("puts an event in a far zone live at its instant, not when the server's wall clock reads its venue's hour", async () => {
    // 9:00 in Kiritimati (UTC+14) a day and a half ahead: the instant is what counts, whatever the zone.
    const start = Date.now() + 36 * HOUR;
    const body = { name: 'Line Islands Talk', live_status: 'planned', is_community: false, starts_at: new Date(start).toISOString(), ends_at: new Date(start + HOUR).toISOString(), time_zone: 'Pacific/Kiritimati' };
    const { body: created } = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: organiser, body });
    expect(created.data).toMatchObject({ time_zone: 'Pacific/Kiritimati', live_status: 'planned' });
    await clockAt(start - 14 * HOUR).tick();
    expect((await stored(created.data.id)).live_status).toBe('planned');
    await clockAt(start - 1).tick();
    expect((await stored(created.data.id)).live_status).toBe('planned');
    await clockAt(start).tick();
    expect((await stored(created.data.id)).live_status).toBe('live');
    await clockAt(start + HOUR).tick();
    expect((await stored(created.data.id)).live_status).toBe('ended');
  });

  it('streams the changed event to open streams with a new stamp, as any write', async () => {
    const event = await upcoming();
    const stream = await openStream(server);
    try {
      const count = await clockAt(Date.parse(event.starts_at as string)).tick();
      expect(count).toBeGreaterThanOrEqual(1);
      const frame = await stream.waitFor((f: StreamFrame) => f.documents.some((doc) => doc.id === event.id));
      expect(frame.documents.find((doc) => doc.id === event.id)).toMatchObject({ live_status: 'live' });
      expect(frame.checkpoint.updatedAt).toBeGreaterThan(event.updatedAt);
    } finally {
      stream.close();
    }
  });

  it('stores each change once when two clocks tick together, and a tick after that finds nothing to do', async () => {
    const event = await upcoming();
    const at = Date.parse(event.starts_at as string) + 1;
    const stamps = async () => new Map((await server.store.list(events, () => true)).map((doc) => [doc.id, doc.updatedAt]));
    const before = await stamps();
    const stream = await openStream(server);
    try {
      const counts = await Promise.all([clockAt(at).tick(), clockAt(at).tick()]);
      const after = await stamps();
      const changed = [...after].filter(([id, stamp]) => before.get(id) !== stamp).map(([id]) => id);
      expect(changed).toContain(event.id);
      expect(counts[0] + counts[1]).toBe(changed.length);
      expect((await stored(event.id)).live_status).toBe('live');
      expect(await clockAt(at).tick()).toBe(0);
      // A later write marks the end of what the stream could still receive: each change came once.
      const marker = await upcoming(server, organiser, 'Marker');
      await stream.waitFor((frame) => frame.documents.some((doc) => doc.id === marker.id));
      for (const id of changed) expect(stream.frames.flatMap((frame) => frame.documents).filter((doc) => doc.id === id)).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('leaves an event without a start (a community, the meetverse) at the status it was given', async () => {
    const body = { name: 'Timeless Circle', live_status: 'live', is_community: true };
    const { body: created } = await api<{ data: EventDoc }>(server, 'POST', '/events', { token: organiser, body });
    await clockAt(Date.now() + 365 * 24 * HOUR).tick();
    const after = await stored(created.data.id);
    expect(after).toMatchObject({ live_status: 'live', updatedAt: created.data.updatedAt });
  });

  it('does not overwrite an edit made after it read the event', async () => {
    const event = await upcoming();
    const before = await stored(event.id);
    // The organiser renames it between the clock's read and its write: the clock's write names the older state.
    await api(server, 'PUT', `/events/${event.id}`, { token: organiser, body: { name: 'Clockwork Talk, renamed' } });
    const conflicts = await server.store.push(events, LIVE_STATUS_CLOCK, [
      { assumedMasterState: before, newDocumentState: { ...before, live_status: 'live' } },
    ]);
    expect(conflicts).toHaveLength(1);
    expect(await stored(event.id)).toMatchObject({ name: 'Clockwork Talk, renamed', live_status: 'planned' });
  });

  it('changes nothing but the status: any other change it carries is refused as a conflict', async () => {
    const event = await upcoming();
    const before = await stored(event.id);
    const conflicts = await server.store.push(events, LIVE_STATUS_CLOCK, [
      { assumedMasterState: before, newDocumentState: { ...before, live_status: 'live', name: 'Hijacked' } },
    ]);
    expect(conflicts).toHaveLength(1);
    expect(await stored(event.id)).toMatchObject({ name: 'Clockwork Talk', live_status: 'planned' });
  });

  it('logs a tick that fails and keeps the process up', async () => {
    const error = vi.fn();
    const clock = createLiveStatusClock({
      store: server.store,
      database: server.database,
      tickMs: 1000,
      now: () => {
        throw new Error('no time');
      },
      log: { error },
    });
    await clock.start();
    await clock.stop();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'The live status clock could not update event statuses');
  });

  it('ticks at start and then every tickMs, and never again once stopped', async () => {
    let reads = 0;
    const now = () => {
      reads += 1;
      return Date.now();
    };
    const clock = createLiveStatusClock({ store: server.store, database: server.database, tickMs: 20, now });
    await clock.start();
    expect(reads).toBe(1);
    await vi.waitFor(() => expect(reads).toBeGreaterThanOrEqual(3), { timeout: 2000, interval: 10 });
    await clock.stop();
    const stoppedAt = reads;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads).toBe(stoppedAt);
  });
});

describe('the server process', () => {
  it('brings a stale status in line when it starts, and every LIVE_STATUS_TICK_MS after that', async () => {
    const first = await startTestServer(QUIET);
    const token = await mintAccessToken(first.dataDir, { sub: ORGANISER_SUB });
    const started = Date.now() - HOUR;
    const body = { name: 'Already On', live_status: 'planned', is_community: false, starts_at: new Date(started).toISOString(), ends_at: new Date(started + 3 * HOUR).toISOString() };
    const { body: created } = await api<{ data: EventDoc }>(first, 'POST', '/events', { token, body });
    expect(created.data.live_status).toBe('live');
    // A status left behind, as by a process that was down when the event started.
    const staleStatus = () => first.database.db.updateTable('events').set({ live_status: 'planned' }).where('id', '=', created.data.id).execute();
    await staleStatus();
    await first.close();

    const second = await startTestServer({ DATA_DIR: first.dataDir, LIVE_STATUS_TICK_MS: '50' });
    try {
      const atStart = await stored(created.data.id, second);
      expect(atStart.live_status).toBe('live');
      expect(atStart.updatedAt).toBeGreaterThan(created.data.updatedAt);
      await second.database.db.updateTable('events').set({ live_status: 'ended' }).where('id', '=', created.data.id).execute();
      await vi.waitFor(async () => expect((await stored(created.data.id, second)).live_status).toBe('live'), { timeout: 5000, interval: 25 });
    } finally {
      await second.close();
    }
  });
});

describe('two server processes on one PostgreSQL database', () => {
  it.skipIf(!postgres)(
    'store a change of status once when both clocks tick together, and both streams carry it once (needs TEST_DATABASE_URL: npm run test:postgres)',
    async () => {
      const a = await startTestServer(QUIET);
      const b = await startTestServer({ ...QUIET, DATA_DIR: a.dataDir });
      const streams: { close: () => void }[] = [];
      try {
        const token = await mintAccessToken(a.dataDir, { sub: ORGANISER_SUB });
        const event = await upcoming(a, token, 'Across Processes');
        const onA = await openStream(a);
        const onB = await openStream(b);
        streams.push(onA, onB);
        const at = Date.parse(event.starts_at as string);
        const counts = await Promise.all([clockAt(at, a).tick(), clockAt(at, b).tick()]);
        expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
        expect((await stored(event.id, b)).live_status).toBe('live');

        // A later write through each process marks the end of what either stream could still receive.
        const markerA = await upcoming(a, token, 'Marker A');
        const markerB = await upcoming(b, token, 'Marker B');
        const has = (id: string) => (frame: StreamFrame) => frame.documents.some((doc) => doc.id === id);
        for (const stream of [onA, onB]) {
          await stream.waitFor(has(markerA.id));
          await stream.waitFor(has(markerB.id));
          // The event's creation may reach a stream opened just after it; its change of status comes once.
          const seen = stream.frames.flatMap((frame) => frame.documents.filter((doc) => doc.id === event.id && doc.live_status === 'live'));
          expect(seen).toHaveLength(1);
        }
      } finally {
        for (const stream of streams) stream.close();
        await b.close();
        await a.close();
      }
    },
  );
});
