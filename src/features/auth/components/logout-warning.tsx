import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { totalAtRisk, type WritesAtRisk } from '../../../db/writes-at-risk';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';

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

const messages = defineMessages({
  draftTitle: { id: 'auth.logoutWarning.draftTitle', defaultMessage: 'You have an unsaved draft' },
  questionDraft: {
    id: 'auth.logoutWarning.questionDraft',
    defaultMessage: 'You have an unsaved question draft. Logging out will delete this draft. Do you want to continue?',
  },
  eventDraft: {
    id: 'auth.logoutWarning.eventDraft',
    defaultMessage: 'You have an unsaved event draft. Logging out will delete this draft. Do you want to continue?',
  },
  bothDrafts: {
    id: 'auth.logoutWarning.bothDrafts',
    defaultMessage: 'You have an unsaved question draft and an unsaved event draft. Logging out will delete them. Do you want to continue?',
  },
  mayHaveUnsentTitle: { id: 'auth.logoutWarning.mayHaveUnsentTitle', defaultMessage: 'You may have unsent changes' },
  mayHaveUnsent: { id: 'auth.logoutWarning.mayHaveUnsent', defaultMessage: 'Changes made on this device may not have been sent yet. Logging out now deletes them.' },
  unsentTitle: { id: 'auth.logoutWarning.unsentTitle', defaultMessage: 'You have unsent changes' },
  unsent: {
    id: 'auth.logoutWarning.unsent',
    defaultMessage:
      '{count, plural, one {# change has not been sent yet. Logging out now deletes it.} other {# changes have not been sent yet. Logging out now deletes them.}}',
  },
  draftsToo: {
    id: 'auth.logoutWarning.draftsToo',
    defaultMessage:
      '{changes} {drafts, select, question {Your unsaved question draft is deleted too.} event {Your unsaved event draft is deleted too.} other {Your unsaved question draft and event draft are deleted too.}}',
  },
  offline: { id: 'auth.logoutWarning.offline', defaultMessage: 'You are offline: connect to send them first.' },
  cancel: { id: 'auth.logoutWarning.cancel', defaultMessage: 'Cancel' },
  sendFirst: { id: 'auth.logoutWarning.sendFirst', defaultMessage: 'Send first' },
  logOutAnyway: { id: 'auth.logoutWarning.logOutAnyway', defaultMessage: 'Log out anyway' },
});

/** What the dialog says: the draft-only wording is the product's own; unsent writes come first. */
export function logoutWarningText(risk: LogoutRisk, intl: IntlShape = appIntl()): { title: string; text: string } {
  const writes = risk.writes ? totalAtRisk(risk.writes) : null;
  if (writes === 0 && risk.draft && !risk.eventDraft) {
    return { title: intl.formatMessage(messages.draftTitle), text: intl.formatMessage(messages.questionDraft) };
  }
  if (writes === 0 && risk.eventDraft) {
    return { title: intl.formatMessage(messages.draftTitle), text: intl.formatMessage(risk.draft ? messages.bothDrafts : messages.eventDraft) };
  }
  // The drafts deleted with the unsent changes, if any.
  const drafts = risk.draft && risk.eventDraft ? 'both' : risk.draft ? 'question' : risk.eventDraft ? 'event' : null;
  const withDrafts = (changes: string) => (drafts ? intl.formatMessage(messages.draftsToo, { changes, drafts }) : changes);
  if (writes === null) {
    return { title: intl.formatMessage(messages.mayHaveUnsentTitle), text: withDrafts(intl.formatMessage(messages.mayHaveUnsent)) };
  }
  return { title: intl.formatMessage(messages.unsentTitle), text: withDrafts(intl.formatMessage(messages.unsent, { count: writes })) };
}

/** Asks before a logout would delete what the member wrote: a draft, or writes the server does not have yet. */
export function LogoutWarning({ risk, online, sending, sendProblem, onCancel, onSendFirst, onConfirm }: LogoutWarningProps) {
  const intl = useIntl();
  const { title, text } = risk ? logoutWarningText(risk, intl) : { title: '', text: '' };
  // Only writes still waiting can be sent; refused ones and lost edits stay refused.
  const sendable = (risk?.writes?.pending ?? 0) > 0;
  return (
    <Modal opened={risk !== null} onClose={onCancel} title={title} centered>
      <Stack gap="sm">
        <Text>{text}</Text>
        {sendable && !online && <Text size="sm" c="dimmed">{intl.formatMessage(messages.offline)}</Text>}
        {sendProblem && <Text size="sm" c="red" role="alert">{sendProblem}</Text>}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onCancel}>{intl.formatMessage(messages.cancel)}</Button>
        {sendable && online && (
          <Button variant="light" loading={sending} onClick={onSendFirst}>{intl.formatMessage(messages.sendFirst)}</Button>
        )}
        <Button color="red" onClick={onConfirm} disabled={sending}>{intl.formatMessage(messages.logOutAnyway)}</Button>
      </Group>
    </Modal>
  );
}
