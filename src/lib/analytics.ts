import type { CaptureOptions, PostHogConfig, Properties } from 'posthog-js';
import { appLaunched, holdForNextPage, MAX_QUEUED_EVENTS, takeHeldEvents } from './analytics-held';
import { isVenueMode, onVenueModeChange } from './venue-mode';

export { MAX_QUEUED_EVENTS };

/** 'App Launched', 'Sort Questions', and the main actions of the product. */
export type AnalyticsEvent =
  | 'App Launched'
  | 'Sort Questions'
  | 'Filter Questions'
  | 'Question Created'
  | 'Question Reaction'
  | 'Event Viewed'
  | 'Event Joined'
  | 'Event Created'
  | 'Checked In'
  | 'Big Screen Opened'
  | 'Signed Up'
  | 'Logged Out'
  | 'App Updated'
  | 'Profile Viewed'
  | 'Profile Edited'
  | 'We Met'
  | 'QR Shown'
  | 'QR Scanned'
  | 'Feature Suggested'
  | 'Message Sent'
  | 'Chat Opened'
  | 'Notification Opened'
  | 'Notifications Read'
  | 'Calendar Exported'
  | 'Agenda Viewed'
  | 'Session Starred'
  | 'Answer Posted'
  | 'Answer Accepted'
  | 'Poll Voted';

/** The slice of posthog-js this wrapper uses; tests pass a fake through `load`. */
export type AnalyticsClient = {
  init(token: string, config?: Partial<PostHogConfig>): unknown;
  capture(event: string, properties?: Properties | null, options?: CaptureOptions): unknown;
};

export type AnalyticsOptions = {
  key?: string | undefined;
  host?: string | undefined;
  /** How to get the client; by default posthog-js through a dynamic import, so it never blocks first paint. */
  load?: () => Promise<AnalyticsClient>;
};

// Analytics and session replay go to the EU zone.
export const DEFAULT_HOST = 'https://eu.i.posthog.com';
// Initialise at browser idle time, waiting no longer than this.
export const IDLE_TIMEOUT_MS = 2000;

/** Full session replay (sample rate 1), a 10 s flush, 30 min sessions and 12 retries, as far as posthog-js 1.434 allows. */
export function posthogConfig(host: string): Partial<PostHogConfig> {
  return {
    api_host: host,
    disable_session_recording: false,
    session_recording: { sampleRate: 1 },
    // A 10 s flush is wanted; posthog-js clamps flush_interval_ms to 250..5000, so 5 s is the closest it allows.
    request_queue_config: { flush_interval_ms: 5000 },
    // Session timeout 30 min.
    session_idle_timeout_seconds: 30 * 60,
    // 12 retries are wanted. Not configurable: posthog-js retries failed event requests up to 10 times (3 when no
    // response arrives) with no option to change it. feature_flag_request_max_retries covers /flags only.
  };
}

// posthog-js has no option for its own queue size, so MAX_QUEUED_EVENTS bounds the calls held here before init.
type Queued = {
  event: AnalyticsEvent;
  properties: Properties | undefined;
  /** When it happened, for an event an earlier page held: it is sent with that time, not the time it is sent. */
  heldSince?: number;
};

let state: 'idle' | 'waiting' | 'ready' | 'disabled' = 'idle';
let client: AnalyticsClient | undefined;
let queue: Queued[] = [];

function send(to: AnalyticsClient, { event, properties, heldSince }: Queued): void {
  if (heldSince === undefined) to.capture(event, properties);
  else to.capture(event, properties, { timestamp: new Date(heldSince) });
}

onVenueModeChange(() => {
  if (isVenueMode() || state !== 'ready' || !client) return;
  const held = queue;
  queue = [];
  for (const queued of held) send(client, queued);
});

// Events not sent yet when the page is left (analytics loads when the browser is idle, or venue mode
// holds them) wait in the tab's session storage for the app's next page; a page the browser keeps
// and shows again still has them here.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (state === 'disabled') return;
    holdForNextPage(queue.map(({ event, properties, heldSince }) => ({ event, properties, at: heldSince ?? Date.now() })));
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) takeHeldEvents();
  });
}

const loadPosthog = async (): Promise<AnalyticsClient> => (await import('posthog-js')).default;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  } else if (document.readyState === 'complete') {
    setTimeout(run, 0);
  } else {
    window.addEventListener('load', run, { once: true });
  }
}

/**
 * Starts analytics at idle time. Without a key it does nothing at all: no import, no network,
 * and later track() calls are dropped. Resolves once the client is ready (or at once when disabled).
 */
export function initAnalytics({ key, host, load = loadPosthog }: AnalyticsOptions): Promise<void> {
  if (state !== 'idle') return Promise.resolve();
  const held = takeHeldEvents().map(({ event, properties, at }): Queued => ({ event: event as AnalyticsEvent, properties: properties as Properties | undefined, heldSince: at }));
  if (!key) {
    state = 'disabled';
    queue = [];
    return Promise.resolve();
  }
  state = 'waiting';
  queue = [...held, ...queue].slice(-MAX_QUEUED_EVENTS);
  return new Promise<void>((resolve) => {
    whenIdle(() => {
      load()
        .then((loaded) => {
          loaded.init(key, posthogConfig(host || DEFAULT_HOST));
          client = loaded;
          state = 'ready';
          const pending = queue;
          queue = [];
          for (const queued of pending) send(loaded, queued);
        })
        .catch((error: unknown) => {
          // Analytics is not product behaviour: a blocked or failed load must not break the app.
          console.warn('Analytics could not start', error);
          state = 'disabled';
          queue = [];
        })
        .finally(resolve);
    });
  });
}

