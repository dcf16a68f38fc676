import { ActionIcon, Button } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';

const messages = defineMessages({
  remove: { id: 'agenda.star.remove', defaultMessage: 'Remove from my schedule' },
  add: { id: 'agenda.star.add', defaultMessage: 'Add to my schedule' },
  inSchedule: { id: 'agenda.star.inSchedule', defaultMessage: 'In my schedule' },
});

type Props = {
  starred: boolean;
  sessionTitle: string;
  /** Changes the schedule; settles once the tap is taken (stored, or refused and told). */
  onToggle: () => Promise<unknown> | void;
};

/** Adds a session to the member's schedule or takes it out; pressed while it is in. */
export function StarButton({ starred: scheduled, sessionTitle, onToggle }: Props) {
  const intl = useIntl();
  // A tap shows in the button in the frame of the tap, before the agenda around it is drawn again with
  // the schedule; once the tap is taken, the schedule says (a write the device refused goes back).
  const [tapped, setTapped] = useState<boolean | null>(null);
  const starred = tapped ?? scheduled;
  const tap = () => {
    setTapped(!starred);
    void Promise.resolve(onToggle()).finally(() => setTapped(null));
  };
  const label = intl.formatMessage(starred ? messages.remove : messages.add);
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
      onClick={tap}
      data-testid="star-button"
    >
      {starred ? <IconStarFilled size={20} aria-hidden="true" /> : <IconStar size={20} aria-hidden="true" />}
    </ActionIcon>
  );
}

/** The session page's star: the same toggle as the agenda's, with its words, beside 'Add to calendar'. */
export function ScheduleButton({ starred, onToggle }: { starred: boolean; onToggle: () => void }) {
  const intl = useIntl();
  return (
    <Button
      variant={starred ? 'light' : 'default'}
      color={starred ? 'yellow' : undefined}
      leftSection={starred ? <IconStarFilled size={16} aria-hidden="true" /> : <IconStar size={16} aria-hidden="true" />}
      aria-pressed={starred}
      onClick={onToggle}
      data-testid="schedule-button"
    >
      {intl.formatMessage(starred ? messages.inSchedule : messages.add)}
    </Button>
  );
}
