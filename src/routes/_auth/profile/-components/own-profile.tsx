import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { map } from 'rxjs';
import type { QuestionDoc } from '../../../../../schemas/question.schema';
import { Avatar } from '../../../../components/avatar/avatar';
import { Screen } from '../../../../components/screen';
import { useLiveQuery } from '../../../../db/use-live-query';
import { questionLink } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';
import { useLogout } from '../../../../features/auth/components/logout-flow';
import { LogoutCancelledError } from '../../../../features/auth/sign-out';
import { AnchorLink } from '../../../../components/links';

/** The member's bookmarked questions, newest bookmark first. */
function useBookmarks(memberId: string) {
  return useLiveQuery(
    (db) =>
      db.interactions.find({ selector: { user_id: memberId, kind: 'bookmark' } }).$.pipe(
        map((bookmarks) => bookmarks.filter((bookmark) => bookmark.active).sort((a, b) => b.created_at.localeCompare(a.created_at)).map((bookmark) => bookmark.target_id)),
      ),
    [memberId],
  );
}

function useQuestions(ids: string[]) {
  return useLiveQuery(
    (db) => db.questions.findByIds(ids).$.pipe(map((found) => ids.map((id) => found.get(id)?.toJSON() as QuestionDoc | undefined).filter((q): q is QuestionDoc => Boolean(q)))),
    [ids.join(',')],
  );
}

/** The member's own profile, at /profile and at their own /profile/{slug or id}. */
export function OwnProfileScreen() {
  const user = useMember();
  const { logout, dialog } = useLogout();
  const { data: bookmarkIds } = useBookmarks(user.id);
  const { data: bookmarked } = useQuestions(bookmarkIds ?? []);
  const onLogout = () =>
    void logout().catch((error: unknown) => {
      if (!(error instanceof LogoutCancelledError)) throw error;
    });
  return (
    <Screen title="Profile">
      <Stack gap="lg">
        <Group>
          <Avatar name={user.full_name} src={user.profile_picture} size="xl" />
          <div>
            <Title order={2} size="h3">{user.full_name}</Title>
            {user.can_help_with && <Text c="dimmed">Can help with: {user.can_help_with}</Text>}
          </div>
        </Group>
        {(user.fields_of_expertise?.length ?? 0) > 0 && (
          <Group gap={6} aria-label="Expertise">
            {user.fields_of_expertise?.map((field) => <Badge key={field} variant="light">{field}</Badge>)}
          </Group>
        )}
        <Stack gap="xs" component="section" aria-label="Bookmarked questions">
          <Title order={2} size="h4">Bookmarked questions</Title>
          {(bookmarked ?? []).length === 0 && <Text c="dimmed" size="sm">Bookmark a question to find it here.</Text>}
          {(bookmarked ?? []).map((question) => (
            <AnchorLink key={question.id} {...questionLink(question)} style={{ overflowWrap: 'anywhere' }}>
              {question.title}
            </AnchorLink>
          ))}
        </Stack>
        <Group>
          <Button variant="default" onClick={onLogout}>Log out</Button>
        </Group>
      </Stack>
      {dialog}
    </Screen>
  );
}
