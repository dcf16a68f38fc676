import { UnstyledButton } from '@mantine/core';
import {
  IconCalendar,
  IconCalendarFilled,
  IconHome,
  IconHomeFilled,
  IconMessages,
  IconMessagesFilled,
  IconQrcode,
  type TablerIcon,
} from '@tabler/icons-react';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { appLink } from '../../../schemas/app-links';
import { pathKey } from '../../lib/paths';
import { CountBadge } from '../count-badge/count-badge';
import { UnstyledLink } from '../links';
import { BOTTOM_NAV_HEIGHT_PX, SHOW_QR_SEARCH, type NavItem, type ShowQrSearch } from './nav-items';
import classes from './bottom-nav.module.css';

const messages = defineMessages({
  nav: { id: 'components.bottomNav.label', defaultMessage: 'Main' },
  events: { id: 'components.bottomNav.events', defaultMessage: 'Events' },
  home: { id: 'components.bottomNav.home', defaultMessage: 'Home' },
  connect: { id: 'components.bottomNav.connect', defaultMessage: 'Connect' },
  messages: { id: 'components.bottomNav.messages', defaultMessage: 'Messages' },
  messagesUnread: { id: 'components.bottomNav.messagesUnread', defaultMessage: '{count, plural, other {Messages, # unread}}' },
  messagesManyUnread: { id: 'components.bottomNav.messagesManyUnread', defaultMessage: 'Messages, more than {cap, number} unread' },
});

// Above this many unread the badge says 99+.
const UNREAD_CAP = 99;

export type BottomNavProps = {
  /** The path on show, without its query. */
  pathname: string;
  /** The item the screen highlights, if any. */
  current: NavItem | null;
  /** The signed-in member; Connect stays disabled until it is known. */
  user: { id: string; slug?: string | undefined } | null;
  /** Chat rooms with unread messages (total_unread_chats of GET /chats/unread-count). */
  unreadMessages: number;
  /** Shown only as a desktop's side navigation: a phone has no navigation on this screen. */
  desktopOnly?: boolean;
};

type ItemProps = {
  item: NavItem;
  label: string;
  Icon: TablerIcon;
  /** The icon of the active tab, filled where the set has one. */
  ActiveIcon?: TablerIcon;
  current: NavItem | null;
  /** The path shown, without its query: the tab is the current page only on its own path. */
  here: string;
  badge?: ReactNode;
  /** The spoken name when the badge adds to it: 'Messages, 5 unread'. */
  name?: string | undefined;
};

function ItemContent({ label, Icon, badge }: Pick<ItemProps, 'label' | 'badge'> & { Icon: TablerIcon }) {
  return (
    <>
      <span className={classes.iconWrap}>
        <Icon size={22} stroke={1.75} aria-hidden="true" />
        {badge && <span className={classes.badge}>{badge}</span>}
      </span>
      <span className={classes.label}>{label}</span>
    </>
  );
}

/** Where an item goes: a tab's own screen, or the member's own profile in its QR view. */
type NavTarget = { to: '/events' | '/home' | '/messages' } | { to: '/profile/$slugOrId'; params: { slugOrId: string }; search: ShowQrSearch };

function NavLink({ target, here, ActiveIcon, ...props }: ItemProps & { target: NavTarget }) {
  const active = props.current === props.item;
  const path = 'params' in target ? appLink(target.to, target.params) : target.to;
  return (
    <UnstyledLink
      {...target}
      // Only the tab's own path is the router's current page; inside its section the item says 'true' (below).
      activeOptions={{ exact: true }}
      className={classes.item}
      // 'page' on the tab's own screen; 'true' inside its section (a question under Home).
      aria-current={active ? (here === path ? 'page' : 'true') : undefined}
      aria-label={props.name}
      data-item={props.item}
    >
      <ItemContent label={props.label} Icon={active && ActiveIcon ? ActiveIcon : props.Icon} badge={props.badge} />
    </UnstyledLink>
  );
}

/**
 * Events, Home in the centre, Connect (own profile with its QR view) and Messages with its unread badge:
 * a bar at the bottom of a phone, a column with the product's name at the side of a desktop (CSS).
 * Drawn again only when what it shows changes.
 */
export const BottomNav = memo(function BottomNav({ pathname: here, current, user, unreadMessages, desktopOnly = false }: BottomNavProps) {
  const intl = useIntl();
  const unread = Math.floor(unreadMessages);
  const messagesName =
    unread < 1 ? undefined : unread > UNREAD_CAP ? intl.formatMessage(messages.messagesManyUnread, { cap: UNREAD_CAP }) : intl.formatMessage(messages.messagesUnread, { count: unread });
  return (
    <nav
      aria-label={intl.formatMessage(messages.nav)}
      className={classes.nav}
      style={{ '--bottom-nav-height': `${BOTTOM_NAV_HEIGHT_PX}px` } as CSSProperties}
      data-testid="bottom-nav"
      data-desktop-only={desktopOnly || undefined}
    >
      <div className={classes.brand} aria-hidden="true">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span>{__PRODUCT_NAME__}</span>
      </div>
      <ul className={classes.list}>
        <li>
          <NavLink item="events" label={intl.formatMessage(messages.events)} Icon={IconCalendar} ActiveIcon={IconCalendarFilled} current={current} here={here} target={{ to: '/events' }} />
        </li>
        <li>
          <NavLink item="home" label={intl.formatMessage(messages.home)} Icon={IconHome} ActiveIcon={IconHomeFilled} current={current} here={here} target={{ to: '/home' }} />
        </li>
        <li>
          {user ? (
            <NavLink item="connect" label={intl.formatMessage(messages.connect)} Icon={IconQrcode} current={current} here={here} target={{ to: '/profile/$slugOrId', params: { slugOrId: pathKey(user) }, search: SHOW_QR_SEARCH }} />
          ) : (
            <UnstyledButton className={classes.item} disabled data-item="connect">
              <ItemContent label={intl.formatMessage(messages.connect)} Icon={IconQrcode} />
            </UnstyledButton>
          )}
        </li>
        <li>
          <NavLink
            item="messages"
            label={intl.formatMessage(messages.messages)}
            Icon={IconMessages}
            ActiveIcon={IconMessagesFilled}
            current={current}
            here={here}
            target={{ to: '/messages' }}
            badge={<CountBadge count={unreadMessages} size="xs" />}
            name={messagesName}
          />
        </li>
      </ul>
    </nav>
  );
});
