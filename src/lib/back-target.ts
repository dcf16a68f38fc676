/** Splits a pathname into its segments, ignoring empty ones (a trailing slash changes nothing). */
export const pathSegments = (pathname: string): string[] => (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);

/** Where the back button of a screen goes, rule by rule (the comments name each rule). */
export function backTarget(pathname: string): string {
  const [first, second, third, ...rest] = pathSegments(pathname);
  // event edit -> the event
  if (first === 'events' && second && third === 'edit' && rest.length === 0) return `/events/${second}`;
  // event, create-event -> /events
  if (first === 'events' && second && !third) return '/events';
  if (first === 'create-event' && !second) return '/events';
  // chat thread -> /messages
  if ((first === 'messages' || first === 'chat') && second && !third) return '/messages';
  // An edit page goes back to what it edits, as the event edit page does.
  if (first === 'questions' && second && third === 'edit' && rest.length === 0) return `/questions/${second}`;
  // question; messages, profile, create-community, suggest-feature; anything else -> /
  return '/';
}

/**
 * Where a back arrow links: the back target, except that '/' only sends a signed-in member on to
 * /home (through the /hi landing), so the arrow goes to /home at once. Every screen whose arrow leads
 * to '/' is a protected one, shown only once the member is signed in.
 */
export function backHref(pathname: string): string {
  const target = backTarget(pathname);
  return target === '/' ? '/home' : target;
}
