import { appLink } from '../../../schemas/app-links';
import { messageProblem } from '../../../schemas/chat-message.schema';
import { firstCharacters } from '../../../schemas/text';
import { notFound } from '../../http-error';
import { registered, needsMember, type CollectionDef, type Doc, type WriteContext } from '../collection-def';
import { DIRECT_MESSAGE_BLOCKED } from '../../../schemas/block-rules';
import { directPartner, directRoomId, DIRECT_ROOM_PREFIX } from '../../../schemas/chat-room.schema';
import { msNotAfter } from './clock';
import { blockedEitherWay, directMessageRefusal } from './interactions';
import { derivedId } from './notifications';
import { named, notice, NOTICE } from '../../../schemas/notification-words';

const PREVIEW_LENGTH = 200; // schemas/chat-room.schema.ts: last_message_preview maxLength
/** A member who marked a room read this recently is taken to be in it, reading: no notification. */
export const IN_CHAT_MS = 30_000;

/**
 * What a message to a room tells its other members, the same for every message one write sends from
 * one sender to one room: who is told (not who read the room in the last 30 s), with the id of their
 * notification, and the words. A batch of 100 messages to a room asks for the reads, the sender's name
 * and the words once. A message does not mark its room read nor rename anyone, so nothing a write does
 * changes them.
 */
type RoomNotice = { told: { recipient: string; id: string }[]; said: ReturnType<typeof notice> } | null;
const noticesOf = new WeakMap<WriteContext, Map<string, Promise<RoomNotice>>>();

function roomNotice(ctx: WriteContext, room: Doc<'chat_rooms'>, sender: string): Promise<RoomNotice> {
  const rooms = noticesOf.get(ctx) ?? new Map<string, Promise<RoomNotice>>();
  noticesOf.set(ctx, rooms);
  // A write that sends messages changes no room's members or title: the room and the sender say it all.
  const key = `${room.id} ${sender}`;
  let found = rooms.get(key);
  if (!found) {
    found = (async () => {
      const recipients = room.participant_ids.filter((id) => id !== sender);
      if (recipients.length === 0) return null;
      const readAt = await ctx.lastReads(room.id);
      const author = await ctx.get('users', sender);
      const said = recipients.length > 1 && room.title ? notice(NOTICE.chatMessageInRoom, { ...named(author?.full_name), room: room.title }) : notice(NOTICE.chatMessage, named(author?.full_name));
      const told = recipients
        .filter((recipient) => (readAt.get(recipient) ?? 0) < ctx.now - IN_CHAT_MS)
        .map((recipient) => ({ recipient, id: derivedId(`chat:${room.id}:${recipient}`) }));
      // Their notifications of this room, in one query however many they are: each is to be written.
      await ctx.read('notifications', told.map(({ id }) => id), true);
      return { told, said };
    })();
    rooms.set(key, found);
  }
  return found;
}

/**
 * Tells the room's other members that a message came, unless they are reading the room right now.
 * One unread notification per room and member: a message before it is read makes no other, so a
 * burst of 100 queued messages is one notification, not 100, but the one there quotes the newest
 * message (its words, who wrote it, when), not the oldest. It stays unread; one read already is
 * left as it is and the next message makes it unread again.
 */
async function notifyMessage(ctx: WriteContext, room: Doc<'chat_rooms'>, message: Doc<'chat_messages'>): Promise<void> {
  const sender = message.sender_id;
  const prepared = await roomNotice(ctx, room, sender);
  if (!prepared) return;
  const { told, said } = prepared;
  // A message older than the room's newest (a queue from another device, sent late) quotes nothing anew.
  const newest = message.timestamp >= room.last_message_at;
  const quote = () => ({ ...said, body: firstCharacters(message.body, PREVIEW_LENGTH), actor_id: sender, created_at: new Date(ctx.now).toISOString() });
  for (const { recipient, id } of told) {
    const existing = await ctx.get('notifications', id);
    if (existing && !existing._deleted && existing.status === 'unread') {
      if (newest) await ctx.save('notifications', { ...existing, ...quote() });
      continue;
    }
    await ctx.save('notifications', {
      id,
      user_id: recipient,
      kind: 'chat_message',
      ...quote(),
      link: appLink('/messages/$threadId', { threadId: room.id }),
      status: 'unread',
      _deleted: false,
    });
  }
}

export const chatMessages: CollectionDef<'chat_messages'> = {
  ...registered('chat_messages'),
  formProblem: (doc) => (typeof doc.body === 'string' ? messageProblem(doc.body) : null),
  unseenRefusal: 'Only participants of a room may post in it',
  // The first message of a direct chat a block refused to start hears the block's words, as its room did.
  async refusedParent(viewer, next, ctx) {
    const me = viewer?.userId;
    if (!me || !next.room_id.startsWith(DIRECT_ROOM_PREFIX)) return null;
    const refused = (await blockedEitherWay(ctx, me)).some((other) => directRoomId(me, other) === next.room_id);
    return refused ? DIRECT_MESSAGE_BLOCKED : null;
  },
  // Messages of the viewer's rooms, by the participant rows.
  scope: (viewer, eb) => eb('room_id', 'in', eb.selectFrom('chat_participants').select('room_id').where('user_id', '=', viewer?.userId ?? '')),
  async canRead(viewer, doc, lookup) {
    return Boolean(viewer?.userId) && (await lookup.participants(doc.room_id)).includes(viewer?.userId ?? '');
  },
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    if (master) return 'A message cannot be changed after it is sent';
    const room = await ctx.get('chat_rooms', next.room_id);
    if (!room || room._deleted) return notFound('Chat room not found');
    const me = viewer?.userId ?? '';
    if (!room.participant_ids.includes(me)) return 'Only participants of a room may post in it';
    // A direct chat takes no message while either of its two members blocks the other.
    const partner = room.id.startsWith(DIRECT_ROOM_PREFIX) ? directPartner(room, me) : undefined;
    return partner ? directMessageRefusal(ctx, me, partner) : null;
  },
  serverFields(viewer, next, master, ctx) {
    // Cache bookkeeping (cached_at, last_updated) is each device's own: a push of it is no change.
    if (master) {
      const { sender_id, cached_at, last_updated, network_state_when_created } = master;
      return { sender_id, cached_at, last_updated, network_state_when_created };
    }
    return { sender_id: viewer?.userId ?? '', timestamp: msNotAfter(next.timestamp, ctx.now) };
  },
  // Every message of a batch checks its room and who is in it, and a new one names its sender in the
  // notice and writes the room's last message.
  prefetch(viewer, drafts) {
    const rooms = [...new Set(drafts.map((draft) => draft.room_id))];
    return {
      documents: [{ collection: 'chat_rooms', ids: rooms, writes: true }, { collection: 'users', ids: viewer?.userId ? [viewer.userId] : [] }],
      participantsOf: rooms,
      lastReadsOf: rooms,
    };
  },
  async afterWrite(_viewer, written, master, ctx) {
    if (master) return;
    const room = await ctx.get('chat_rooms', written.room_id);
    if (!room) return;
    await notifyMessage(ctx, room, written);
    if (written.timestamp < room.last_message_at) return;
    await ctx.save('chat_rooms', {
      ...room,
      last_message_at: written.timestamp,
      last_message_preview: firstCharacters(written.body, PREVIEW_LENGTH),
    });
  },
};
