/** The items of the bottom navigation; a screen's route names the one it highlights. */
export type NavItem = 'events' | 'home' | 'connect' | 'messages';

/** The QR view's flag as a profile's query may hold it: 1 as the app writes it, '1' or true as a typed address may. */
export type QrFlag = 1 | '1' | true;

/** The query of a profile: a QR flag opens the member's own profile in its QR view. */
export type ShowQrSearch = { show_qr?: QrFlag };

// The Connect item opens the member's own profile in its QR view.
export const SHOW_QR_SEARCH = { show_qr: 1 } as const satisfies ShowQrSearch;

/** Whether a query's QR flag asks for the QR view. */
export const asksForQr = (flag: unknown): flag is QrFlag => flag === 1 || flag === '1' || flag === true;

/** The profile routes' query, as their validateSearch reads it: the QR flag as it stands, when it asks for the QR view. */
export const profileSearch = (search: Record<string, unknown>): ShowQrSearch => (asksForQr(search.show_qr) ? { show_qr: search.show_qr } : {});

/** The bar's height; the shell keeps this much room under the page and the bottom toasts. */
export const BOTTOM_NAV_HEIGHT_PX = 64;

/**
 * Where the app takes its desktop layout: the navigation at the side, wider pages and panes side by
 * side. The stylesheets say the same width (64em, 1024 px) in their media queries.
 */
export const DESKTOP_MEDIA = '(min-width: 64em)';
