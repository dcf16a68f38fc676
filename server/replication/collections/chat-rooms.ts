import { DIRECT_ROOM_PREFIX, directRoomId } from '../../../schemas/chat-room.schema';
import { badRequest } from '../../http-error';
import { registered, needsMember, type CollectionDef, type Draft, type WriteContext } from '../collection-def';
import { msNotAfter } from './clock';
import { directMessageRefusal } from './interactions';

const participantsOf = (doc: Draft<'chat_rooms'> | undefined) => doc?.participant_ids ?? [];

async function unknownMembers(ctx: WriteContext, ids: string[]) {
  const rows = await ctx.trx.selectFrom('users').select('id').where('id', 'in', ids).where('_deleted', '=', ctx.bool(false)).execute();
  const known = new Set(rows.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  return unknown.length > 0 ? badRequest(`No member has the id '${unknown[0]}'`) : null;
}

/** Keeps the participant rows that scope rooms and messages in step with participant_ids. */
async function syncParticipants(ctx: WriteContext, roomId: string, ids: string[]) {
  await ctx.trx.deleteFrom('chat_participants').where('room_id', '=', roomId).execute();
  if (ids.length > 0) await ctx.trx.insertInto('chat_participants').values(ids.map((user_id) => ({ room_id: roomId, user_id }))).execute();
}

/**
 * Someone who joins a room later holds a message checkpoint already past its older messages, so
 * those messages get a new stamp and replicate to them.
 */
async function restampMessages(ctx: WriteContext, roomId: string) {
  const rows = await ctx.trx.selectFrom('chat_messages').select('id').where('room_id', '=', roomId).execute();
  for (const { id } of rows) {
    const message = await ctx.get('chat_messages', id);
    if (message) await ctx.save('chat_messages', message);
  }
}

export const chatRooms: CollectionDef<'chat_rooms'> = {
  ...registered('chat_rooms'),
  unseenRefusal: 'Only participants may change a room, and a room you create must include you',
  // The viewer's rooms, by the participant rows.
  scope: (viewer, eb) => eb('id', 'in', eb.selectFrom('chat_participants').select('room_id').where('user_id', '=', viewer?.userId ?? '')),
  canRead: (viewer, doc) => Boolean(viewer?.userId) && participantsOf(doc).includes(viewer?.userId ?? ''),
  async canWrite(viewer, next, master, ctx) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    const me = viewer?.userId ?? '';
    const participants = participantsOf(next);
    if (next.id.startsWith(DIRECT_ROOM_PREFIX)) {
      const [first, second] = participants;
      if (participants.length !== 2 || !first || !second || directRoomId(first, second) !== next.id) {
        const refusal = 'A direct chat is made of the two members its id names';
        return master ? refusal : badRequest(refusal);
      }
      // No direct chat starts between two members while either blocks the other.
      if (!master) {
        const blocked = await directMessageRefusal(ctx, first, second);
        if (blocked) return blocked;
      }
    }
    if (!master) return participants.includes(me) ? unknownMembers(ctx, participants) : 'A room you create must include you';
    if (!participantsOf(master).includes(me)) return 'Only participants may change this room';
    const changesPeople = JSON.stringify([...participants].sort()) !== JSON.stringify([...participantsOf(master)].sort());
    if ((changesPeople || (next._deleted && !master._deleted)) && master.created_by !== me) {
      return 'Only the creator of a room may change who takes part or delete it';
    }
    return changesPeople ? unknownMembers(ctx, participants) : null;
  },
  serverFields(viewer, next, master, ctx) {
    if (!master) {
      return { created_by: viewer?.userId ?? undefined, last_message_at: msNotAfter(next.last_message_at, ctx.now), last_message_preview: undefined };
    }
    // The room's history and origin are the server's: messages move them, clients do not.
    const { created_by, created_at, question_id, last_message_at, last_message_preview } = master;
    return { created_by, created_at, question_id, last_message_at, last_message_preview };
  },
  async afterWrite(_viewer, written, master, ctx) {
    const before = new Set(participantsOf(master));
    const after = participantsOf(written);
    if (master && after.length === before.size && after.every((id) => before.has(id))) return;
    await syncParticipants(ctx, written.id, after);
    if (master && after.some((id) => !before.has(id))) await restampMessages(ctx, written.id);
  },
};
