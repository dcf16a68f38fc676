import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBan, IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SessionDoc } from '../../../schemas/session.schema';
import { ButtonLink } from '../../components/links';
import { defineMessages } from '../../i18n/define-messages';
import { sessionEditLink } from '../../lib/paths';
import { useSessionWrites } from './use-session-writes';
import { ownDirection } from '../../i18n/own-direction';

const messages = defineMessages({
  edit: { id: 'agenda.tools.edit', defaultMessage: 'Edit' },
  restore: { id: 'agenda.tools.restore', defaultMessage: 'Restore session' },
  cancel: { id: 'agenda.tools.cancel', defaultMessage: 'Cancel session' },
  delete: { id: 'agenda.tools.delete', defaultMessage: 'Delete' },
  askTitle: { id: 'agenda.tools.askTitle', defaultMessage: 'Delete session?' },
  askText: {
    id: 'agenda.tools.askText',
    defaultMessage: 'Delete "{title}"? It leaves the agenda for everyone; its questions stay with the event. To keep it on the agenda as cancelled, cancel it instead.',
  },
  keep: { id: 'agenda.tools.keep', defaultMessage: 'Keep it' },
  confirmDelete: { id: 'agenda.tools.confirmDelete', defaultMessage: 'Delete session' },
});

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
  const intl = useIntl();
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
          {intl.formatMessage(messages.edit)}
        </ButtonLink>
        <Button
          variant="default"
         
          loading={busy === 'cancel'}
          leftSection={session.cancelled ? <IconRestore size={16} aria-hidden="true" /> : <IconBan size={16} aria-hidden="true" />}
          onClick={() => void toggleCancelled()}
        >
          {intl.formatMessage(session.cancelled ? messages.restore : messages.cancel)}
        </Button>
        <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={open}>
          {intl.formatMessage(messages.delete)}
        </Button>
      </Group>
      <Modal opened={asking} onClose={close} title={intl.formatMessage(messages.askTitle)} centered>
        <Text mb="lg">
          {intl.formatMessage(messages.askText, { title: ownDirection(session.title) })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {intl.formatMessage(messages.keep)}
          </Button>
          <Button color="red" loading={busy === 'delete'} onClick={() => void remove()}>
            {intl.formatMessage(messages.confirmDelete)}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
