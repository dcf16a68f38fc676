import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Web push, kept on the server only (no collection syncs them): each device's push subscription, each
 * member's choices, which devices show the app now, and each conversation's window of held pushes.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('device_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull())
        .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
        .addColumn('auth', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addPrimaryKeyConstraint('push_subscriptions_pk', ['user_id', 'device_id'])
        .execute();
      await db.schema.createIndex('push_subscriptions_endpoint').on('push_subscriptions').column('endpoint').execute();
      await db.schema
        .createTable('push_preferences')
        .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('preferences', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('push_presence')
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('device_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('visible_until', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('push_presence_pk', ['user_id', 'device_id'])
        .execute();
      await db.schema
        .createTable('push_windows')
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('tag', 'varchar(300)', (c) => c.notNull())
        .addColumn('notification_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('window_until', 'bigint', (c) => c.notNull())
        .addColumn('held', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('push_windows_pk', ['user_id', 'tag'])
        .execute();
      await db.schema.createIndex('push_windows_due').on('push_windows').columns(['held', 'window_until']).execute();
    },
  };
}
