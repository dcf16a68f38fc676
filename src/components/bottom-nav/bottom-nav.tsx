import { UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { profilePath } from '../../lib/paths';
import { CountBadge, countLabel } from '../count-badge/count-badge';
import { IconCalendar, IconHome, IconMessages, IconQrCode } from '../icons/icons';
import { BOTTOM_NAV_HEIGHT_PX, SHOW_QR_SEARCH, activeItem } from './bottom-nav-rules';
import type { NavItem } from './bottom-nav-rules';
import classes from './bottom-nav.module.css';

export type BottomNavProps = {
  pathname: string;
  /** The signed-in member; Connect stays disabled until it is known. */
  user: { id: string; slug?: string | undefined } | null;
  /** Chat rooms with unread messages (SPEC 3: total_unread_chats). */
  unreadMessages: number;
};

type ItemProps = {
  item: NavItem;
  label: string;
  Icon: ComponentType<{ size?: number }>;
  current: NavItem | null;
  badge?: ReactNode;
  /** The spoken name when the badge adds to it: 'Messages, 5 unread'. */
  name?: string | undefined;
};

function ItemContent({ label, Icon, badge }: Pick<ItemProps, 'label' | 'Icon' | 'badge'>) {
  return (
    <>
      <span className={classes.iconWrap}>
        <Icon size={22} />
        {badge && <span className={classes.badge}>{badge}</span>}
      </span>
      <span>{label}</span>
    </>
  );
}

function NavLink({ to, search, ...props }: ItemProps & { to: string; search?: Record<string, number> }) {
  const active = props.current === props.item;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      // The profile routes declare no search schema, so the query flag is passed as a reducer.
      search={search ? ((() => search) as never) : undefined}
      className={`${classes.item} ${props.item === 'home' ? classes.home : ''}`}
      aria-current={active ? 'page' : undefined}
      aria-label={props.name}
      data-item={props.item}
    >
      <ItemContent label={props.label} Icon={props.Icon} badge={props.badge} />
    </UnstyledButton>
  );
}

/** SPEC 2: Events, Home in the centre, Connect (own profile with its QR view) and Messages with its unread badge. */
export function BottomNav({ pathname, user, unreadMessages }: BottomNavProps) {
  const current = activeItem(pathname);
  return (
    <nav aria-label="Main" className={classes.nav} style={{ height: BOTTOM_NAV_HEIGHT_PX }} data-testid="bottom-nav">
      <ul className={classes.list}>
        <li>
          <NavLink item="events" label="Events" Icon={IconCalendar} current={current} to="/events" />
        </li>
        <li>
          <NavLink item="home" label="Home" Icon={IconHome} current={current} to="/home" />
        </li>
        <li>
          {user ? (
            <NavLink item="connect" label="Connect" Icon={IconQrCode} current={current} to={profilePath(user)} search={SHOW_QR_SEARCH} />
          ) : (
            <UnstyledButton className={classes.item} disabled data-item="connect">
              <ItemContent label="Connect" Icon={IconQrCode} />
            </UnstyledButton>
          )}
        </li>
        <li>
          <NavLink
            item="messages"
            label="Messages"
            Icon={IconMessages}
            current={current}
            to="/messages"
            badge={<CountBadge count={unreadMessages} size="xs" />}
            name={unreadMessages > 0 ? `Messages, ${countLabel(unreadMessages)?.toLowerCase()}` : undefined}
          />
        </li>
      </ul>
    </nav>
  );
}
