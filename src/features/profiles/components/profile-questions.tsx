import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ButtonLink, TextLink } from '../../../components/links';
import { SyncBadge } from '../../../components/sync-badge';
import { formatRelativeTime } from '../../../lib/locale';
import { questionLink } from '../../../lib/paths';
import { useUserQuestions } from '../hooks/use-user-questions';
import { ProfileSection } from './profile-view';

const SHOWN = 10;

/** The questions a member asked, newest first, from this device. */
export function ProfileQuestions({ authorId, viewerId, firstName }: { authorId: string; viewerId: string; firstName: string }) {
  const own = authorId === viewerId;
  const { data: questions } = useUserQuestions(authorId, viewerId);
  const [all, setAll] = useState(false);
  const list = questions ?? [];
  const shown = all ? list : list.slice(0, SHOWN);
  return (
    <ProfileSection title={own ? 'My questions' : 'Questions'} testId="profile-questions">
      {questions && list.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed" size="sm">
            {own ? 'You have not asked anything yet. The crowd is waiting for your first question.' : `${firstName} has not asked a question yet.`}
          </Text>
          {own && (
            <ButtonLink to="/create-question" variant="light" size="xs">
              Ask a question
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
                  Asked anonymously
                </Badge>
              )}
              <SyncBadge state={question.sync_state} error={question.sync_error} />
            </Group>
          </li>
        ))}
      </Stack>
      {list.length > SHOWN && (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setAll((value) => !value)}>
          {all ? 'Show fewer' : `Show all ${list.length}`}
        </Button>
      )}
    </ProfileSection>
  );
}
