import { Box, Button, Group } from '@mantine/core';
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
  /** Words beside the icons where there is room for them: a question's own page, wider than a phone. */
  labelled?: boolean;
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
  const iconSize = size === 'xs' ? 16 : 18;
  return (
    <Button
      size={size === 'xs' ? 'compact-sm' : 'compact-md'}
      variant={pressed ? 'light' : 'subtle'}
      color={pressed ? undefined : 'gray'}
      c={pressed ? undefined : 'var(--mantine-color-text)'}
      radius="xl"
      px={shown === undefined ? 6 : 8}
      fw={600}
      leftSection={<Icon size={iconSize} stroke={1.75} aria-hidden="true" />}
      styles={shown === undefined ? { section: { marginInlineEnd: 0 } } : undefined}
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

/**
 * 'Can help', 'me too', uplift and bookmark as one row of icon toggles: each shows its count (but
 * bookmark, which is private) and the member's own state, and is named in words ('Can help, 3'),
 * which also show beside the icons when `labelled` and the screen is wider than a phone.
 */
export function ReactionBar({ reactions, onToggle, withBookmark = true, size = 'sm', labelled = false }: ReactionBarProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {COUNTED.map(({ kind, label, Icon, PressedIcon }) => {
        const pressed = reactions.mine[kind];
        const count = reactions.counts[kind];
        return (
          <Toggle
            key={kind}
            pressed={pressed}
            name={`${label}, ${count}`}
            hint={pressed ? `${label} (you said so)` : label}
            Icon={pressed ? PressedIcon : Icon}
            shown={
              labelled ? (
                <>
                  <Box component="span" visibleFrom="xs">{label} ·&nbsp;</Box>
                  {count}
                </>
              ) : (
                count
              )
            }
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
