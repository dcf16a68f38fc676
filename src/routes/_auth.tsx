import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { localWrite } from '../components/local-write/local-write';
import { defineMessages } from '../i18n/define-messages';
import { appIntl } from '../i18n/i18n-provider';
import { markRead } from '../features/notifications/notifications';
import { onIdle } from '../lib/on-idle';
import { markPushRead, notificationFromPush, reportVisibility, withoutPushParam } from '../lib/push';
import { usePushOnStart } from '../lib/use-push-on-start';
import { AuthGate } from '../features/auth/components/auth-gate';
import { useOwnProfile } from '../features/profiles/hooks/use-own-profile';

const messages = defineMessages({
  notMarkedRead: { id: 'routes.auth.notMarkedRead', defaultMessage: 'The notification was not marked read' },
});

/** Every protected route sits under this pathless layout: it needs a signed-in member. */
export const Route = createFileRoute('/_auth')({ component: ProtectedLayout });

/** Keeps the signed-in member (the header's avatar, their name everywhere) following their profile on this device. */
function FollowOwnProfile() {
  useOwnProfile();
  return null;
}

/**
 * Web push on this device: the server hears while the app is on screen (no push meanwhile), gets the
 * device's subscription again at start when it changed, and a push the member tapped marks its
 * notification read, on the server or, offline, on the device.
 */
function FollowPushes() {
  // From an idle moment on: the first protected screen the member opens is drawn first.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = onIdle(() => (stop = reportVisibility()), 1_000);
    return () => {
      cancel();
      stop?.();
    };
  }, []);
  usePushOnStart();
  useEffect(() => {
    const id = notificationFromPush();
    if (!id) return;
    history.replaceState(history.state, '', withoutPushParam());
    markPushRead(id).catch(() => localWrite((db) => markRead(db, id), { failure: appIntl().formatMessage(messages.notMarkedRead) }));
  }, []);
  return null;
}

function ProtectedLayout() {
  return (
    <AuthGate>
      <FollowOwnProfile />
      <FollowPushes />
      <Outlet />
    </AuthGate>
  );
}
