import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/links';
import { USER_ID_REQUIRED } from '../api/fetch-profile';

// What the member can do about each failure, beside the message itself.
function hint(message: string): string {
  if (message === 'No internet connection') return 'Profiles you have already seen are kept on this device; this one is not yet. It loads as soon as you are back online.';
  if (message === 'User profile not found') return 'Check the link: the member may have changed their address.';
  if (message === USER_ID_REQUIRED) return 'The link names nobody. Open a profile from a question or from the people you met.';
  if (message === 'Authentication required') return 'Sign in again to see profiles.';
  return 'Try again in a moment.';
}

/** Why a profile cannot be shown, and the way on. */
export function ProfileError({ message, retry }: { message: string; retry?: (() => void) | undefined }) {
  const retriable = retry && message !== USER_ID_REQUIRED && message !== 'User profile not found';
  return (
    <Stack gap="md" data-testid="profile-error">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} title={message} role="alert">
        <Text size="sm">{hint(message)}</Text>
      </Alert>
      <Group>
        {retriable && (
          <Button variant="default" onClick={retry}>
            Try again
          </Button>
        )}
        <ButtonLink to="/home" variant="light">
          Back to home
        </ButtonLink>
      </Group>
    </Stack>
  );
}
