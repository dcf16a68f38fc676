import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLive, type LiveCallbacks, type LiveConnectionState } from './live-connection';
import { FakeEventSource } from './fake-event-source.testing';
import { testSnapshot } from './live-snapshot.testing';

let events: EventTarget;
let fetchImpl: ReturnType<typeof vi.fn>;
let seen: { snapshots: string[]; states: LiveConnectionState[]; gone: number };
let stop: () => void;

const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function connect() {
  const callbacks: LiveCallbacks = {
    onSnapshot: (snapshot) => seen.snapshots.push(snapshot.event.name),
    onState: (state) => seen.states.push(state),
    onGone: () => (seen.gone += 1),
  };
  stop = connectLive('summit', callbacks, {
    EventSource: FakeEventSource as unknown as typeof EventSource,
    fetch: fetchImpl as unknown as typeof fetch,
    events: events as unknown as Window,
    recheckMs: 5_000,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  FakeEventSource.opened = [];
  events = new EventTarget();
  fetchImpl = vi.fn();
  seen = { snapshots: [], states: [], gone: 0 };
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('the big screen live connection', () => {
  it("opens the event's stream and is live once a snapshot arrives", () => {
    connect();
    expect(latest().url).toBe('/api/v1/events/summit/live/stream');
    expect(seen.states).toEqual([]);
    latest().send('snapshot', JSON.stringify(testSnapshot()));
    expect(seen).toMatchObject({ snapshots: ['Offline-First Summit'], states: ['live'] });
  });

  it('is down when the stream drops, and leaves the reconnecting to EventSource', () => {
    connect();
    latest().send('snapshot', JSON.stringify(testSnapshot()));
    latest().fail(FakeEventSource.CONNECTING);
    expect(seen.states).toEqual(['live', 'down']);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(fetchImpl).not.toHaveBeenCalled();
    latest().send('snapshot', JSON.stringify(testSnapshot({ event: { ...testSnapshot().event, name: 'Back' } })));
    expect(seen.states).toEqual(['live', 'down', 'live']);
    expect(seen.snapshots).toEqual(['Offline-First Summit', 'Back']);
  });

  it('reconnects at once when the browser is back online, and not while it is live', () => {
    connect();
    latest().send('snapshot', JSON.stringify(testSnapshot()));
    events.dispatchEvent(new Event('online'));
    expect(FakeEventSource.opened).toHaveLength(1);
    events.dispatchEvent(new Event('offline'));
    expect(seen.states).toEqual(['live', 'down']);
    events.dispatchEvent(new Event('online'));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
  });

  it('says the event is gone when the server says so, on the stream or when asked plainly', async () => {
    connect();
    latest().send('gone', '{"message":"Event not found"}');
    expect(seen.gone).toBe(1);
    expect(latest().closed).toBe(true);
    stop();

    fetchImpl.mockResolvedValue(json(404, { message: 'Event not found' }));
    connect();
    // A 404 ends an EventSource for good: the snapshot is asked for plainly, at once.
    latest().fail(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1/events/summit/live', expect.anything());
    expect(seen.gone).toBe(2);
  });

  it('after a stream that gave up, asks every few seconds until the server answers, then opens the stream again', async () => {
    fetchImpl.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(502, {})).mockResolvedValueOnce(json(200, { data: testSnapshot() }));
    connect();
    latest().fail(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(seen.snapshots).toEqual(['Offline-First Summit']);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('ignores an update it cannot read, without failing', () => {
    connect();
    latest().send('snapshot', 'not json');
    latest().send('snapshot', JSON.stringify({ event: null }));
    expect(seen).toMatchObject({ snapshots: [], states: [] });
    latest().send('snapshot', JSON.stringify(testSnapshot()));
    expect(seen.states).toEqual(['live']);
  });

  it('once stopped, closes the stream and listens to nothing', () => {
    connect();
    stop();
    expect(latest().closed).toBe(true);
    events.dispatchEvent(new Event('online'));
    latest().send('snapshot', JSON.stringify(testSnapshot()));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(seen).toMatchObject({ snapshots: [], states: [] });
  });
});
