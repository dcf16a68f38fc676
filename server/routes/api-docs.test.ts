import fs from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_HEADER } from '../../schemas/api';
import { apiRoutesOf, BEARER } from '../http/openapi';
import { API_TYPES_FILE, apiTypesOf } from '../http/openapi-types';
import { startTestServer, type TestServer } from '../test-support';
import { renderApiDocsPage, type ApiDocument } from './api-docs-page';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Response = { description?: string; content?: Record<string, { schema?: unknown }> };
type Operation = {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses?: Record<string, Response>;
};
type Document = ApiDocument & { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const response = await fetch(`${server.url}/api/v1/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

/** Routes whose input no schema describes, each with the reason. */
const WITHOUT_SCHEMA: Record<string, string> = {
  // An event stream: no body, no query, and its answer is not JSON.
  'GET /api/v1/replication/stream': 'the live stream',
  // The documentation describes the other routes; it takes no input itself.
  'GET /api/v1/openapi.json': 'the OpenAPI document',
  'GET /api/v1/docs': 'the documentation page',
};

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * The inputs a route has: path parameters when its URL names some; the query or the body when its
 * handler reads them (its source mentions `query` or `body`).
 */
function missingSchemas(route: RouteOptions): string[] {
  const source = String(route.handler);
  const schema = route.schema ?? {};
  const missing: string[] = [];
  if (route.url.includes(':') && !schema.params) missing.push('params');
  if (/\bquery\b/.test(source) && !schema.querystring) missing.push('querystring');
  if (/\bbody\b/.test(source) && !schema.body) missing.push('body');
  return missing;
}

describe('the OpenAPI document', () => {
  it('gives every /api/v1 route a schema for each input it reads', () => {
    const routes = apiRoutesOf(server.app);
    expect(routes.length).toBeGreaterThan(30);
    const unexplained = routes
      .flatMap((route) => methodsOf(route).map((method) => ({ key: `${method} ${route.url}`, missing: missingSchemas(route) })))
      .filter(({ key, missing }) => missing.length > 0 && !(key in WITHOUT_SCHEMA))
      .map(({ key, missing }) => `${key}: ${missing.join(', ')}`);
    expect(unexplained).toEqual([]);
  });

  it('lists the main routes, with the parameters and bodies of their schemas', async () => {
    const { openapi, paths } = await document();
    expect(openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/v1/replication/{collection}/pull', 'get'],
      ['/api/v1/replication/{collection}/push', 'post'],
      ['/api/v1/replication/stream', 'get'],
      ['/api/v1/events', 'get'],
      ['/api/v1/questions', 'post'],
      ['/api/v1/users/me', 'post'],
      ['/api/v1/notifications', 'get'],
      ['/api/v1/interactions', 'post'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const pull = paths['/api/v1/replication/{collection}/pull']?.get;
    expect(pull?.summary).toBeTruthy();
    expect(pull?.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(
      expect.arrayContaining(['path collection', 'query updatedAt', 'query id', 'query limit', `header ${PROTOCOL_HEADER}`]),
    );
    expect(paths['/api/v1/replication/{collection}/push']?.post?.requestBody).toBeDefined();
  });

  it('leaves out the sign-in issuer, the app and the documentation itself', async () => {
    const { paths } = await document();
    expect(Object.keys(paths).filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
    expect(paths['/api/v1/openapi.json']).toBeUndefined();
    expect(paths['/api/v1/docs']).toBeUndefined();
  });
});

describe('the operations of the OpenAPI document', () => {
  const operations = async () =>
    Object.entries((await document()).paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));

  it('each have a summary, a unique operationId, a tag and the security they need', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(50);
    const lacking = all.filter(({ operation }) => !operation.summary || !operation.operationId || !operation.tags?.length || !operation.security).map(({ key }) => key);
    expect(lacking).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const schemes = new Set(all.flatMap(({ operation }) => (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))));
    expect([...schemes]).toEqual([BEARER]);
  });

  it('each describe the body of every answer, success and refusal, refusals with the shared error schema', async () => {
    const lacking = (await operations()).flatMap(({ key, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status, response]) => (status === '204' ? response.content !== undefined : !Object.values(response.content ?? {}).some((media) => media.schema)))
        .map(([status]) => `${key} ${status}`),
    );
    expect(lacking).toEqual([]);
    for (const { key, operation } of await operations()) {
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses.some((status) => status.startsWith('2')), key).toBe(true);
      expect(statuses.some((status) => status.startsWith('4')), key).toBe(true);
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        expect(operation.responses?.[status]?.content?.['application/json']?.schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(await document()),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors).toEqual([]);
    // The one warning: /users/is_new/{sub} and /users/{id}/questions could both match /users/is_new/questions.
    expect(problems.map((problem) => problem.ruleId)).toEqual(['no-ambiguous-paths']);
  });

  it('are described by the checked-in TypeScript types the app is typed from (npm run api:types writes them again)', async () => {
    expect(fs.readFileSync(API_TYPES_FILE, 'utf8')).toBe(await apiTypesOf(await document()));
  });
});

describe('the documentation page', () => {
  it('shows every route of the document, as HTML with no script', async () => {
    const { paths } = await document();
    const response = await fetch(`${server.url}/api/v1/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    for (const [path, item] of Object.entries(paths)) {
      for (const method of Object.keys(item)) expect(html).toContain(`<code>${method.toUpperCase()}</code> <code>${path}</code>`);
    }
    expect(html).toContain(PROTOCOL_HEADER);
  });

  it('escapes what the document says', () => {
    const html = renderApiDocsPage({
      info: { title: 'A <b>title</b>', version: '1' },
      paths: { '/x': { get: { summary: '<img src=x onerror=alert(1)>', parameters: [{ name: '"q"', in: 'query', schema: { type: 'string' } }] } } },
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;q&quot;');
  });
});
