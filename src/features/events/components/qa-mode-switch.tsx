import { Card, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import type { EventDoc, QaMode } from '../../../../schemas/event.schema';
import { useEventEditing } from '../hooks/use-event-editing';

const messages = defineMessages({
  label: { id: 'events.qaMode.label', defaultMessage: 'Questions wait for approval' },
  description: { id: 'events.qaMode.description', defaultMessage: 'Each new question is seen by its asker and the moderators only, until one of you approves it.' },
});

/**
 * The event's Q&A mode, for those who may change the event: on, each new question waits for a
 * moderator's approval before anyone else sees it; off, questions show at once.
 */
export function QaModeSwitch({ event }: { event: EventDoc }) {
  const intl = useIntl();
  const { setQaMode } = useEventEditing();
  // The tap shows at once; the stored event takes over once it says the same (or the write failed).
  const [wanted, setWanted] = useState<QaMode | null>(null);
  const stored = event.qa_mode ?? 'open';
  const approval = (wanted ?? stored) === 'approval';
  const change = (mode: QaMode) => {
    setWanted(mode);
    void setQaMode(event, mode).then((result) => {
      if (!result.stored) setWanted(null);
    });
  };
  if (wanted !== null && wanted === stored) setWanted(null);
  return (
    <Card withBorder radius="md" p="sm">
      <Switch
        checked={approval}
        onChange={(input) => change(input.currentTarget.checked ? 'approval' : 'open')}
        label={intl.formatMessage(messages.label)}
        description={<Text span size="xs" c="dimmed">{intl.formatMessage(messages.description)}</Text>}
      />
    </Card>
  );
}
