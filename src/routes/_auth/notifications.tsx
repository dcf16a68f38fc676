import { Button } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationDoc } from '../../../schemas/notification.schema';
import { LoadingScreen } from '../../components/loading-screen/loading-screen';
import { Screen } from '../../components/screen';
import { defineMessages } from '../../i18n/define-messages';
import { ConfirmMeeting } from '../../features/meetings/contacts-view';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { NotificationsEmpty } from '../../features/notifications/components/notifications-empty';
import { NotificationsHeading } from '../../features/notifications/components/notifications-heading';
import { useNotificationWrites } from '../../features/notifications/hooks/use-notification-writes';
import { useActors, useNotifications, useUnreadCount } from '../../features/notifications/hooks/use-notifications';
import { PAGE_SIZE, readsMore } from '../../features/notifications/notifications';
import { useMember } from '../../member/member-store';

export const Route = createFileRoute('/_auth/notifications')({
  staticData: { screen: { access: 'protected', header: { kind: 'default' }, nav: null, savable: true } },
  component: NotificationsScreen,
});

const messages = defineMessages({
  more: { id: 'routes.notifications.more', defaultMessage: 'Show more' },
});

/** The member's notifications from this device, offline too: newest first, a page at a time. */
function NotificationsScreen() {
  const intl = useIntl();
  const member = useMember();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const { shown, hasMore, readWith } = useNotifications(member.id, limit);
  const unread = useUnreadCount(member.id);
  const actors = useActors(shown?.map((notification) => notification.actor_id ?? '') ?? []);
  const writes = useNotificationWrites();
  const [marking, setMarking] = useState(false);
  // A page is PAGE_SIZE rows, and a row may be a group ('Grace and 20 others'): while fewer groups than
  // that are shown and more are on the device, read more, so a group counts all of its members.
  // Only once the rows of the limit asked for are in: the smaller page shows meanwhile, and is no reason to read more.
  const more = readWith === limit && readsMore(shown, hasMore, limit);
  useEffect(() => {
    if (more) setLimit((current) => current + PAGE_SIZE);
  }, [more]);

  // Tapping one marks it read on this device (a group's row, all of the group); its link (the row's own) takes the member there.
  const onOpen = useCallback((notification: NotificationDoc, alsoRead?: readonly NotificationDoc[]) => void writes.open(notification, alsoRead), [writes]);
  // A member who says they met this one asks for a Confirm, right on the notification.
  const actionOf = useCallback(
    (notification: NotificationDoc) => (notification.kind === 'we_met' && notification.actor_id ? <ConfirmMeeting memberId={member.id} otherId={notification.actor_id} /> : null),
    [member.id],
  );
  const onMarkAllRead = () => {
    setMarking(true);
    void writes.markAllRead().finally(() => setMarking(false));
  };

  if (!shown) {
    return (
      <Screen>
        <LoadingScreen context="notifications" />
      </Screen>
    );
  }
  return (
    <Screen>
      <NotificationsHeading unread={unread} any={shown.length > 0} onMarkAllRead={onMarkAllRead} marking={marking} />
      {shown.length === 0 ? <NotificationsEmpty /> : <NotificationList notifications={shown} actors={actors} onOpen={onOpen} actionOf={actionOf} />}
      {hasMore && (
        <Button variant="default" fullWidth mt="md" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
          {intl.formatMessage(messages.more)}
        </Button>
      )}
    </Screen>
  );
}
