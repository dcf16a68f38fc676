import { Navigate, Outlet, createRootRoute } from '@tanstack/react-router';

export const Route = createRootRoute({
  component: Outlet,
  // SPEC 2: any unknown path redirects to /hi.
  notFoundComponent: () => <Navigate to="/hi" replace />,
});
