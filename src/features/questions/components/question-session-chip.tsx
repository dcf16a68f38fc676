import { IconCalendarTime } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/links';
import { defineMessages } from '../../../i18n/define-messages';
import { sessionLink } from '../../../lib/paths';

const messages = defineMessages({
  label: { id: 'questions.sessionChip.label', defaultMessage: 'Session: {title}' },
});

export type QuestionSession = { id: string; title: string; cancelled?: boolean | undefined };

/** The session of the agenda a question was asked to, as a chip that opens the session's page. */
export function QuestionSessionChip({ eventKey, session }: { eventKey: string; session: QuestionSession }) {
  const intl = useIntl();
  return (
    <ButtonLink
      {...sessionLink(eventKey, session.id)}
      variant="light"
      color="gray"
      size="compact-xs"
      radius="xl"
      maw="100%"
      leftSection={<IconCalendarTime size={14} aria-hidden="true" />}
      aria-label={intl.formatMessage(messages.label, { title: session.title })}
      td={session.cancelled ? 'line-through' : undefined}
      data-testid="question-session"
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {session.title}
    </ButtonLink>
  );
}
