import { Button, Group } from '@mantine/core';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import type { Reactions } from '../hooks/use-question';

const BUTTONS: { kind: Exclude<InteractionKind, 'bookmark' | 'we_met' | 'participation' | 'check_in'>; label: string; count: keyof Reactions['counts'] }[] = [
  { kind: 'can_help', label: 'Can help', count: 'can_help' },
  { kind: 'me_too', label: 'Me too', count: 'me_too' },
  { kind: 'uplift', label: 'Uplift', count: 'uplift' },
];

export type ReactionBarProps = {
  reactions: Reactions;
  onToggle: (kind: InteractionKind) => void;
  withBookmark?: boolean;
  size?: 'xs' | 'sm';
};

/** 'Can help', 'me too', uplift and bookmark as toggles; each shows its count and the member's own state. */
export function ReactionBar({ reactions, onToggle, withBookmark = true, size = 'sm' }: ReactionBarProps) {
  return (
    <Group gap="xs">
      {BUTTONS.map(({ kind, label, count }) => (
        <Button
          key={kind}
          size={size}
          variant={reactions.mine[kind] ? 'filled' : 'default'}
          aria-pressed={reactions.mine[kind]}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onToggle(kind);
          }}
          data-testid={`reaction-${kind}`}
        >
          {label} · {reactions.counts[count]}
        </Button>
      ))}
      {withBookmark && (
        <Button
          size={size}
          variant={reactions.mine.bookmark ? 'filled' : 'default'}
          aria-pressed={reactions.mine.bookmark}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onToggle('bookmark');
          }}
          data-testid="reaction-bookmark"
        >
          {reactions.mine.bookmark ? 'Bookmarked' : 'Bookmark'}
        </Button>
      )}
    </Group>
  );
}
