import { Outlet, useLocation } from '@tanstack/react-router';
import { AppShell } from '../../components/app-shell/app-shell';
import { headerFor } from '../../components/app-header/header-rules';
import { SyncIndicator } from '../../components/sync-indicator';
import { useStoredUser } from '../../member/member-store';
import { pathSegments } from '../../lib/back-target';
import { useUnreadChatCount } from '../../lib/unread-chats';
import { useEventName } from './use-event-name';
import { useUnreadNotificationCount } from './use-unread-notifications';

// What a guest may see (the event list, event details, big screens); everything else waits for the member before the shell shows.
function isPublicPath(pathname: string): boolean {
  const [first, second, third] = pathSegments(pathname);
  return first === 'events' && third !== 'edit' && (second === undefined || third === undefined || third === 'big-screen');
}

function editedEvent(pathname: string): string | null {
  if (headerFor(pathname).kind !== 'event-name') return null;
  const slugOrId = pathSegments(pathname)[1];
  try {
    return slugOrId ? decodeURIComponent(slugOrId) : null;
  } catch {
    return slugOrId ?? null;
  }
}

/** The root layout: every screen inside the shell its path asks for, fed with the member's data. */
export function AppLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const user = useStoredUser();
  const unreadNotifications = useUnreadNotificationCount(user?.id ?? null);
  const unreadMessages = useUnreadChatCount(user !== null);
  const eventName = useEventName(user ? editedEvent(pathname) : null);
  return (
    <AppShell
      pathname={pathname}
      user={user}
      chrome={user !== null || isPublicPath(pathname)}
      unreadNotifications={unreadNotifications}
      unreadMessages={unreadMessages}
      eventName={eventName}
      status={<SyncIndicator />}
    >
      <Outlet />
    </AppShell>
  );
}
