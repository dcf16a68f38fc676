import { combineLatest, debounceTime, map, of, startWith, switchMap } from 'rxjs';
import { useLiveQuery } from '../../../db/use-live-query';
import { chatReads$ } from '../chat-reads';
import { readConversations } from './use-conversations';

/**
 * How many of the member's chats have messages they have not read, from this device alone: the
 * Messages badge while the server cannot be asked. Nothing is read while `enabled` is false.
 */
export function useLocalUnreadChats(memberId: string | null, enabled: boolean): number | undefined {
  const { data } = useLiveQuery(
    (db) =>
      memberId && enabled
        ? combineLatest([chatReads$(db), db.chat_rooms.$.pipe(startWith(null)), db.chat_messages.$.pipe(startWith(null))]).pipe(
            debounceTime(100),
            switchMap(([reads]) => readConversations(db, memberId, reads)),
            map((conversations) => conversations.filter((conversation) => conversation.unread > 0).length),
          )
        : of(undefined),
    [memberId, enabled],
  );
  return data;
}
