import './mantine-styles';
import './theme.css';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { createAppRouter } from './app-router';
import { AppTree } from './app-tree';
import { createTokenSource } from './features/auth/token-source';
import { initAnalytics } from './lib/analytics';
import { setTokenSource } from './lib/api-client';
import { loadClientConfig } from './lib/client-config';
import { renderedRouterState, setAdoptingServerMarkup, type RouterState } from './lib/server-markup';
import { hydrate } from '@tanstack/router-core/ssr/client';
import { installDebugHandle } from './lib/debug-handle';
import { feedPage } from './features/questions/feed/feed-query';
import { screenOf } from './components/app-shell/screen-facts';
import { registerServiceWorker } from './components/service-worker/register-service-worker';
import { whenSettled } from './components/service-worker/when-settled';
import { hasSyncedBefore, startSync, watchFirstSync } from './lib/sync-client';
import { whenFirstScreenDrawn } from './lib/first-screen';
import { warmCollation } from './lib/warm-collation';
import { warmScreens } from './lib/warm-screens';
import { getCurrentUser } from './member/member-store';
import { nextTask } from '../local-store/next-task';
import { keepCatalogsOffline, loadMessages } from './i18n/catalogs';
import { deviceLanguage } from './i18n/i18n-provider';

/**
 * The server writes times in its own time zone, which the member's may not be: React then draws the
 * screen again with their times, as it should, and that is no error to report.
 */
function reportUnlessMismatch(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/Minified React error #(418|425)\b|hydrat/i.test(message)) return;
  reportError(error);
}

/**
 * A page the server rendered (a public page's first visit) is taken over as it stands: the router
 * starts from the state the server rendered it in (the screen's code loads first), and React adopts
 * the server's markup instead of drawing it again.
 */
async function adoptServerPage(router: AnyRouter, root: HTMLElement, app: ReactNode, state: RouterState) {
  window.$_TSR = { router: state, buffer: [], h() {}, e() {}, c() {}, p() {} };
  await hydrate(router);
  await nextTask();
  setAdoptingServerMarkup(true);
  // In a transition React adopts the page in slices of a few milliseconds, letting taps and the
  // browser's own work in between, instead of in one task that holds the page for the whole tree.
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: reportUnlessMismatch });
  });
}

/**
 * On a page the app draws itself, the code of the screens on its path loads first, in a task of its
 * own: React's first commit then starts no load (the router asks for each screen's files there, a
 * link per file, which made /home's first commit one of the longest tasks of its start). A screen
 * that fails to load is the router's to report, as before.
 */
async function loadScreensOf(router: AnyRouter) {
  const matches = router.matchRoutes(router.state.location);
  const loads: Promise<unknown>[] = [];
  for (const match of matches) {
    // A screen's load adds a link to the page for each of its files (about 20 for /home), costly enough
    // on a phone that each screen's come in a task of their own.
    if (loads.length > 0) await nextTask();
    loads.push(router.loadRouteChunk(router.routesById[match.routeId] as never)?.catch(() => undefined) ?? Promise.resolve());
  }
  await Promise.all(loads);
}

/**
 * Starts the app in steps, each in a task of its own after the modules have run: on a phone the
 * page then never holds for the whole start (a first visit's start was one task of 150 ms at a
 * phone's speed, which a tap had to wait out). No step is awaited at the top of this module: the
 * screens' code imports from it, and would wait for it in turn.
 */
async function start() {
  // Off the main thread, long before the page's database opens and sorts its schemas with it.
  warmCollation();
  await nextTask();
  // The words of the member's language (none to load for English) come with the configuration.
  const [config] = await Promise.all([loadClientConfig(), loadMessages(deviceLanguage().tag)]);
  const tokens = createTokenSource(config.auth.apiResource);
  setTokenSource(tokens);
  const root = document.getElementById('root') as HTMLElement;
  // A member's device that synced before draws its first screen from its own data first: the worker's
  // start (its code, its database, its first pulls) on the same cores made that screen's tasks longer.
  // A first sync has nothing to show before it, and starts at once.
  let screenRendered = () => {};
  const rendered = new Promise<void>((resolve) => (screenRendered = resolve));
  startSync(tokens, hasSyncedBefore() ? rendered.then(() => whenFirstScreenDrawn(root)) : undefined);
  await nextTask();
  const router = createAppRouter();
  installDebugHandle({ feedPage });
  void initAnalytics({ key: config.analytics.key ?? undefined, host: config.analytics.host });
  const app = <AppTree router={router} auth={config.auth} />;
  const serverState = root.firstElementChild ? renderedRouterState() : undefined;
  await nextTask();
  if (serverState) {
    await adoptServerPage(router, root, app, serverState);
  } else {
    await loadScreensOf(router);
    await nextTask();
    // In a transition React renders the first screen in slices of a few milliseconds (a plain render is
    // one task for the whole tree: 80 ms at a phone's speed for /home); only its commit is one task.
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
  screenRendered();
  // The service worker installs once the page has settled (its first screen in, no first sync under
  // way): its install fetches and stores every file of the app on the same cores. The install hint is
  // for visitors: none over a projected big screen, and none for a member, whose worker installs after
  // their first sync, while they are busy with the app.
  await whenSettled({ watchSync: watchFirstSync });
  registerServiceWorker(() => screenOf(router.state.matches, router.state.location.pathname).projector || getCurrentUser() !== null);
  // The language's catalog this visit loaded, kept for offline use once the worker is there to serve it.
  void navigator.serviceWorker?.ready.then(keepCatalogsOffline);
  // Every screen's code, from the worker's cache once it has it, so a screen's first opening draws at
  // once; none on a projected big screen, which shows nothing else.
  if (screenOf(router.state.matches, router.state.location.pathname).projector) return;
  void navigator.serviceWorker?.ready.then(() => {
    const here = router.state.matches.at(-1);
    return warmScreens({
      screens: Object.values(router.routesById) as AnyRoute[],
      currentPath: here ? (router.routesById[here.routeId] as AnyRoute | undefined)?.fullPath ?? '' : '',
      load: (screen) => router.loadRouteChunk(screen as never),
      saveData: (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
    });
  });
}

void start();
