import { createHash, randomBytes } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  PUSH_RENEWAL_SECRET_BYTES,
  PUSH_VISIBLE_FOR_MS,
  pushEndpointProblem,
  pushDeviceSchema,
  pushKeysProblem,
  pushLanguageOf,
  pushLanguageProblem,
  pushPreferencesProblem,
  pushPreferencesSchema,
  pushRenewalSchema,
  pushSubscribedSchema,
  pushVisibilitySchema,
  renewalTarget,
  type PushDeviceBody,
  type PushPreferences,
  type PushRenewalBody,
  type PushSubscriptionBody,
} from '../../schemas/push';
import { dataOf } from '../../schemas/rest';
import type { Authenticator } from '../auth/authenticate';
import type { Database } from '../db/database';
import type { Tables } from '../db/tables';
import { badRequest, notFound } from '../http-error';
import { answer, noContent, operation } from '../http/openapi';
import { preferencesOf } from '../push/push-sender';
import { member } from './support';

/** A device's own id, which the app makes once and keeps (src/lib/client-config.ts: deviceId). */
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const deviceId = Type.String({ pattern: UUID, maxLength: 36, description: "The device's own id, a UUID" });
const deviceParams = Type.Object({ deviceId });
type DeviceParams = Static<typeof deviceParams>;

const pushSettings = Type.Object({
  preferences: pushPreferencesSchema,
  devices: Type.Integer({ minimum: 0, description: "How many of the member's devices get push" }),
  subscribed: Type.Boolean({ description: 'Whether the device named by device_id gets push' }),
  endpoint: Type.Union([Type.String(), Type.Null()], { description: 'The push address the server holds for the device named by device_id (null when it gets no push)' }),
  language: Type.Union([Type.String(), Type.Null()], {
    description: "The language the server writes the pushes of the device named by device_id in (null: English, or no push)",
  }),
});
const settingsQuery = Type.Object({ device_id: Type.Optional(deviceId) }, { additionalProperties: false });

type Deps = { database: Database; authenticate: Authenticator; allowHttpEndpoints: boolean };

/** What a renewal that proves no stored subscription is answered, whatever it got wrong. */
const NO_SUBSCRIPTION = 'No such push subscription: subscribe again from the app';

/** The SHA-256 digest (hex) of a renewal secret: what the server keeps of it. */
const digestOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Why the server will not send to this subscription (null when it will). */
const subscriptionProblem = (subscription: PushSubscriptionBody, allowHttp: boolean) => pushEndpointProblem(subscription.endpoint, allowHttp) ?? pushKeysProblem(subscription.keys);

/**
 * Stores a device's subscription in place of the one it had, with the language its pushes are written
 * in. One browser, one member: whoever subscribed an address last gets its pushes, so a phone passed
 * on without signing out gets none of the former member's.
 */
async function storeSubscription(
  trx: Transaction<Tables>,
  device: { userId: string; deviceId: string; language: string | null },
  subscription: PushSubscriptionBody,
  renewalDigest: string | null,
): Promise<void> {
  const { endpoint, keys } = subscription;
  await trx.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
  await trx.deleteFrom('push_subscriptions').where('user_id', '=', device.userId).where('device_id', '=', device.deviceId).execute();
  await trx
    .insertInto('push_subscriptions')
    .values({
      user_id: device.userId,
      device_id: device.deviceId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      created_at: new Date().toISOString(),
      renewal_digest: renewalDigest,
      language: device.language,
    })
    .execute();
}

/**
 * A member's push: their choices (the same on each of their devices) and each device's subscription.
 * Identity comes from the token alone: a member only ever reads or changes their own.
 */
