import { Stack } from '@mantine/core';
import type { NotificationDoc } from '../../../../schemas/notification.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { useLocaleProfile } from '../../../lib/locale-context';
import { useNow } from '../../../lib/use-now';
import { NotificationRow } from './notification-row';

// Relative times ('2 minutes ago') move on while the list is open: read the clock again this often.
const CLOCK_MS = 30_000;

export type NotificationListProps = {
  notifications: readonly NotificationDoc[];
  actors: ReadonlyMap<string, UserDoc>;
  onOpen: (notification: NotificationDoc) => void;
};

/** The member's notifications, newest first, each with its time in the member's locale. */
export function NotificationList({ notifications, actors, onOpen }: NotificationListProps) {
  const now = useNow({ every: CLOCK_MS });
  const profile = useLocaleProfile();
  return (
    <Stack component="ul" gap={8} aria-label="Notifications" m={0} p={0} style={{ listStyle: 'none' }}>
      {notifications.map((notification) => (
        <NotificationRow
          key={notification.id}
          notification={notification}
          actor={notification.actor_id ? actors.get(notification.actor_id) : undefined}
          now={now}
          profile={profile}
          onOpen={onOpen}
        />
      ))}
    </Stack>
  );
}
