import { Navigate, createRootRoute } from '@tanstack/react-router';
import { AppLayout } from './-components/app-layout';

export const Route = createRootRoute({
  component: AppLayout,
  // SPEC 2: any unknown path redirects to /hi.
  notFoundComponent: () => <Navigate to="/hi" replace />,
});
