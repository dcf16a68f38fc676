/** The items of the bottom navigation; a screen's route names the one it highlights. */
export type NavItem = 'events' | 'home' | 'connect' | 'messages';

// The Connect item opens the member's own profile in its QR view.
export const SHOW_QR_SEARCH = { show_qr: 1 } as const;

/** The bar's height; the shell keeps this much room under the page and the bottom toasts. */
export const BOTTOM_NAV_HEIGHT_PX = 64;

/**
 * Where the app takes its desktop layout: the navigation at the side, wider pages and panes side by
 * side. The stylesheets say the same width (64em, 1024 px) in their media queries.
 */
export const DESKTOP_MEDIA = '(min-width: 64em)';
