import { Outlet } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AppShell } from '../../components/app-shell/app-shell';
import { useCurrentScreen } from '../../components/app-shell/screen-facts';
import { SyncIndicator } from '../../components/sync-indicator';
import { VenueBanner } from '../../components/venue-banner';
import { useStoredUser } from '../../member/member-store';
import { useLocalUnreadChats } from '../../features/chat/hooks/use-local-unread-chats';
import { SyncCentreButton } from '../../features/sync-centre/components/sync-centre-button';
import { useSyncValue } from '../../lib/sync-client';
import { useUnreadChatCount } from '../../lib/unread-chats';
import { ConnectLayer } from './connect-layer';
import { useEventName } from './use-event-name';
import { useUnreadNotificationCount } from './use-unread-notifications';

/** The root layout: every screen inside the shell its route asks for, fed with the member's data. */
export function AppLayout() {
  const screen = useCurrentScreen();
  const user = useStoredUser();
  const unreadNotifications = useUnreadNotificationCount(user?.id ?? null);
  // The Messages badge asks the server while it is reachable, and counts on the device when not.
  const reachable = useSyncValue((sync) => sync.online && sync.connected);
  const remoteUnread = useUnreadChatCount(user !== null);
  const localUnread = useLocalUnreadChats(user?.id ?? null, !reachable);
  const unreadMessages = reachable ? remoteUnread : (localUnread ?? remoteUnread);
  // A guest reads an event's name on the public screens that carry it (a session of its agenda).
  const eventName = useEventName(user || screen.access === 'public' ? screen.eventSlugOrId : null);
  // A bare header (a member's public card) has no controls: the indicator only shows the state. The
  // same element until that changes, so the header is not drawn again for it.
  const memberId = user && screen.header.kind !== 'bare' ? user.id : null;
  const status = useMemo(() => (memberId ? <SyncCentreButton memberId={memberId} /> : <SyncIndicator />), [memberId]);
  return (
    <AppShell
      screen={screen}
      user={user}
      // A guest sees the shell only on public screens; a protected one waits for the member.
      chrome={user !== null || screen.access === 'public'}
      unreadNotifications={unreadNotifications}
      unreadMessages={unreadMessages}
      eventName={eventName}
      status={status}
    >
      <VenueBanner />
      <Outlet />
      {user && <ConnectLayer />}
    </AppShell>
  );
}
