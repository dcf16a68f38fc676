import { useEffect, useState } from 'react';

/**
 * Whether an overlay (a modal, a drawer) is drawn yet, and whether to show it open: it is not drawn
 * until it first opens, then for good. A closed Mantine overlay still mounts a portal and sets state
 * as it does, a render of its own after every screen's first commit; one drawn on demand costs the
 * screens nothing until it is wanted. It shows open one render after it is drawn, so it opens with its
 * transition the first time too, and it keeps its closing transition.
 */
export function useOverlayOnDemand(opened: boolean): { drawn: boolean; opened: boolean } {
  const [drawn, setDrawn] = useState(opened);
  if (opened && !drawn) setDrawn(true);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (drawn) setReady(true);
  }, [drawn]);
  return { drawn, opened: opened && ready };
}