export async function pushRoutes(app: FastifyInstance, { database, authenticate, allowHttpEndpoints }: Deps) {
  const { db } = database;

  const settingsOf = async (userId: string, deviceId: string | undefined) => {
    const devices = await db.selectFrom('push_subscriptions').select(['device_id', 'endpoint', 'language']).where('user_id', '=', userId).execute();
    const here = devices.find((row) => row.device_id === deviceId);
    return {
      preferences: await preferencesOf(database, userId),
      devices: devices.length,
      subscribed: Boolean(here),
      endpoint: here?.endpoint ?? null,
      language: here?.language ?? null,
    };
  };

  app.get<{ Querystring: Static<typeof settingsQuery> }>(
    '/users/me/push',
    {
      schema: operation({
        operationId: 'getPushSettings',
        tag: 'members',
        summary: "The caller's push choices (the quiet defaults until they choose), and which of their devices get push",
        access: 'member',
        querystring: settingsQuery,
        answers: { 200: answer(dataOf(pushSettings), 'The choices and devices') },
        refusals: [403],
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      return { data: await settingsOf(viewer.userId, request.query.device_id) };
    },
  );

  app.put<{ Body: PushPreferences }>(
    '/users/me/push/preferences',
    {
      schema: operation({
        operationId: 'putPushPreferences',
        tag: 'members',
        summary: "Replaces the caller's push choices: kinds, quiet hours and previews, for all their devices",
        access: 'member',
        body: pushPreferencesSchema,
        answers: { 200: answer(dataOf(pushPreferencesSchema), 'The choices as stored') },
        refusals: [403],
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      const problem = pushPreferencesProblem(request.body);
      if (problem) throw badRequest(problem);
      const row = { user_id: viewer.userId, preferences: JSON.stringify(request.body), updated_at: new Date().toISOString() };
      await db
        .insertInto('push_preferences')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences: row.preferences, updated_at: row.updated_at }))
        .execute();
      return { data: request.body };
    },
  );

  app.put<{ Params: DeviceParams; Body: PushDeviceBody }>(
    '/users/me/push/devices/:deviceId',
    {
      schema: operation({
        operationId: 'putPushSubscription',
        tag: 'members',
        summary:
          "Sets this device's push subscription and the language its pushes are written in, replacing the one it had; the push service's address then belongs to the caller alone. The answer's secret lets the device's service worker renew it",
        access: 'member',
        params: deviceParams,
        body: pushDeviceSchema,
        answers: { 200: answer(dataOf(pushSubscribedSchema), 'Stored, with the secret that renews it') },
        refusals: [403],
      }),
    },
    async (request) => {
      const viewer = await member(authenticate, request);
      const { language: tag, ...subscription } = request.body;
      const problem = subscriptionProblem(subscription, allowHttpEndpoints) ?? pushLanguageProblem(tag);
      if (problem) throw badRequest(problem);
      const language = tag ? (pushLanguageOf(tag)?.tag ?? null) : null;
      // A new secret each time: one the device held for a subscription before no longer renews this one.
      const secret = randomBytes(PUSH_RENEWAL_SECRET_BYTES).toString('base64url');
      await db.transaction().execute((trx) => storeSubscription(trx, { userId: viewer.userId, deviceId: request.params.deviceId, language }, subscription, digestOf(secret)));
      return { data: { renewal_secret: secret } };
    },
  );

  app.post<{ Body: PushRenewalBody }>(
    '/push/renewals',
    {
      schema: operation({
        operationId: 'renewPushSubscription',
        tag: 'members',
        summary:
          "A device's service worker renews its push subscription, without a sign-in: it proves the subscription it replaces with its address and the secret the device was given, and the new one takes its place for the same member and device",
        access: 'public',
        body: pushRenewalSchema,
        answers: { 204: noContent('Renewed (or renewed already, when sent again)') },
        refusals: [404],
        refusalWords: { 404: 'No subscription of that address with that secret: it never existed, was turned off, or was renewed since' },
      }),
    },
    async (request, reply) => {
      const renewal = request.body;
      const digest = digestOf(renewal.renewal_secret);
      await db.transaction().execute(async (trx) => {
        const held = await trx
          .selectFrom('push_subscriptions')
          .select(['user_id', 'device_id', 'endpoint', 'renewal_digest', 'language'])
          .where('endpoint', 'in', [renewal.old_endpoint, renewal.subscription.endpoint])
          .execute();
        const stored = renewalTarget(held, renewal, digest);
        // The proof comes first: what is wrong with the rest is told only to the device that holds it.
        if (!stored) throw notFound(NO_SUBSCRIPTION);
        const problem = subscriptionProblem(renewal.subscription, allowHttpEndpoints);
        if (problem) throw badRequest(problem);
        // The device's language stays: the worker renews the subscription, not what the app shows.
        await storeSubscription(trx, { userId: stored.user_id, deviceId: stored.device_id, language: stored.language }, renewal.subscription, stored.renewal_digest);
      });
      reply.code(204);
    },
  );

  app.delete<{ Params: DeviceParams }>(
    '/users/me/push/devices/:deviceId',
    {
      schema: operation({
        operationId: 'deletePushSubscription',
        tag: 'members',
        summary: 'Stops push to this device of the caller (done already is no error)',
        access: 'member',
        params: deviceParams,
        answers: { 204: noContent('Stopped') },
        refusals: [403],
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      await db.deleteFrom('push_subscriptions').where('user_id', '=', viewer.userId).where('device_id', '=', request.params.deviceId).execute();
      await db.deleteFrom('push_presence').where('user_id', '=', viewer.userId).where('device_id', '=', request.params.deviceId).execute();
      reply.code(204);
    },
  );

  app.put<{ Params: DeviceParams; Body: Static<typeof pushVisibilitySchema> }>(
    '/users/me/push/devices/:deviceId/visibility',
    {
      schema: operation({
        operationId: 'putPushVisibility',
        tag: 'members',
        summary: 'Says whether the app is on screen on this device: no push reaches the caller while it is (for 90 s unless said again)',
        access: 'member',
        params: deviceParams,
        body: pushVisibilitySchema,
        answers: { 204: noContent('Noted') },
        refusals: [403],
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      const visibleUntil = request.body.visible ? Date.now() + PUSH_VISIBLE_FOR_MS : 0;
      await db
        .insertInto('push_presence')
        .values({ user_id: viewer.userId, device_id: request.params.deviceId, visible_until: visibleUntil })
        .onConflict((oc) => oc.columns(['user_id', 'device_id']).doUpdateSet({ visible_until: visibleUntil }))
        .execute();
      reply.code(204);
    },
  );
}
