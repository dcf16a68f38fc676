import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NEVER_CACHED = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

/** Serves the built PWA; any other page path gets index.html and the app's router decides. */
export async function staticApp(app: FastifyInstance, staticDir: string | undefined) {
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
    return reply.sendFile('index.html');
  });
}

function listFiles(root: string, dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, full);
    return [`/${path.relative(root, full).split(path.sep).join('/')}`];
  });
}
