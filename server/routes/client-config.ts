import type { FastifyInstance } from 'fastify';
import { clientConfigSchema, type ClientConfig } from '../../schemas/rest';
import type { ServerConfig } from '../config';
import type { PassSigner } from '../door/pass-key';
import { answer, operation } from '../http/openapi';

export type { ClientConfig };

/** What the app needs to know at run time, so one build serves any issuer and analytics project. */
export function clientConfig(config: ServerConfig, passes: Pick<PassSigner, 'publicKey'>, vapidPublicKey?: string): ClientConfig {
  return {
    auth: { endpoint: config.logto.endpoint ?? config.publicUrl, appId: config.logto.appId, apiResource: config.logto.apiResource },
    analytics: { key: config.analytics.key, host: config.analytics.host },
    door: { pass_key: passes.publicKey },
    ...(vapidPublicKey ? { push: { vapid_public_key: vapidPublicKey } } : {}),
  };
}

export async function clientConfigRoutes(app: FastifyInstance, { config, passes, vapidPublicKey }: { config: ServerConfig; passes: PassSigner; vapidPublicKey: string }) {
  const schema = operation({
    operationId: 'getClientConfig',
    tag: 'service',
    summary: "The app's run-time configuration: its sign-in issuer, analytics project and the key event passes are checked with",
    access: 'public',
    readsDatabase: false,
    answers: { 200: answer(clientConfigSchema, 'The configuration') },
  });
  app.get('/client-config', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return clientConfig(config, passes, vapidPublicKey);
  });
}
