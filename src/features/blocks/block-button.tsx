import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { BLOCK_EXPLAINED, blockProblem } from '../../../schemas/block-rules';
import { useBlockedIds } from '../../db/use-blocks';
import { defineMessages } from '../../i18n/define-messages';
import { useBlockWrites } from './use-block-writes';
import { ownDirection } from '../../i18n/own-direction';

type Person = { id: string; full_name: string; first_name?: string | undefined };

const messages = defineMessages({
  someone: { id: 'blocks.button.someone', defaultMessage: 'this member' },
  unblock: { id: 'blocks.button.unblock', defaultMessage: 'Unblock' },
  block: { id: 'blocks.button.block', defaultMessage: 'Block' },
  dialogTitle: { id: 'blocks.button.dialogTitle', defaultMessage: 'Block {name}?' },
  close: { id: 'blocks.button.close', defaultMessage: 'Close' },
  cancel: { id: 'blocks.button.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'blocks.button.confirm', defaultMessage: 'Block {name}' },
});

const nameOf = (person: Person, intl: IntlShape) => person.first_name?.trim() || person.full_name.trim() || intl.formatMessage(messages.someone);

/**
 * 'Block' on another member's profile, with a dialog that says what blocking does and that it is
 * private; 'Unblock' once blocked. Nothing for the member's own profile.
 */
export function BlockButton({ memberId, person }: { memberId: string; person: Person }) {
  const intl = useIntl();
  const { blocked } = useBlockedIds(memberId);
  const { block } = useBlockWrites(memberId);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (blockProblem(memberId, person.id)) return null;
  const name = nameOf(person, intl);
  const isBlocked = blocked.has(person.id);
  const write = async (next: boolean) => {
    setBusy(true);
    try {
      if (await block(person.id, name, next)) setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  if (isBlocked) {
    return (
      <Button variant="default" leftSection={<IconBan size={18} aria-hidden="true" />} loading={busy} onClick={() => void write(false)}>
        {intl.formatMessage(messages.unblock)}
      </Button>
    );
  }
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconBan size={18} aria-hidden="true" />} onClick={() => setAsking(true)}>
        {intl.formatMessage(messages.block)}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={intl.formatMessage(messages.dialogTitle, { name: ownDirection(name) })} centered closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}>
        <Stack gap="md">
          <Text size="sm">{BLOCK_EXPLAINED}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button color="red" loading={busy} onClick={() => void write(true)}>
              {intl.formatMessage(messages.confirm, { name: ownDirection(name) })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
