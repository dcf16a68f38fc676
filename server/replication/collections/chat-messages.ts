import { notFound } from '../../http-error';
import { registered, needsMember, type CollectionDef } from '../collection-def';
import { inMyRooms } from './chat-rooms';
import { msNotAfter } from './clock';

const PREVIEW_LENGTH = 200; // schemas/chat-room.schema.ts: last_message_preview maxLength

export const chatMessages: CollectionDef = {
  ...registered('chat_messages'),
  scope: (viewer) => inMyRooms(viewer?.userId, 'room_id'),
  async canRead(viewer, doc, lookup) {
    return Boolean(viewer?.userId) && (await lookup.participants(String(doc.room_id))).includes(viewer?.userId as string);
  },
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    if (master) return 'A message cannot be changed after it is sent';
    const room = await ctx.get('chat_rooms', String(next.room_id));
    if (!room || room._deleted) return notFound('Chat room not found');
    const participants = (room.participant_ids as string[] | undefined) ?? [];
    return participants.includes(viewer?.userId as string) ? null : 'Only participants of a room may post in it';
  },
  serverFields(viewer, next, master, ctx) {
    // Cache bookkeeping (cached_at, last_updated) is each device's own: a push of it is no change.
    if (master) {
      const { sender_id, cached_at, last_updated, network_state_when_created } = master;
      return { sender_id, cached_at, last_updated, network_state_when_created };
    }
    return { sender_id: viewer?.userId ?? '', timestamp: msNotAfter(next.timestamp, ctx.now) };
  },
  async afterWrite(_viewer, written, master, ctx) {
    if (master) return;
    const room = await ctx.get('chat_rooms', String(written.room_id));
    if (!room || Number(written.timestamp) < Number(room.last_message_at)) return;
    await ctx.save('chat_rooms', {
      ...room,
      last_message_at: Number(written.timestamp),
      last_message_preview: String(written.body).slice(0, PREVIEW_LENGTH),
    });
  },
};
