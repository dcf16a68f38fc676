import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { createAuthenticator } from './auth/authenticate';
import { ISSUER_MOUNT } from './auth/issuer';
import { signInIssuer } from './auth/issuer-plugin';
import { loadOrCreateIssuerKeys, publicJwks } from './auth/keys';
import { loadOrCreatePassSigner } from './door/pass-key';
import { doorRoutes } from './routes/door';
import { createIdTokenVerifier, createTokenVerifier, type TokenVerifier } from './auth/tokens';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { createLiveStatusClock } from './events/live-status-clock';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { seedDemoQuestions } from './db/seed-questions';
import { refuseIllFormedText, validatorCompiler } from './http/body-rules';
import { frameworkErrors, MAX_PARAM_LENGTH } from './http/framework-errors';
import { openApi } from './http/openapi';
import { apiRateLimits } from './http/rate-limits';
import { securityHeaders } from './http/security-headers';
import { errorBody, fromDatabaseError, HttpError, UNAVAILABLE_RETRY_AFTER_S } from './http-error';
import { ChangeBus } from './replication/change-bus';
import { PgFanout } from './replication/pg-fanout';
import { DocumentStore } from './replication/store';
import { eventRoutes } from './routes/events';
import { eventLiveRoutes, LiveReader } from './routes/event-live';
import { clientConfig, clientConfigRoutes } from './routes/client-config';
import { healthRoutes } from './routes/health';
import { replicationRoutes } from './routes/replication';
import { userRoutes } from './routes/users';
import { adminRoutes } from './routes/admin';
import { apiDocsRoutes } from './routes/api-docs';
import { chatRoutes } from './routes/chats';
import { interactionRoutes } from './routes/interactions';
import { notificationRoutes } from './routes/notifications';
import { participationRoutes } from './routes/participation';
import { calendarRoutes } from './routes/calendar';
import { eventPackRoutes } from './routes/event-pack';
import { questionRoutes } from './routes/questions';
import { answerRoutes } from './routes/answers';
import { sessionRoutes } from './routes/sessions';
import { firstVisitOf } from './first-visit';
import { staticApp } from './static';
import { PushSender } from './push/push-sender';
import { loadOrCreateVapidKeys } from './push/vapid';
import { pushRoutes } from './routes/push';

declare module 'fastify' {
  interface FastifyInstance {
    openStreams: Set<() => void>;
  }
}

const ERROR_NAMES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

export type App = { app: FastifyInstance; database: Database; store: DocumentStore; bus: ChangeBus; verify: TokenVerifier; pushes: PushSender };

