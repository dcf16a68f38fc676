import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { interactionRoutes } from './interaction-routes';
import { createIssuer, ISSUER_MOUNT } from './issuer';
import type { IssuerKeys } from './keys';

type Options = { config: ServerConfig; keys: IssuerKeys; database: Database };

/**
 * The embedded sign-in issuer that stands in for Logto: oidc-provider under `/oidc`. Register it
 * with `{ prefix: ISSUER_MOUNT }` and without fastify-plugin: it drops the body parsers, because
 * oidc-provider reads the request bodies itself.
 */
export async function signInIssuer(app: FastifyInstance, { config, keys, database }: Options) {
  const provider = createIssuer({ config, keys, database, log: app.log });
  const handle = provider.callback();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  await app.register(interactionRoutes, { provider, database, appId: config.logto.appId, apiResource: config.logto.apiResource });

  // oidc-provider sees paths below the mount, and finds the mount again in `originalUrl`.
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? ISSUER_MOUNT;
    raw.originalUrl = url;
    const below = url.slice(ISSUER_MOUNT.length);
    raw.url = below.startsWith('/') ? below : `/${below}`;
    await handle(raw, reply.raw);
  };
  app.all('/*', forward);
}
