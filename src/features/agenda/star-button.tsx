import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

type Props = {
  starred: boolean;
  sessionTitle: string;
  onToggle: () => void;
};

/** Adds a session to the member's schedule or takes it out; pressed while it is in. */
export function StarButton({ starred, sessionTitle, onToggle }: Props) {
  const label = starred ? 'Remove from my schedule' : 'Add to my schedule';
  return (
    <ActionIcon
      variant={starred ? 'light' : 'subtle'}
      color={starred ? 'yellow' : 'gray'}
      size="lg"
      radius="xl"
      aria-label={label}
      aria-pressed={starred}
      aria-description={sessionTitle}
      title={label}
      onClick={onToggle}
      data-testid="star-button"
    >
      {starred ? <IconStarFilled size={20} aria-hidden="true" /> : <IconStar size={20} aria-hidden="true" />}
    </ActionIcon>
  );
}
