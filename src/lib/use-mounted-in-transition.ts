import { startTransition, useEffect, useState } from 'react';

/**
 * Whether something heavy may mount yet: false until `ready`, then true for good, switched in a
 * transition. React then renders it in slices that let the browser in between instead of in the task
 * that made it ready (a navigation or an external store's change renders synchronously).
 */
export function useMountedInTransition(ready: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (ready && !mounted) startTransition(() => setMounted(true));
  }, [ready, mounted]);
  return mounted;
}
