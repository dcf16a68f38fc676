// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_HOST,
  initAnalytics,
  resetAnalytics,
  track,
  trackAppLaunched,
  trackAgendaViewed,
  trackAppUpdated,
  trackBigScreenOpened,
  trackCalendarExported,
  trackEventJoined,
  trackCheckedIn,
  trackPollVoted,
  trackEventCreated,
  trackEventViewed,
  trackFilterQuestions,
  trackLoggedOut,
  trackQuestionCreated,
  trackQuestionReaction,
  trackSessionStarred,
  trackAnswerPosted,
  trackAnswerAccepted,
  trackSignedUp,
  trackSortQuestions,
} from './analytics';
import type { AnalyticsClient } from './analytics';

const posthogModule = vi.hoisted(() => ({
  imported: 0,
  client: { init: (..._args: unknown[]) => undefined, capture: (..._args: unknown[]) => undefined },
}));
vi.mock('posthog-js', () => {
  posthogModule.imported += 1;
  return { default: posthogModule.client };
});

type IdleCallback = Parameters<typeof window.requestIdleCallback>[0];
let idleCallbacks: { run: IdleCallback; timeout: number | undefined }[] = [];
const runIdle = () => {
  const callbacks = idleCallbacks;
  idleCallbacks = [];
  for (const { run } of callbacks) run({ didTimeout: false, timeRemaining: () => 50 });
};

