import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../../../../components/screen';
import { SessionDetails } from '../../../../../features/agenda/session-details';
import { startSignInHere } from '../../../../../features/auth/token-source';
import { AddToCalendarButton } from '../../../../../features/calendar/add-to-calendar-button';
import { sessionCalendarHref } from '../../../../../features/calendar/calendar-api';
import { agendaLink } from '../../../../../lib/paths';
import { SessionPolls } from '../../../../../features/polls/event-polls';
import { EventQuestions } from '../../../../../features/questions/components/event-questions';
import { useStoredUser } from '../../../../../member/member-store';
import { defineMessages } from '../../../../../i18n/define-messages';

export const Route = createFileRoute('/events/$slugOrId/sessions/$sessionId/')({
  staticData: { screen: { access: 'public', header: { kind: 'event-name' }, back: '/events/$slugOrId/agenda', section: 'events', savable: true } },
  component: SessionScreen,
});

const messages = defineMessages({
  questions: { id: 'routes.session.questions', defaultMessage: 'Questions' },
  signInToRead: { id: 'routes.session.signInToRead', defaultMessage: 'Sign in to read the questions asked to this session, and to ask one.' },
  signInToAsk: { id: 'routes.session.signInToAsk', defaultMessage: 'Sign in to ask' },
});

/** A guest reads the session; its questions are for members, who sign in and come back here. */
function SignInForQuestions() {
  const intl = useIntl();
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.questions)}>
      <Title order={2} size="h4">{intl.formatMessage(messages.questions)}</Title>
      <Text c="dimmed" size="sm">{intl.formatMessage(messages.signInToRead)}</Text>
      <Group>
        <Button variant="light" leftSection={<IconLogin size={16} aria-hidden="true" />} onClick={() => void startSignInHere()}>
          {intl.formatMessage(messages.signInToAsk)}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * One session of an event's agenda, which guests may read too; a member votes in the polls asked in it,
 * and reads and asks its questions here, in the four orders of the feed.
 */
function SessionScreen() {
  const intl = useIntl();
  const { slugOrId, sessionId } = Route.useParams();
  const member = useStoredUser();
  const navigate = useNavigate();
  return (
    <Screen>
      <SessionDetails
        slugOrId={slugOrId}
        sessionId={sessionId}
        member={member}
        questions={(event, session) =>
          member ? (
            <Stack gap="lg">
              <SessionPolls sessionId={session.id} memberId={member.id} />
              <EventQuestions event={event} session={session} heading={intl.formatMessage(messages.questions)} level={2} />
            </Stack>
          ) : (
            <SignInForQuestions />
          )
        }
        onDeleted={(event) => navigate(agendaLink(event.slug || event.id))}
        calendar={(session) => <AddToCalendarButton href={sessionCalendarHref(session.id)} scope="session" />}
      />
    </Screen>
  );
}
