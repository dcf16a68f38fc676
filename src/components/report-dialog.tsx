import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportDetailsProblem, type ReportReason, type ReportTargetKind } from '../../schemas/report.schema';
import { characters } from '../../schemas/text';
import { fileReport } from '../db/report-writes';
import { defineMessages } from '../i18n/define-messages';
import { localWrite } from './local-write/local-write';
import { toast } from './toasts/toast';
import { GrowingTextarea } from './growing-textarea/growing-textarea';

const messages = defineMessages({
  reportContent: { id: 'components.reportDialog.title.content', defaultMessage: 'Report this content' },
  close: { id: 'components.reportDialog.close', defaultMessage: 'Close' },
  word: { id: 'components.reportDialog.word', defaultMessage: '‘{word}’' },
  wordIntro: {
    id: 'components.reportDialog.wordIntro',
    defaultMessage: 'The moderators see what you report and why, and can hide the word from the word cloud everywhere.',
  },
  intro: { id: 'components.reportDialog.intro', defaultMessage: 'The moderators see what you report and why. The member is not told who reported them.' },
  why: { id: 'components.reportDialog.why', defaultMessage: 'Why are you reporting it?' },
  chooseReason: { id: 'components.reportDialog.chooseReason', defaultMessage: 'Choose a reason' },
  details: { id: 'components.reportDialog.details', defaultMessage: 'Anything the moderators should know?' },
  detailsHint: {
    id: 'components.reportDialog.detailsHint',
    defaultMessage: 'Optional, up to {max, number} characters ({count, number} so far)',
  },
  cancel: { id: 'components.reportDialog.cancel', defaultMessage: 'Cancel' },
  send: { id: 'components.reportDialog.send', defaultMessage: 'Send report' },
  notSent: { id: 'components.reportDialog.notSent', defaultMessage: 'Your report was not sent' },
  thanks: { id: 'components.reportDialog.thanks', defaultMessage: 'Thanks: the moderators will review it' },
  thanksMore: { id: 'components.reportDialog.thanksMore', defaultMessage: 'You will hear what they decide.' },
});

/** The dialog's title for each thing that may be reported. */
const TITLES = defineMessages({
  question: { id: 'components.reportDialog.title.question', defaultMessage: 'Report this question' },
  chat_message: { id: 'components.reportDialog.title.message', defaultMessage: 'Report this message' },
  user: { id: 'components.reportDialog.title.profile', defaultMessage: 'Report this profile' },
  answer: { id: 'components.reportDialog.title.answer', defaultMessage: 'Report this answer' },
  poll_word: { id: 'components.reportDialog.title.word', defaultMessage: 'Report this word' },
}) satisfies Record<ReportTargetKind, unknown>;

/** The reasons a member may give. */
const REASONS = defineMessages({
  spam: { id: 'components.reportDialog.reason.spam', defaultMessage: 'Spam or advertising' },
  harassment: { id: 'components.reportDialog.reason.harassment', defaultMessage: 'Harassment or hate' },
  off_topic: { id: 'components.reportDialog.reason.offTopic', defaultMessage: 'Off-topic' },
  inappropriate: { id: 'components.reportDialog.reason.inappropriate', defaultMessage: 'Inappropriate or offensive' },
  other: { id: 'components.reportDialog.reason.other', defaultMessage: 'Something else' },
}) satisfies Record<ReportReason, unknown>;

/** What is reported: for a word of a word cloud, its poll's id and the word. */
export type ReportTarget = { kind: ReportTargetKind; id: string; word?: string };

type ReportDialogProps = {
  memberId: string;
  /** What is reported; null keeps the dialog closed. */
  target: ReportTarget | null;
  onClose: () => void;
};

/**
 * The report dialog: a reason and, if the member wants, a few words; sent to the moderators of the
 * content's event (or the admins). Written on the device, so it works offline, and sent with the rest.
 */
export function ReportDialog({ memberId, target, onClose }: ReportDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = reportDetailsProblem(details);
  const close = () => {
    setReason(null);
    setDetails('');
    setTried(false);
    onClose();
  };
  const send = async () => {
    setTried(true);
    if (!target || !reason || problem) return;
    setSending(true);
    try {
      const result = await localWrite((db) => fileReport(db, { memberId, kind: target.kind, targetId: target.id, word: target.word, reason, details }), { failure: intl.formatMessage(messages.notSent) });
      if (result.stored) {
        toast.success(intl.formatMessage(messages.thanks), { description: intl.formatMessage(messages.thanksMore) });
        close();
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={target !== null} onClose={close} title={intl.formatMessage(target ? TITLES[target.kind] : messages.reportContent)}
      centered
      closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}
    >
      <Stack gap="md">
        {target?.word && (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="reported-word">
            {intl.formatMessage(messages.word, { word: target.word })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {intl.formatMessage(target?.kind === 'poll_word' ? messages.wordIntro : messages.intro)}
        </Text>
        <Radio.Group
          label={intl.formatMessage(messages.why)}
          value={reason}
          onChange={(value) => setReason(value as ReportReason)}
          error={tried && !reason ? intl.formatMessage(messages.chooseReason) : undefined}
          withAsterisk
        >
          <Stack gap={8} mt={6}>
            {REPORT_REASONS.map((value) => (
              <Radio key={value} value={value} label={intl.formatMessage(REASONS[value])} />
            ))}
          </Stack>
        </Radio.Group>
        <GrowingTextarea
          label={intl.formatMessage(messages.details)}
          description={intl.formatMessage(messages.detailsHint, { max: REPORT_DETAILS_MAX, count: characters(details.trim()) })}
          minRows={2}
          maxRows={6}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          error={problem}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button color="red" leftSection={<IconFlag size={16} aria-hidden="true" />} loading={sending} onClick={() => void send()}>
            {intl.formatMessage(messages.send)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