function fakeClient() {
  const client = { init: vi.fn(), capture: vi.fn() } satisfies AnalyticsClient;
  return { client, load: vi.fn(async () => client) };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetAnalytics();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (run: IdleCallback, options?: IdleRequestOptions) => {
    idleCallbacks.push({ run, timeout: options?.timeout });
    return idleCallbacks.length;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('initAnalytics without a key', () => {
  it.each([undefined, ''])('never imports posthog-js and sends nothing when the key is %j', async (key) => {
    const capture = vi.spyOn(posthogModule.client, 'capture');
    track('Sort Questions', { sort: 'latest' });
    await initAnalytics({ key });
    runIdle();
    track('App Launched', { source: 'Organic' });
    await vi.advanceTimersByTimeAsync(10);
    expect(posthogModule.imported).toBe(0);
    expect(idleCallbacks).toEqual([]);
    expect(capture).not.toHaveBeenCalled();
  });

  it('never calls an injected loader', async () => {
    const { load } = fakeClient();
    await initAnalytics({ key: undefined, load });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('initAnalytics with a key', () => {
  it('waits for browser idle time, at most 2000 ms, before loading the client', async () => {
    const { client, load } = fakeClient();
    const ready = initAnalytics({ key: 'phc_test', load });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(idleCallbacks.map(({ timeout }) => timeout)).toEqual([2000]);
    runIdle();
    await ready;
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.init).toHaveBeenCalledWith('phc_test', expect.objectContaining({ api_host: DEFAULT_HOST }));
  });

  it('waits for the load event where requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { load } = fakeClient();
    const ready = initAnalytics({ key: 'phc_test', load });
    await vi.advanceTimersByTimeAsync(10);
    expect(load).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await ready;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts on the next tick where requestIdleCallback is missing and the page has already loaded', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const { load } = fakeClient();
    const ready = initAnalytics({ key: 'phc_test', load });
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    await ready;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('configures the EU host, full session replay, the flush interval and the session timeout', async () => {
    const { client, load } = fakeClient();
    const ready = initAnalytics({ key: 'phc_test', load });
    runIdle();
    await ready;
    expect(client.init).toHaveBeenCalledWith('phc_test', {
      api_host: 'https://eu.i.posthog.com',
      disable_session_recording: false,
      session_recording: { sampleRate: 1 },
      request_queue_config: { flush_interval_ms: 5000 },
      session_idle_timeout_seconds: 1800,
    });
  });

  it('uses the configured host when one is given', async () => {
    const { client, load } = fakeClient();
    const ready = initAnalytics({ key: 'phc_test', host: 'https://analytics.example.com', load });
    runIdle();
    await ready;
    expect(client.init).toHaveBeenCalledWith('phc_test', expect.objectContaining({ api_host: 'https://analytics.example.com' }));
  });

  it('delivers calls made before init, in order, once the client is ready', async () => {
    const { client, load } = fakeClient();
    trackAppLaunched('newsletter');
    const ready = initAnalytics({ key: 'phc_test', load });
    trackSortQuestions('most_helpers');
    expect(client.capture).not.toHaveBeenCalled();
    runIdle();
    await ready;
    track('Sort Questions', { sort: 'latest' });
    expect(client.capture.mock.calls).toEqual([
      ['App Launched', { source: 'newsletter' }],
      ['Sort Questions', { sort: 'most_helpers' }],
      ['Sort Questions', { sort: 'latest' }],
    ]);
  });

  it('holds at most 200 calls before init, dropping the oldest', async () => {
    const { client, load } = fakeClient();
    for (let index = 0; index < 250; index += 1) track('Sort Questions', { index });
    const ready = initAnalytics({ key: 'phc_test', load });
    runIdle();
    await ready;
    expect(client.capture).toHaveBeenCalledTimes(200);
    expect(client.capture.mock.calls[0]).toEqual(['Sort Questions', { index: 50 }]);
  });

  it('loads posthog-js through a dynamic import only after idle', async () => {
    const init = vi.spyOn(posthogModule.client, 'init');
    const ready = initAnalytics({ key: 'phc_test' });
    await vi.advanceTimersByTimeAsync(10);
    expect(posthogModule.imported).toBe(0);
    runIdle();
    await ready;
    expect(posthogModule.imported).toBe(1);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('initialises only once', async () => {
    const { load } = fakeClient();
    const first = initAnalytics({ key: 'phc_test', load });
    const second = initAnalytics({ key: 'phc_test', load });
    runIdle();
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the app running and drops events when the client fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<AnalyticsClient> => {
      throw new Error('blocked by an ad blocker');
    });
    const ready = initAnalytics({ key: 'phc_test', load });
    runIdle();
    await ready;
    expect(() => track('Sort Questions', { sort: 'latest' })).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Analytics could not start', expect.any(Error));
  });
});

describe('trackAppLaunched', () => {
  it.each([
    { source: undefined, expected: 'Organic' },
    { source: null, expected: 'Organic' },
    { source: '  ', expected: 'Organic' },
    { source: 'qr-poster', expected: 'qr-poster' },
  ])('reports source $expected for $source', async ({ source, expected }) => {
    const { client, load } = fakeClient();
    trackAppLaunched(source);
    const ready = initAnalytics({ key: 'phc_test', load });
    runIdle();
    await ready;
    expect(client.capture).toHaveBeenCalledWith('App Launched', { source: expected });
  });
});

describe('the main actions', () => {
  it.each([
    { call: () => trackSortQuestions('most_uplifted'), event: 'Sort Questions', properties: { sort: 'most_uplifted' } },
    { call: () => trackFilterQuestions(['meetverse', 'summit']), event: 'Filter Questions', properties: { filters: ['meetverse', 'summit'], count: 2 } },
    { call: () => trackQuestionCreated({ eventIds: ['e1'], offline: true }), event: 'Question Created', properties: { eventIds: ['e1'], offline: true } },
    { call: () => trackQuestionReaction('can_help', true), event: 'Question Reaction', properties: { reaction: 'can_help', active: true } },
    { call: () => trackQuestionReaction('bookmark', false), event: 'Question Reaction', properties: { reaction: 'bookmark', active: false } },
    { call: () => trackEventViewed('summit'), event: 'Event Viewed', properties: { event: 'summit' } },
    { call: () => trackEventJoined('e1'), event: 'Event Joined', properties: { eventId: 'e1' } },
    { call: () => trackCheckedIn('e1', { offline: true }), event: 'Checked In', properties: { eventId: 'e1', offline: true } },
    { call: () => trackEventCreated('e1', { community: true }), event: 'Event Created', properties: { eventId: 'e1', community: true, offline: false } },
    { call: () => trackBigScreenOpened('summit'), event: 'Big Screen Opened', properties: { event: 'summit' } },
    { call: () => trackAgendaViewed('e1'), event: 'Agenda Viewed', properties: { eventId: 'e1', mine: false } },
    { call: () => trackAgendaViewed('e1', { mine: true }), event: 'Agenda Viewed', properties: { eventId: 'e1', mine: true } },
    { call: () => trackSessionStarred('s1', 'e1', true), event: 'Session Starred', properties: { sessionId: 's1', eventId: 'e1', starred: true } },
    { call: () => trackSessionStarred('s1', 'e1', false), event: 'Session Starred', properties: { sessionId: 's1', eventId: 'e1', starred: false } },
    { call: () => trackAnswerPosted('q1', { offline: true }), event: 'Answer Posted', properties: { questionId: 'q1', offline: true } },
    { call: () => trackAnswerAccepted('q1', 'a1'), event: 'Answer Accepted', properties: { questionId: 'q1', answerId: 'a1' } },
    { call: () => trackPollVoted('p1', 'e1', { kind: 'single', offline: true }), event: 'Poll Voted', properties: { pollId: 'p1', eventId: 'e1', kind: 'single', changed: false, offline: true } },
    { call: () => trackSignedUp(), event: 'Signed Up', properties: undefined },
    { call: () => trackLoggedOut(), event: 'Logged Out', properties: undefined },
    { call: () => trackAppUpdated(), event: 'App Updated', properties: undefined },
    { call: () => trackCalendarExported('schedule'), event: 'Calendar Exported', properties: { scope: 'schedule' } },
  ])('sends $event to the analytics client', async ({ call, event, properties }) => {
    const { client, load } = fakeClient();
    const ready = initAnalytics({ key: 'phc_test', load });
    runIdle();
    await ready;
    call();
    expect(client.capture).toHaveBeenCalledTimes(1);
    expect(client.capture).toHaveBeenCalledWith(event, properties);
  });

  it('sends nothing for a main action when there is no key', async () => {
    const { client, load } = fakeClient();
    await initAnalytics({ key: undefined, load });
    trackQuestionReaction('upvote', true);
    trackSortQuestions('latest');
    expect(client.capture).not.toHaveBeenCalled();
  });
});

describe('events a page could not send before it was left', () => {
  // A new page in the same tab: the module starts again, the tab's session storage stays.
  const resetAnalyticsKeepingHeld = () => {
    resetAnalytics({ keepHeld: true });
    idleCallbacks = [];
  };
  const pageTransition = (type: 'pagehide' | 'pageshow', persisted: boolean) => window.dispatchEvent(Object.assign(new Event(type), { persisted }));
  const leave = (persisted = false) => pageTransition('pagehide', persisted);
  /** What the tab's next page sends once its analytics is ready, with nothing tracked there. */
  const sentByNextPage = async () => {
    resetAnalyticsKeepingHeld();
    const next = fakeClient();
    const ready = initAnalytics({ key: 'phc_test', load: next.load });
    runIdle();
    await ready;
    return next.client.capture.mock.calls;
  };

  it('wait in the tab for the next page, which sends them with the time they happened', async () => {
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    const first = fakeClient();
    void initAnalytics({ key: 'phc_test', load: first.load });
    trackAppLaunched('qr');
    leave();
    expect(first.client.capture).not.toHaveBeenCalled();

    // The page sign-in comes back to, a minute later.
    resetAnalyticsKeepingHeld();
    vi.setSystemTime(new Date('2026-11-25T08:01:00Z'));
    const next = fakeClient();
    const ready = initAnalytics({ key: 'phc_test', load: next.load });
    trackSortQuestions('latest');
    runIdle();
    await ready;
    expect(next.client.capture.mock.calls).toEqual([
      ['App Launched', { source: 'qr' }, { timestamp: new Date('2026-11-25T08:00:00Z') }],
      ['Sort Questions', { sort: 'latest' }],
    ]);
    // Sent once: a later page has nothing held.
    expect(await sentByNextPage()).toEqual([]);
  });

  it('are dropped by a next page with no key, and never held by a page with none', async () => {
    trackAppLaunched();
    leave();
    resetAnalyticsKeepingHeld();
    await initAnalytics({ key: undefined });
    track('Sort Questions', { sort: 'latest' });
    leave();
    expect(sessionStorage.getItem('meetverse.analyticsHeld')).toBeNull();
  });

  it('are sent once when the browser shows the page again from its cache', async () => {
    const { client, load } = fakeClient();
    const ready = initAnalytics({ key: 'phc_test', load });
    trackAppLaunched();
    leave(true);
    pageTransition('pageshow', true);
    runIdle();
    await ready;
    expect(client.capture.mock.calls).toEqual([['App Launched', { source: 'Organic' }]]);
    expect(await sentByNextPage()).toEqual([]);
  });
});
