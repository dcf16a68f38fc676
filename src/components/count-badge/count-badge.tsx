import { Badge, VisuallyHidden } from '@mantine/core';
import type { MantineColor, MantineSize } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';

// Unread badges cap at 99+.
const CAP = 99;

/** What a count is of, as a screen reader hears it beside the number. */
export type CountNoun = 'unread' | 'waiting';

const SAID = defineMessages({
  unread: { id: 'components.countBadge.unread', defaultMessage: '{count, plural, other {# unread}}' },
  waiting: { id: 'components.countBadge.waiting', defaultMessage: '{count, plural, other {# waiting}}' },
});

const SAID_OVER_CAP = defineMessages({
  unread: { id: 'components.countBadge.unreadOverCap', defaultMessage: 'More than {cap, number} unread' },
  waiting: { id: 'components.countBadge.waitingOverCap', defaultMessage: 'More than {cap, number} waiting' },
});

const messages = defineMessages({
  overCap: { id: 'components.countBadge.overCap', defaultMessage: '{cap, number}+' },
});

/** What a badge shows for a count: null at 0 (show nothing), the number up to 99, '99+' above. */
export function formatCount(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return whole > CAP ? `${CAP}+` : String(whole);
}

/** The words a screen reader hears for the badge: '5 unread', 'More than 99 unread'. */
export function countLabel(count: number, noun: CountNoun = 'unread', intl: IntlShape = appIntl()): string | null {
  if (formatCount(count) === null) return null;
  return count > CAP ? intl.formatMessage(SAID_OVER_CAP[noun], { cap: CAP }) : intl.formatMessage(SAID[noun], { count: Math.floor(count) });
}

export type CountBadgeProps = {
  count: number;
  noun?: CountNoun;
  color?: MantineColor;
  size?: MantineSize;
};

/**
 * The visible number is hidden from screen readers and a spoken label sits beside it, because
 * aria-label on a plain span is not announced everywhere and axe reports it as prohibited.
 * Inside a link or button the label joins its name: 'Messages, 5 unread'.
 */
export function CountBadge({ count, noun = 'unread', color = 'red', size = 'sm' }: CountBadgeProps) {
  const intl = useIntl();
  const shown = formatCount(count);
  if (shown === null) return null;
  const visible = count > CAP ? intl.formatMessage(messages.overCap, { cap: CAP }) : intl.formatNumber(Math.floor(count));
  return (
    <Badge color={color} size={size} circle={shown.length === 1} data-count={shown}>
      <span aria-hidden="true">{visible}</span>
      <VisuallyHidden>{countLabel(count, noun, intl)}</VisuallyHidden>
    </Badge>
  );
}
