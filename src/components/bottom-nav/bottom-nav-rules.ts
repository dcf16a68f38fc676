import { pathSegments } from '../../lib/back-target';

export type NavItem = 'events' | 'home' | 'connect' | 'messages';

// The bottom navigation shows by default on these four screens.
const NAV_SCREENS = new Set(['home', 'events', 'messages', 'notifications']);

const isQuestion = (segments: string[]) => segments[0] === 'questions' && segments.length === 2;

/**
 * Whether the bottom navigation shows on a path: on the four main screens, and on a question,
 * which is read like a feed card, away from the forms where the keyboard needs the room.
 */
export function showsBottomNav(pathname: string): boolean {
  const segments = pathSegments(pathname);
  const [first = '', ...rest] = segments;
  return (rest.length === 0 && NAV_SCREENS.has(first)) || isQuestion(segments);
}

/**
 * Which item is highlighted; Messages also on paths starting with /chat, and Home on a
 * question, which belongs to the home feed.
 */
export function activeItem(pathname: string): NavItem | null {
  const segments = pathSegments(pathname);
  const [first] = segments;
  if (first === 'events') return 'events';
  if (first === 'home' || isQuestion(segments)) return 'home';
  if (first === 'messages' || first === 'chat') return 'messages';
  return null;
}

// The Connect item opens the member's own profile in its QR view.
export const SHOW_QR_SEARCH = { show_qr: 1 } as const;

/** The bar's height; the shell keeps this much room under the page and the bottom toasts. */
export const BOTTOM_NAV_HEIGHT_PX = 64;
