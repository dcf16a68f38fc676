import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

export type ClientConfig = {
  auth: { endpoint: string; appId: string; apiResource: string };
  analytics: { key: string | null; host: string };
};

/** What the app needs to know at run time, so one build serves any issuer and analytics project. */
export function clientConfig(config: ServerConfig): ClientConfig {
  return {
    auth: { endpoint: config.logto.endpoint ?? config.publicUrl, appId: config.logto.appId, apiResource: config.logto.apiResource },
    analytics: { key: config.analytics.key, host: config.analytics.host },
  };
}

export async function clientConfigRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  app.get('/client-config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return clientConfig(config);
  });
}
