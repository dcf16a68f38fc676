import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { EventKind } from './event-form-values';

export type EventFormDeleteProps = {
  name: string;
  kind: EventKind;
  /** Deletes it; resolves once the member has been told and taken away, or left here when it failed. */
  onDelete: () => Promise<void>;
};

/** 'Delete event', which asks first and names what goes. */
export function EventFormDelete({ name, kind, onDelete }: EventFormDeleteProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [deleting, setDeleting] = useState(false);
  const label = `Delete ${kind}`;
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
      <Modal opened={opened} onClose={close} title={`${label}?`} centered>
        <Text mb="lg">
          Delete "{name}"? Its questions stay but the {kind} disappears for everyone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()}>
            {label}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
