import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '../features/auth/components/auth-gate';
import { useOwnProfile } from '../features/profiles/hooks/use-own-profile';

/** Every protected route sits under this pathless layout: it needs a signed-in member. */
export const Route = createFileRoute('/_auth')({ component: ProtectedLayout });

/** Keeps the signed-in member (the header's avatar, their name everywhere) following their profile on this device. */
function FollowOwnProfile() {
  useOwnProfile();
  return null;
}

function ProtectedLayout() {
  return (
    <AuthGate>
      <FollowOwnProfile />
      <Outlet />
    </AuthGate>
  );
}
