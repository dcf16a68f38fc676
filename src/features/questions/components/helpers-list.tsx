import { Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { UserDoc } from '../../../../schemas/user.schema';
import { Avatar } from '../../../components/avatar/avatar';
import { profileLink, chatLink } from '../../../lib/paths';
import { AnchorLink } from '../../../components/links';
import { defineMessages } from '../../../i18n/define-messages';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  emptyOffer: { id: 'questions.helpers.emptyOffer', defaultMessage: 'Nobody has offered to help yet. If you can, tap Can help above.' },
  emptyOwn: { id: 'questions.helpers.emptyOwn', defaultMessage: 'Nobody has offered to help yet. People who tap Can help show here, and you can chat with them.' },
  list: { id: 'questions.helpers.list', defaultMessage: 'People who can help' },
  chat: { id: 'questions.helpers.chat', defaultMessage: 'Chat with {name}' },
});

/**
 * The people who said they can help: each leads to their profile and to a chat with them. Empty, it
 * says how to offer help (`offerHelp`: the member may), or, to the asker, what will show.
 */
export function HelpersList({ helpers, memberId, questionId, offerHelp }: { helpers: UserDoc[]; memberId: string; questionId: string; offerHelp: boolean }) {
  const intl = useIntl();
  if (helpers.length === 0) return <Text c="dimmed" size="sm">{intl.formatMessage(offerHelp ? messages.emptyOffer : messages.emptyOwn)}</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={intl.formatMessage(messages.list)}>
      {helpers.map((helper) => (
        <Group key={helper.id} component="li" justify="space-between">
          <AnchorLink {...profileLink(helper)}>
            <Group gap="xs">
              <Avatar name={helper.full_name} src={helper.profile_picture} size="sm" role={helper.role} />
              <Text dir="auto">{helper.full_name}</Text>
            </Group>
          </AnchorLink>
          {helper.id !== memberId && (
            <AnchorLink {...chatLink(helper, questionId)} size="sm">
              {intl.formatMessage(messages.chat, { name: ownDirection(helper.first_name || helper.full_name) })}
            </AnchorLink>
          )}
        </Group>
      ))}
    </Stack>
  );
}
