import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { getDatabase } from '../../db/database';
import { countWritesAtRisk, totalAtRisk, type WritesAtRisk } from '../../db/writes-at-risk';
import { defineMessages } from '../../i18n/define-messages';
import { hasUnsavedDraft } from '../../lib/question-draft';

type Risk = WritesAtRisk & { draft: boolean };
type Step = { kind: 'closed' } | { kind: 'confirm' } | { kind: 'at-risk'; risk: Risk } | { kind: 'really'; risk: Risk };

const messages = defineMessages({
  section: { id: 'settings.clearData.section', defaultMessage: 'Clear data' },
  heading: { id: 'settings.clearData.heading', defaultMessage: 'Clear data on this device' },
  explain: {
    id: 'settings.clearData.explain',
    defaultMessage:
      'Deletes everything this device keeps of you (questions, chats, events, pictures saved for offline) and signs you out. Sign in again to download it.',
  },
  button: { id: 'settings.clearData.button', defaultMessage: 'Clear data on this device' },
  confirmTitle: { id: 'settings.clearData.confirmTitle', defaultMessage: 'Clear data on this device?' },
  confirmText: {
    id: 'settings.clearData.confirmText',
    defaultMessage: 'Everything this device keeps of you is deleted and you are signed out. Nothing of yours is waiting to be sent.',
  },
  cancel: { id: 'settings.clearData.cancel', defaultMessage: 'Cancel' },
  clear: { id: 'settings.clearData.clear', defaultMessage: 'Clear data' },
  atRiskTitle: { id: 'settings.clearData.atRiskTitle', defaultMessage: 'Some of your changes are not on the server' },
  atRiskText: { id: 'settings.clearData.atRiskText', defaultMessage: 'Clearing now deletes them for good:' },
  pending: { id: 'settings.clearData.pending', defaultMessage: '{count, plural, one {# change waiting to be sent} other {# changes waiting to be sent}}' },
  failed: { id: 'settings.clearData.failed', defaultMessage: '{count, plural, one {# change the server refused} other {# changes the server refused}}' },
  lostEdits: { id: 'settings.clearData.lostEdits', defaultMessage: '{count, plural, one {# edit kept after a conflict} other {# edits kept after a conflict}}' },
  draft: { id: 'settings.clearData.draft', defaultMessage: 'your unsaved question draft' },
  wait: { id: 'settings.clearData.wait', defaultMessage: 'Wait until they are sent (the sync centre shows them), or clear anyway.' },
  keep: { id: 'settings.clearData.keep', defaultMessage: 'Keep them' },
  clearAnyway: { id: 'settings.clearData.clearAnyway', defaultMessage: 'Clear anyway' },
  reallyTitle: { id: 'settings.clearData.reallyTitle', defaultMessage: 'Delete your unsent changes?' },
  reallyChanges: {
    id: 'settings.clearData.reallyChanges',
    defaultMessage: '{count, plural, one {# change will never reach the server. This cannot be undone.} other {# changes will never reach the server. This cannot be undone.}}',
  },
  reallyChangesAndDraft: {
    id: 'settings.clearData.reallyChangesAndDraft',
    defaultMessage:
      '{count, plural, one {# change will never reach the server, and your draft is deleted. This cannot be undone.} other {# changes will never reach the server, and your draft is deleted. This cannot be undone.}}',
  },
  reallyDraft: { id: 'settings.clearData.reallyDraft', defaultMessage: 'Your draft is deleted. This cannot be undone.' },
  deleteAndClear: { id: 'settings.clearData.deleteAndClear', defaultMessage: 'Delete them and clear' },
});

/** What the last question says is lost for good: the unsent changes, the draft, or both. */
function reallyText(intl: IntlShape, risk: Risk): string {
  const count = totalAtRisk(risk);
  if (count === 0) return intl.formatMessage(messages.reallyDraft);
  return intl.formatMessage(risk.draft ? messages.reallyChangesAndDraft : messages.reallyChanges, { count });
}

/**
 * 'Clear data on this device': asks first; with writes the server does not have yet it says which
 * and asks a second time before they go. Then nothing of the member stays on the device: it signs
 * out too, and signing in again downloads what is on the server.
 */
export function ClearData({ onClear }: { onClear: () => Promise<void> }) {
  const intl = useIntl();
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
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.section)}>
      <Title order={3} size="h5">
        {intl.formatMessage(messages.heading)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.explain)}
      </Text>
      <Group>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => void start()}>
          {intl.formatMessage(messages.button)}
        </Button>
      </Group>
      <Modal opened={step.kind === 'confirm'} onClose={close} title={intl.formatMessage(messages.confirmTitle)} centered>
        <Text size="sm">{intl.formatMessage(messages.confirmText)}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button color="red" onClick={() => void clear()} loading={clearing}>
            {intl.formatMessage(messages.clear)}
          </Button>
        </Group>
      </Modal>
      <Modal opened={step.kind === 'at-risk'} onClose={close} title={intl.formatMessage(messages.atRiskTitle)} centered>
        {step.kind === 'at-risk' && (
          <>
            <Text size="sm">{intl.formatMessage(messages.atRiskText)}</Text>
            <List size="sm" mt="xs">
              {step.risk.pending > 0 && <List.Item>{intl.formatMessage(messages.pending, { count: step.risk.pending })}</List.Item>}
              {step.risk.failed > 0 && <List.Item>{intl.formatMessage(messages.failed, { count: step.risk.failed })}</List.Item>}
              {step.risk.lostEdits > 0 && <List.Item>{intl.formatMessage(messages.lostEdits, { count: step.risk.lostEdits })}</List.Item>}
              {step.risk.draft && <List.Item>{intl.formatMessage(messages.draft)}</List.Item>}
            </List>
            <Text size="sm" mt="xs">
              {intl.formatMessage(messages.wait)}
            </Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={close}>
                {intl.formatMessage(messages.keep)}
              </Button>
              <Button color="red" variant="light" onClick={() => setStep({ kind: 'really', risk: step.risk })}>
                {intl.formatMessage(messages.clearAnyway)}
              </Button>
            </Group>
          </>
        )}
      </Modal>
      <Modal opened={step.kind === 'really'} onClose={close} title={intl.formatMessage(messages.reallyTitle)} centered>
        {step.kind === 'really' && (
          <>
            <Text size="sm">{reallyText(intl, step.risk)}</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={close}>
                {intl.formatMessage(messages.keep)}
              </Button>
              <Button color="red" onClick={() => void clear()} loading={clearing}>
                {intl.formatMessage(messages.deleteAndClear)}
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </Stack>
  );
}