/** Builds the whole service; `npm start` and the tests both call it. */
export async function buildApp(config: ServerConfig): Promise<App> {
  const database = openDatabase(config);
  await migrateToLatest(database);
  if (config.seedDemoData) await seedDemoData(database);

  const bus = new ChangeBus();
  const store = new DocumentStore(database, bus, config.adminEmails);
  if (config.seedDemoQuestions) await seedDemoQuestions(database, store);
  const keys = await loadOrCreateIssuerKeys(config.dataDir);
  const passes = loadOrCreatePassSigner(config.dataDir, config.passSigningKey);
  const vapid = loadOrCreateVapidKeys(config.dataDir, { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey }, config.push.subject);
  const verify = config.logto.endpoint
    ? createTokenVerifier({
        issuer: `${config.logto.endpoint}/oidc`,
        audience: config.logto.apiResource,
        jwks: new URL(`${config.logto.endpoint}/oidc/jwks`),
      })
    : createTokenVerifier({ issuer: `${config.publicUrl}/oidc`, audience: config.logto.apiResource, jwks: publicJwks(keys) });
  const idTokens = config.logto.endpoint
    ? { issuer: `${config.logto.endpoint}/oidc`, jwks: new URL(`${config.logto.endpoint}/oidc/jwks`) }
    : { issuer: `${config.publicUrl}/oidc`, jwks: publicJwks(keys) };
  const verifyIdToken = createIdTokenVerifier({ ...idTokens, audience: config.logto.appId });
  const authenticate = createAuthenticator(verify, database, config.adminEmails);

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('preValidation', refuseIllFormedText);
  await securityHeaders(app, config);
  // Before any route: the document is collected from the routes as they are declared.
  await openApi(app, { checkResponses: config.checkResponses });
  app.decorate('openStreams', new Set<() => void>());
  const endStreams = () => {
    for (const end of [...app.openStreams]) end();
  };
  // Several processes on one PostgreSQL database share their changes through LISTEN/NOTIFY.
  const fanout = config.databaseUrl
    ? new PgFanout({ connectionString: config.databaseUrl, bus, store, log: app.log, onGap: endStreams })
    : undefined;
  if (fanout) {
    await fanout.start();
    store.setCommitHook(fanout.notifyIn);
  }
  // Streams never end by themselves: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => endStreams());
  // Event statuses follow their start and end times; the clock stops before the database closes.
  const liveStatusClock = createLiveStatusClock({ store, database, tickMs: config.liveStatusTickMs, log: app.log });
  // Web push for the notifications this process commits, sent after each commit.
  const pushes = new PushSender({ database, store, keys: vapid, log: app.log, sweepMs: config.push.sweepMs });
  pushes.start();
  app.addHook('onClose', async () => {
    await liveStatusClock.stop();
    await pushes.stop();
    await fanout?.close();
    await database.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(errorBody(error.code, error.message));
    if (error.validation) return reply.code(400).send({ error: 'bad_request', message: error.message });
    const refused = fromDatabaseError(error);
    if (refused?.statusCode === 503) {
      request.log.warn({ code: (error as { code?: string }).code }, refused.message);
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    }
    if (refused) return reply.code(refused.statusCode).send(errorBody(refused.code, refused.message));
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: ERROR_NAMES[status] ?? 'bad_request', message: error.message });
    request.log.error(error);
    return reply.code(500).send({ error: 'internal', message: 'Internal server error' });
  });

  await app.register(
    async (api) => {
      await apiRateLimits(api, verify, config.apiLimits);
      await api.register(healthRoutes);
      await api.register(clientConfigRoutes, { config, passes, vapidPublicKey: vapid.publicKey });
      await api.register(pushRoutes, { database, authenticate, allowHttpEndpoints: config.push.allowHttpEndpoints });
      await api.register(eventRoutes, { store, authenticate });
      await api.register(replicationRoutes, { store, bus, authenticate });
      await api.register(userRoutes, { store, database, authenticate, adminEmails: config.adminEmails, verifyIdToken });
      await api.register(adminRoutes, { store, database, authenticate, adminEmails: config.adminEmails });
      await api.register(questionRoutes, { store, database, authenticate });
      await api.register(answerRoutes, { store, authenticate });
      await api.register(sessionRoutes, { store, authenticate });
      await api.register(interactionRoutes, { store, database, authenticate });
      await api.register(notificationRoutes, { store, database, authenticate });
      await api.register(chatRoutes, { store, database, authenticate });
      await api.register(participationRoutes, { store, database, authenticate });
      await api.register(doorRoutes, { store, authenticate, passes });
      await api.register(eventLiveRoutes, { store, database, bus });
      await api.register(eventPackRoutes, { store, database, authenticate });
      await api.register(calendarRoutes, { store, database, authenticate, publicUrl: config.publicUrl });
      await api.register(apiDocsRoutes);
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api/v1' },
  );

  // The embedded sign-in issuer; Logto mode (LOGTO_ENDPOINT) has none. Its URLs carry sign-in
  // parameters, so its requests are not logged below warn.
  if (!config.logto.endpoint) await app.register(signInIssuer, { prefix: ISSUER_MOUNT, logLevel: 'warn', config, keys, database });

  const firstVisitLive = new LiveReader(store, database);
  await staticApp(app, config.staticDir, {
    firstVisit: (pathname) => firstVisitOf(store, firstVisitLive, pathname),
    clientConfig: clientConfig(config, passes, vapid.publicKey),
    publicUrl: config.publicUrl,
  });
  await liveStatusClock.start();
  return { app, database, store, bus, verify, pushes };
}
