import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Questions, interactions, notifications and chat: one table per collection whose columns are the
 * schema fields plus `_deleted`, and the server-side tables that scope chat (participants, reads).
 */
export function migration(dialect: Dialect) {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      const checkpoint = (table: string) => db.schema.createIndex(`${table}_checkpoint`).on(table).columns(['updatedAt', 'id']).execute();

      await db.schema
        .createTable('questions')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('slug', 'varchar(100)', (c) => c.unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('event_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('author_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('is_anonymous', bool)
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('help_count', 'integer', (c) => c.notNull())
        .addColumn('me_too_count', 'integer', (c) => c.notNull())
        .addColumn('uplift_count', 'integer', (c) => c.notNull())
        .addColumn('rank_latest', 'bigint', (c) => c.notNull())
        .addColumn('rank_uplifted', 'bigint', (c) => c.notNull())
        .addColumn('rank_helpers', 'bigint', (c) => c.notNull())
        .addColumn('rank_relatable', 'bigint', (c) => c.notNull())
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await checkpoint('questions');
      for (const rank of ['rank_latest', 'rank_uplifted', 'rank_helpers', 'rank_relatable']) {
        await db.schema.createIndex(`questions_event_${rank}`).on('questions').columns(['event_id', rank]).execute();
      }
      await db.schema.createIndex('questions_author').on('questions').columns(['author_id', 'rank_latest']).execute();

      await db.schema
        .createTable('interactions')
        .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(13)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('active', bool, (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await checkpoint('interactions');
      await db.schema.createIndex('interactions_target').on('interactions').columns(['target_id', 'kind']).execute();
      await db.schema.createIndex('interactions_user').on('interactions').columns(['user_id', 'kind']).execute();

      await db.schema
        .createTable('notifications')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text')
        .addColumn('link', 'varchar(300)')
        .addColumn('actor_id', 'varchar(36)')
        .addColumn('status', 'varchar(6)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await checkpoint('notifications');
      await db.schema.createIndex('notifications_recipient').on('notifications').columns(['user_id', 'updatedAt', 'id']).execute();
      await db.schema.createIndex('notifications_recipient_time').on('notifications').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('chat_rooms')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('participant_ids', 'text', (c) => c.notNull())
        .addColumn('question_id', 'varchar(36)')
        .addColumn('title', 'text')
        .addColumn('created_by', 'varchar(36)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('last_message_at', 'bigint', (c) => c.notNull())
        .addColumn('last_message_preview', 'text')
        .addColumn('sync_state', 'varchar(7)', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await checkpoint('chat_rooms');

      // participant_ids as rows, so "rooms I am in" is an indexed SQL question.
      await db.schema
        .createTable('chat_participants')
        .addColumn('room_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_participants_pk', ['room_id', 'user_id'])
        .execute();
      await db.schema.createIndex('chat_participants_user').on('chat_participants').columns(['user_id', 'room_id']).execute();

      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('room_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('sender_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('timestamp', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(7)', (c) => c.notNull())
        .addColumn('network_state_when_created', 'varchar(7)', (c) => c.notNull())
        .addColumn('cached_at', 'bigint', (c) => c.notNull())
        .addColumn('last_updated', 'bigint', (c) => c.notNull())
        .addColumn('sync_error', 'text')
        .addColumn('updatedAt', 'bigint', (c) => c.notNull())
        .addColumn('_deleted', bool, (c) => c.notNull())
        .execute();
      await checkpoint('chat_messages');
      await db.schema.createIndex('chat_messages_room_checkpoint').on('chat_messages').columns(['room_id', 'updatedAt', 'id']).execute();
      await db.schema.createIndex('chat_messages_room_time').on('chat_messages').columns(['room_id', 'timestamp']).execute();

      await db.schema
        .createTable('chat_reads')
        .addColumn('room_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('last_read_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_reads_pk', ['room_id', 'user_id'])
        .execute();

      for (const table of ['events', 'users']) {
        await db.schema.alterTable(table).addColumn('sync_state', 'varchar(7)').execute();
        await db.schema.alterTable(table).addColumn('sync_error', 'text').execute();
      }
      await markExistingRowsSent(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['events', 'users']) {
        await db.schema.alterTable(table).dropColumn('sync_error').execute();
        await db.schema.alterTable(table).dropColumn('sync_state').execute();
      }
      for (const table of ['chat_reads', 'chat_messages', 'chat_participants', 'chat_rooms', 'notifications', 'interactions', 'questions']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

/**
 * Everything stored before sync states existed was accepted, so it is 'sent'. The rows get a new
 * stamp so clients that already hold them pull them again with the state.
 */
async function markExistingRowsSent(db: Kysely<unknown>) {
  const clock = await sql<{ last_stamp: number | string }>`select last_stamp from change_clock where id = 1`.execute(db);
  const last = Number(clock.rows[0]?.last_stamp ?? 0);
  const stamp = Math.max(Date.now(), last + 1);
  let touched = 0;
  for (const table of ['events', 'users']) {
    const result = await sql`update ${sql.table(table)} set sync_state = 'sent', ${sql.ref('updatedAt')} = ${stamp}`.execute(db);
    touched += Number(result.numAffectedRows ?? 0);
  }
  if (touched > 0) await sql`update change_clock set last_stamp = ${stamp} where id = 1`.execute(db);
}
