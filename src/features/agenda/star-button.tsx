import { ActionIcon, Button } from '@mantine/core';
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

/** The session page's star: the same toggle as the agenda's, with its words, beside 'Add to calendar'. */
export function ScheduleButton({ starred, onToggle }: { starred: boolean; onToggle: () => void }) {
  return (
    <Button
      variant={starred ? 'light' : 'default'}
      color={starred ? 'yellow' : undefined}
      leftSection={starred ? <IconStarFilled size={16} aria-hidden="true" /> : <IconStar size={16} aria-hidden="true" />}
      aria-pressed={starred}
      onClick={onToggle}
      data-testid="schedule-button"
    >
      {starred ? 'In my schedule' : 'Add to my schedule'}
    </Button>
  );
}
