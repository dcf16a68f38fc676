import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { HIDE_REASON_MAX, hideReasonProblem } from '../../../../schemas/question-moderation';

/** Reasons a moderator picks from; 'Other' lets them write their own. The author reads the one chosen. */
const REASONS = ['Off topic for this event', 'Already answered', 'Spam or advertising', 'Not respectful'] as const;
const OTHER = 'other';

export type HideDialogProps = {
  opened: boolean;
  /** 'Hide this question', 'Hide this answer'. */
  title: string;
  /** The words of what is hidden, to be sure it is the right one. */
  excerpt: string;
  /** What hiding does, in a sentence. */
  effect: string;
  /** Who reads the reason: 'The asker', 'Its author'. */
  toldWho: string;
  onHide: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks why something is hidden (its author is told, by the rule of schemas/question-moderation.ts), then hides it. */
export function HideDialog({ opened, title, excerpt, effect, toldWho, onHide, onClose }: HideDialogProps) {
  const [choice, setChoice] = useState<string>(REASONS[0]);
  const [other, setOther] = useState('');
  const [tried, setTried] = useState(false);
  const reason = choice === OTHER ? other : choice;
  const problem = hideReasonProblem(reason);
  const close = () => {
    setChoice(REASONS[0]);
    setOther('');
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
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
            <Radio.Group label="Why is it hidden?" value={choice} onChange={setChoice}>
              <Stack gap={6} mt={6}>
                {REASONS.map((option) => (
                  <Radio key={option} value={option} label={option} />
                ))}
                <Radio value={OTHER} label="Another reason" />
              </Stack>
            </Radio.Group>
            {choice === OTHER && (
              <Textarea
                label="Your reason"
                description={`${toldWho} reads it. At most ${HIDE_REASON_MAX} characters.`}
                value={other}
                onChange={(change) => setOther(change.currentTarget.value)}
                error={tried ? problem : undefined}
                autosize
                minRows={2}
                data-autofocus
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>Cancel</Button>
              <Button type="submit" color="red" leftSection={<IconEyeOff size={16} aria-hidden="true" />}>Hide</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
