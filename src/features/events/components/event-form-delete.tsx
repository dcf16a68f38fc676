import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import type { EventKind } from './event-form-values';
import { ownDirection } from '../../../i18n/own-direction';

export type EventFormDeleteProps = {
  name: string;
  kind: EventKind;
  /** Deletes it; resolves once the member has been told and taken away, or left here when it failed. */
  onDelete: () => Promise<void>;
};

const messages = defineMessages({
  deleteEvent: { id: 'events.delete.event', defaultMessage: 'Delete event' },
  deleteCommunity: { id: 'events.delete.community', defaultMessage: 'Delete community' },
  confirmEvent: { id: 'events.delete.confirm.titleEvent', defaultMessage: 'Delete event?' },
  confirmCommunity: { id: 'events.delete.confirm.titleCommunity', defaultMessage: 'Delete community?' },
  textEvent: { id: 'events.delete.confirm.textEvent', defaultMessage: 'Delete "{name}"? Its questions stay but the event disappears for everyone.' },
  textCommunity: { id: 'events.delete.confirm.textCommunity', defaultMessage: 'Delete "{name}"? Its questions stay but the community disappears for everyone.' },
  cancel: { id: 'events.delete.confirm.cancel', defaultMessage: 'Cancel' },
});

/** 'Delete event', which asks first and names what goes. */
export function EventFormDelete({ name, kind, onDelete }: EventFormDeleteProps) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const [deleting, setDeleting] = useState(false);
  const community = kind === 'community';
  const label = intl.formatMessage(community ? messages.deleteCommunity : messages.deleteEvent);
  async function confirm() {
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
      close();
    }
  }
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={18} aria-hidden />} onClick={open} fullWidth>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={intl.formatMessage(community ? messages.confirmCommunity : messages.confirmEvent)} centered>
        <Text mb="lg">
          {intl.formatMessage(community ? messages.textCommunity : messages.textEvent, { name: ownDirection(name) })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()}>
            {label}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
