import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  PUSH_VISIBLE_FOR_MS,
  pushEndpointProblem,
  pushPreferencesProblem,
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushVisibilitySchema,
  type PushPreferences,
  type PushSubscriptionBody,
} from '../../schemas/push';
import { dataOf } from '../../schemas/rest';
import type { Authenticator } from '../auth/authenticate';
import type { Database } from '../db/database';
import { badRequest } from '../http-error';
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
});
const settingsQuery = Type.Object({ device_id: Type.Optional(deviceId) }, { additionalProperties: false });

type Deps = { database: Database; authenticate: Authenticator; allowHttpEndpoints: boolean };

/**
 * A member's push: their choices (the same on each of their devices) and each device's subscription.
 * Identity comes from the token alone: a member only ever reads or changes their own.
 */
export async function pushRoutes(app: FastifyInstance, { database, authenticate, allowHttpEndpoints }: Deps) {
  const { db } = database;

  const settingsOf = async (userId: string, deviceId: string | undefined) => {
    const devices = await db.selectFrom('push_subscriptions').select('device_id').where('user_id', '=', userId).execute();
    return { preferences: await preferencesOf(database, userId), devices: devices.length, subscribed: devices.some((row) => row.device_id === deviceId) };
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

  app.put<{ Params: DeviceParams; Body: PushSubscriptionBody }>(
    '/users/me/push/devices/:deviceId',
    {
      schema: operation({
        operationId: 'putPushSubscription',
        tag: 'members',
        summary: "Sets this device's push subscription, replacing the one it had (a renewal); the push service's address then belongs to the caller alone",
        access: 'member',
        params: deviceParams,
        body: pushSubscriptionSchema,
        answers: { 204: noContent('Stored') },
        refusals: [403],
      }),
    },
    async (request, reply) => {
      const viewer = await member(authenticate, request);
      const { endpoint, keys } = request.body;
      const problem = pushEndpointProblem(endpoint, allowHttpEndpoints);
      if (problem) throw badRequest(problem);
      await db.transaction().execute(async (trx) => {
        // One browser, one member: whoever subscribed this address last gets its pushes, so a phone
        // passed on without signing out gets none of the former member's.
        await trx.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
        await trx.deleteFrom('push_subscriptions').where('user_id', '=', viewer.userId).where('device_id', '=', request.params.deviceId).execute();
        await trx
          .insertInto('push_subscriptions')
          .values({ user_id: viewer.userId, device_id: request.params.deviceId, endpoint, p256dh: keys.p256dh, auth: keys.auth, created_at: new Date().toISOString() })
          .execute();
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
