import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TARGET_NOUN, reportDetailsProblem, type ReportReason, type ReportTargetKind } from '../../schemas/report.schema';
import { characters } from '../../schemas/text';
import { fileReport } from '../db/report-writes';
import { localWrite } from './local-write/local-write';
import { toast } from './toasts/toast';

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
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = reportDetailsProblem(details);
  const noun = target ? REPORT_TARGET_NOUN[target.kind] : 'content';
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
      const result = await localWrite((db) => fileReport(db, { memberId, kind: target.kind, targetId: target.id, word: target.word, reason, details }), { failure: 'Your report was not sent' });
      if (result.stored) {
        toast.success('Thanks: the moderators will review it', { description: 'You will hear what they decide.' });
        close();
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={target !== null} onClose={close} title={`Report this ${noun}`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {target?.word && (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="reported-word">
            ‘{target.word}’
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {target?.kind === 'poll_word'
            ? 'The moderators see what you report and why, and can hide the word from the word cloud everywhere.'
            : 'The moderators see what you report and why. The member is not told who reported them.'}
        </Text>
        <Radio.Group label="Why are you reporting it?" value={reason} onChange={(value) => setReason(value as ReportReason)} error={tried && !reason ? 'Choose a reason' : undefined} withAsterisk>
          <Stack gap={8} mt={6}>
            {REPORT_REASONS.map((value) => (
              <Radio key={value} value={value} label={REPORT_REASON_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Anything the moderators should know?"
          description={`Optional, up to ${REPORT_DETAILS_MAX.toLocaleString('en-US')} characters (${characters(details.trim()).toLocaleString('en-US')} so far)`}
          autosize
          minRows={2}
          maxRows={6}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          error={problem}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" leftSection={<IconFlag size={16} aria-hidden="true" />} loading={sending} onClick={() => void send()}>
            Send report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
