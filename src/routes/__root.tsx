import { createRootRoute } from '@tanstack/react-router';
import { Redirect } from '../components/redirect/redirect';
import { AppLayout } from './-components/app-layout';

export const Route = createRootRoute({
  component: AppLayout,
  // Any unknown path redirects to /hi.
  notFoundComponent: () => <Redirect to="/hi" />,
});
