import { useEffect } from 'react';
import { setSyncMember } from '../../../lib/sync-client';
import { useAuth } from '../hooks/use-auth';

/** A signed-in member's device replicates their data too; a guest's only the public events. */
export function SyncMembership() {
  const auth = useAuth();
  useEffect(() => {
    if (auth.ready) void setSyncMember(auth.isAuthenticated).catch((error: unknown) => console.warn('Sync could not switch', error));
  }, [auth.ready, auth.isAuthenticated]);
  return null;
}
