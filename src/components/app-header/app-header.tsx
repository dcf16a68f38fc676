import { ActionIcon, Anchor, Group, Text, VisuallyHidden, useDirection } from '@mantine/core';
import { IconArrowLeft, IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { profileLink } from '../../lib/paths';
import { Avatar } from '../avatar/avatar';
import { CountBadge } from '../count-badge/count-badge';
import { headerHeight, headerTitle, type HeaderRule } from '../app-shell/screen-facts';
import classes from './app-header.module.css';
import { AnchorLink } from '../links';

const messages = defineMessages({
  home: { id: 'components.appHeader.home', defaultMessage: '{product} home' },
  back: { id: 'components.appHeader.back', defaultMessage: 'Back' },
  profile: { id: 'components.appHeader.profile', defaultMessage: 'Your profile' },
  notifications: { id: 'components.appHeader.notifications', defaultMessage: 'Notifications' },
});

export type HeaderUser = { id: string; slug?: string | undefined; full_name?: string | undefined; profile_picture?: string | undefined; role?: string | undefined };

export type AppHeaderProps = {
  /** What the screen's route asks the header to be. */
  rule: HeaderRule;
  /** The signed-in member, or null while unknown. */
  user: HeaderUser | null;
  unreadNotifications: number;
  /** The event's name on its edit page, taken from the event itself. */
  eventName?: string | undefined;
  /** The home filter bar; with it the header is 120 px high instead of 90. */
  filterBar?: ReactNode;
  /** On /home, whether the page has scrolled under the header, which then changes its gradient. */
  scrolled?: boolean;
  /** Shown at the end of the bar, e.g. the sync indicator. */
  status?: ReactNode;
};

function Logo({ link }: { link: boolean }) {
  const intl = useIntl();
  if (!link) return <img className={classes.logo} src="/logo.svg" alt={__PRODUCT_NAME__} width={36} height={36} />;
  // The link names itself and the image inside it is decorative, so the name never hangs on the image.
  return (
    <Anchor component={Link} to="/home" display="block" className={classes.logoLink} aria-label={intl.formatMessage(messages.home, { product: __PRODUCT_NAME__ })}>
      <img className={classes.logo} src="/logo.svg" alt="" width={36} height={36} />
    </Anchor>
  );
}

/** The back arrow points to where the reading starts: left, and right in a right-to-left language. */
function BackButton({ to }: { to: string }) {
  const intl = useIntl();
  const { dir } = useDirection();
  return (
    <ActionIcon component={Link} to={to} preload="viewport" className={classes.back} variant="subtle" color="gray" c="var(--mantine-color-text)" size="lg" aria-label={intl.formatMessage(messages.back)}>
      <IconArrowLeft size={22} stroke={2} aria-hidden="true" style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
    </ActionIcon>
  );
}

function TitleStart({ back, title }: { back: string; title: string }) {
  return (
    <>
      <BackButton to={back} />
      <Text component="span" fw={700} size="lg" className={classes.title} data-testid="header-title">
        {title}
      </Text>
    </>
  );
}

function DefaultStart({ user }: { user: HeaderUser | null }) {
  const intl = useIntl();
  return (
    <>
      <Group className={classes.start} wrap="nowrap">
        <AnchorLink {...(user ? profileLink(user) : { to: '/profile' })} className={classes.profileLink} display="inline-flex">
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            <Avatar name={user?.full_name} src={user?.profile_picture} size="md" anonymous={!user} role={user?.role} />
          </span>
          <VisuallyHidden>{intl.formatMessage(messages.profile)}</VisuallyHidden>
        </AnchorLink>
      </Group>
      <Logo link />
    </>
  );
}

function Bell({ unread }: { unread: number }) {
  const intl = useIntl();
  return (
    <ActionIcon component={Link} to="/notifications" className={classes.bell} variant="subtle" color="gray" c="var(--mantine-color-text)" size="lg">
      <IconBell size={22} stroke={1.75} aria-hidden="true" />
      <VisuallyHidden>{intl.formatMessage(messages.notifications)}</VisuallyHidden>
      <span className={classes.badge}>
        <CountBadge count={unread} size="xs" />
      </span>
    </ActionIcon>
  );
}

/** The header's room and background, with nothing in it: what shows while the header itself mounts. */
export function HeaderSpace({ rule, withFilterBar }: { rule: HeaderRule; withFilterBar: boolean }) {
  if (rule.kind === 'none') return null;
  return <div className={classes.header} style={{ height: headerHeight(withFilterBar) }} data-kind={rule.kind} aria-hidden="true" data-testid="app-header-space" />;
}

/**
 * The header of every screen, as its route declares it. Renders nothing where it is hidden. Drawn again
 * only when what it shows changes: the shell renders at each step of a screen's load.
 */
export const AppHeader = memo(function AppHeader({ rule, user, unreadNotifications, eventName, filterBar, scrolled = false, status }: AppHeaderProps) {
  const intl = useIntl();
  if (rule.kind === 'none') return null;
  const withFilterBar = filterBar !== undefined && filterBar !== null && filterBar !== false;
  const titled = rule.kind === 'title' || rule.kind === 'event-name';
  return (
    <header
      className={classes.header}
      style={{ height: headerHeight(withFilterBar) }}
      data-kind={rule.kind}
      data-scrolled={scrolled || undefined}
      data-testid="app-header"
    >
      <div className={classes.bar} data-kind={rule.kind}>
        {titled && <TitleStart back={rule.back} title={headerTitle(rule, intl, eventName) ?? ''} />}
        {rule.kind === 'default' && <DefaultStart user={user} />}
        {rule.kind === 'bare' && <Logo link={false} />}
        {/* The bar's end stays in the same place whatever the kind, so that the status in it (the sync
            indicator, which counts the unsent writes when it mounts) lives on from screen to screen. */}
        <Group className={classes.end} gap={rule.kind === 'default' ? 6 : 'xs'} wrap="nowrap">
          {status}
          {rule.kind === 'default' && <Bell unread={unreadNotifications} />}
        </Group>
      </div>
      {withFilterBar && <div className={classes.filterBar}>{filterBar}</div>}
    </header>
  );
});
