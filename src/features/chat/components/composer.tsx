import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../../schemas/chat-message.schema';
import { readChatDraft, saveChatDraft } from '../chat-draft';
import { messageProblem, type SendOutcome } from '../hooks/use-chat-writes';
import classes from './chat.module.css';

// The counter appears when a message gets close to the limit.
const COUNTER_FROM = MAX_MESSAGE_LENGTH - 200;

export type ComposerProps = {
  roomId: string;
  recipient: string;
  onSend: (text: string) => Promise<SendOutcome>;
};

/**
 * Where a message is written: kept across reloads until sent, Enter sends (Shift+Enter is a new line),
 * the text goes only once it is in the queue, and a message too long says so beside the field.
 */
export function Composer({ roomId, recipient, onSend }: ComposerProps) {
  const [text, setText] = useState(() => readChatDraft(roomId));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => saveChatDraft(roomId, text), [roomId, text]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const problem = messageProblem(text);
    if (problem) {
      setError(text.trim() ? problem : null);
      return;
    }
    setSending(true);
    const outcome = await onSend(text);
    setSending(false);
    if (outcome.sent) {
      setText('');
      setError(null);
      field.current?.focus();
    } else {
      setError(outcome.message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={classes.composer} onSubmit={(event) => void submit(event)} aria-label="Write a message">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={field}
          className={classes.input}
          aria-label={`Message to ${recipient}`}
          placeholder={`Message ${recipient}`}
          autosize
          minRows={1}
          maxRows={6}
          radius="xl"
          value={text}
          error={error}
          dir="auto"
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <ActionIcon type="submit" size={38} radius="xl" aria-label="Send" loading={sending} disabled={!text.trim()} mb={error ? 22 : 0}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {text.length > COUNTER_FROM && (
        <Text size="xs" c={text.length > MAX_MESSAGE_LENGTH ? 'red' : 'dimmed'} ta="end" mt={4} aria-live="polite">
          {text.length.toLocaleString('en-US')} / {MAX_MESSAGE_LENGTH.toLocaleString('en-US')}
        </Text>
      )}
    </form>
  );
}
