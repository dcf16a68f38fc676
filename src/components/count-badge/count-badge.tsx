import { Badge, VisuallyHidden } from '@mantine/core';
import type { MantineColor, MantineSize } from '@mantine/core';

// Unread badges cap at 99+.
const CAP = 99;

/** What a badge shows for a count: null at 0 (show nothing), the number up to 99, '99+' above. */
export function formatCount(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return whole > CAP ? `${CAP}+` : String(whole);
}

/** The words a screen reader hears for the badge: '5 unread', 'More than 99 unread'. */
export function countLabel(count: number, noun = 'unread'): string | null {
  const shown = formatCount(count);
  if (shown === null) return null;
  return count > CAP ? `More than ${CAP} ${noun}` : `${shown} ${noun}`;
}

export type CountBadgeProps = {
  count: number;
  noun?: string;
  color?: MantineColor;
  size?: MantineSize;
};

/**
 * The visible number is hidden from screen readers and a spoken label sits beside it, because
 * aria-label on a plain span is not announced everywhere and axe reports it as prohibited.
 * Inside a link or button the label joins its name: 'Messages, 5 unread'.
 */
export function CountBadge({ count, noun = 'unread', color = 'red', size = 'sm' }: CountBadgeProps) {
  const shown = formatCount(count);
  if (shown === null) return null;
  return (
    <Badge color={color} size={size} circle={shown.length === 1} data-count={shown}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{countLabel(count, noun)}</VisuallyHidden>
    </Badge>
  );
}
