import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { HIDE_REASON_MAX, hideReasonProblem } from '../../../../schemas/question-moderation';
import { defineMessages } from '../../../i18n/define-messages';
import { GrowingTextarea } from '../../../components/growing-textarea/growing-textarea';

/**
 * Reasons a moderator picks from; 'Other' lets them write their own. The author reads the one chosen,
 * in the words the moderator saw.
 */
const REASONS = defineMessages({
  offTopic: { id: 'questions.hide.reasonOffTopic', defaultMessage: 'Off topic for this event' },
  answered: { id: 'questions.hide.reasonAnswered', defaultMessage: 'Already answered' },
  spam: { id: 'questions.hide.reasonSpam', defaultMessage: 'Spam or advertising' },
  disrespect: { id: 'questions.hide.reasonDisrespect', defaultMessage: 'Not respectful' },
});
type Reason = keyof typeof REASONS;
const REASON_KEYS = Object.keys(REASONS) as Reason[];
const FIRST: Reason = 'offTopic';
const OTHER = 'other';

const messages = defineMessages({
  close: { id: 'questions.hide.close', defaultMessage: 'Close' },
  why: { id: 'questions.hide.why', defaultMessage: 'Why is it hidden?' },
  another: { id: 'questions.hide.another', defaultMessage: 'Another reason' },
  yourReason: { id: 'questions.hide.yourReason', defaultMessage: 'Your reason' },
  readBy: {
    id: 'questions.hide.readBy',
    defaultMessage: '{who, select, asker {The asker} other {Its author}} reads it. At most {max, number, ::group-off} characters.',
  },
  cancel: { id: 'questions.hide.cancel', defaultMessage: 'Cancel' },
  hide: { id: 'questions.hide.hide', defaultMessage: 'Hide' },
});

export type HideDialogProps = {
  opened: boolean;
  /** 'Hide this question', 'Hide this answer'. */
  title: string;
  /** The words of what is hidden, to be sure it is the right one. */
  excerpt: string;
  /** What hiding does, in a sentence. */
  effect: string;
  /** Who reads the reason: the question's asker, or the answer's author. */
  toldWho: 'asker' | 'author';
  onHide: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks why something is hidden (its author is told, by the rule of schemas/question-moderation.ts), then hides it. */
export function HideDialog({ opened, title, excerpt, effect, toldWho, onHide, onClose }: HideDialogProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState<string>(FIRST);
  const [other, setOther] = useState('');
  const [tried, setTried] = useState(false);
  const reason = choice === OTHER ? other : intl.formatMessage(REASONS[choice as Reason]);
  const problem = hideReasonProblem(reason);
  const close = () => {
    setChoice(FIRST);
    setOther('');
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}>
      {opened && (
        <form
          onSubmit={(submitted) => {
            submitted.preventDefault();
            setTried(true);
            if (problem) return;
            void onHide(reason.trim()).then(close);
          }}
        >
          <Stack gap="sm">
            <Text size="sm" fw={600} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>{excerpt}</Text>
            <Text size="sm" c="dimmed">{effect}</Text>
            <Radio.Group label={intl.formatMessage(messages.why)} value={choice} onChange={setChoice}>
              <Stack gap={6} mt={6}>
                {REASON_KEYS.map((option) => (
                  <Radio key={option} value={option} label={intl.formatMessage(REASONS[option])} />
                ))}
                <Radio value={OTHER} label={intl.formatMessage(messages.another)} />
              </Stack>
            </Radio.Group>
            {choice === OTHER && (
              <GrowingTextarea
                label={intl.formatMessage(messages.yourReason)}
                description={intl.formatMessage(messages.readBy, { who: toldWho, max: HIDE_REASON_MAX })}
                value={other}
                onChange={(change) => setOther(change.currentTarget.value)}
                error={tried ? problem : undefined}
                minRows={2}
                data-autofocus
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>{intl.formatMessage(messages.cancel)}</Button>
              <Button type="submit" color="red" leftSection={<IconEyeOff size={16} aria-hidden="true" />}>{intl.formatMessage(messages.hide)}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
