import { combineLatest, map } from 'rxjs';
import type { ChatMessageDoc } from '../../../../schemas/chat-message.schema';
import type { ChatRoomDoc } from '../../../../schemas/chat-room.schema';
import { useLiveQuery } from '../../../db/use-live-query';
import { chatReads$, type ChatReads } from '../chat-reads';

/** Messages shown when a thread opens, and how many more each scroll to the top adds. */
export const THREAD_PAGE = 50;

export type Thread = {
  room: ChatRoomDoc | null;
  /** Oldest first: the newest `shown` messages of the room on this device. */
  messages: ChatMessageDoc[];
  /** Older messages are on the device beyond those shown. */
  hasOlder: boolean;
  reads: ChatReads;
};

/** A room, its newest `shown` messages in order (time, then id) and the reads, live. */
export function useThread(roomId: string, shown: number) {
  return useLiveQuery(
    (db) =>
      combineLatest([
        db.chat_rooms.findOne(roomId).$,
        db.chat_messages.find({
          selector: { room_id: roomId },
          sort: [{ room_id: 'desc' }, { timestamp: 'desc' }, { id: 'desc' }],
          limit: shown + 1,
        }).$,
        chatReads$(db),
      ]).pipe(
        map(([room, newest, reads]): Thread => ({
          room: (room?.toJSON() as ChatRoomDoc | undefined) ?? null,
          messages: newest
            .slice(0, shown)
            .map((doc) => doc.toJSON() as ChatMessageDoc)
            .reverse(),
          hasOlder: newest.length > shown,
          reads,
        })),
      ),
    [roomId, shown],
  );
}
