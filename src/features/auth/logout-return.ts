import { parseAppLink, type AppRouteId } from '../../../schemas/app-links';

/** Pages a Cancel never goes back to: logging out itself. */
const LOGGING_OUT = new Set<AppRouteId>(['/logout', '/logout-callback']);

/** A path of this app a Cancel may go back to: same origin, not a page of logging out, not a path of another site ('//x'). */
function ownPath(candidate: string | null | undefined, origin: string): string | undefined {
  if (!candidate) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return undefined;
  }
  const page = parseAppLink(url.pathname, { trailingSlash: true });
  if (url.origin !== origin || (page && LOGGING_OUT.has(page.route))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where Cancel on /logout's dialog goes back to: the page named in its `from` query, else the page of
 * this app the member came from (the browser's referrer: /logout opened by a link or typed into the
 * address bar is a page load of its own, which the router's history cannot go back from), else
 * undefined, and then the router's history goes back, or home when it has nowhere to go.
 */
export function logoutCancelTarget({ from, referrer, origin }: { from?: string | undefined; referrer: string; origin: string }): string | undefined {
  const named = from?.startsWith('/') && !from.startsWith('//') ? ownPath(from, origin) : undefined;
  return named ?? ownPath(referrer, origin);
}
