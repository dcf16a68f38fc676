import { Group, Stack, Text } from '@mantine/core';
import type { UserDoc } from '../../../../schemas/user.schema';
import { Avatar } from '../../../components/avatar/avatar';
import { profileLink, chatLink } from '../../../lib/paths';
import { AnchorLink } from '../../../components/links';

/** The people who said they can help: each leads to their profile and to a chat with them. */
export function HelpersList({ helpers, memberId, questionId }: { helpers: UserDoc[]; memberId: string; questionId: string }) {
  if (helpers.length === 0) return <Text c="dimmed" size="sm">Nobody has offered to help yet.</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="People who can help">
      {helpers.map((helper) => (
        <Group key={helper.id} component="li" justify="space-between">
          <AnchorLink {...profileLink(helper)}>
            <Group gap="xs">
              <Avatar name={helper.full_name} src={helper.profile_picture} size="sm" role={helper.role} />
              <Text>{helper.full_name}</Text>
            </Group>
          </AnchorLink>
          {helper.id !== memberId && (
            <AnchorLink {...chatLink(helper, questionId)} size="sm">
              Chat with {helper.first_name || helper.full_name}
            </AnchorLink>
          )}
        </Group>
      ))}
    </Stack>
  );
}
