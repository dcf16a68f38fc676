import type { RxLocalDocument } from 'rxdb';
import type { ChatMessageDoc } from '../../schemas/chat-message.schema';
import { storedCount } from '../../local-store/stored-count';
import { purgeDeleted } from '../../local-store/collection-storage';
import {
  CHAT_CACHE_VERSION,
  MAX_MESSAGES_PER_ROOM,
  NO_CACHED_DATA,
  VERSION_MISMATCH,
  assertCacheInput,
  isStale,
  messagesOverRoomLimit,
  newRoomMeta,
  queueDecision,
  roomsOverLimit,
  type RoomCacheMeta,
} from '../../schemas/chat-cache-rules';
import type { AppDatabase } from '../../local-store/open-database';

const VERSION_DOC = 'chat-cache-version';
const metaId = (roomId: string) => `cache:${roomId}`;

export type OutgoingMessage = { id: string; room_id: string; sender_id: string; body: string };
export type SendResult = { accepted: string[]; duplicates: string[]; dropped: ChatMessageDoc[] };

/**
 * The chat cache on top of the local database: per-room metadata in local documents,
 * the room and message limits, staleness, the cache version, and the offline queue of 100.
 * Every removal here is local only: chat deletions are never pushed to the server.
 */
export class ChatCache {
  /** The sends before this one: each is stored after them, so its time follows theirs. */
  private sending: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: AppDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  private async metaDoc(roomId: string): Promise<RxLocalDocument<unknown, RoomCacheMeta> | null> {
    return this.db.chat_rooms.getLocal<RoomCacheMeta>(metaId(roomId));
  }

  async meta(roomId: string): Promise<RoomCacheMeta | null> {
    const data = (await this.metaDoc(roomId))?.toJSON().data as RoomCacheMeta | undefined;
    // Stored documents are frozen; callers get a copy to change.
    return data ? structuredClone(data) : null;
  }

  private async saveMeta(meta: RoomCacheMeta): Promise<void> {
    await this.db.chat_rooms.upsertLocal<RoomCacheMeta>(metaId(meta.room_id), meta);
  }

  private roomMessages(roomId: string) {
    return this.db.chat_messages.find({ selector: { room_id: roomId }, sort: [{ room_id: 'asc' }, { timestamp: 'asc' }, { id: 'asc' }] }).exec();
  }

  /** Opening a room says whether it must be refreshed from the server: never cached, or stale. */
  async openRoom(roomId: string): Promise<{ meta: RoomCacheMeta; stale: boolean }> {
    assertCacheInput(roomId, []);
    const now = this.now();
    const existing = await this.meta(roomId);
    const cached = existing !== null && (await storedCount(this.db.chat_messages, { room_id: roomId })) > 0;
    const meta = existing ?? newRoomMeta(roomId, now);
    const stale = !cached || isStale(meta, now);
    meta.last_opened = now;
    meta.unread_count = 0;
    await this.saveMeta(meta);
    await this.enforceRoomLimit();
    return { meta, stale };
  }

  /** After a refresh from the server: the room's last fetch, message count and last message time. */
  async markFetched(roomId: string): Promise<RoomCacheMeta> {
    const messages = await this.roomMessages(roomId);
    const meta = (await this.meta(roomId)) ?? newRoomMeta(roomId, this.now());
    meta.last_fetched = this.now();
    meta.total_messages = messages.length;
    meta.last_message_timestamp = messages.at(-1)?.timestamp ?? 0;
    await this.saveMeta(meta);
    return meta;
  }

  /** A room as cached on this device; never cached: 'No cached data found'. */
  async read(roomId: string): Promise<{ meta: RoomCacheMeta; messages: ChatMessageDoc[] }> {
    assertCacheInput(roomId, []);
    const [meta, messages] = await Promise.all([this.meta(roomId), this.roomMessages(roomId)]);
    if (!meta && messages.length === 0) throw new Error(NO_CACHED_DATA);
    return { meta: meta ?? newRoomMeta(roomId, this.now()), messages: messages.map((doc) => doc.toJSON() as ChatMessageDoc) };
  }

  /**
   * Queues messages to send: visible at once as pending. A duplicate id is ignored; a queue of 100
   * drops its oldest unsent message, which is returned so the member can be told which.
   */
  send(roomId: unknown, messages: unknown, online: boolean): Promise<SendResult> {
    // One at a time: a message sent before the last one is stored would otherwise take the same
    // time as it, and every device would order the two by their random ids.
    const queued = this.sending.then(() => this.queue(roomId, messages, online));
    this.sending = queued.catch(() => {});
    return queued;
  }

