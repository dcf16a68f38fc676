import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { BLOCK_EXPLAINED, blockProblem } from '../../../schemas/block-rules';
import { useBlockedIds } from '../../db/use-blocks';
import { useBlockWrites } from './use-block-writes';

type Person = { id: string; full_name: string; first_name?: string | undefined };

const nameOf = (person: Person) => person.first_name?.trim() || person.full_name.trim() || 'this member';

/**
 * 'Block' on another member's profile, with a dialog that says what blocking does and that it is
 * private; 'Unblock' once blocked. Nothing for the member's own profile.
 */
export function BlockButton({ memberId, person }: { memberId: string; person: Person }) {
  const { blocked } = useBlockedIds(memberId);
  const { block } = useBlockWrites(memberId);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (blockProblem(memberId, person.id)) return null;
  const name = nameOf(person);
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
        Unblock
      </Button>
    );
  }
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconBan size={18} aria-hidden="true" />} onClick={() => setAsking(true)}>
        Block
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={`Block ${name}?`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">{BLOCK_EXPLAINED}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void write(true)}>
              Block {name}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
