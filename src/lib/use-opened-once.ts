import { useState } from 'react';

/**
 * Whether a dialog has been opened at least once: a screen mounts it then, and keeps it for its closing
 * transition. Closed dialogs (a modal, its portal, focus trap and scroll lock) mounted with every screen
 * cost that screen's first paint.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [was, setWas] = useState(opened);
  // Derived in render: the dialog mounts in the render that opens it, not one later.
  if (opened && !was) setWas(true);
  return was || opened;
}
