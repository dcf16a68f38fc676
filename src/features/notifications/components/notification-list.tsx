import { Stack } from '@mantine/core';
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { NotificationDoc } from '../../../../schemas/notification.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { defineMessages } from '../../../i18n/define-messages';
import { useLocaleProfile } from '../../../lib/locale-context';
import { useNow } from '../../../lib/use-now';
import { groupNotifications, groupTitle, inLanguage, shownWords, type NotificationGroup } from '../notifications';
import { NotificationRow } from './notification-row';

const messages = defineMessages({
  list: { id: 'notifications.list.label', defaultMessage: 'Notifications' },
});

// Relative times ('2 minutes ago') move on while the list is open: read the clock again this often.
const CLOCK_MS = 30_000;

export type NotificationListProps = {
  notifications: readonly NotificationDoc[];
  actors: ReadonlyMap<string, UserDoc>;
  /** The member opened a row: its notification, and the other unread ones of its group, which are read with it. */
  onOpen: (notification: NotificationDoc, alsoRead?: readonly NotificationDoc[]) => void;
  /** What the member can do on a notification right there (Confirm a meeting), or nothing. */
  actionOf?: ((notification: NotificationDoc) => ReactNode) | undefined;
};

/** What a group's row shows: its newest, under the group's title, unread while any of it is. */
function shownOf(group: NotificationGroup, actors: ReadonlyMap<string, UserDoc>, intl: IntlShape): NotificationDoc {
  const lead = inLanguage(group.lead, intl);
  const { members } = group;
  if (members.length === 1) return lead;
  const actor = lead.actor_id ? actors.get(lead.actor_id) : undefined;
  const unread = members.some((member) => member.status === 'unread');
  const failed = members.find((member) => member.sync_state === 'failed');
  return {
    ...lead,
    // The name as the server wrote it in the title, the same whether the profile is on the device or not.
    title: groupTitle(group, actor?.full_name, intl),
    status: unread ? 'unread' : 'read',
    ...(failed ? { sync_state: 'failed', sync_error: failed.sync_error } : {}),
  };
}

/**
 * The member's notifications, newest first, each with its time in the member's locale. Those of one
 * kind about one question are one row ('Grace and 20 others can help with your question'), which
 * leads to the question and, opened, marks them all read.
 */
export function NotificationList({ notifications, actors, onOpen, actionOf }: NotificationListProps) {
  const intl = useIntl();
  const now = useNow({ every: CLOCK_MS });
  const region = useLocaleProfile();
  // Relative times are words ('2 minutes ago'): in the language on screen, whatever the region.
  const profile = useMemo(() => ({ ...region, locale: intl.locale }), [region, intl.locale]);
  const groups = useMemo(() => groupNotifications(notifications), [notifications]);
  const rows = useMemo(
    () =>
      groups.map((group) => {
        const shown = shownOf(group, actors, intl);
        return { group, shown, words: shownWords(group, shown.actor_id ? actors.get(shown.actor_id)?.full_name : undefined, intl) };
      }),
    [groups, actors, intl],
  );
  // One function for every row, so a row renders again only when what it shows changes.
  const current = useRef(groups);
  useLayoutEffect(() => {
    current.current = groups;
  });
  const open = useCallback(
    (shown: NotificationDoc) => {
      const group = current.current.find((candidate) => candidate.lead.id === shown.id);
      if (!group || group.members.length === 1) {
        onOpen(group?.lead ?? shown);
        return;
      }
      onOpen(
        group.lead,
        group.members.slice(1).filter((member) => member.status === 'unread'),
      );
    },
    [onOpen],
  );
  return (
    <Stack component="ul" gap={8} aria-label={intl.formatMessage(messages.list)} m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map(({ group, shown, words }) => (
        <NotificationRow
          key={group.key}
          notification={shown}
          words={words}
          actor={shown.actor_id ? actors.get(shown.actor_id) : undefined}
          now={now}
          profile={profile}
          onOpen={open}
          grouped={group.members.length > 1 ? group.members.length : undefined}
          action={actionOf?.(shown)}
        />
      ))}
    </Stack>
  );
}
