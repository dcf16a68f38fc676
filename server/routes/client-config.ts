import type { FastifyInstance } from 'fastify';
import { clientConfigSchema, type ClientConfig } from '../../schemas/rest';
import type { ServerConfig } from '../config';
import { answer, operation } from '../http/openapi';

export type { ClientConfig };

/** What the app needs to know at run time, so one build serves any issuer and analytics project. */
export function clientConfig(config: ServerConfig): ClientConfig {
  return {
    auth: { endpoint: config.logto.endpoint ?? config.publicUrl, appId: config.logto.appId, apiResource: config.logto.apiResource },
    analytics: { key: config.analytics.key, host: config.analytics.host },
  };
}

export async function clientConfigRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const schema = operation({
    operationId: 'getClientConfig',
    tag: 'service',
    summary: "The app's run-time configuration: its sign-in issuer and analytics project",
    access: 'public',
    readsDatabase: false,
    answers: { 200: answer(clientConfigSchema, 'The configuration') },
  });
  app.get('/client-config', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return clientConfig(config);
  });
}
