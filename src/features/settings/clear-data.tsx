import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { getDatabase } from '../../db/database';
import { countWritesAtRisk, totalAtRisk, type WritesAtRisk } from '../../db/writes-at-risk';
import { hasUnsavedDraft } from '../../lib/question-draft';

type Risk = WritesAtRisk & { draft: boolean };
type Step = { kind: 'closed' } | { kind: 'confirm' } | { kind: 'at-risk'; risk: Risk } | { kind: 'really'; risk: Risk };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 'Clear data on this device': asks first; with writes the server does not have yet it says which
 * and asks a second time before they go. Then nothing of the member stays on the device: it signs
 * out too, and signing in again downloads what is on the server.
 */
export function ClearData({ onClear }: { onClear: () => Promise<void> }) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [clearing, setClearing] = useState(false);
  const start = async () => {
    const risk = { ...(await countWritesAtRisk(await getDatabase())), draft: hasUnsavedDraft() };
    setStep(totalAtRisk(risk) > 0 || risk.draft ? { kind: 'at-risk', risk } : { kind: 'confirm' });
  };
  const clear = async () => {
    setClearing(true);
    try {
      await onClear();
    } finally {
      setClearing(false);
    }
  };
  const close = () => setStep({ kind: 'closed' });
  return (
    <Stack gap="xs" component="section" aria-label="Clear data">
      <Title order={3} size="h5">
        Clear data on this device
      </Title>
      <Text size="sm" c="dimmed">
        Deletes everything this device keeps of you (questions, chats, events, pictures saved for offline) and signs you out. Sign in again to download it.
      </Text>
      <Group>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => void start()}>
          Clear data on this device
        </Button>
      </Group>
      <Modal opened={step.kind === 'confirm'} onClose={close} title="Clear data on this device?" centered>
        <Text size="sm">Everything this device keeps of you is deleted and you are signed out. Nothing of yours is waiting to be sent.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void clear()} loading={clearing}>
            Clear data
          </Button>
        </Group>
      </Modal>
      <Modal opened={step.kind === 'at-risk'} onClose={close} title="Some of your changes are not on the server" centered>
        {step.kind === 'at-risk' && (
          <>
            <Text size="sm">Clearing now deletes them for good:</Text>
            <List size="sm" mt="xs">
              {step.risk.pending > 0 && <List.Item>{plural(step.risk.pending, 'change waiting to be sent', 'changes waiting to be sent')}</List.Item>}
              {step.risk.failed > 0 && <List.Item>{plural(step.risk.failed, 'change the server refused', 'changes the server refused')}</List.Item>}
              {step.risk.lostEdits > 0 && <List.Item>{plural(step.risk.lostEdits, 'edit kept after a conflict', 'edits kept after a conflict')}</List.Item>}
              {step.risk.draft && <List.Item>your unsaved question draft</List.Item>}
            </List>
            <Text size="sm" mt="xs">
              Wait until they are sent (the sync centre shows them), or clear anyway.
            </Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={close}>
                Keep them
              </Button>
              <Button color="red" variant="light" onClick={() => setStep({ kind: 'really', risk: step.risk })}>
                Clear anyway
              </Button>
            </Group>
          </>
        )}
      </Modal>
      <Modal opened={step.kind === 'really'} onClose={close} title="Delete your unsent changes?" centered>
        {step.kind === 'really' && (
          <>
            <Text size="sm">
              {totalAtRisk(step.risk) > 0 ? `${plural(totalAtRisk(step.risk), 'change', 'changes')} will never reach the server` : 'Your draft is deleted'}
              {step.risk.draft && totalAtRisk(step.risk) > 0 ? ', and your draft is deleted' : ''}. This cannot be undone.
            </Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={close}>
                Keep them
              </Button>
              <Button color="red" onClick={() => void clear()} loading={clearing}>
                Delete them and clear
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </Stack>
  );
}
