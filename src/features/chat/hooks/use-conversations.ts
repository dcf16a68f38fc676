import { combineLatest, debounceTime, map, startWith, switchMap } from 'rxjs';
import { directPartner, type ChatRoomDoc } from '../../../../schemas/chat-room.schema';
import type { ChatMessageDoc } from '../../../../schemas/chat-message.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { useLiveQuery } from '../../../db/use-live-query';
import { chatReads$, readUpTo, type ChatReads } from '../chat-reads';

/** Unread counts stop at this: the badge shows '99+' above 99. */
export const UNREAD_COUNT_CAP = 100;

export type Conversation = {
  room: ChatRoomDoc;
  /** The other member of a direct chat, when their profile is on this device. */
  partner: UserDoc | undefined;
  partnerId: string | undefined;
  /** The question the chat started from. */
  question: QuestionDoc | undefined;
  /** The newest message on this device, the member's own unsent ones included. */
  last: ChatMessageDoc | undefined;
  /** When the conversation last moved: its newest message, or when it was started. */
  lastAt: number;
  unread: number;
};

const newestFirst = [{ room_id: 'desc' }, { timestamp: 'desc' }, { id: 'desc' }] as const;

/** The newest message of a room on this device. */
export async function newestMessage(db: AppDatabase, roomId: string): Promise<ChatMessageDoc | undefined> {
  const doc = await db.chat_messages.findOne({ selector: { room_id: roomId }, sort: [...newestFirst] }).exec();
  return (doc?.toJSON() as ChatMessageDoc | undefined) ?? undefined;
}

/** Messages from others in a room after the member's last read, up to the cap. */
export async function unreadIn(db: AppDatabase, roomId: string, memberId: string, reads: ChatReads): Promise<number> {
  const after = readUpTo(reads, roomId, memberId);
  const docs = await db.chat_messages
    .find({ selector: { room_id: roomId, timestamp: { $gt: after } }, sort: [...newestFirst], limit: UNREAD_COUNT_CAP * 2 })
    .exec();
  return Math.min(UNREAD_COUNT_CAP, docs.filter((doc) => doc.sender_id !== memberId).length);
}

/** Every conversation of the member on this device, the one that moved last first. */
export async function readConversations(db: AppDatabase, memberId: string, reads: ChatReads): Promise<Conversation[]> {
  const rooms = (await db.chat_rooms.find().exec()).map((doc) => doc.toJSON() as ChatRoomDoc).filter((room) => room.participant_ids.includes(memberId));
  const partnerIds = rooms.map((room) => directPartner(room, memberId)).filter((id): id is string => Boolean(id));
  const questionIds = rooms.map((room) => room.question_id).filter((id): id is string => Boolean(id));
  const [users, questions, lasts, unread] = await Promise.all([
    db.users.findByIds(partnerIds).exec(),
    db.questions.findByIds(questionIds).exec(),
    Promise.all(rooms.map((room) => newestMessage(db, room.id))),
    Promise.all(rooms.map((room) => unreadIn(db, room.id, memberId, reads))),
  ]);
  const conversations = rooms.map((room, index): Conversation => {
    const partnerId = directPartner(room, memberId);
    const last = lasts[index];
    // A room whose messages this device let go (the cache keeps 50 rooms) still says, by its last
    // message time, that something came after the member last read it.
    const evicted = !last && room.last_message_at > readUpTo(reads, room.id, memberId) ? 1 : 0;
    return {
      room,
      partnerId,
      partner: partnerId ? (users.get(partnerId)?.toJSON() as UserDoc | undefined) : undefined,
      question: room.question_id ? (questions.get(room.question_id)?.toJSON() as QuestionDoc | undefined) : undefined,
      last,
      lastAt: Math.max(room.last_message_at, last?.timestamp ?? 0) || Date.parse(room.created_at) || 0,
      unread: (unread[index] ?? 0) || evicted,
    };
  });
  return conversations.sort((a, b) => b.lastAt - a.lastAt || a.room.id.localeCompare(b.room.id));
}

/** The member's conversations, live: rooms, messages, reads and profiles as they change on the device. */
export function useConversations(memberId: string) {
  return useLiveQuery(
    (db) =>
      combineLatest([
        chatReads$(db),
        // Any change of rooms, messages or profiles reads the list again, once a burst has settled.
        db.chat_rooms.$.pipe(startWith(null)),
        db.chat_messages.$.pipe(startWith(null)),
        db.users.$.pipe(startWith(null)),
      ]).pipe(
        debounceTime(30),
        map(([reads]) => reads),
        switchMap((reads) => readConversations(db, memberId, reads)),
      ),
    [memberId],
  );
}
