import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AuthGate } from '../features/auth/components/auth-gate';

/** Every protected route sits under this pathless layout: it needs a signed-in member. */
export const Route = createFileRoute('/_auth')({ component: ProtectedLayout });

function ProtectedLayout() {
  return (
    <AuthGate>
      <Outlet />
    </AuthGate>
  );
}
