import { Alert, Button, Group, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PROFILE_LIMITS, TAG_FIELDS, profileProblems, sameInput, type ProfileInput, type TagField } from '../profile-fields';
import { LeaveGuard } from '../../../components/leave-guard';

export type ProfileEditFormProps = {
  initial: ProfileInput;
  /** Stores the edit; answers whether it was, so the form may be left without asking. */
  onSave: (input: ProfileInput) => Promise<boolean>;
  /** Where Cancel leads: the member's profile. */
  cancel: ReactNode;
};

type TextField = 'full_name' | 'bio' | 'professional_background' | 'can_help_with' | 'linkedin_url' | 'profile_picture';

const TAG_LABELS: Record<TagField, { label: string; placeholder: string }> = {
  fields_of_expertise: { label: 'Fields of expertise', placeholder: 'e.g. Product design' },
  interests: { label: 'Interests', placeholder: 'e.g. Climbing' },
  skills: { label: 'Skills', placeholder: 'e.g. TypeScript' },
  personality_traits: { label: 'Personality traits', placeholder: 'e.g. Curious' },
};

// Problems shown as soon as they are typed; the others once the field is left or on save, not mid-word.
const AT_ONCE = /too long|At most|Each entry/;

/** A live 'n / max' under a long field, from 80% of its limit. */
function Counter({ length, max }: { length: number; max: number }) {
  if (length < max * 0.8) return null;
  return (
    <Text size="xs" c={length > max ? 'red' : 'dimmed'} ta="right" mt={4} aria-live="polite">
      {length} / {max}
    </Text>
  );
}

/** Every field of a profile, with the stored limits said beside each field. */
export function ProfileEditForm({ initial, onSave, cancel }: ProfileEditFormProps) {
  const [start] = useState(initial);
  const [input, setInput] = useState<ProfileInput>(initial);
  const [touched, setTouched] = useState<Set<keyof ProfileInput>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Each refused save moves the focus (and the page) to the first field that needs a change.
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const leaving = useRef(false);
  const latest = useRef(input);
  latest.current = input;

  const problems = profileProblems(input) ?? {};
  const shown = (field: keyof ProfileInput) => {
    const problem = problems[field];
    return problem && (submitted || touched.has(field) || AT_ONCE.test(problem)) ? problem : undefined;
  };
  const change = (next: Partial<ProfileInput>) => setInput((previous) => ({ ...previous, ...next }));
  const leave = (field: keyof ProfileInput) => () => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  const text = (field: TextField) => ({
    value: input[field],
    onChange: (event: { currentTarget: { value: string } }) => change({ [field]: event.currentTarget.value }),
    onBlur: leave(field),
    error: shown(field),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (profileProblems(input)) {
      setRefused((n) => n + 1);
      return;
    }
    setSaving(true);
    setFailure(null);
    leaving.current = true;
    try {
      const stored = await onSave(input);
      leaving.current = stored;
    } catch (error) {
      leaving.current = false;
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Edit profile">
      <LeaveGuard
        unsaved={() => !leaving.current && !sameInput(latest.current, start)}
        title="Discard your changes?"
        message="Your profile changes have not been saved. Leaving now discards them."
        discardLabel="Discard changes"
      />
      <Stack gap="md">
        <TextInput label="Full name" required autoComplete="name" description="Shown on your profile, your questions and to people you meet" {...text('full_name')} />
        <div>
          <Textarea label="Bio" description="A few lines about you" autosize minRows={3} {...text('bio')} />
          <Counter length={input.bio.trim().length} max={PROFILE_LIMITS.bio} />
        </div>
        <div>
          <Textarea label="Professional background" description="What you do and have done" autosize minRows={3} {...text('professional_background')} />
          <Counter length={input.professional_background.trim().length} max={PROFILE_LIMITS.professional_background} />
        </div>
        <div>
          <Textarea label="Can help with" description="People with questions on these find you" autosize minRows={2} {...text('can_help_with')} />
          <Counter length={input.can_help_with.trim().length} max={PROFILE_LIMITS.can_help_with} />
        </div>
        {TAG_FIELDS.map((field) => (
          <TagsInput
            key={field}
            label={TAG_LABELS[field].label}
            description={`Press Enter after each one; up to ${PROFILE_LIMITS.tags}, each at most ${PROFILE_LIMITS.tag} characters`}
            placeholder={input[field].length === 0 ? TAG_LABELS[field].placeholder : undefined}
            value={input[field]}
            onChange={(value) => change({ [field]: value })}
            onBlur={leave(field)}
            error={shown(field)}
            splitChars={[',']}
            clearable
          />
        ))}
        <TextInput label="LinkedIn URL" type="url" inputMode="url" placeholder="https://www.linkedin.com/in/your-name" description="Your LinkedIn profile address" {...text('linkedin_url')} />
        <TextInput
          label="Profile picture URL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          description="The https:// address of a picture of you; leave empty to show your initials"
          {...text('profile_picture')}
        />
        {failure && (
          <Alert color="red" role="alert" title="Your profile was not saved">
            {failure}
          </Alert>
        )}
        {submitted && Object.keys(problems).length > 0 && (
          <Text c="red" size="sm" role="alert">
            Fix the fields marked above to save.
          </Text>
        )}
        <Group justify="flex-end">
          {cancel}
          <Button type="submit" loading={saving}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
