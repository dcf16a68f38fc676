import { Alert, Badge, Group } from '@mantine/core';
import { IconClockHour4, IconEyeOff, IconMicrophone } from '@tabler/icons-react';
import { hiddenNotice, WAITING_LABEL } from '../../../../schemas/question-moderation';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { TextLink } from '../../../components/links';
import { questionLink } from '../../../lib/paths';
import { useQuestion } from '../hooks/use-question';

/** The question a hidden one was merged into, linked, once it is on this device. */
function MergedInto({ id }: { id: string }) {
  const { data: target } = useQuestion(id);
  if (!target) return <>Merged by the moderators into another question.</>;
  return (
    <>
      Merged by the moderators into <TextLink {...questionLink(target)} fw={600}>{target.title}</TextLink>: its reactions count there.
    </>
  );
}

/**
 * What the moderators decided about a question, as its asker (and the moderators) see it on its page:
 * waiting for approval, hidden and why, merged into another, or answered in the room.
 */
export function ModerationNotice({ question, eventName }: { question: QuestionDoc; eventName: string | undefined }) {
  if (question.moderation === 'waiting') {
    return (
      <Alert color="yellow" variant="light" icon={<IconClockHour4 size={18} aria-hidden="true" />} title={WAITING_LABEL} data-testid="moderation-notice">
        Only you and the moderators{eventName ? ` of ${eventName}` : ''} see it. Everyone will once it is approved.
      </Alert>
    );
  }
  if (question.moderation === 'hidden') {
    return (
      <Alert color="red" variant="light" icon={<IconEyeOff size={18} aria-hidden="true" />} title="Hidden from everyone else" data-testid="moderation-notice">
        {question.merged_into ? <MergedInto id={question.merged_into} /> : hiddenNotice(question)}
      </Alert>
    );
  }
  if (question.stage === 'answering') {
    return (
      <Group>
        <Badge color="yellow" variant="filled" leftSection={<IconMicrophone size={12} aria-hidden="true" />}>Answering now in the room</Badge>
      </Group>
    );
  }
  if (question.stage === 'answered') {
    return (
      <Group>
        <Badge color="teal" variant="light">Answered in the room</Badge>
      </Group>
    );
  }
  return null;
}
