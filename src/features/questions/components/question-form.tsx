import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { QUESTION_DESCRIPTION_MAX, QUESTION_TITLE_MAX } from '../../../../schemas/question-rules';
import { characters } from '../../../../schemas/text';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { questionProblems, type QuestionInput } from '../api/question-writes';
import { GrowingTextarea } from '../../../components/growing-textarea/growing-textarea';

const messages = defineMessages({
  count: { id: 'questions.form.count', defaultMessage: '{length, number, ::group-off} / {max, number, ::group-off}' },
  tooLong: {
    id: 'questions.form.tooLong',
    defaultMessage:
      '{over, plural, one {{over, number, ::group-off} character too long: at most {max, number, ::group-off}} other {{over, number, ::group-off} characters too long: at most {max, number, ::group-off}}}',
  },
  chosenSession: { id: 'questions.form.chosenSession', defaultMessage: 'The session chosen' },
  title: { id: 'questions.form.title', defaultMessage: 'Title' },
  description: { id: 'questions.form.description', defaultMessage: 'Description' },
  askIn: { id: 'questions.form.askIn', defaultMessage: 'Ask in' },
  session: { id: 'questions.form.session', defaultMessage: 'Session' },
  sessionHint: { id: 'questions.form.sessionHint', defaultMessage: 'Ask it to one session of the agenda, or leave empty for the whole event' },
  wholeEvent: { id: 'questions.form.wholeEvent', defaultMessage: 'The whole event' },
  noSession: { id: 'questions.form.noSession', defaultMessage: 'No session by that name' },
  anonymous: { id: 'questions.form.anonymous', defaultMessage: 'Ask anonymously' },
});

export type SpaceOption = { value: string; label: string };
/** A session of an event's agenda a question may be asked to. */
export type SessionOption = { value: string; label: string };

/**
 * A live 'n / max' under a field. The field itself takes any length, so pasted text is never cut
 * without a word: what is over the limit is said at once and must be shortened before posting.
 */
export function lengthHint(length: number, max: number, { always }: { always: boolean }, intl: IntlShape = appIntl()): { hint: string | null; over: string | null } {
  const over = length - max;
  const hint = intl.formatMessage(messages.count, { length, max });
  if (over > 0) return { hint, over: intl.formatMessage(messages.tooLong, { over, max }) };
  return { hint: always || length >= max * 0.8 ? hint : null, over: null };
}

function Counter({ hint, over, id }: { hint: string | null; over: boolean; id: string }) {
  if (!hint) return null;
  return (
    <Text id={id} size="xs" c={over ? 'red' : 'dimmed'} ta="right" mt={4} aria-live="polite">
      {hint}
    </Text>
  );
}

export type QuestionFormProps = {
  initial: QuestionInput;
  spaces: SpaceOption[];
  /** The sessions a question may be asked to, by the id of their event; an event without any offers no choice. */
  sessions?: Readonly<Record<string, SessionOption[]>> | undefined;
  submitLabel: string;
  onChange?: (input: QuestionInput) => void;
  onSubmit: (input: QuestionInput) => Promise<void>;
};

/** Title, description, space and the anonymous option; plain text only. */
export function QuestionForm({ initial, spaces, sessions, submitLabel, onChange, onSubmit }: QuestionFormProps) {
  const intl = useIntl();
  const [input, setInput] = useState<QuestionInput>(initial);
  const [problems, setProblems] = useState<ReturnType<typeof questionProblems>>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (next: Partial<QuestionInput>) => {
    // A session belongs to its event: another event's question is asked to none of them.
    const moved = next.eventId !== undefined && next.eventId !== input.eventId;
    const updated = { ...input, ...next, ...(moved ? { sessionId: '' } : {}) };
    setInput(updated);
    onChange?.(updated);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = questionProblems(input);
    setProblems(found);
    if (found) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(input);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const offered = sessions?.[input.eventId] ?? [];
  // A session no longer offered (cancelled since) stays listed while the question names it.
  const sessionChoices = input.sessionId && !offered.some((option) => option.value === input.sessionId) ? [...offered, { value: input.sessionId, label: intl.formatMessage(messages.chosenSession) }] : offered;
  const title = lengthHint(characters(input.title.trim()), QUESTION_TITLE_MAX, { always: true }, intl);
  const description = lengthHint(characters(input.description.trim()), QUESTION_DESCRIPTION_MAX, { always: false }, intl);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <div>
          <TextInput
            label={intl.formatMessage(messages.title)}
            required
            value={input.title}
            onChange={(e) => change({ title: e.currentTarget.value })}
            error={title.over ?? problems?.title}
          />
          <Counter id="question-title-count" hint={title.hint} over={title.over !== null} />
        </div>
        <div>
          <GrowingTextarea
            label={intl.formatMessage(messages.description)}
            minRows={4}
            value={input.description}
            onChange={(e) => change({ description: e.currentTarget.value })}
            error={description.over ?? problems?.description}
          />
          <Counter id="question-description-count" hint={description.hint} over={description.over !== null} />
        </div>
        <Select label={intl.formatMessage(messages.askIn)} data={spaces} value={input.eventId || null} onChange={(value) => change({ eventId: value ?? '' })} error={problems?.space} allowDeselect={false} />
        {sessionChoices.length > 0 && (
          <Select
            // A choice renamed (its options read after the form opened) shows its new name.
            key={sessionChoices.find((option) => option.value === input.sessionId)?.label ?? ''}
            label={intl.formatMessage(messages.session)}
            description={intl.formatMessage(messages.sessionHint)}
            placeholder={intl.formatMessage(messages.wholeEvent)}
            data={sessionChoices}
            value={input.sessionId || null}
            onChange={(value) => change({ sessionId: value ?? '' })}
            clearable
            searchable
            nothingFoundMessage={intl.formatMessage(messages.noSession)}
          />
        )}
        <Checkbox label={intl.formatMessage(messages.anonymous)} checked={input.anonymous} onChange={(e) => change({ anonymous: e.currentTarget.checked })} />
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
