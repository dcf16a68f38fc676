/** The chat cache and offline queue limits, as pure decisions the worker applies. */
export const CHAT_CACHE_VERSION = 2;
export const MAX_MESSAGES_PER_ROOM = 1000;
export const MAX_CACHED_ROOMS = 50;
export const ROOM_STALE_AFTER_MS = 5 * 60 * 1000;
export const MAX_QUEUED_MESSAGES = 100;

export const NO_CACHED_DATA = 'No cached data found';
export const VERSION_MISMATCH = 'Cache version mismatch, cleared stale data';
export const INVALID_INPUT = 'Invalid input: roomId and messages array required';

export type CachedMessage = { id: string; room_id: string; status: string; timestamp: number; cached_at: number };
export type RoomUse = { room_id: string; last_opened: number };

export type RoomCacheMeta = {
  room_id: string;
  last_fetched: number;
  last_message_timestamp: number;
  unread_count: number;
  cache_version: number;
  total_messages: number;
  last_opened: number;
};

export function newRoomMeta(roomId: string, now: number): RoomCacheMeta {
  return {
    room_id: roomId,
    last_fetched: 0,
    last_message_timestamp: 0,
    unread_count: 0,
    cache_version: CHAT_CACHE_VERSION,
    total_messages: 0,
    last_opened: now,
  };
}

/** A room's data is stale 5 minutes after it was last fetched: refresh it when it is opened. */
export const isStale = (meta: Pick<RoomCacheMeta, 'last_fetched'>, now: number) => now - meta.last_fetched > ROOM_STALE_AFTER_MS;

export function assertCacheInput(roomId: unknown, messages: unknown): asserts messages is unknown[] {
  if (typeof roomId !== 'string' || roomId.trim() === '' || !Array.isArray(messages)) throw new Error(INVALID_INPUT);
}

/** Only what the server already has may leave the device's cache; unsent writes never do. */
const isSynced = (message: Pick<CachedMessage, 'status'>) => message.status === 'sent';

const byAge = (a: CachedMessage, b: CachedMessage) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : 1);

/** The oldest synced messages of a room beyond 1000. */
export function messagesOverRoomLimit(messages: CachedMessage[], limit = MAX_MESSAGES_PER_ROOM): string[] {
  const excess = messages.length - limit;
  if (excess <= 0) return [];
  return messages.filter(isSynced).sort(byAge).slice(0, excess).map((message) => message.id);
}

/** The least recently opened rooms beyond 50. */
export function roomsOverLimit(rooms: RoomUse[], limit = MAX_CACHED_ROOMS): string[] {
  if (rooms.length <= limit) return [];
  return [...rooms]
    .sort((a, b) => a.last_opened - b.last_opened || (a.room_id < b.room_id ? -1 : 1))
    .slice(0, rooms.length - limit)
    .map((room) => room.room_id);
}

/** How many of `synced` cached entries a storage quota error clears: a quarter, rounded up. */
export const quarterToClear = (synced: number): number => Math.ceil(synced / 4);

/** On a storage quota error, the oldest quarter of cached (synced) entries goes. */
export function oldestQuarter(messages: CachedMessage[]): string[] {
  const synced = messages.filter(isSynced).sort((a, b) => a.cached_at - b.cached_at || (a.id < b.id ? -1 : 1));
  return synced.slice(0, quarterToClear(synced.length)).map((message) => message.id);
}

export type QueueDecision = { duplicate: true } | { duplicate: false; drop: string | null };

/** In the offline queue a duplicate id is ignored; a full queue of 100 drops its oldest entry. */
export function queueDecision(queued: Pick<CachedMessage, 'id' | 'timestamp'>[], id: string, limit = MAX_QUEUED_MESSAGES): QueueDecision {
  if (queued.some((message) => message.id === id)) return { duplicate: true };
  if (queued.length < limit) return { duplicate: false, drop: null };
  const oldest = [...queued].sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : 1))[0];
  return { duplicate: false, drop: oldest?.id ?? null };
}
