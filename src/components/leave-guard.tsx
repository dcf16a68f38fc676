import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';

const messages = defineMessages({
  keepEditing: { id: 'components.leaveGuard.keepEditing', defaultMessage: 'Keep editing' },
});

export type LeaveGuardProps = {
  /** Whether leaving now would lose what the member wrote. */
  unsaved: () => boolean;
  title: string;
  message: string;
  discardLabel: string;
  /** Runs when the member chooses to leave anyway, before the navigation goes on. */
  onDiscard?: () => void;
};

/** Asks before a navigation, or a reload or closing the tab, leaves a form with unsaved changes. */
export function LeaveGuard({ unsaved, title, message, discardLabel, onDiscard }: LeaveGuardProps) {
  const intl = useIntl();
  const blocker = useBlocker({ shouldBlockFn: unsaved, enableBeforeUnload: unsaved, withResolver: true });
  const open = blocker.status === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {intl.formatMessage(messages.keepEditing)}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onDiscard?.();
            blocker.proceed?.();
          }}
        >
          {discardLabel}
        </Button>
      </Group>
    </Modal>
  );
}
