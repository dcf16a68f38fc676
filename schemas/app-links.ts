/**
 * The app's own paths, for what builds or reads them outside the router's typed links: the server's
 * notifications and reminders, the page renderer and the server's first visits, the build's loader,
 * and the app where it holds a path as text (a QR code, a notification's link, the path on show).
 *
 * A route is named by its route path as the router's file routes spell it ('/questions/$slugOrId',
 * `$name` a param); src/routes/-components/app-links.test.ts checks that each one
 * below is a route of the app, and that the router reads each link built here as the same route with
 * the same params.
 */

/** Anything a path names by its slug, or by its id when it has none. */
export type Keyed = { id: string; slug?: string | null | undefined };

/** The key of an entity in paths: its slug when present (not empty), otherwise its id. */
export const pathKey = (entity: Keyed): string => entity.slug || entity.id;

/**
 * What the server does with a guest's first visit to a page it renders (src/ssr/render-page.tsx,
 * server/static.ts, server/first-visit.ts).
 */
export type ServerRendering = {
  /**
   * The public data the page brings in its HTML: the first events of the list, the event its
   * `slugOrId` names (with its counts and live snapshot), or that event's agenda (the event and its
   * sessions). Left out: none.
   */
  data?: 'event-list' | 'event' | 'agenda';
  /** Rendered only with its data: a page of an event that does not exist is the app's to tell. */
  onlyWithData?: boolean;
  /** The landing page: it comes with its sign-in start's files and the issuer's discovery document asked for at once. */
  landing?: boolean;
};

export type RouteFacts = {
  /** The server renders a guest's first visit (a page a guest opens and the app draws with public data alone). */
  rendered?: ServerRendering;
  /**
   * The app's loader (public/load-app.js, src/features/auth/screen-files.ts) asks for the screen's own
   * files a few at a time, before the router asks for all of them in one task: the pages the server
   * renders that run the app's screens, and the member's home, where sign-in lands.
   */
  screenFilesListed?: boolean;
};

/** Every route something outside the router's typed links builds or reads, with its facts. */
export const APP_ROUTES = {
  '/hi': { rendered: { landing: true } },
  '/home': { screenFilesListed: true },
  '/events': { rendered: { data: 'event-list' }, screenFilesListed: true },
  '/events/$slugOrId': { rendered: { data: 'event', onlyWithData: true }, screenFilesListed: true },
  '/events/$slugOrId/big-screen': { rendered: { data: 'event', onlyWithData: true }, screenFilesListed: true },
  '/events/$slugOrId/agenda': { rendered: { data: 'agenda', onlyWithData: true }, screenFilesListed: true },
  '/events/$slugOrId/sessions/$sessionId': {},
  '/events/$slugOrId/moderation': {},
  '/events/$slugOrId/reports': {},
  '/reports': {},
  '/questions/$slugOrId': {},
  '/profile': {},
  '/profile/$slugOrId': {},
  '/chat/$slugOrId': {},
  '/messages/$threadId': {},
  '/logout': {},
  '/logout-callback': {},
} as const satisfies Record<string, RouteFacts>;

export type AppRouteId = keyof typeof APP_ROUTES;

export const APP_ROUTE_IDS = Object.keys(APP_ROUTES) as AppRouteId[];

/** The names of a route path's params: '/events/$slugOrId/edit' has 'slugOrId'. */
type ParamNames<Path extends string> = Path extends `${string}/$${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;

/** The params a route's path takes, each a string: a name it lacks, or one more, does not compile. */
export type AppRouteParams<Route extends AppRouteId> = { [Name in ParamNames<Route>]: string };

/** The params argument of a route: none for a route without params. */
type ParamsArgument<Route extends AppRouteId> = [ParamNames<Route>] extends [never] ? [] : [params: AppRouteParams<Route>];

/** A route and the params of one link to it, as `parseAppLink` reads them back. */
export type AppLink = { [Route in AppRouteId]: { route: Route; params: AppRouteParams<Route> } }[AppRouteId];

const PARAM = /^\$([A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * A route path with its params filled in, each URL-encoded; undefined when a param it names is
 * missing or empty. For a route path held as text,
 * such as a screen's back target: a typed caller uses `appLink`.
 */
export function fillRoutePath(routePath: string, params: Readonly<Record<string, string | undefined>>): string | undefined {
  const segments: string[] = [];
  for (const segment of routePath.split('/')) {
    const param = PARAM.exec(segment);
    if (!param) {
      segments.push(segment);
      continue;
    }
    const value = params[param[1]!];
    if (value === undefined || value === '') return undefined;
    segments.push(encodeURIComponent(value));
  }
  return segments.join('/');
}

/**
 * The path of a route of the app with its params, URL-encoded, as the address bar shows it:
 * `appLink('/questions/$slugOrId', { slugOrId: 'why-offline' })` is '/questions/why-offline'.
 */
export function appLink<Route extends AppRouteId>(route: Route, ...[params]: ParamsArgument<Route>): string {
  const path = fillRoutePath(route, (params ?? {}) as Record<string, string>);
  if (path === undefined) throw new Error(`A link to ${route} needs every param of it, none empty`);
  return path;
}

/** Route paths with more fixed segments first, so a fixed segment wins over a param in the same place. */
const BY_SPECIFICITY = [...APP_ROUTE_IDS].sort((a, b) => fixedSegments(b) - fixedSegments(a));

function fixedSegments(routePath: string): number {
  return routePath.split('/').filter((segment) => segment !== '' && !PARAM.test(segment)).length;
}

export type ParseOptions = {
  /** Whether a path that ends in slashes ('/profile/') is read as the same path without them. Otherwise it names no route. */
  trailingSlash?: boolean;
};

/**
 * The route and params a link of this app names, or null when it names none of APP_ROUTES: its path
 * alone is read (the query and fragment are left out), and each param is URL-decoded (a segment that
 * does not decode, or is empty, names no route).
 */
export function parseAppLink(link: string, { trailingSlash = false }: ParseOptions = {}): AppLink | null {
  let path = link.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (trailingSlash && path.length > 1) path = path.replace(/\/+$/, '') || '/';
  const parts = path.split('/');
  for (const route of BY_SPECIFICITY) {
    const params = matchRoute(route, parts);
    if (params) return { route, params } as AppLink;
  }
  return null;
}

function matchRoute(route: AppRouteId, parts: readonly string[]): Record<string, string> | null {
  const wanted = route.split('/');
  if (wanted.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < wanted.length; index++) {
    const segment = wanted[index]!;
    const param = PARAM.exec(segment);
    const part = parts[index]!;
    if (!param) {
      if (part !== segment) return null;
      continue;
    }
    const decoded = decodeSegment(part);
    if (!decoded) return null;
    params[param[1]!] = decoded;
  }
  return params;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether a link names this route (any params). */
export const linksTo = (link: string, route: AppRouteId, options?: ParseOptions): boolean => parseAppLink(link, options)?.route === route;

/** How the server treats a guest's first visit to the page at this path, or undefined for a page it does not render. */
export function serverRendering(path: string): { route: AppRouteId; params: Record<string, string>; rendering: ServerRendering } | undefined {
  const found = parseAppLink(path);
  if (!found) return undefined;
  const facts: RouteFacts = APP_ROUTES[found.route];
  return facts.rendered ? { route: found.route, params: found.params, rendering: facts.rendered } : undefined;
}

/** The routes whose pages the server renders on a first visit. */
export const SERVER_RENDERED_ROUTES = APP_ROUTE_IDS.filter((route) => (APP_ROUTES[route] as RouteFacts).rendered);
