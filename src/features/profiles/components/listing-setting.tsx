import { Stack, Switch, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isListed } from '../../../../schemas/user.schema';
import { localWrite } from '../../../components/local-write/local-write';
import { defineMessages } from '../../../i18n/define-messages';
import { useOwnProfile } from '../hooks/use-own-profile';
import { saveProfile } from '../hooks/use-profile-writes';

const messages = defineMessages({
  heading: { id: 'profiles.listing.heading', defaultMessage: 'Attendee lists' },
  label: { id: 'profiles.listing.label', defaultMessage: 'Show me in attendee lists' },
  description: {
    id: 'profiles.listing.description',
    defaultMessage: 'Members at the events you join find you by name, expertise and what you can help with.',
  },
  unlisted: { id: 'profiles.listing.unlisted', defaultMessage: 'Only the members you met see your profile.' },
  notSaved: { id: 'profiles.listing.notSaved', defaultMessage: 'Your choice was not saved' },
});

/**
 * 'Show me in attendee lists': on by default. Off, the member is left out of the attendee lists of the
 * events they join, and their profile reaches only the members they met (the server keeps to it too).
 */
export function ListingSetting() {
  const intl = useIntl();
  const { user } = useOwnProfile();
  const listed = isListed(user);
  const change = (next: boolean) =>
    void localWrite((db) => saveProfile(db, user, { listed: next }), { failure: intl.formatMessage(messages.notSaved) });
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.heading)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      <Switch
        checked={listed}
        onChange={(event) => change(event.currentTarget.checked)}
        label={intl.formatMessage(messages.label)}
        description={intl.formatMessage(messages.description)}
      />
      {!listed && (
        <Text size="xs" c="dimmed">
          {intl.formatMessage(messages.unlisted)}
        </Text>
      )}
    </Stack>
  );
}
