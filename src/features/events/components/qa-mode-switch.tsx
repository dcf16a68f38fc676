import { Card, Switch, Text } from '@mantine/core';
import type { EventDoc } from '../../../../schemas/event.schema';
import { useEventEditing } from '../hooks/use-event-editing';

/**
 * The event's Q&A mode, for those who may change the event: on, each new question waits for a
 * moderator's approval before anyone else sees it; off, questions show at once.
 */
export function QaModeSwitch({ event }: { event: EventDoc }) {
  const { setQaMode } = useEventEditing();
  const approval = event.qa_mode === 'approval';
  return (
    <Card withBorder radius="md" p="sm">
      <Switch
        checked={approval}
        onChange={(change) => void setQaMode(event, change.currentTarget.checked ? 'approval' : 'open')}
        label="Questions wait for approval"
        description={<Text span size="xs" c="dimmed">Each new question is seen by its asker and the moderators only, until one of you approves it.</Text>}
      />
    </Card>
  );
}
