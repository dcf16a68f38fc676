import { createRootRoute } from '@tanstack/react-router';
import { Redirect } from '../components/redirect/redirect';
import { AppLayout } from './-components/app-layout';

export const Route = createRootRoute({
  component: AppLayout,
  // SPEC 2: any unknown path redirects to /hi.
  notFoundComponent: () => <Redirect to="/hi" />,
});
