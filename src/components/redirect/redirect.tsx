import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export type RedirectProps = { to: string; replace?: boolean };

/**
 * Navigates once, when it mounts. The router's own `<Navigate>` navigates again whenever it re-renders
 * with a new props object; inside a guard that re-renders on every navigation (it reads the location)
 * that never settles, and the tab freezes. Lint forbids `<Navigate>` for this reason.
 */
export function Redirect({ to, replace = true }: RedirectProps) {
  const navigate = useNavigate();
  const done = useRef(false);
  const target = useRef({ to, replace });
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(target.current);
  }, [navigate]);
  return null;
}
