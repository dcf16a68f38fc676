import { Alert, Badge, Group } from '@mantine/core';
import { IconClockHour4, IconEyeOff, IconMicrophone } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { hiddenNotice, WAITING_LABEL } from '../../../../schemas/question-moderation';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { TextLink } from '../../../components/links';
import { defineMessages } from '../../../i18n/define-messages';
import { questionLink } from '../../../lib/paths';
import { useQuestion } from '../hooks/use-question';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  mergedUnknown: { id: 'questions.moderationNotice.mergedUnknown', defaultMessage: 'Merged by the moderators into another question.' },
  mergedInto: { id: 'questions.moderationNotice.mergedInto', defaultMessage: 'Merged by the moderators into <link>{title}</link>: its reactions count there.' },
  waitingIn: { id: 'questions.moderationNotice.waitingIn', defaultMessage: 'Only you and the moderators of {event} see it. Everyone will once it is approved.' },
  waiting: { id: 'questions.moderationNotice.waiting', defaultMessage: 'Only you and the moderators see it. Everyone will once it is approved.' },
  hidden: { id: 'questions.moderationNotice.hidden', defaultMessage: 'Hidden from everyone else' },
  answering: { id: 'questions.moderationNotice.answering', defaultMessage: 'Answering now in the room' },
  answered: { id: 'questions.moderationNotice.answered', defaultMessage: 'Answered in the room' },
});

/** The question a hidden one was merged into, linked, once it is on this device. */
function MergedInto({ id }: { id: string }) {
  const intl = useIntl();
  const { data: target } = useQuestion(id);
  if (!target) return <>{intl.formatMessage(messages.mergedUnknown)}</>;
  return (
    <>
      {intl.formatMessage(messages.mergedInto, {
        title: target.title,
        link: (chunks) => (
          <TextLink {...questionLink(target)} fw={600}>
            {chunks}
          </TextLink>
        ),
      })}
    </>
  );
}

/**
 * What the moderators decided about a question, as its asker (and the moderators) see it on its page:
 * waiting for approval, hidden and why, merged into another, or answered in the room.
 */
export function ModerationNotice({ question, eventName }: { question: QuestionDoc; eventName: string | undefined }) {
  const intl = useIntl();
  if (question.moderation === 'waiting') {
    return (
      <Alert color="yellow" variant="light" icon={<IconClockHour4 size={18} aria-hidden="true" />} title={WAITING_LABEL} data-testid="moderation-notice">
        {eventName ? intl.formatMessage(messages.waitingIn, { event: ownDirection(eventName) }) : intl.formatMessage(messages.waiting)}
      </Alert>
    );
  }
  if (question.moderation === 'hidden') {
    return (
      <Alert color="red" variant="light" icon={<IconEyeOff size={18} aria-hidden="true" />} title={intl.formatMessage(messages.hidden)} data-testid="moderation-notice">
        {question.merged_into ? <MergedInto id={question.merged_into} /> : hiddenNotice(question)}
      </Alert>
    );
  }
  if (question.stage === 'answering') {
    return (
      <Group>
        <Badge color="yellow" variant="filled" leftSection={<IconMicrophone size={12} aria-hidden="true" />}>{intl.formatMessage(messages.answering)}</Badge>
      </Group>
    );
  }
  if (question.stage === 'answered') {
    return (
      <Group>
        <Badge color="teal" variant="light">{intl.formatMessage(messages.answered)}</Badge>
      </Group>
    );
  }
  return null;
}
