import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withFirstVisit, type FirstVisit } from './first-visit';

const NEVER_CACHED = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

/** The public data a page shows first, for the paths that have some (server/first-visit.ts). */
export type FirstVisitSource = (pathname: string) => Promise<FirstVisit | undefined>;

/**
 * Serves the built PWA; any other page path gets index.html and the app's router decides. A page with
 * public data to show (`firstVisit`) gets it in its HTML, so a first visit paints it without waiting
 * for the app's database and first sync; later visits are served by the service worker.
 */
export async function staticApp(app: FastifyInstance, staticDir: string | undefined, firstVisit?: FirstVisitSource) {
  const root = staticDir && fs.existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined;
  if (!root) {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (scripts/compress-dist.ts); they go to browsers that accept them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const url = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
      if (NEVER_CACHED.has(url)) reply.header('cache-control', 'no-cache');
      else if (url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const files = new Set(listFiles(root));
  app.get('/*', (request, reply) => {
    const url = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (files.has(url)) return reply.sendFile(url.slice(1));
    if (/^\/(api|oidc)(\/|$)/.test(url)) {
      return reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${url}` });
    }
    reply.header('cache-control', 'no-cache');
    if (firstVisit) return pageWithData(request, reply, root, url, firstVisit);
    return reply.sendFile('index.html');
  });
}

async function pageWithData(request: FastifyRequest, reply: FastifyReply, root: string, url: string, firstVisit: FirstVisitSource) {
  let data: FirstVisit | undefined;
  try {
    data = await firstVisit(url);
  } catch (error) {
    // The data is a head start: without it the page loads as any other.
    request.log.warn({ err: error }, 'The first visit data could not be read');
  }
  if (!data) return reply.sendFile('index.html');
  const html = withFirstVisit(await fs.promises.readFile(path.join(root, 'index.html'), 'utf8'), data);
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
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
