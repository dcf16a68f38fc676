import { createRootRoute } from '@tanstack/react-router';
import { NotFoundRedirect } from '../components/redirect/not-found-redirect';
import { AppLayout } from './-components/app-layout';

export const Route = createRootRoute({
  component: AppLayout,
  // Any unknown path redirects to /hi (which sends a member home), saying 'There is no page at /xyz'.
  notFoundComponent: () => <NotFoundRedirect to="/hi" />,
});
