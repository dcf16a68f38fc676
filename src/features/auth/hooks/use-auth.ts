import { useLogto } from '@logto/react';
import { useEffect, useState } from 'react';

/**
 * Whether this device holds a sign-in. `ready` turns true once the SDK has read its storage and stays
 * true: the SDK's own loading flag flickers on every token call.
 */
export function useAuth(): { ready: boolean; isAuthenticated: boolean } {
  const { isAuthenticated, isLoading } = useLogto();
  const [ready, setReady] = useState(!isLoading);
  useEffect(() => {
    if (!isLoading) setReady(true);
  }, [isLoading]);
  return { ready: ready || !isLoading, isAuthenticated };
}
