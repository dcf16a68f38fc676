import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC 2: / redirects to /hi.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/hi', replace: true });
  },
});
