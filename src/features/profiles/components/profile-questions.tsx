import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ButtonLink, TextLink } from '../../../components/links';
import { SyncBadge } from '../../../components/sync-badge';
import { defineMessages } from '../../../i18n/define-messages';
import { formatRelativeTime } from '../../../lib/locale';
import { questionLink } from '../../../lib/paths';
import { useUserQuestions } from '../hooks/use-user-questions';
import { ProfileSection } from './profile-view';
import { ownDirection } from '../../../i18n/own-direction';

const SHOWN = 10;

const messages = defineMessages({
  own: { id: 'profiles.questions.own', defaultMessage: 'My questions' },
  others: { id: 'profiles.questions.others', defaultMessage: 'Questions' },
  ownEmpty: { id: 'profiles.questions.ownEmpty', defaultMessage: 'You have not asked anything yet. The crowd is waiting for your first question.' },
  othersEmpty: { id: 'profiles.questions.othersEmpty', defaultMessage: '{name} has not asked a question yet.' },
  ask: { id: 'profiles.questions.ask', defaultMessage: 'Ask a question' },
  anonymous: { id: 'profiles.questions.anonymous', defaultMessage: 'Asked anonymously' },
  fewer: { id: 'profiles.questions.fewer', defaultMessage: 'Show fewer' },
  all: { id: 'profiles.questions.all', defaultMessage: '{count, plural, other {Show all #}}' },
});

/** The questions a member asked, newest first, from this device. */
export function ProfileQuestions({ authorId, viewerId, firstName }: { authorId: string; viewerId: string; firstName: string }) {
  const intl = useIntl();
  const own = authorId === viewerId;
  const { data: questions } = useUserQuestions(authorId, viewerId);
  const [all, setAll] = useState(false);
  const list = questions ?? [];
  const shown = all ? list : list.slice(0, SHOWN);
  return (
    <ProfileSection title={intl.formatMessage(own ? messages.own : messages.others)} testId="profile-questions">
      {questions && list.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed" size="sm">
            {own ? intl.formatMessage(messages.ownEmpty) : intl.formatMessage(messages.othersEmpty, { name: ownDirection(firstName) })}
          </Text>
          {own && (
            <ButtonLink to="/create-question" variant="light" size="xs">
              {intl.formatMessage(messages.ask)}
            </ButtonLink>
          )}
        </Stack>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((question) => (
          <li key={question.id}>
            <TextLink {...questionLink(question)} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {question.title}
            </TextLink>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {formatRelativeTime(question.created_at)}
              </Text>
              {question.is_anonymous && (
                <Badge size="xs" variant="outline" color="gray" tt="none">
                  {intl.formatMessage(messages.anonymous)}
                </Badge>
              )}
              <SyncBadge state={question.sync_state} error={question.sync_error} />
            </Group>
          </li>
        ))}
      </Stack>
      {list.length > SHOWN && (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setAll((value) => !value)}>
          {all ? intl.formatMessage(messages.fewer) : intl.formatMessage(messages.all, { count: list.length })}
        </Button>
      )}
    </ProfileSection>
  );
}
