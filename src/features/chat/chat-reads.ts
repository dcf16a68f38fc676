import { map, type Observable } from 'rxjs';
import type { AppDatabase } from '../../../local-store/open-database';
import { apiRequest, type ApiAnswer } from '../../lib/api-client';
import { deviceOffline } from '../../lib/device-offline';

/** The local document holding how far each participant of the member's rooms has read. */
const READS_DOC = 'chat-reads';

/** `reads[room][member]`: how far (ms) each participant has read; `unsent[room]`: own reads not yet on the server. */
export type ChatReads = { reads: Record<string, Record<string, number>>; unsent: Record<string, number> };

const EMPTY: ChatReads = { reads: {}, unsent: {} };

type ServerRead = ApiAnswer<'/chats/reads', 'get'>['data'][number];

const asReads = (data: unknown): ChatReads => {
  const value = data as Partial<ChatReads> | undefined;
  return { reads: value?.reads ?? {}, unsent: value?.unsent ?? {} };
};

/** The stored reads, as stored (frozen): `change` copies them before changing anything. */
async function current(db: AppDatabase): Promise<ChatReads> {
  const doc = await db.chat_rooms.getLocal<ChatReads>(READS_DOC);
  return asReads(doc?.toJSON().data);
}

/** The reads on this device, live. */
export function chatReads$(db: AppDatabase): Observable<ChatReads> {
  return db.chat_rooms.getLocal$<ChatReads>(READS_DOC).pipe(map((doc) => (doc ? asReads(doc.toJSON().data) : EMPTY)));
}

/** How far `memberId` has read `roomId` (0: never). */
export const readUpTo = (reads: ChatReads, roomId: string, memberId: string): number => reads.reads[roomId]?.[memberId] ?? 0;

/** Merges what the server knows: reads only move forward, on any device. */
export function mergeServerReads(reads: ChatReads, rows: readonly ServerRead[]): ChatReads {
  const next = structuredClone(reads);
  for (const row of rows) {
    if (typeof row?.room_id !== 'string' || typeof row.user_id !== 'string' || !Number.isFinite(row.last_read_at)) continue;
    const room = (next.reads[row.room_id] ??= {});
    room[row.user_id] = Math.max(room[row.user_id] ?? 0, row.last_read_at);
  }
  return next;
}

let writing: Promise<unknown> = Promise.resolve();

/** One change of the reads document at a time, so two quick changes never overwrite each other. */
function change(db: AppDatabase, update: (reads: ChatReads) => ChatReads): Promise<void> {
  const next = writing.then(async () => {
    const before = await current(db);
    const after = update(structuredClone(before));
    if (JSON.stringify(after) !== JSON.stringify(before)) await db.chat_rooms.upsertLocal(READS_DOC, after);
  });
  writing = next.catch(() => {});
  return next;
}

/** Sends the member's reads the server does not have yet; what fails waits for the next try. */
export async function sendUnsentReads(db: AppDatabase, request = apiRequest): Promise<void> {
  const { unsent } = await current(db);
  for (const [roomId, at] of Object.entries(unsent)) {
    try {
      await request('POST', `/chats/${encodeURIComponent(roomId)}/read`, { body: { last_read_at: at } });
    } catch (error) {
      // A room the server no longer has (404) is given up; anything else is tried again later.
      if ((error as { status?: number }).status !== 404) continue;
    }
    await change(db, (reads) => {
      if (reads.unsent[roomId] === at) delete reads.unsent[roomId];
      return reads;
    });
  }
}

/** The member read `roomId` up to `at`: on this device at once, on the server when it can be reached. */
export async function markRoomRead(db: AppDatabase, roomId: string, memberId: string, at: number, request = apiRequest): Promise<void> {
  let moved = false;
  await change(db, (reads) => {
    const room = (reads.reads[roomId] ??= {});
    if ((room[memberId] ?? 0) >= at) return reads;
    moved = true;
    room[memberId] = at;
    reads.unsent[roomId] = Math.max(reads.unsent[roomId] ?? 0, at);
    return reads;
  });
  if (moved && !deviceOffline()) await sendUnsentReads(db, request);
}

/** Fetches every participant's reads of the member's rooms (GET /chats/reads) into the device's copy. */
export async function refreshReads(db: AppDatabase, request = apiRequest): Promise<void> {
  await sendUnsentReads(db, request);
  // An answer of another shape (an older server's, a proxy's page) merges nothing.
  const body = await request<Partial<ApiAnswer<'/chats/reads', 'get'>> | null>('GET', '/chats/reads');
  await change(db, (reads) => mergeServerReads(reads, Array.isArray(body?.data) ? body.data : []));
}
