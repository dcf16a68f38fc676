import { pathSegments } from '../../lib/back-target';

export type NavItem = 'events' | 'home' | 'connect' | 'messages';

// SPEC 2: shown by default on these four screens.
const NAV_SCREENS = new Set(['home', 'events', 'messages', 'notifications']);

/** SPEC 2: whether the bottom navigation shows on a path. */
export function showsBottomNav(pathname: string): boolean {
  const [first = '', ...rest] = pathSegments(pathname);
  return rest.length === 0 && NAV_SCREENS.has(first);
}

/** SPEC 2: which item is highlighted; Messages also on paths starting with /chat. */
export function activeItem(pathname: string): NavItem | null {
  const [first] = pathSegments(pathname);
  if (first === 'events') return 'events';
  if (first === 'home') return 'home';
  if (first === 'messages' || first === 'chat') return 'messages';
  return null;
}

// SPEC 2: the Connect item opens the member's own profile in its QR view.
export const SHOW_QR_SEARCH = { show_qr: 1 } as const;

/** The bar's height; the shell keeps this much room under the page and the bottom toasts. */
export const BOTTOM_NAV_HEIGHT_PX = 64;
