let rendering: string | undefined;

/** The app's origin: the page's, or, where the server renders a page, the one the browser asked. */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? (rendering ?? '') : location.origin;
}

/** On the server: the origin of the page it renders now. */
export function renderingForOrigin(origin: string | undefined): void {
  rendering = origin;
}
