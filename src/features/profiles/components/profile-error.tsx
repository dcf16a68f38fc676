import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useIntl, type IntlShape } from 'react-intl';
import { ButtonLink } from '../../../components/links';
import { defineMessages } from '../../../i18n/define-messages';
import { apiClientMessages } from '../../../lib/api-client';
import { API_ERROR_MESSAGES } from '../../../lib/api-errors';
import { FETCH_PROFILE_MESSAGES } from '../api/fetch-profile';

const messages = defineMessages({
  offline: {
    id: 'profiles.error.offlineHint',
    defaultMessage: 'Profiles you have already seen are kept on this device; this one is not yet. It loads as soon as you are back online.',
  },
  notFound: { id: 'profiles.error.notFoundHint', defaultMessage: 'Check the link: the member may have changed their address.' },
  idRequired: { id: 'profiles.error.idRequiredHint', defaultMessage: 'The link names nobody. Open a profile from a question or from the people you met.' },
  signIn: { id: 'profiles.error.signInHint', defaultMessage: 'Sign in again to see profiles.' },
  other: { id: 'profiles.error.otherHint', defaultMessage: 'Try again in a moment.' },
  retry: { id: 'profiles.error.retry', defaultMessage: 'Try again' },
  home: { id: 'profiles.error.home', defaultMessage: 'Back to home' },
});

// What the member can do about each failure, beside the message itself: the failures' messages as
// profileErrorMessage (src/lib/api-errors.ts) words them, in the language on screen.
function hint(intl: IntlShape, message: string, idRequired: string): string {
  if (message === intl.formatMessage(apiClientMessages.offline)) return intl.formatMessage(messages.offline);
  if (message === intl.formatMessage(API_ERROR_MESSAGES.profileNotFound)) return intl.formatMessage(messages.notFound);
  if (message === idRequired) return intl.formatMessage(messages.idRequired);
  if (message === intl.formatMessage(API_ERROR_MESSAGES.signInRequired)) return intl.formatMessage(messages.signIn);
  return intl.formatMessage(messages.other);
}

/** Why a profile cannot be shown, and the way on. */
export function ProfileError({ message, retry }: { message: string; retry?: (() => void) | undefined }) {
  const intl = useIntl();
  const idRequired = intl.formatMessage(FETCH_PROFILE_MESSAGES.idRequired);
  const retriable = retry && message !== idRequired && message !== intl.formatMessage(API_ERROR_MESSAGES.profileNotFound);
  return (
    <Stack gap="md" data-testid="profile-error">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} title={message} role="alert">
        <Text size="sm">{hint(intl, message, idRequired)}</Text>
      </Alert>
      <Group>
        {retriable && (
          <Button variant="default" onClick={retry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        )}
        <ButtonLink to="/home" variant="light">
          {intl.formatMessage(messages.home)}
        </ButtonLink>
      </Group>
    </Stack>
  );
}
