import { ActionIcon, Group, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { memo, startTransition, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_MESSAGE_LENGTH, messageProblem } from '../../../../schemas/chat-message.schema';
import { characters } from '../../../../schemas/text';
import { defineMessages } from '../../../i18n/define-messages';
import { readChatDraft, saveChatDraft } from '../chat-draft';
import type { SendOutcome } from '../hooks/use-chat-writes';
import classes from './chat.module.css';
import { GrowingTextarea } from '../../../components/growing-textarea/growing-textarea';

const messages = defineMessages({
  form: { id: 'chat.composer.form', defaultMessage: 'Write a message' },
  field: { id: 'chat.composer.field', defaultMessage: 'Message to {name}' },
  placeholder: { id: 'chat.composer.placeholder', defaultMessage: 'Message {name}' },
  send: { id: 'chat.composer.send', defaultMessage: 'Send' },
  counter: { id: 'chat.composer.counter', defaultMessage: '{count, number} / {max, number}' },
});

// The counter appears when a message gets close to the limit.
const COUNTER_FROM = MAX_MESSAGE_LENGTH - 200;

export type ComposerProps = {
  roomId: string;
  recipient: string;
  onSend: (text: string) => Promise<SendOutcome>;
};

/**
 * Where a message is written: kept across reloads until sent, Enter sends (Shift+Enter is a new line),
 * the next one can be written while the last is stored, and a message too long says so beside the field.
 */
export const Composer = memo(function Composer({ roomId, recipient, onSend }: ComposerProps) {
  const intl = useIntl();
  // The field holds the text itself (React gives it only its first value): a render of the composer
  // can then never put back a text the member has just sent, whatever it renders with. `text` follows
  // the field, for the button and the counter.
  const [draft] = useState(() => readChatDraft(roomId));
  const [text, setText] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(0);
  const field = useRef<HTMLTextAreaElement>(null);

  const change = (next: string) => {
    setText(next);
    saveChatDraft(roomId, next);
    if (error) setError(null);
  };

  // The field empties at once, so the member can write the next message while this one is stored;
  // the stored draft goes only once the message is in the queue, and a message that could not be
  // queued comes back into the field.
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = field.current?.value ?? text;
    const problem = messageProblem(message);
    if (problem) {
      setError(message.trim() ? problem : null);
      return;
    }
    // The field empties at once; the composer itself (the button, the counter) renders again in a
    // transition, so the keystroke's own task only puts the message on the screen.
    if (field.current) field.current.value = '';
    startTransition(() => {
      setText('');
      setError(null);
      setSending((count) => count + 1);
    });
    const outcome = await onSend(message);
    setSending((count) => count - 1);
    const now = field.current?.value ?? '';
    if (outcome.sent) {
      saveChatDraft(roomId, now);
    } else {
      // Never lost: it goes back before whatever was written since.
      const restored = now ? `${message}\n\n${now}` : message;
      if (field.current) field.current.value = restored;
      setText(restored);
      saveChatDraft(roomId, restored);
      setError(outcome.message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  // Counted as the server counts them (an emoji is one character), once the end is near.
  const count = text.length > COUNTER_FROM ? characters(text) : 0;
  return (
    <form className={classes.composer} onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage(messages.form)}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <GrowingTextarea
          ref={field}
          className={classes.input}
          aria-label={intl.formatMessage(messages.field, { name: recipient })}
          placeholder={intl.formatMessage(messages.placeholder, { name: recipient })}
          minRows={1}
          maxRows={6}
          radius="xl"
          defaultValue={draft}
          error={error}
          dir="auto"
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <ActionIcon type="submit" size={38} radius="xl" aria-label={intl.formatMessage(messages.send)} disabled={!text.trim()} data-sending={sending > 0 || undefined} mb={error ? 22 : 0} style={{ flexShrink: 0 }}>
          <IconSend size={18} className="mirror-in-rtl" />
        </ActionIcon>
      </Group>
      {count > COUNTER_FROM && (
        <Text size="xs" c={count > MAX_MESSAGE_LENGTH ? 'red' : 'dimmed'} ta="end" mt={4} aria-live="polite">
          {intl.formatMessage(messages.counter, { count, max: MAX_MESSAGE_LENGTH })}
        </Text>
      )}
    </form>
  );
});
