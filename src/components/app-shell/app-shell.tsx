import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { AppHeader, HeaderSpace, type HeaderUser } from '../app-header/app-header';
import { ScrollSentinel } from '../app-header/scroll-sentinel';
import { BottomNav } from '../bottom-nav/bottom-nav';
import { BOTTOM_NAV_HEIGHT_PX } from '../bottom-nav/nav-items';
import { headerTitle as titleOf, type CurrentScreen } from './screen-facts';
import { useMountedInTransition } from '../../lib/use-mounted-in-transition';
import { ShellContext, type ShellValue } from './shell-context';
import classes from './app-shell.module.css';

export type AppShellProps = {
  /** The screen on show, as its route declares it. */
  screen: CurrentScreen;
  user: HeaderUser | null;
  unreadNotifications: number;
  unreadMessages: number;
  /** The event's name on its edit page. */
  eventName?: string | undefined;
  /** Shown in the header, e.g. the sync indicator. */
  status?: ReactNode;
  /** False draws the screen alone: a protected page before the member is known. */
  chrome?: boolean;
  children: ReactNode;
};

const messages = defineMessages({
  skip: { id: 'components.appShell.skipToContent', defaultMessage: 'Skip to content' },
});

// The toaster keeps bottom toasts above the navigation through this variable.
export const BOTTOM_INSET_VAR = '--app-bottom-inset';

function useBottomInset(px: number) {
  useEffect(() => {
    // On a desktop the navigation is at the side: nothing to keep clear at the bottom (theme.css).
    document.documentElement.style.setProperty(BOTTOM_INSET_VAR, `${px}px`);
    return () => {
      document.documentElement.style.removeProperty(BOTTOM_INSET_VAR);
    };
  }, [px]);
}

/** The header and bottom navigation every screen's route asks for, around the screen. */
export function AppShell({ screen, user, unreadNotifications, unreadMessages, eventName, status, chrome = true, children }: AppShellProps) {
  const intl = useIntl();
  const rule = screen.header;
  const headerShown = chrome && rule.kind !== 'none';
  const nav = chrome && screen.nav !== undefined;
  // On a desktop the navigation sits at the side of every screen with the app's header (a member's
  // bare public card aside), not only where a phone has the bottom bar; CSS places and shows it.
  const sideNav = chrome && (nav || (headerShown && rule.kind !== 'bare'));
  const sentinel = headerShown && rule.kind === 'default' && rule.scrollSentinel;
  // The first time the header and navigation appear (signing in, opening the app) they mount in a
  // transition: with the screen they were one main-thread task of about 100 ms. The screen already sits
  // where they leave room for it; later they stay mounted.
  const chromeMounted = useMountedInTransition(headerShown || sideNav);
  const framed = chromeMounted || !(headerShown || sideNav);
  const [scrolled, setScrolled] = useState(false);
  const [filterBars, setFilterBars] = useState(0);
  const [filterBarTarget, setFilterBarTarget] = useState<HTMLElement | null>(null);
  useBottomInset(nav ? BOTTOM_NAV_HEIGHT_PX : 0);

  // The slot and its filter bar mount in transitions: set from an effect and a ref, they would
  // otherwise render synchronously, the bar's first render one main-thread task with the screen's.
  const showFilterBar = useCallback(() => {
    startTransition(() => setFilterBars((count) => count + 1));
    return () => startTransition(() => setFilterBars((count) => count - 1));
  }, []);
  const placeFilterBar = useCallback((element: HTMLElement | null) => startTransition(() => setFilterBarTarget(element)), []);
  const headerTitle = titleOf(rule, intl, eventName);
  // The screen's declared filter bar has its room from the first frame; one a screen adds on its own
  // gets it when it comes.
  const withFilterBar = (rule.kind === 'default' && rule.filterBar) || filterBars > 0;
  // The same element while the slot stays, so the header is not drawn again for it.
  const filterBarSlot = useMemo(() => (withFilterBar ? <div ref={placeFilterBar} data-testid="header-filter-bar" /> : undefined), [withFilterBar, placeFilterBar]);
  const value = useMemo<ShellValue>(
    () => ({
      headerShown,
      headerTitle: headerShown ? headerTitle : null,
      filterBarTarget: headerShown ? filterBarTarget : null,
      framed,
      showFilterBar,
    }),
    [headerShown, headerTitle, filterBarTarget, framed, showFilterBar],
  );

  return (
    <ShellContext.Provider value={value}>
      {/* At 1024 px and wider the navigation is a column at the side and the frame leaves room for it (CSS only, so a server-rendered page is laid out before any script). */}
      <div className={classes.frame} data-side-nav={sideNav || undefined}>
      {headerShown && (
        <a href="#main-content" className={classes.skipLink}>
          {intl.formatMessage(messages.skip)}
        </a>
      )}
      {sentinel && <ScrollSentinel onScrolledChange={setScrolled} />}
      {/* Until the header has mounted, its room: the screen (or its loading state) sits where it will stay. */}
      {headerShown && !chromeMounted && <HeaderSpace rule={rule} withFilterBar={withFilterBar} />}
      {headerShown && chromeMounted && (
        <AppHeader
          rule={rule}
          user={user}
          unreadNotifications={unreadNotifications}
          eventName={eventName}
          scrolled={sentinel && scrolled}
          status={status}
          filterBar={filterBarSlot}
        />
      )}
      <main id="main-content" tabIndex={-1} className={classes.main} data-bottom-nav={nav || undefined}>
        {children}
      </main>
      {sideNav && chromeMounted && (
        <BottomNav pathname={screen.pathname} current={screen.nav ?? screen.section} user={user} unreadMessages={unreadMessages} desktopOnly={!nav} />
      )}
      </div>
    </ShellContext.Provider>
  );
}
