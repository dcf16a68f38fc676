import { isDeepStrictEqual } from 'node:util';
import swagger from '@fastify/swagger';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { apiErrorSchema, PROTOCOL_HEADER, PROTOCOL_VERSION } from '../../schemas/api';

export const API_PREFIX = '/api/v1';

const apiRoutes = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every /api/v1 route as it was declared, with its schema and handler. */
export function apiRoutesOf(app: FastifyInstance): readonly RouteOptions[] {
  return apiRoutes.get(app) ?? [];
}

const isApiRoute = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/** The security scheme of the API's bearer tokens, as the document declares it. */
export const BEARER = 'bearerAuth';

/** The groups of operations, in the order the document lists them. */
export const TAGS = {
  service: 'What the app needs before anything else: whether the server is up, and its run-time configuration',
  events: 'Events and communities, their attendance, big screens and offline packs',
  replication: "The offline copy's sync: pull, push, documents by id and the live stream",
  members: 'Signing up and member profiles',
  admin: 'Roles and what members suggest, for admins',
  questions: 'Questions asked to the crowd of an event or the meetverse',
  answers: "Members' answers to questions, and their moderation",
  interactions: "A member's reactions, bookmarks and meetings",
  notifications: "A member's notifications",
  chats: 'Unread counts, read marks and older messages of chats',
  calendar: "Calendar files of agendas, and a member's private calendar address",
} as const;
export type Tag = keyof typeof TAGS;

/**
 * Who may call an operation: anyone without a token (`public`), anyone, a token adding what its member
 * may see (`optional`), or only a signed-in caller (`member`).
 */
export type Access = 'public' | 'optional' | 'member';

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { [BEARER]: [] }],
  member: [{ [BEARER]: [] }],
};

/** The shared schema of every refusal's body, a component of the document. */
export const API_ERROR = 'ApiError';

/** What each refusal means, as the document says it; every one has the `{error, message}` body. */
export const REFUSALS = {
  400: 'The request breaks its schema or a rule of the API; `message` says which',
  401: 'No token, or a token that does not hold (malformed, expired, or its account deleted)',
  403: 'Signed in, but not allowed to do this (a profile is needed first, or another role)',
  404: 'Nothing of that id the caller may see',
  409: 'The write clashes with what the server holds',
  413: 'The body is larger than 5 MB',
  415: 'The body is not JSON',
  429: 'Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again',
  503: 'The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again',
} as const;
export type Refusal = keyof typeof REFUSALS;

type Operation = FastifySchema & {
  /** Unique in the document; a client names its calls by it. */
  operationId: string;
  tag: Tag;
  summary: string;
  description?: string;
  access: Access;
  /** The answers of success by status, each a schema with the `description` of the answer. */
  answers: Record<number, TSchema | Record<string, unknown>>;
  /** The refusals besides those every operation of its kind may give (see `operation`). */
  refusals?: Refusal[];
  /** What each refusal means here, where it says more than REFUSALS. */
  refusalWords?: Partial<Record<Refusal, string>>;
  /** False for an operation that never reads the database, which is never refused with a 503. */
  readsDatabase?: boolean;
};

/**
 * A route's schema with what its OpenAPI operation says: its id, tag, summary, the bearer security it
 * needs and every answer, success and refusal, each refusal with the shared `{error, message}` body.
 * Every operation may be refused with a 429 (requests with a token that does not hold are limited) and
 * a 503 when it reads the database; one that reads a token with a 401; one with a path, query or header schema with a 400; one
 * with a body with a 400, 413 and 415.
 */
export function operation({ operationId, tag, summary, description, access, answers, refusals = [], refusalWords = {}, readsDatabase = true, ...schema }: Operation): FastifySchema {
  const statuses = new Set<Refusal>(refusals);
  if (schema.params || schema.querystring || schema.headers) statuses.add(400);
  if (schema.body) for (const status of [400, 413, 415] as const) statuses.add(status);
  if (access !== 'public') statuses.add(401);
  statuses.add(429);
  if (readsDatabase) statuses.add(503);
  const refused = Object.fromEntries(
    [...statuses]
      .sort()
      .map((status) => [status, { description: refusalWords[status] ?? REFUSALS[status], content: { 'application/json': { schema: { $ref: `${API_ERROR}#` } } } }]),
  );
  return { ...schema, operationId, tags: [tag], summary, ...(description ? { description } : {}), security: SECURITY[access], response: { ...answers, ...refused } } as FastifySchema;
}

/** An answer of success: its schema, with what it is in words. */
export const answer = (schema: TSchema, description: string) => ({ ...schema, description });

/** The answer of a delete: no body. */
export const noContent = (description: string) => ({ type: 'null', description });

/** The answer of a route that streams: text/event-stream, each event's `data` the JSON of `frame`. */
export const eventStream = (description: string) => ({ description, content: { 'text/event-stream': { schema: { type: 'string' } } } });

/**
 * Collects the OpenAPI document of /api/v1 from the routes' own schemas (`app.swagger()`). Must be
 * called before any route is added: routes are seen as they are declared. The sign-in issuer and the
 * app's files are left out.
 *
 * With `checkResponses`, every JSON answer is compared with what its response schema wrote: a response
 * schema writes only the fields it names, so one that leaves out a field the route sends, or writes a
 * value of another type, fails the request with a 500 naming the route instead of dropping the field.
 */
export async function openApi(app: FastifyInstance, { checkResponses = false }: { checkResponses?: boolean } = {}): Promise<void> {
  const routes: RouteOptions[] = [];
  apiRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD twin of every GET, which answers the same.
    if (isApiRoute(route.url ?? '') && route.method !== 'HEAD') routes.push(route);
  });
  if (checkResponses) checkAnswersAgainstSchemas(app);
  app.addSchema({ ...apiErrorSchema, $id: API_ERROR });
  await app.register(swagger, {
    // Shared schemas are components named by their $id.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Meetverse API',
        version: '1',
        description: `Replication requests name the protocol version they speak in the ${PROTOCOL_HEADER} header (now ${PROTOCOL_VERSION}); another version is refused with a 409. Every refusal has a JSON body \`{error, message}\`.`,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that sent this document' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "An access token of the sign-in issuer for the API's resource" } } },
    },
    transform: ({ schema, url }) => ({ schema: isApiRoute(url) ? schema : { ...schema, hide: true }, url }),
  });
}

const sentAs = new WeakMap<FastifyRequest, unknown>();

function checkAnswersAgainstSchemas(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.routeOptions.schema?.response) sentAs.set(request, JSON.parse(JSON.stringify(payload ?? null)));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!sentAs.has(request) || typeof payload !== 'string') return payload;
    const meant = sentAs.get(request);
    sentAs.delete(request);
    const written: unknown = JSON.parse(payload);
    if (isDeepStrictEqual(written, meant)) return payload;
    const route = `${request.method} ${request.routeOptions.url} ${reply.statusCode}`;
    request.log.error({ meant, written }, `The response schema of ${route} does not write what the route sends`);
    throw new Error(`The response schema of ${route} does not write what the route sends`);
  });
}
