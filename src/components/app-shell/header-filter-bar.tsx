import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useShell } from './shell-context';

/**
 * Renders its children in the header's filter-bar slot (the header grows from 90 to 120 px
 * while it is there). A screen puts it anywhere in its tree; outside a shell the children render in place.
 */
export function HeaderFilterBar({ children }: { children: ReactNode }) {
  const shell = useShell();
  const showFilterBar = shell?.showFilterBar;
  useEffect(() => showFilterBar?.(), [showFilterBar]);
  if (!shell) return <>{children}</>;
  return shell.filterBarTarget ? createPortal(children, shell.filterBarTarget) : null;
}
