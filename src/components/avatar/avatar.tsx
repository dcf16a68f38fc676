import { Avatar as MantineAvatar } from '@mantine/core';
import { useCallback, useState, type RefCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { useVenueMode } from '../../lib/venue-mode';
import { useWritesWaiting } from '../../lib/writes-waiting';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import classes from './avatar.module.css';

const messages = defineMessages({
  anonymous: { id: 'components.avatar.anonymous', defaultMessage: 'Anonymous' },
  champion: { id: 'components.avatar.champion', defaultMessage: 'Champion' },
  // The initials of someone without a name, or anonymous.
  noInitials: { id: 'components.avatar.noInitials', defaultMessage: '?' },
});

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export type AvatarProps = {
  name?: string | null | undefined;
  src?: string | null | undefined;
  size?: AvatarSize;
  anonymous?: boolean;
  /** The member's role: a champion wears a small badge on the avatar. */
  role?: string | null | undefined;
};

// The champion badge's size in px for each avatar size (sm 26, md 38, lg 56, xl 84 px).
const BADGE_PX: Record<AvatarSize, number> = { sm: 13, md: 16, lg: 22, xl: 30 };

// Each entry gives at least 4.5:1 (WCAG AA) against white initials; avatar.test.tsx checks it.
export const AVATAR_PALETTE = ['red.9', 'pink.8', 'grape.8', 'violet.8', 'indigo.8', 'blue.8', 'cyan.9', 'teal.9'] as const;
export const ANONYMOUS_COLOR = 'gray.8';

const words = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/).filter(Boolean);
/** A word's letters (any script), without punctuation, digits, symbols or emoji. */
const lettersOf = (word: string) => word.match(/\p{L}/gu) ?? [];

/**
 * Initials, of letters only: the first letter of the first and last word that have letters, two letters
 * of a single such word, or '?' when the name has no letter at all ('ن<' gives 'ن', not 'ن<').
 */
export function initials(name: string | null | undefined): string {
  const parts = words(name).map(lettersOf).filter((letters) => letters.length > 0);
  const first = parts[0];
  if (!first) return '?';
  const last = parts.at(-1) ?? first;
  const letters = parts.length === 1 ? first.slice(0, 2).join('') : `${first[0] ?? ''}${last[0] ?? ''}`;
  return letters.toLocaleUpperCase();
}

/** The colour is derived from the name, so a person keeps it on every screen. */
export function avatarColor(name: string | null | undefined): string {
  const key = words(name).join(' ').toLocaleLowerCase();
  if (!key) return ANONYMOUS_COLOR;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length] ?? ANONYMOUS_COLOR;
}

/**
 * Whether a picture may load: always, except in venue mode, where it waits until the avatar is on
 * screen and no write waits to be sent (text and writes get the network first).
 */
function usePictureAllowed(wanted: boolean): [boolean, RefCallback<HTMLDivElement>] {
  const venue = useVenueMode();
  const waiting = useWritesWaiting() > 0;
  const [seen, setSeen] = useState(false);
  const watch = venue && wanted && !seen;
  // The ref watches the element it is given, and stops when the element goes or the watch ends: it
  // keeps no element in state, which drew every avatar a second time as it mounted, and an avatar
  // drawn anew (with a champion's badge) is watched in its turn.
  const placed = useCallback(
    (element: HTMLDivElement | null) => {
      if (!watch || !element || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [watch],
  );
  return [!venue || (seen && !waiting), placed];
}

export function Avatar({ name, src, size = 'md', anonymous = false, role }: AvatarProps) {
  const intl = useIntl();
  const known = !anonymous && words(name).length > 0;
  const label = known ? (name ?? '').trim() : intl.formatMessage(messages.anonymous);
  const [pictureAllowed, placed] = usePictureAllowed(Boolean(known && src));
  const avatar = (
    <MantineAvatar
      ref={placed}
      role="img"
      aria-label={label}
      src={known && pictureAllowed ? src || null : null}
      alt={label}
      size={size}
      // A circle at every size: the 'xl' radius (32 px) left the 84 px avatar a rounded square.
      radius={1000}
      variant="filled"
      color={known ? avatarColor(name) : ANONYMOUS_COLOR}
    >
      <span aria-hidden="true">{known ? initials(name) : intl.formatMessage(messages.noInitials)}</span>
    </MantineAvatar>
  );
  // Only a known member is a champion: an anonymous author shows nothing of who they are.
  if (!known || role !== 'champion') return avatar;
  const badge = BADGE_PX[size];
  const champion = intl.formatMessage(messages.champion);
  return (
    <span className={classes.wrap} data-champion="true">
      {avatar}
      <span className={classes.champion} role="img" aria-label={champion} title={champion} style={{ width: badge, height: badge }}>
        <IconRosetteDiscountCheckFilled size={badge} aria-hidden="true" />
      </span>
    </span>
  );
}
