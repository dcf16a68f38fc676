import { backHref, pathSegments } from '../../lib/back-target';

/** What the header shows on a path. */
export type HeaderRule =
  /** No header: /events, and the full-screen pages (auth, landing, big screen) that carry their own layout. */
  | { kind: 'none' }
  /** A back button and a fixed title. */
  | { kind: 'title'; title: string; back: string }
  /** A back button and the event's name, read from the event. */
  | { kind: 'event-name'; back: string }
  /** No controls at all: routes containing /user/. */
  | { kind: 'bare' }
  /** The member's avatar, the logo and the notifications bell; /home adds the scroll sentinel. */
  | { kind: 'default'; scrollSentinel: boolean };

/**
 * Screens below the tabs, reached from one of them: a back arrow and what the screen is, so an
 * installed app, which has no browser back button, never strands the member there.
 */
const TITLED_SCREENS = new Map([
  ['create-question', 'Ask a question'],
  ['create-event', 'Create event'],
  ['create-community', 'Create community'],
  ['suggest-feature', 'Suggest a feature'],
  ['settings', 'Settings'],
]);

// Auth pages and the landing take the whole screen; the big screen is for a projector.
const FULL_SCREEN = new Set(['', 'hi', 'signup', 'callback', 'logout-callback', 'logout']);

/** Full-screen pages have neither header nor bottom navigation. */
export function isFullScreen(pathname: string): boolean {
  const [first = '', second, third, ...rest] = pathSegments(pathname);
  if (!second && FULL_SCREEN.has(first)) return true;
  return first === 'events' && !!second && third === 'big-screen' && rest.length === 0;
}

/**
 * The header rules, the first that matches wins: none on /events, 'Profile' on profile pages, the
 * event's name on its edit page, 'Events' on event pages, 'Chat' in a thread, no controls under
 * /user/, otherwise avatar, logo and bell. The question screens and the forms below the tabs get a
 * back arrow and a title too.
 */
export function headerFor(pathname: string): HeaderRule {
  const segments = pathSegments(pathname);
  const [first, second, third, ...rest] = segments;
  const back = backHref(pathname);
  if (isFullScreen(pathname)) return { kind: 'none' };
  if (first === 'events' && !second) return { kind: 'none' };
  if (first === 'profile') return { kind: 'title', title: 'Profile', back };
  if (first === 'events' && second && third === 'edit' && rest.length === 0) return { kind: 'event-name', back };
  if (first === 'events') return { kind: 'title', title: 'Events', back };
  if ((first === 'messages' || first === 'chat') && second && !third) return { kind: 'title', title: 'Chat', back };
  if (first === 'questions' && second && !third) return { kind: 'title', title: 'Question', back };
  if (first === 'questions' && second && third === 'edit' && rest.length === 0) return { kind: 'title', title: 'Edit question', back };
  const titled = first !== undefined && !second ? TITLED_SCREENS.get(first) : undefined;
  if (titled) return { kind: 'title', title: titled, back };
  if (`/${segments.join('/')}/`.includes('/user/')) return { kind: 'bare' };
  return { kind: 'default', scrollSentinel: first === 'home' && !second };
}

/** The title the header shows for a rule, or null when it shows none. */
export function headerTitle(rule: HeaderRule, eventName?: string | undefined): string | null {
  if (rule.kind === 'title') return rule.title;
  if (rule.kind === 'event-name') return eventName || 'Edit event';
  return null;
}

// The header is 90 px high, 120 px with the home filter bar.
export const HEADER_HEIGHT_PX = 90;
export const HEADER_WITH_FILTER_BAR_HEIGHT_PX = 120;

export const headerHeight = (withFilterBar: boolean) => (withFilterBar ? HEADER_WITH_FILTER_BAR_HEIGHT_PX : HEADER_HEIGHT_PX);
