import { directRoomId } from '../../../schemas/chat-room.schema';
import type { AppDatabase } from '../../../local-store/open-database';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';

const messages = defineMessages({
  withYourself: { id: 'chat.rooms.withYourself', defaultMessage: 'You cannot start a chat with yourself' },
});

/**
 * Opens the member's direct chat with `otherId`, creating it on this device when it is not here yet
 * (offline too): its id is made from the two members, so it is the same room on every device and
 * for the other member. `questionId` is what the chat was started from, kept when the room is new.
 */
export async function ensureDirectRoom(db: AppDatabase, memberId: string, otherId: string, questionId?: string, now = new Date()): Promise<string> {
  if (!otherId || otherId === memberId) throw new Error(appIntl().formatMessage(messages.withYourself));
  const id = directRoomId(memberId, otherId);
  if (await db.chat_rooms.findOne(id).exec()) return id;
  try {
    await db.chat_rooms.insert({
      id,
      participant_ids: [memberId, otherId],
      ...(questionId ? { question_id: questionId } : {}),
      created_by: memberId,
      created_at: now.toISOString(),
      last_message_at: 0,
      sync_state: 'pending',
      updatedAt: 0,
    });
  } catch (error) {
    // Another tab, or the sync, stored it in the meantime: that room is the one.
    if (!(await db.chat_rooms.findOne(id).exec())) throw error;
  }
  return id;
}
