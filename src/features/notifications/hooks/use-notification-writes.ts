import { useMemo } from 'react';
import type { NotificationDoc } from '../../../../schemas/notification.schema';
import { localWrite } from '../../../components/local-write/local-write';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { trackNotificationOpened, trackNotificationsRead } from '../../../lib/analytics';
import { useMember } from '../../../member/member-store';
import { markAllRead, markManyRead, markRead } from '../notifications';

const messages = defineMessages({
  oneNotRead: { id: 'notifications.writes.oneNotRead', defaultMessage: 'The notification was not marked read' },
  groupNotRead: { id: 'notifications.writes.groupNotRead', defaultMessage: 'The notifications were not marked read' },
  allNotRead: { id: 'notifications.writes.allNotRead', defaultMessage: 'Your notifications were not marked read' },
});

/**
 * The member's reads of their notifications: stored on this device at once (synced later, read
 * anywhere stays read), with a toast when they cannot be, counted.
 */
export function useNotificationWrites() {
  const { id: memberId } = useMember();
  return useMemo(
    () => ({
      /** The member opened one (and with it the others of its group): they are read from now on. */
      open(notification: Pick<NotificationDoc, 'id' | 'kind'>, alsoRead: readonly Pick<NotificationDoc, 'id'>[] = []) {
        trackNotificationOpened(notification.kind);
        if (alsoRead.length === 0) return localWrite((db) => markRead(db, notification.id), { failure: appIntl().formatMessage(messages.oneNotRead) });
        const ids = [notification.id, ...alsoRead.map((other) => other.id)];
        return localWrite((db) => markManyRead(db, ids), { failure: appIntl().formatMessage(messages.groupNotRead) });
      },
      /** Every unread one is read, in one write. */
      async markAllRead() {
        const result = await localWrite((db) => markAllRead(db, memberId), { failure: appIntl().formatMessage(messages.allNotRead) });
        if (result.stored && result.value > 0) trackNotificationsRead(result.value);
        return result;
      },
    }),
    [memberId],
  );
}