/** Sends an event, or holds it until analytics is ready (the oldest is dropped past 200). */
export function track(event: AnalyticsEvent, properties?: Properties): void {
  if (state === 'disabled') return;
  // Venue mode pauses analytics: events wait here (at most 200) until it is turned off.
  if (state === 'ready' && client && !isVenueMode()) {
    client.capture(event, properties);
    return;
  }
  queue.push({ event, properties });
  if (queue.length > MAX_QUEUED_EVENTS) queue.shift();
}

/** The landing screen reports where the visit came from, 'Organic' by default. */
export function trackAppLaunched(source?: string | null): void {
  const { event, properties } = appLaunched(source);
  track(event, properties);
}

/** Choosing a sort option on the home feed. */
export function trackSortQuestions(sort: string): void {
  track('Sort Questions', { sort });
}

/** The home filter bar: which chips are active after a change. */
export function trackFilterQuestions(filters: readonly string[]): void {
  track('Filter Questions', { filters: [...filters], count: filters.length });
}

export function trackQuestionCreated(properties: { eventIds?: readonly string[]; offline?: boolean } = {}): void {
  const { eventIds, ...rest } = properties;
  track('Question Created', eventIds ? { ...rest, eventIds: [...eventIds] } : rest);
}

/** The reactions to a question ('can help', 'me too', upvote, bookmark); `active` is false when the member takes one back. */
export type QuestionReaction = 'can_help' | 'me_too' | 'upvote' | 'bookmark';

export function trackQuestionReaction(reaction: QuestionReaction, active: boolean): void {
  track('Question Reaction', { reaction, active });
}

/** A member answered a question (`offline` when written without a connection). */
export function trackAnswerPosted(questionId: string, { offline = false }: { offline?: boolean } = {}): void {
  track('Answer Posted', { questionId, offline });
}

/** A question's asker accepted an answer. */
export function trackAnswerAccepted(questionId: string, answerId: string): void {
  track('Answer Accepted', { questionId, answerId });
}

/** An event page was opened, by the slug or id in its path. */
export function trackEventViewed(slugOrId: string): void {
  track('Event Viewed', { event: slugOrId });
}

export function trackEventJoined(eventId: string): void {
  track('Event Joined', { eventId });
}

/** The member checked in to an event; `offline` when the check-in was made without a connection (it syncs later). */
export function trackCheckedIn(eventId: string, { offline = false }: { offline?: boolean } = {}): void {
  track('Checked In', { eventId, offline });
}

/** The member created an event or a community; `offline` when it was made without a connection (it syncs later). */
export function trackEventCreated(eventId: string, { community = false, offline = false }: { community?: boolean; offline?: boolean } = {}): void {
  track('Event Created', { eventId, community, offline });
}

export function trackBigScreenOpened(slugOrId: string): void {
  track('Big Screen Opened', { event: slugOrId });
}

/** An event's agenda was opened, by the event's id; `mine` when it shows only the member's starred sessions. */
export function trackAgendaViewed(eventId: string, { mine = false }: { mine?: boolean } = {}): void {
  track('Agenda Viewed', { eventId, mine });
}

/** The member starred a session (`starred` true) or took the star back (false). */
export function trackSessionStarred(sessionId: string, eventId: string, starred: boolean): void {
  track('Session Starred', { sessionId, eventId, starred });
}

/** The member voted in a poll (or changed their vote): its kind, and `offline` when cast without a connection (it syncs later). */
export function trackPollVoted(pollId: string, eventId: string, { kind, changed = false, offline = false }: { kind: string; changed?: boolean; offline?: boolean }): void {
  track('Poll Voted', { pollId, eventId, kind, changed, offline });
}

export function trackSignedUp(): void {
  track('Signed Up');
}

export function trackLoggedOut(): void {
  track('Logged Out');
}

/** The member took the new version from the update prompt. */
export function trackAppUpdated(): void {
  track('App Updated');
}

/** Forgets the client and any queued events, and those held for the next page unless kept (a next page); for tests. */
export function resetAnalytics({ keepHeld = false }: { keepHeld?: boolean } = {}): void {
  if (!keepHeld) takeHeldEvents();
  state = 'idle';
  client = undefined;
  queue = [];
}

/** The member opened a notification from the list, by its kind ('can_help', 'we_met', …). */
export function trackNotificationOpened(kind: string): void {
  track('Notification Opened', { kind });
}

/** The member marked all their notifications read; `count` is how many were unread. */
export function trackNotificationsRead(count: number): void {
  track('Notifications Read', { count });
}

/** What a calendar file held: one session, an event's agenda, or the member's starred sessions. */
export type CalendarScope = 'session' | 'event' | 'schedule';

/** The member downloaded a calendar file to add to their calendar app. */
export function trackCalendarExported(scope: CalendarScope): void {
  track('Calendar Exported', { scope });
}
