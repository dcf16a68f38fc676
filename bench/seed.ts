import { randomUUID } from 'node:crypto';
import { RANK_MAX } from '../schemas/sync-state';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import type { CollectionName } from '../schemas/collections';
import { COLLECTIONS, type CollectionDef, type Draft } from '../server/replication/collections';
import { createCodec } from '../server/replication/codec';
import { userSchema } from '../schemas/user.schema';
import { MEETVERSE_ID } from '../server/db/seed';
import type { Viewer } from '../server/auth/viewer';

export const BENCH_EMAIL = 'bench@example.com';
export const BENCH_USER_ID = 'b0000000-0000-4000-8000-000000000001';

/**
 * A data directory with one member who can see `questions` questions and `messages` chat messages
 * (in rooms of at most 1000, the chat cache's limit per room). Written through the server's own
 * store, so every rule and stamp is as in production.
 */
export async function seedBenchData(dataDir: string, counts: { questions: number; messages: number }): Promise<void> {
  const { app, database, store } = await buildApp(readConfig({ DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'warn' }));
  const codec = createCodec<'users'>(userSchema, database.dialect, ['auth_id', 'email']);
  const now = new Date();
  await database.db
    .insertInto('users')
    .values(
      codec.toRow(
        { id: BENCH_USER_ID, slug: 'bench-member', full_name: 'Bench Member', first_name: 'Bench', last_name: 'Member', role: 'member',
          created_at: now.toISOString(), updatedAt: now.getTime(), auth_id: `demo|${BENCH_EMAIL}`, email: BENCH_EMAIL, _deleted: false },
      ),
    )
    .execute();
  const viewer: Viewer = { userId: BENCH_USER_ID, sub: `demo|${BENCH_EMAIL}`, email: BENCH_EMAIL, role: 'member' };
  // The bench's documents are written to fit their collections' schemas.
  const push = async (name: CollectionName, docs: Record<string, unknown>[]) => {
    const def: CollectionDef = COLLECTIONS[name];
    for (let start = 0; start < docs.length; start += 500) {
      const rows = docs.slice(start, start + 500).map((doc) => ({ newDocumentState: { ...doc, _deleted: false } as Draft }));
      await store.push(def, viewer, rows);
    }
  };

  await push('questions', Array.from({ length: counts.questions }, (_, n) => {
    const created = new Date(now.getTime() - n * 60_000).toISOString();
    return {
      id: randomUUID(), title: `Bench question ${n}`, description: `Who knows about topic ${n}? `.repeat(4), event_id: MEETVERSE_ID,
      author_id: BENCH_USER_ID, is_anonymous: false, created_at: created, help_count: 0, me_too_count: 0, uplift_count: 0,
      rank_latest: RANK_MAX - Date.parse(created), rank_uplifted: RANK_MAX, rank_helpers: RANK_MAX, rank_relatable: RANK_MAX,
      sync_state: 'pending', updatedAt: 0,
    };
  }));

  const rooms = Math.ceil(counts.messages / 1000);
  const roomIds = Array.from({ length: rooms }, () => randomUUID());
  await push('chat_rooms', roomIds.map((id, n) => ({
    id, participant_ids: [BENCH_USER_ID], title: `Bench room ${n}`, created_by: BENCH_USER_ID, created_at: now.toISOString(),
    last_message_at: 0, sync_state: 'pending', updatedAt: 0,
  })));
  await push('chat_messages', Array.from({ length: counts.messages }, (_, n) => ({
    id: randomUUID(), room_id: roomIds[n % rooms], sender_id: BENCH_USER_ID, body: `Bench message ${n}: see you at the coffee stand`,
    timestamp: now.getTime() - counts.messages + n, status: 'pending', network_state_when_created: 'online',
    cached_at: now.getTime(), last_updated: now.getTime(), updatedAt: 0,
  })));
  await app.close();
}

/** A data directory with `count` members (sign-in subject `demo|stream<n>@example.com`), as signing up makes them. */
export async function seedMembers(dataDir: string, count: number): Promise<string[]> {
  const { app, database } = await buildApp(readConfig({ DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'warn' }));
  const codec = createCodec<'users'>(userSchema, database.dialect, ['auth_id', 'email']);
  const now = new Date();
  const subs: string[] = [];
  const rows = Array.from({ length: count }, (_, n) => {
    const email = `stream${n}@example.com`;
    subs.push(`demo|${email}`);
    return codec.toRow(
      { id: randomUUID(), slug: `stream-member-${n}`, full_name: `Stream Member ${n}`, first_name: 'Stream', last_name: `Member ${n}`, role: 'member',
        created_at: now.toISOString(), updatedAt: now.getTime() + n, auth_id: `demo|${email}`, email, _deleted: false },
    );
  });
  for (let start = 0; start < rows.length; start += 100) await database.db.insertInto('users').values(rows.slice(start, start + 100)).execute();
  await app.close();
  return subs;
}
