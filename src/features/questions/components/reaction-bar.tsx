import { Button, Group } from '@mantine/core';
import {
  IconArrowBigUp,
  IconArrowBigUpFilled,
  IconBookmark,
  IconBookmarkFilled,
  IconHeartHandshake,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import type { Reactions } from '../hooks/use-question';

type Counted = keyof Reactions['counts'];

const COUNTED: { kind: Counted; label: string; Icon: TablerIcon; PressedIcon: TablerIcon }[] = [
  { kind: 'can_help', label: 'Can help', Icon: IconHeartHandshake, PressedIcon: IconHeartHandshake },
  { kind: 'me_too', label: 'Me too', Icon: IconUsers, PressedIcon: IconUsers },
  { kind: 'uplift', label: 'Uplift', Icon: IconArrowBigUp, PressedIcon: IconArrowBigUpFilled },
];

export type ReactionBarProps = {
  reactions: Reactions;
  onToggle: (kind: InteractionKind) => void;
  withBookmark?: boolean;
  size?: 'xs' | 'sm';
  /**
   * Whether 'Can help' is offered: not on the member's own question (`canHelpProblem`), where its
   * count shows without a button.
   */
  offerHelp?: boolean;
};

type ToggleProps = {
  pressed: boolean;
  /** The spoken name, which stays the same pressed or not: aria-pressed tells the state. */
  name: string;
  hint: string;
  Icon: TablerIcon;
  /** What shows beside the icon: the count, or words and the count. */
  shown?: ReactNode;
  size: 'xs' | 'sm';
  onClick: () => void;
  testId: string;
};

function Toggle({ pressed, name, hint, Icon, shown, size, onClick, testId }: ToggleProps) {
  const iconSize = size === 'xs' ? 15 : 18;
  return (
    <Button
      size={size === 'xs' ? 'compact-sm' : 'compact-md'}
      variant={pressed ? 'light' : 'subtle'}
      color={pressed ? undefined : 'gray'}
      c={pressed ? undefined : 'var(--mantine-color-text)'}
      radius="xl"
      px={shown === undefined ? 6 : size === 'xs' ? 6 : 8}
      // On a card the words are small enough for the row to fit a 390 px phone.
      fz={size === 'xs' ? 'xs' : undefined}
      fw={600}
      leftSection={<Icon size={iconSize} stroke={1.75} aria-hidden="true" />}
      styles={shown === undefined ? { section: { marginInlineEnd: 0 } } : size === 'xs' ? { section: { marginInlineEnd: 4 } } : undefined}
      aria-pressed={pressed}
      aria-label={name}
      title={hint}
      onClick={(event) => {
        // Cards are links underneath: a tap on a reaction must not open the question.
        event.preventDefault();
        event.stopPropagation();
        onClick();
      }}
      data-testid={testId}
    >
      {shown}
    </Button>
  );
}

/** How many can help with the member's own question: a count, not a button, since one cannot help oneself. */
function HelpCount({ count, size }: { count: number; size: 'xs' | 'sm' }) {
  return (
    <Group
      component="span"
      gap={4}
      wrap="nowrap"
      px={8}
      c="dimmed"
      fz={size === 'xs' ? 'xs' : 'md'}
      fw={600}
      role="img"
      aria-label={`Can help, ${count}`}
      title="People who can help with your question"
      data-testid="help-count"
    >
      <IconHeartHandshake size={size === 'xs' ? 16 : 18} stroke={1.75} aria-hidden="true" />
      <Labelled label="Can help" count={count} />
    </Group>
  );
}

/** A reaction's words and its count: 'Can help 3', at every width, so a first-time member tells them apart. */
function Labelled({ label, count }: { label: string; count: number }) {
  return (
    <>
      <span>{label}</span>
      {'\u00a0'}
      {count}
    </>
  );
}

/**
 * 'Can help', 'me too', uplift and bookmark as one row of toggles: each shows its words and count (but
 * bookmark, which is private, its icon alone) and the member's own state, and is named in words
 * ('Can help, 3'). On the narrowest phones the row wraps rather than overflowing its card.
 */
export function ReactionBar({ reactions, onToggle, withBookmark = true, size = 'sm', offerHelp = true }: ReactionBarProps) {
  return (
    <Group gap={4} wrap="wrap">
      {COUNTED.map(({ kind, label, Icon, PressedIcon }) => {
        const pressed = reactions.mine[kind];
        const count = reactions.counts[kind];
        if (kind === 'can_help' && !offerHelp) return <HelpCount key={kind} count={count} size={size} />;
        return (
          <Toggle
            key={kind}
            pressed={pressed}
            name={`${label}, ${count}`}
            hint={pressed ? `${label} (you said so)` : label}
            Icon={pressed ? PressedIcon : Icon}
            shown={<Labelled label={label} count={count} />}
            size={size}
            onClick={() => onToggle(kind)}
            testId={`reaction-${kind}`}
          />
        );
      })}
      {withBookmark && (
        <Group ml="auto">
          <Toggle
            pressed={reactions.mine.bookmark}
            name="Bookmark"
            hint={reactions.mine.bookmark ? 'Bookmarked: tap to remove' : 'Bookmark'}
            Icon={reactions.mine.bookmark ? IconBookmarkFilled : IconBookmark}
            size={size}
            onClick={() => onToggle('bookmark')}
            testId="reaction-bookmark"
          />
        </Group>
      )}
    </Group>
  );
}
