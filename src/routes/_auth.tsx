import { Outlet, createFileRoute } from '@tanstack/react-router';

/** Every protected route sits under this pathless layout; the sign-in guard lives here. */
export const Route = createFileRoute('/_auth')({ component: Outlet });
