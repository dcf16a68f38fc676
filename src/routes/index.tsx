import { createFileRoute, redirect } from '@tanstack/react-router';

// / redirects to /hi.
export const Route = createFileRoute('/')({
  staticData: { screen: { access: 'full-screen', header: { kind: 'none' }, savable: false } },
  beforeLoad: () => {
    throw redirect({ to: '/hi', replace: true });
  },
});
