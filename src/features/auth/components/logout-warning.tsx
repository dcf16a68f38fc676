import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { totalAtRisk, type WritesAtRisk } from '../../../db/writes-at-risk';

export type LogoutRisk = {
  /** Writes not on the server yet; null when they could not be counted. */
  writes: WritesAtRisk | null;
  /** An unsaved question draft. */
  draft: boolean;
  /** An unsaved draft of a new event or community. */
  eventDraft?: boolean;
};

export type LogoutWarningProps = {
  risk: LogoutRisk | null;
  online: boolean;
  sending: boolean;
  /** Set when sending stopped with writes still waiting. */
  sendProblem?: string | null;
  onCancel: () => void;
  onSendFirst: () => void;
  onConfirm: () => void;
};

const changes = (n: number) => (n === 1 ? '1 change has' : `${n} changes have`);

/** What the dialog says: the draft-only wording is the product's own; unsent writes come first. */
export function logoutWarningText(risk: LogoutRisk): { title: string; text: string } {
  const writes = risk.writes ? totalAtRisk(risk.writes) : null;
  if (writes === 0 && risk.draft && !risk.eventDraft) {
    return {
      title: 'You have an unsaved draft',
      text: 'You have an unsaved question draft. Logging out will delete this draft. Do you want to continue?',
    };
  }
  if (writes === 0 && risk.eventDraft) {
    const what = risk.draft ? 'an unsaved question draft and an unsaved event draft' : 'an unsaved event draft';
    return {
      title: 'You have an unsaved draft',
      text: `You have ${what}. Logging out will delete ${risk.draft ? 'them' : 'this draft'}. Do you want to continue?`,
    };
  }
  const drafts = [risk.draft && 'question draft', risk.eventDraft && 'event draft'].filter(Boolean).join(' and ');
  const draft = drafts ? ` Your unsaved ${drafts} ${risk.draft && risk.eventDraft ? 'are' : 'is'} deleted too.` : '';
  if (writes === null) {
    return { title: 'You may have unsent changes', text: `Changes made on this device may not have been sent yet. Logging out now deletes them.${draft}` };
  }
  return { title: 'You have unsent changes', text: `${changes(writes)} not been sent yet. Logging out now ${writes === 1 ? 'deletes it' : 'deletes them'}.${draft}` };
}

/** Asks before a logout would delete what the member wrote: a draft, or writes the server does not have yet. */
export function LogoutWarning({ risk, online, sending, sendProblem, onCancel, onSendFirst, onConfirm }: LogoutWarningProps) {
  const { title, text } = risk ? logoutWarningText(risk) : { title: '', text: '' };
  // Only writes still waiting can be sent; refused ones and lost edits stay refused.
  const sendable = (risk?.writes?.pending ?? 0) > 0;
  return (
    <Modal opened={risk !== null} onClose={onCancel} title={title} centered>
      <Stack gap="sm">
        <Text>{text}</Text>
        {sendable && !online && <Text size="sm" c="dimmed">You are offline: connect to send them first.</Text>}
        {sendProblem && <Text size="sm" c="red" role="alert">{sendProblem}</Text>}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onCancel}>Cancel</Button>
        {sendable && online && (
          <Button variant="light" loading={sending} onClick={onSendFirst}>Send first</Button>
        )}
        <Button color="red" onClick={onConfirm} disabled={sending}>Log out anyway</Button>
      </Group>
    </Modal>
  );
}
