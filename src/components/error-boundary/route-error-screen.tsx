import { useEffect } from 'react';
import { GlobalErrorScreen } from './global-error-screen';

export type RouteErrorScreenProps = { error: unknown; info?: { componentStack: string } | undefined };

/**
 * The router's error component: a screen that fails to render or load shows the global error screen
 * ('Something went wrong', a reload button) instead of the router's own, which would print the error on the page.
 */
export function RouteErrorScreen({ error, info }: RouteErrorScreenProps) {
  useEffect(() => {
    console.error('Render error caught by the router', error, info?.componentStack ?? '');
  }, [error, info]);
  return <GlobalErrorScreen />;
}
