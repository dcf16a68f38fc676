import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { QUESTION_DESCRIPTION_MAX, QUESTION_TITLE_MAX } from '../../../../schemas/question-rules';
import { characters } from '../../../../schemas/text';
import { questionProblems, type QuestionInput } from '../api/question-writes';

export type SpaceOption = { value: string; label: string };
/** A session of an event's agenda a question may be asked to. */
export type SessionOption = { value: string; label: string };

/**
 * A live 'n / max' under a field. The field itself takes any length, so pasted text is never cut
 * without a word: what is over the limit is said at once and must be shortened before posting.
 */
export function lengthHint(length: number, max: number, { always }: { always: boolean }): { hint: string | null; over: string | null } {
  const over = length - max;
  if (over > 0) return { hint: `${length} / ${max}`, over: `${over} ${over === 1 ? 'character' : 'characters'} too long: at most ${max}` };
  return { hint: always || length >= max * 0.8 ? `${length} / ${max}` : null, over: null };
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
  const sessionChoices = input.sessionId && !offered.some((option) => option.value === input.sessionId) ? [...offered, { value: input.sessionId, label: 'The session chosen' }] : offered;
  const title = lengthHint(characters(input.title.trim()), QUESTION_TITLE_MAX, { always: true });
  const description = lengthHint(characters(input.description.trim()), QUESTION_DESCRIPTION_MAX, { always: false });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <div>
          <TextInput
            label="Title"
            required
            value={input.title}
            onChange={(e) => change({ title: e.currentTarget.value })}
            error={title.over ?? problems?.title}
          />
          <Counter id="question-title-count" hint={title.hint} over={title.over !== null} />
        </div>
        <div>
          <Textarea
            label="Description"
            autosize
            minRows={4}
            value={input.description}
            onChange={(e) => change({ description: e.currentTarget.value })}
            error={description.over ?? problems?.description}
          />
          <Counter id="question-description-count" hint={description.hint} over={description.over !== null} />
        </div>
        <Select label="Ask in" data={spaces} value={input.eventId || null} onChange={(value) => change({ eventId: value ?? '' })} error={problems?.space} allowDeselect={false} />
        {sessionChoices.length > 0 && (
          <Select
            // A choice renamed (its options read after the form opened) shows its new name.
            key={sessionChoices.find((option) => option.value === input.sessionId)?.label ?? ''}
            label="Session"
            description="Ask it to one session of the agenda, or leave empty for the whole event"
            placeholder="The whole event"
            data={sessionChoices}
            value={input.sessionId || null}
            onChange={(value) => change({ sessionId: value ?? '' })}
            clearable
            searchable
            nothingFoundMessage="No session by that name"
          />
        )}
        <Checkbox label="Ask anonymously" checked={input.anonymous} onChange={(e) => change({ anonymous: e.currentTarget.checked })} />
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
