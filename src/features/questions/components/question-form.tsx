import { Alert, Button, Checkbox, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DESCRIPTION_MAX, TITLE_MAX, questionProblems, type QuestionInput } from '../api/question-writes';

export type SpaceOption = { value: string; label: string };

export type QuestionFormProps = {
  initial: QuestionInput;
  spaces: SpaceOption[];
  submitLabel: string;
  onChange?: (input: QuestionInput) => void;
  onSubmit: (input: QuestionInput) => Promise<void>;
  extra?: React.ReactNode;
};

/** Title, description, space and the anonymous option; plain text only. */
export function QuestionForm({ initial, spaces, submitLabel, onChange, onSubmit, extra }: QuestionFormProps) {
  const [input, setInput] = useState<QuestionInput>(initial);
  const [problems, setProblems] = useState<ReturnType<typeof questionProblems>>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (next: Partial<QuestionInput>) => {
    const updated = { ...input, ...next };
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

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput label="Title" required maxLength={TITLE_MAX} value={input.title} onChange={(e) => change({ title: e.currentTarget.value })} error={problems?.title} />
        <Textarea label="Description" autosize minRows={4} maxLength={DESCRIPTION_MAX} value={input.description} onChange={(e) => change({ description: e.currentTarget.value })} error={problems?.description} />
        <Select label="Ask in" data={spaces} value={input.eventId || null} onChange={(value) => change({ eventId: value ?? '' })} error={problems?.space} allowDeselect={false} />
        <Checkbox label="Ask anonymously" checked={input.anonymous} onChange={(e) => change({ anonymous: e.currentTarget.checked })} />
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group justify="space-between">
          {extra ?? <span />}
          <Button type="submit" loading={saving}>{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
