import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBan, IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionDoc } from '../../../schemas/session.schema';
import { ButtonLink } from '../../components/links';
import { sessionEditLink } from '../../lib/paths';
import { useSessionWrites } from './use-session-writes';

export type SessionToolsProps = {
  slugOrId: string;
  session: SessionDoc;
  /** After a delete: the screen takes the organiser away from the session. */
  onDeleted: () => Promise<void> | void;
};

/**
 * The organiser's tools on a session's page: edit it, cancel it (it stays on the agenda, marked, and
 * can be restored) and delete it, which asks first.
 */
export function SessionTools({ slugOrId, session, onDeleted }: SessionToolsProps) {
  const writes = useSessionWrites();
  const [asking, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState<'cancel' | 'delete' | null>(null);

  async function toggleCancelled() {
    setBusy('cancel');
    try {
      await writes.setCancelled(session, !session.cancelled);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('delete');
    try {
      const result = await writes.remove(session);
      close();
      if (result.stored || result.kept) await onDeleted();
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Group gap="xs">
        <ButtonLink {...sessionEditLink(slugOrId, session.id)} variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />}>
          Edit
        </ButtonLink>
        <Button
          variant="default"
         
          loading={busy === 'cancel'}
          leftSection={session.cancelled ? <IconRestore size={16} aria-hidden="true" /> : <IconBan size={16} aria-hidden="true" />}
          onClick={() => void toggleCancelled()}
        >
          {session.cancelled ? 'Restore session' : 'Cancel session'}
        </Button>
        <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={open}>
          Delete
        </Button>
      </Group>
      <Modal opened={asking} onClose={close} title="Delete session?" centered>
        <Text mb="lg">
          Delete "{session.title}"? It leaves the agenda for everyone; its questions stay with the event. To keep it on the agenda as cancelled, cancel it instead.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Keep it
          </Button>
          <Button color="red" loading={busy === 'delete'} onClick={() => void remove()}>
            Delete session
          </Button>
        </Group>
      </Modal>
    </>
  );
}
