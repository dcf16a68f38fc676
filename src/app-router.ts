import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageSpinner } from './components/page-spinner';
import { RouteErrorScreen } from './components/error-boundary/route-error-screen';
import { routeTree } from './route-tree.gen';

/** The app's router: the browser's history, or the page's path alone where the server renders it. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history, isServer: true } : {}),
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingMs: 150,
    defaultPreload: 'intent',
    notFoundMode: 'root',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