  private async queue(roomId: unknown, messages: unknown, online: boolean): Promise<SendResult> {
    assertCacheInput(roomId, messages);
    const result: SendResult = { accepted: [], duplicates: [], dropped: [] };
    for (const input of messages as OutgoingMessage[]) {
      if (await this.db.chat_messages.findOne(input.id).exec()) {
        result.duplicates.push(input.id);
        continue;
      }
      const queued = await this.db.chat_messages.find({ selector: { status: 'pending' } }).exec();
      const decision = queueDecision(queued.map((doc) => ({ id: doc.id, timestamp: doc.timestamp })), input.id);
      if (decision.duplicate) {
        result.duplicates.push(input.id);
        continue;
      }
      if (decision.drop) {
        const dropped = queued.find((doc) => doc.id === decision.drop);
        if (dropped) {
          result.dropped.push(dropped.toJSON() as ChatMessageDoc);
          await dropped.remove();
        }
      }
      const now = this.now();
      await this.db.chat_messages.insert({
        id: input.id,
        room_id: roomId as string,
        sender_id: input.sender_id,
        body: input.body,
        timestamp: await this.nextTimestamp(roomId as string, now),
        status: 'pending',
        network_state_when_created: online ? 'online' : 'offline',
        cached_at: now,
        last_updated: now,
        updatedAt: 0,
      });
      result.accepted.push(input.id);
    }
    return result;
  }

  /**
   * A new message's time: now, or just after the room's newest message on this device when that is not
   * earlier. Two messages sent within one millisecond would otherwise share a time, and every device
   * orders such messages by their random ids, not as they were sent.
   */
  private async nextTimestamp(roomId: string, now: number): Promise<number> {
    const newest = await this.db.chat_messages.findOne({ selector: { room_id: roomId }, sort: [{ room_id: 'desc' }, { timestamp: 'desc' }, { id: 'desc' }] }).exec();
    return newest && newest.timestamp >= now ? newest.timestamp + 1 : now;
  }

  /** At most 1000 messages per room: the oldest synced ones go. */
  async enforceMessageLimit(roomId: string): Promise<number> {
    // Counting reads the index only; most rooms are under the limit and need nothing more.
    if ((await storedCount(this.db.chat_messages, { room_id: roomId })) <= MAX_MESSAGES_PER_ROOM) return 0;
    const messages = await this.roomMessages(roomId);
    const excess = messagesOverRoomLimit(messages.map((doc) => doc.toJSON() as ChatMessageDoc));
    if (excess.length > 0) await this.db.chat_messages.bulkRemove(excess);
    return excess.length;
  }

  /** At most 50 rooms cached: the least recently opened lose their synced messages. */
  async enforceRoomLimit(): Promise<string[]> {
    const rooms = await this.db.chat_rooms.find().exec();
    const uses = await Promise.all(rooms.map(async (room) => ({ room_id: room.id, last_opened: (await this.meta(room.id))?.last_opened ?? 0 })));
    const evicted = roomsOverLimit(uses);
    for (const roomId of evicted) {
      const synced = await this.db.chat_messages.find({ selector: { room_id: roomId, status: 'sent' } }).exec();
      if (synced.length > 0) await this.db.chat_messages.bulkRemove(synced.map((doc) => doc.id));
      await (await this.metaDoc(roomId))?.remove();
    }
    return evicted;
  }

  /**
   * A cache of another version is deleted (unsent messages stay) and must be fetched again.
   * Returns the message to show, or null when the cache is current.
   */
  async checkVersion(): Promise<string | null> {
    const doc = await this.db.chat_rooms.getLocal<{ version: number }>(VERSION_DOC);
    const version = (doc?.toJSON().data as { version?: number } | undefined)?.version;
    if (version === CHAT_CACHE_VERSION) return null;
    const fresh = version === undefined && (await storedCount(this.db.chat_messages)) === 0;
    if (!fresh) {
      const synced = await this.db.chat_messages.find({ selector: { status: 'sent' } }).exec();
      await this.db.chat_messages.bulkRemove(synced.map((message) => message.id));
      // Purged, not only marked deleted: the replication that fetches the room again starts afresh,
      // and takes a deleted document it has no record of for an unsent local write, skipping the
      // server's copy, so the messages would never come back.
      await purgeDeleted(this.db.chat_messages);
      const rooms = await this.db.chat_rooms.find().exec();
      for (const room of rooms) await (await this.metaDoc(room.id))?.remove();
    }
    await this.db.chat_rooms.upsertLocal(VERSION_DOC, { version: CHAT_CACHE_VERSION });
    return fresh ? null : VERSION_MISMATCH;
  }
}
