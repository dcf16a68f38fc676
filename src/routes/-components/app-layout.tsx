import { Outlet } from '@tanstack/react-router';
import { AppShell } from '../../components/app-shell/app-shell';
import { useCurrentScreen } from '../../components/app-shell/screen-facts';
import { SyncIndicator } from '../../components/sync-indicator';
import { useStoredUser } from '../../member/member-store';
import { useUnreadChatCount } from '../../lib/unread-chats';
import { ConnectLayer } from './connect-layer';
import { useEventName } from './use-event-name';
import { useUnreadNotificationCount } from './use-unread-notifications';

/** The root layout: every screen inside the shell its route asks for, fed with the member's data. */
export function AppLayout() {
  const screen = useCurrentScreen();
  const user = useStoredUser();
  const unreadNotifications = useUnreadNotificationCount(user?.id ?? null);
  const unreadMessages = useUnreadChatCount(user !== null);
  const eventName = useEventName(user ? screen.eventSlugOrId : null);
  return (
    <AppShell
      screen={screen}
      user={user}
      // A guest sees the shell only on public screens; a protected one waits for the member.
      chrome={user !== null || screen.access === 'public'}
      unreadNotifications={unreadNotifications}
      unreadMessages={unreadMessages}
      eventName={eventName}
      status={<SyncIndicator />}
    >
      <Outlet />
      {user && <ConnectLayer />}
    </AppShell>
  );
}
