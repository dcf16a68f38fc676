import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/avatar/avatar';
import { AnchorLink } from '../../components/links';
import { useBlockedIds } from '../../db/use-blocks';
import { useUsersByIds } from '../../db/use-members';
import { defineMessages } from '../../i18n/define-messages';
import { profileLink } from '../../lib/paths';
import { useBlockWrites } from './use-block-writes';

const messages = defineMessages({
  heading: { id: 'blocks.list.heading', defaultMessage: 'Blocked members' },
  empty: {
    id: 'blocks.list.empty',
    defaultMessage: 'You have blocked nobody. To block a member, open their profile and tap Block: neither of you can then message the other, and they are not told.',
  },
  private: { id: 'blocks.list.private', defaultMessage: 'Only you see this list. Neither of you can message the other, and their questions and messages are folded away for you.' },
  someone: { id: 'blocks.list.someone', defaultMessage: 'A member' },
  unblock: { id: 'blocks.list.unblock', defaultMessage: 'Unblock' },
  unblockName: { id: 'blocks.list.unblockName', defaultMessage: 'Unblock {name}' },
});

/** Settings' 'Blocked members': who the member blocks, each with Unblock. Only the member sees it. */
export function BlockedMembers({ memberId }: { memberId: string }) {
  const intl = useIntl();
  const { blocked, loading } = useBlockedIds(memberId);
  const ids = [...blocked];
  const { data: people } = useUsersByIds(ids);
  const { block } = useBlockWrites(memberId);
  const [busy, setBusy] = useState<string | null>(null);
  const unblock = async (id: string, name: string) => {
    setBusy(id);
    try {
      await block(id, name, false);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.heading)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      {!loading && ids.length === 0 && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.empty)}
        </Text>
      )}
      {ids.length > 0 && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.private)}
        </Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {ids.map((id) => {
          const person = people?.get(id);
          const name = person?.full_name?.trim() || intl.formatMessage(messages.someone);
          return (
            <Group key={id} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="blocked-member">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar name={name} src={person?.profile_picture} size="md" />
                {person ? (
                  <AnchorLink {...profileLink(person)} style={{ overflowWrap: 'anywhere' }} dir="auto">
                    {name}
                  </AnchorLink>
                ) : (
                  <Text dir="auto">{name}</Text>
                )}
              </Group>
              <Button variant="default" size="xs" loading={busy === id} onClick={() => void unblock(id, name)} aria-label={intl.formatMessage(messages.unblockName, { name })}>
                {intl.formatMessage(messages.unblock)}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
