import type { ReactNode } from 'react';
import { useDesktop } from '../app-shell/use-desktop';
import classes from './split-pane.module.css';

export type SplitPaneProps = {
  /** The list beside the detail on a desktop (the conversations beside a chat); a phone leaves it out. */
  aside: ReactNode;
  /** The landmark's name of the list's pane. */
  asideLabel: string;
  /** The detail: the screen itself. */
  children: ReactNode;
  /**
   * Where the pane sits: at the start, a list to pick from (the conversations beside a chat); at the
   * end, what goes with the detail (an event's questions beside the event).
   */
  asideAt?: 'start' | 'end';
};

/**
 * A list beside the detail on a desktop, the list staying where it is while the detail scrolls with the
 * page; on a phone the detail alone, as before. The list mounts only on a desktop.
 */
export function SplitPane({ aside, asideLabel, children, asideAt = 'start' }: SplitPaneProps) {
  const desktop = useDesktop();
  if (!desktop) return <>{children}</>;
  return (
    <div className={classes.split} data-testid="split-pane" data-aside-at={asideAt}>
      <section className={classes.aside} aria-label={asideLabel}>
        {aside}
      </section>
      <div className={classes.detail}>{children}</div>
    </div>
  );
}
