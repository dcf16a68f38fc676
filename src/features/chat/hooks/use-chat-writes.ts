import { useCallback } from 'react';
import { appLink } from '../../../../schemas/app-links';
import { messageProblem, type ChatMessageDoc } from '../../../../schemas/chat-message.schema';
import { toast } from '../../../components/toasts/toast';
import { getDatabase } from '../../../db/database';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { track } from '../../../lib/analytics';
import { sendMessages, retryWrite } from '../../../lib/sync-client';
import { refreshUnreadChats } from '../../../lib/unread-chats';
import { markPending } from '../../../../local-store/mark-pending';
import { newId } from '../../../lib/uuid';
import { markRoomRead } from '../chat-reads';

const messages = defineMessages({
  notSent: { id: 'chat.send.notSent', defaultMessage: 'Not sent' },
  notSentReason: { id: 'chat.send.notSentReason', defaultMessage: 'Your message was not sent: {reason}' },
  sendingAgain: { id: 'chat.send.sendingAgain', defaultMessage: 'Sending again' },
  retryFailed: { id: 'chat.send.retryFailed', defaultMessage: 'Could not send it again' },
});

/** What sending gave: sent to the queue (and its id), or refused with the words to show. */
export type SendOutcome = { sent: true; id: string } | { sent: false; message: string };


/**
 * A message on its way into the queue, shown at once ('Sending') while the worker stores it: `show`
 * before it is stored, `drop` when it could not be (the composer gives its text back).
 */
export type SendEcho = { show: (message: ChatMessageDoc) => void; drop: (id: string) => void };

/** Sending, retrying and reading a room's messages; each shows the member what became of it. */
export function useChatWrites(roomId: string, memberId: string, echo?: SendEcho) {
  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      const problem = messageProblem(text);
      if (problem) return { sent: false, message: problem };
      const id = newId();
      // Leading and trailing blank lines go; the text in between stays exactly as typed.
      const body = text.replace(/^\s*\n/, '').trimEnd();
      const now = Date.now();
      echo?.show({
        id, room_id: roomId, sender_id: memberId, body, timestamp: now, status: 'pending',
        network_state_when_created: navigator.onLine ? 'online' : 'offline', cached_at: now, last_updated: now, updatedAt: 0,
      });
      try {
        await sendMessages(roomId, [{ id, room_id: roomId, sender_id: memberId, body }]);
      } catch (error) {
        echo?.drop(id);
        const intl = appIntl();
        const message = intl.formatMessage(messages.notSentReason, { reason: (error as Error).message });
        toast.error(intl.formatMessage(messages.notSent), { description: message, duration: 8_000 });
        return { sent: false, message };
      }
      track('Message Sent', { offline: !navigator.onLine });
      return { sent: true, id };
    },
    [roomId, memberId, echo],
  );

  const retry = useCallback(async (messageId: string) => {
    try {
      await retryWrite('chat_messages', messageId);
      toast.info(appIntl().formatMessage(messages.sendingAgain));
    } catch (error) {
      toast.error(appIntl().formatMessage(messages.retryFailed), { description: (error as Error).message });
    }
  }, []);

  /** The member has seen the room up to `at`: the room's unread count and its chat notification go. */
  const markRead = useCallback(
    async (at: number) => {
      const db = await getDatabase();
      await markRoomRead(db, roomId, memberId, at).catch(() => {});
      const notes = await db.notifications.find({ selector: { user_id: memberId, status: 'unread', link: appLink('/messages/$threadId', { threadId: roomId }) } }).exec();
      await Promise.all(notes.map((note) => markPending(note, { status: 'read' }))).catch(() => {});
      refreshUnreadChats();
    },
    [roomId, memberId],
  );

  return { send, retry, markRead };
}
