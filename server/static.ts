import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathToFileURL } from 'node:url';
import { serverRendering } from '../schemas/app-links';
import type { PageToRender } from '../schemas/first-visit';
import { pageHtml, type FirstVisit, type RenderedMarkup } from './first-visit';
import { languagesOf } from './i18n';
import type { ClientConfig } from './routes/client-config';

const NEVER_CACHED = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js', '/load-app.js']);

/** The public data a page shows first, for the paths that have some (server/first-visit.ts); the path as the browser sent it, URL-encoded. */
export type FirstVisitSource = (pathname: string) => Promise<FirstVisit | undefined>;

/** What the server puts in a page's HTML besides the app shell. */
export type PageSources = {
  firstVisit: FirstVisitSource;
  /** The run-time configuration, which the app would otherwise ask for before it renders at all. */
  clientConfig: ClientConfig;
  /** The address the app is reached at: links and codes on a rendered page name it. */
  publicUrl: string;
};

/** The build's page renderer (src/ssr/render-page.tsx, built beside the app into ssr/). */
type PageRenderer = {
  rendersPage: (pathname: string) => boolean;
  renderPage: (page: PageToRender) => Promise<RenderedMarkup | undefined>;
};

/** The folder of the build that holds the page renderer: server code, never served. */
const RENDERER_DIR = 'ssr';

async function loadRenderer(app: FastifyInstance, root: string): Promise<PageRenderer | undefined> {
  const file = path.join(root, RENDERER_DIR, 'render-page.js');
  if (!fs.existsSync(file)) return undefined;
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (error) {
    // Pages then go out as the bare app shell, which renders them in the browser.
    app.log.warn({ err: error }, 'The page renderer could not be loaded');
    return undefined;
  }
}

/**
 * Serves the built PWA; any other page path gets index.html and the app's router decides. A page with
 * public data to show (`firstVisit`) gets it in its HTML, so a first visit paints it without waiting
 * for the app's database and first sync; later visits are served by the service worker.
 */
export async function staticApp(app: FastifyInstance, staticDir: string | undefined, sources?: PageSources) {
  const root = staticDir && fs.existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined;
  if (!root) {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // No route of its own per file (it would glob the build and add two routes for each of its files at
    // every start): the route below sends the build's files with `sendFile`, which works the same.
    serve: false,
    index: false,
    // The build writes .br and .gz copies (scripts/compress-dist.ts); they go to browsers that accept them.
    preCompressed: true,
    // The page renderer is server code: never sent.
    allowedPath: (pathName) => !pathName.startsWith(`/${RENDERER_DIR}/`),
    setHeaders(reply, filePath) {
      const url = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
      if (NEVER_CACHED.has(url)) reply.header('cache-control', 'no-cache');
      else if (url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const files = new Set(listFiles(root).filter((file) => !file.startsWith(`/${RENDERER_DIR}/`)));
  // Loaded when a page that may be rendered is first asked for (a server that only answers the API, or
  // only members' pages, never loads it).
  let loading: Promise<PageRenderer | undefined> | undefined;
  const renderer = () => (loading ??= loadRenderer(app, root));
  app.get('/*', (request, reply) => {
    const url = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (files.has(url)) return reply.sendFile(url.slice(1));
    if (/^\/(api|oidc)(\/|$)/.test(url)) {
      return reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${url}` });
    }
    reply.header('cache-control', 'no-cache');
    if (sources) return pageWithData(request, reply, root, sources, renderer);
    return reply.sendFile('index.html');
  });
}

/**
 * The app's page with what the server knows it will need: the run-time configuration, the public
 * data a first visit shows, and, for a page the server renders (by its route: schemas/app-links.ts),
 * its markup as the app renders it, which paints before any script has loaded. Each is a head start:
 * without it the page loads as any other.
 */
async function pageWithData(request: FastifyRequest, reply: FastifyReply, root: string, sources: PageSources, rendererOf: () => Promise<PageRenderer | undefined>) {
  const pathname = request.url.split('?')[0] ?? '/';
  let data: FirstVisit | undefined;
  try {
    data = await sources.firstVisit(pathname);
  } catch (error) {
    request.log.warn({ err: error }, 'The first visit data could not be read');
  }
  let rendered: RenderedMarkup | undefined;
  const rendering = serverRendering(pathname)?.rendering;
  // The renderer is loaded only for a page it renders.
  const renderer = rendering ? await rendererOf() : undefined;
  // An event's page is rendered with the event, or not at all: a page of no event is the app's to tell.
  const hasWhatItShows = data !== undefined || !rendering?.onlyWithData;
  if (hasWhatItShows && renderer?.rendersPage(pathname)) {
    try {
      rendered = await renderer.renderPage({
        url: request.url,
        origin: sources.publicUrl,
        languages: languagesOf(request.headers['accept-language']),
        firstVisit: data,
        auth: sources.clientConfig.auth,
        onError: (error) => request.log.warn({ err: error }, 'The page could not be rendered; it goes out as the app shell'),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'The page could not be rendered');
    }
  }
  const shell = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8');
  const landingIssuer = rendering?.landing ? sources.clientConfig.auth.endpoint : undefined;
  const html = pageHtml(shell, { firstVisit: data, clientConfig: sources.clientConfig, rendered, landingIssuer });
  // The markup is written in the browser's language.
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding, accept-language');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}

function listFiles(root: string, dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, full);
    return [`/${path.relative(root, full).split(path.sep).join('/')}`];
  });
}
