import type { Kysely } from 'kysely';

/**
 * The digest of the secret each device got when it subscribed to push, with which its service worker
 * renews the subscription without a sign-in. Subscriptions stored before have none: their app renews
 * them, signed in, when it next starts.
 */
export function migration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('push_subscriptions').addColumn('renewal_digest', 'varchar(64)').execute();
    },
  };
}
