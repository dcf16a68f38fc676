import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { serverRendering } from '../../schemas/app-links';
import type { PageToRender } from '../../schemas/first-visit';
import { createAppRouter } from '../app-router';
import { AppTree } from '../app-tree';
import { renderingFirstVisit } from '../features/events/hooks/first-visit';
import { forgetEventsRead } from '../features/events/hooks/use-events';
import { resetEventStats as forgetEventStats } from '../features/events/hooks/use-event-stats';
import { dehydratedMatch, type RouterState } from '../lib/server-markup';
import { detectLocaleProfile } from '../lib/locale';
import { loadMessages } from '../i18n/catalogs';
import { resolveLanguage } from '../i18n/languages';
import { renderingForOrigin } from '../lib/page-origin';

export type { PageToRender };

export type RenderedPage = {
  /** The root element's content. */
  markup: string;
  /** The router's state the page was rendered in, for the browser's router to adopt with it (src/main.tsx). */
  routerState: RouterState;
  /** The language the markup is written in, and its direction, for the document. */
  lang: string;
  dir: 'ltr' | 'rtl';
};

/** Whether the page at this path is one the server renders on a first visit, as its route says (schemas/app-links.ts). */
export const rendersPage = (pathname: string) => serverRendering(pathname) !== undefined;

/** Longer than this, and the page goes out as the bare app shell. */
const RENDER_TIMEOUT_MS = 2_000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of a public page as the app's first render draws it for a guest, for the server to put in
 * the page's HTML: it paints before any script has loaded, and the app takes it over (hydrates) as it
 * stands. Undefined for a page it does not render, or when anything goes wrong: the page then loads as
 * any other.
 *
 * The events the page shows are module state the screens read (the data block's reading), so one page
 * renders at a time.
 */
export function renderPage(page: PageToRender): Promise<RenderedPage | undefined> {
  if (!rendersPage(new URL(page.url, 'http://page').pathname)) return Promise.resolve(undefined);
  const rendered = queue.then(() => renderNow(page));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function renderNow({ url, origin, languages, firstVisit, auth, onError }: PageToRender): Promise<RenderedPage | undefined> {
  renderingFirstVisit(firstVisit);
  forgetEventStats();
  forgetEventsRead();
  renderingForOrigin(origin);
  try {
    const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    // A redirect, a page not found, or an error of the route's own: the app deals with those itself.
    const moved = router.state.location.pathname !== new URL(url, 'http://page').pathname;
    if (moved || router.state.matches.some((match) => match.status !== 'success' || match._notFound)) return undefined;
    // Each screen's code, split from the app's, is there before it renders: no loading state instead.
    await Promise.all(router.state.matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId])));
    // The visitor's language, from Accept-Language: the words the app's first render in their browser shows.
    const language = resolveLanguage(null, languages);
    await loadMessages(language.tag);
    const markup = await prerendered(<AppTree router={router} auth={auth} locale={detectLocaleProfile(languages)} language={language} />, onError);
    if (markup === undefined) return undefined;
    // What the browser's router starts from to adopt the page: the matches as rendered here.
    const routerState: RouterState = { manifest: undefined, matches: router.state.matches.map(dehydratedMatch) };
    return { markup, routerState, lang: language.tag, dir: language.dir };
  } finally {
    renderingForOrigin(undefined);
    renderingFirstVisit(undefined);
    forgetEventsRead();
    forgetEventStats();
  }
}

/** The whole page, once every part of it has loaded: no fallback, and no script to swap one out. */
async function prerendered(tree: ReactNode, onError: PageToRender['onError']): Promise<string | undefined> {
  let failed = false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerenderToNodeStream(tree, {
      signal: controller.signal,
      // Every part inline, where it belongs: no part is sent apart to be moved in by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Any error, even one React could recover from in the browser, and the page is not rendered.
      onError(error) {
        if (!failed) onError?.(error);
        failed = true;
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return failed ? undefined : Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    onError?.(error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
