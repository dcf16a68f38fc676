import { createFileRoute, redirect } from '@tanstack/react-router';

// / redirects to /hi.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/hi', replace: true });
  },
});
