import { useRouterState } from '@tanstack/react-router';
import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { fillRoutePath, type ServerRendering } from '../../../schemas/app-links';
import type { NavItem } from '../bottom-nav/nav-items';

const messages = defineMessages({
  editEvent: { id: 'components.appHeader.editEvent', defaultMessage: 'Edit event' },
});

/**
 * A header's title: a message of the catalogs (`defineMessages`), said in the language on screen when
 * the header is drawn; a plain string shows as it is.
 */
export type ScreenTitle = { id: string; defaultMessage: string };

/**
 * What a screen is, declared once on its route as `staticData: { screen }` and read by the shell, the
 * sign-in gate and the return path: nothing parses paths to find these out.
 */
export type ScreenFacts = {
  /**
   * 'public': guests see it inside the shell; 'protected': it waits for a signed-in member before the
   * shell shows; 'full-screen': it draws the whole window itself (auth pages, the landing, the big screen).
   */
  access: 'public' | 'protected' | 'full-screen';
  header: ScreenHeader;
  /**
   * Where the header's back arrow goes: a route path whose `$params` are filled from this screen's
   * own params ('/events/$slugOrId' from the event's edit page).
   */
  back?: string;
  /** The bottom navigation shows, with this item highlighted (null: none is). Left out: no navigation. */
  nav?: NavItem | null;
  /**
   * The item a desktop's side navigation highlights on a screen without the bottom navigation (a
   * chat thread under Messages, an event under Events). A phone shows no navigation there.
   */
  section?: NavItem;
  /** Whether sign-in may bring the member back here afterwards. */
  savable: boolean;
  /** A screen for a projector: no update hints over it. */
  projector?: boolean;
};

export type ScreenHeader =
  /** No header: the screen draws its own top (the event list) or takes the whole window. */
  | { kind: 'none' }
  /** A back arrow and a fixed title. */
  | { kind: 'title'; title: ScreenTitle }
  /** A back arrow and the event's name, read from the event in the `slugOrId` param. */
  | { kind: 'event-name' }
  /** The logo alone, no controls. */
  | { kind: 'bare' }
  /**
   * The member's avatar, the logo and the notifications bell; `scrollSentinel` shades it once the page
   * scrolls; `filterBar` makes room under it for the screen's filter bar (HeaderFilterBar) from the
   * first frame, so nothing moves when the bar arrives.
   */
  | { kind: 'default'; scrollSentinel?: boolean; filterBar?: boolean };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    screen?: ScreenFacts;
    /**
     * The server renders a guest's first visit to this page: its row of APP_ROUTES in
     * schemas/app-links.ts, which the server, the build and the page renderer read (they cannot read
     * the routes), referenced here so the route says it too.
     */
    rendered?: ServerRendering;
  }
}

/** The header as drawn: the declared kind with its back link filled in. */
export type HeaderRule =
  | { kind: 'none' }
  | { kind: 'title'; title: ScreenTitle; back: string }
  | { kind: 'event-name'; back: string }
  | { kind: 'bare' }
  | { kind: 'default'; scrollSentinel: boolean; filterBar: boolean };

/** A screen's facts for the path on show. */
export type CurrentScreen = {
  access: ScreenFacts['access'];
  header: HeaderRule;
  /** The highlighted item when the bottom navigation shows, null when none is; undefined: no navigation. */
  nav: NavItem | null | undefined;
  /** The item the desktop's side navigation highlights where there is no bottom navigation, or null. */
  section: NavItem | null;
  savable: boolean;
  projector: boolean;
  /** The path on show, without query or trailing slash. */
  pathname: string;
  /** The event whose name the header shows, on an event-name screen. */
  eventSlugOrId: string | null;
};

/** A path where nothing declares facts (an unknown path, on its way to the landing). */
const UNKNOWN: ScreenFacts = { access: 'full-screen', header: { kind: 'none' }, savable: false };

function headerRule(facts: ScreenFacts, params: Record<string, string>): HeaderRule {
  // A param the screen lacks leaves the back target unusable, so '/home' is used.
  const back = fillRoutePath(facts.back ?? '/home', params) ?? '/home';
  const { header } = facts;
  switch (header.kind) {
    case 'title':
      return { kind: 'title', title: header.title, back };
    case 'event-name':
      return { kind: 'event-name', back };
    case 'default':
      return { kind: 'default', scrollSentinel: header.scrollSentinel ?? false, filterBar: header.filterBar ?? false };
    case 'bare':
    case 'none':
      // Nothing to fill in: no back link, no options.
      return header;
  }
}

const trimPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

// `_notFound` marks the match that shows the not-found screen when the path matched only in part.
type MatchLike = { staticData?: { screen?: ScreenFacts } | undefined; params: unknown; _notFound?: boolean | undefined };

/** The facts of the deepest match that declares them, resolved against its params. */
export function screenOf(matches: readonly MatchLike[], pathname: string): CurrentScreen {
  let leaf: MatchLike | undefined;
  for (const match of matches) if (match.staticData?.screen) leaf = match;
  if (matches.some((match) => match._notFound)) leaf = undefined;
  const facts = leaf?.staticData?.screen ?? UNKNOWN;
  const params = (leaf?.params ?? {}) as Record<string, string>;
  return {
    access: facts.access,
    header: headerRule(facts, params),
    nav: facts.nav,
    section: facts.section ?? null,
    savable: facts.savable,
    projector: facts.projector ?? false,
    pathname: trimPath(pathname),
    eventSlugOrId: facts.header.kind === 'event-name' ? (params.slugOrId ?? null) : null,
  };
}

/** The facts of the screen a path opens, by the routes it matches: for paths not on show, like a saved return path. */
export function screenAt(router: { matchRoutes: (pathname: string) => readonly MatchLike[] }, path: string): CurrentScreen {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return screenOf(router.matchRoutes(pathname), pathname);
}

/**
 * Whether sign-in may bring a member back to `path`: a path on this origin (not '//host/...') whose
 * screen says it may be returned to.
 */
export function isReturnableIn(router: Parameters<typeof screenAt>[0], path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return screenAt(router, path).savable;
}

/**
 * The facts of the screen on show. The same facts are the same object: the router's state changes
 * several times as a screen loads (its status, its load times), and the shell that reads this would
 * otherwise render again, synchronously, at each.
 */
export function useCurrentScreen(): CurrentScreen {
  return useRouterState({ select: (state) => screenOf(state.matches, state.location.pathname), structuralSharing: true });
}

/** The title the header shows for a rule, in the language on screen, or null when it shows none. */
export function headerTitle(rule: HeaderRule, intl: IntlShape, eventName?: string | undefined): string | null {
  if (rule.kind === 'title') return intl.formatMessage(rule.title);
  if (rule.kind === 'event-name') return eventName || intl.formatMessage(messages.editEvent);
  return null;
}

// The header is 90 px high, 120 px with the home filter bar.
export const HEADER_HEIGHT_PX = 90;
export const HEADER_WITH_FILTER_BAR_HEIGHT_PX = 120;

export const headerHeight = (withFilterBar: boolean) => (withFilterBar ? HEADER_WITH_FILTER_BAR_HEIGHT_PX : HEADER_HEIGHT_PX);
