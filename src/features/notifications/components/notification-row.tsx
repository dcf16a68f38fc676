import { Card, Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCalendarCheck, IconCircleCheck, IconClockPlay, IconEyeOff, IconFlag, IconMicrophone, IconShieldCheck, type TablerIcon } from '@tabler/icons-react';
import { memo, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationDoc, NotificationKind } from '../../../../schemas/notification.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { Avatar } from '../../../components/avatar/avatar';
import { UnstyledLink } from '../../../components/links';
import { SyncBadge } from '../../../components/sync-badge';
import { defineMessages } from '../../../i18n/define-messages';
import { formatRelativeTime, type LocaleProfile } from '../../../lib/locale';
import { appPath } from '../notifications';
import classes from './notification-row.module.css';

const messages = defineMessages({
  unread: { id: 'notifications.row.unread', defaultMessage: '<hidden>Unread: </hidden>{title}' },
});

/** What the app itself tells, with nobody behind it, shows a picture of what it is about. */
const KIND_ICONS: Partial<Record<NotificationKind | (string & {}), TablerIcon>> = {
  checkin_reminder: IconCalendarCheck,
  session_reminder: IconClockPlay,
  questions_waiting: IconShieldCheck,
  question_approved: IconCircleCheck,
  question_hidden: IconEyeOff,
  question_answering: IconMicrophone,
  reports_waiting: IconFlag,
  report_outcome: IconFlag,
  message_hidden: IconEyeOff,
  question_solved: IconCircleCheck,
  answer_hidden: IconEyeOff,
};

// As wide as a medium avatar, so every row's text starts at the same place.
const PICTURE_PX = 38;

export type NotificationRowProps = {
  notification: NotificationDoc;
  /** Its title and body as shown, each name and title in them in its own direction. */
  words: { title: ReactNode; body: ReactNode };
  /** Who caused it, when their profile is on this device. */
  actor: UserDoc | undefined;
  now: number;
  profile: LocaleProfile;
  /** The member tapped it: it is read from now on. */
  onOpen: (notification: NotificationDoc) => void;
  /** How many notifications the row stands for, when it is a group of them. */
  grouped?: number | undefined;
  /** What the member can do right here (Confirm a meeting), drawn under the text. */
  action?: ReactNode;
};

/**
 * One notification: who, what, when, and a link to what it is about. Its title is the link and
 * covers the row; its name says whether it is unread, its description holds the rest.
 */
export const NotificationRow = memo(function NotificationRow({ notification, words, actor, now, profile, onOpen, grouped, action }: NotificationRowProps) {
  const intl = useIntl();
  const unread = notification.status === 'unread';
  const path = appPath(notification.link);
  const bodyId = useId();
  const timeId = useId();
  const { body } = words;
  const describedBy = body ? `${bodyId} ${timeId}` : timeId;
  const KindIcon = notification.actor_id ? undefined : KIND_ICONS[notification.kind];
  const title = unread
    ? intl.formatMessage(messages.unread, { title: words.title, hidden: (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden> })
    : words.title;
  const props = { className: classes.title, 'aria-describedby': describedBy, onClick: () => onOpen(notification) };
  return (
    <Card component="li" withBorder radius="md" p="sm" className={classes.card} data-unread={unread || undefined} data-group-size={grouped} data-testid="notification">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {/* The title names who it was; the picture beside it is for the eye. */}
        <span aria-hidden="true">
          {KindIcon ? (
            <ThemeIcon size={PICTURE_PX} radius="xl" variant="filled">
              <KindIcon size={20} />
            </ThemeIcon>
          ) : (
            <Avatar name={actor?.full_name} src={actor?.profile_picture} role={actor?.role} size="md" />
          )}
        </span>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          {path ? (
            // A stored path of this app, checked by appPath: the router resolves it as it resolves a typed address.
            <UnstyledLink to={path} {...props}>
              {title}
            </UnstyledLink>
          ) : (
            <UnstyledButton {...props}>{title}</UnstyledButton>
          )}
          {body && (
            <Text id={bodyId} size="sm" c="dimmed" lh={1.4} lineClamp={2} className={classes.body}>
              {body}
            </Text>
          )}
          <Group gap={6}>
            <Text id={timeId} size="xs" c="dimmed">
              {formatRelativeTime(notification.created_at, now, profile)}
            </Text>
            {notification.sync_state === 'failed' && (
              <span className={classes.above}>
                <SyncBadge state="failed" error={notification.sync_error} />
              </span>
            )}
          </Group>
          {action && <span className={classes.above}>{action}</span>}
        </Stack>
        {unread && <span className={classes.dot} aria-hidden="true" />}
      </Group>
    </Card>
  );
});
