import type { FastifyInstance } from 'fastify';
import { renderApiDocsPage, type ApiDocument } from './api-docs-page';

/** The OpenAPI document of /api/v1 and a page to read it; neither lists itself. */
export async function apiDocsRoutes(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderApiDocsPage(app.swagger() as ApiDocument)),
  );
}
