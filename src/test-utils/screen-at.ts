import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { isReturnableIn, screenAt as screenIn, type CurrentScreen } from '../components/app-shell/screen-facts';
import { routeTree } from '../route-tree.gen';

/** The app's own route tree in a memory router, for reading what each path's screen declares. */
export const appRouter = () => createRouter({ routeTree, notFoundMode: 'root', history: createMemoryHistory({ initialEntries: ['/'] }) });

let router: ReturnType<typeof appRouter> | undefined;

/** The facts the app's routes declare for the screen at `path`. */
export function screenAt(path: string): CurrentScreen {
  router ??= appRouter();
  return screenIn(router, path);
}

/** Whether sign-in may bring a member back to `path`, by the app's routes. */
export function isReturnable(path: string): boolean {
  router ??= appRouter();
  return isReturnableIn(router, path);
}
