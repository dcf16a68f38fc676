import { Stack, Switch, Text, Title } from '@mantine/core';
import { isListed } from '../../../../schemas/user.schema';
import { localWrite } from '../../../components/local-write/local-write';
import { useOwnProfile } from '../hooks/use-own-profile';
import { saveProfile } from '../hooks/use-profile-writes';

/**
 * 'Show me in attendee lists': on by default. Off, the member is left out of the attendee lists of the
 * events they join, and their profile reaches only the members they met (the server keeps to it too).
 */
export function ListingSetting() {
  const { user } = useOwnProfile();
  const listed = isListed(user);
  const change = (next: boolean) =>
    void localWrite((db) => saveProfile(db, user, { listed: next }), { failure: 'Your choice was not saved' });
  return (
    <Stack gap="xs" component="section" aria-label="Attendee lists">
      <Title order={2} size="h4">
        Attendee lists
      </Title>
      <Switch
        checked={listed}
        onChange={(event) => change(event.currentTarget.checked)}
        label="Show me in attendee lists"
        description="Members at the events you join find you by name, expertise and what you can help with."
      />
      {!listed && (
        <Text size="xs" c="dimmed">
          Only the members you met see your profile.
        </Text>
      )}
    </Stack>
  );
}
