import { Alert, Button, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PROFILE_LIMITS, TAG_FIELDS, profileProblemDetails, sameInput, type ProfileInput, type TagField } from '../profile-fields';
import { LeaveGuard } from '../../../components/leave-guard';
import { defineMessages } from '../../../i18n/define-messages';
import { GrowingTextarea } from '../../../components/growing-textarea/growing-textarea';

export type ProfileEditFormProps = {
  initial: ProfileInput;
  /** Stores the edit; answers whether it was, so the form may be left without asking. */
  onSave: (input: ProfileInput) => Promise<boolean>;
  /** Where Cancel leads: the member's profile. */
  cancel: ReactNode;
};

type TextField = 'full_name' | 'bio' | 'professional_background' | 'can_help_with' | 'linkedin_url' | 'profile_picture';

const messages = defineMessages({
  expertise: { id: 'profiles.edit.expertise', defaultMessage: 'Fields of expertise' },
  expertiseExample: { id: 'profiles.edit.expertiseExample', defaultMessage: 'e.g. Product design' },
  interests: { id: 'profiles.edit.interests', defaultMessage: 'Interests' },
  interestsExample: { id: 'profiles.edit.interestsExample', defaultMessage: 'e.g. Climbing' },
  skills: { id: 'profiles.edit.skills', defaultMessage: 'Skills' },
  skillsExample: { id: 'profiles.edit.skillsExample', defaultMessage: 'e.g. TypeScript' },
  traits: { id: 'profiles.edit.traits', defaultMessage: 'Personality traits' },
  traitsExample: { id: 'profiles.edit.traitsExample', defaultMessage: 'e.g. Curious' },
  tagsHint: {
    id: 'profiles.edit.tagsHint',
    defaultMessage: 'Press Enter after each one; up to {tags}, each at most {tag, plural, one {# character} other {# characters}}',
  },
  counter: { id: 'profiles.edit.counter', defaultMessage: '{length} / {max}' },
  form: { id: 'profiles.edit.form', defaultMessage: 'Edit profile' },
  discardTitle: { id: 'profiles.edit.discardTitle', defaultMessage: 'Discard your changes?' },
  discardMessage: { id: 'profiles.edit.discardMessage', defaultMessage: 'Your profile changes have not been saved. Leaving now discards them.' },
  discard: { id: 'profiles.edit.discard', defaultMessage: 'Discard changes' },
  fullName: { id: 'profiles.edit.fullName', defaultMessage: 'Full name' },
  fullNameHint: { id: 'profiles.edit.fullNameHint', defaultMessage: 'Shown on your profile, your questions and to people you meet' },
  bio: { id: 'profiles.edit.bio', defaultMessage: 'Bio' },
  bioHint: { id: 'profiles.edit.bioHint', defaultMessage: 'A few lines about you' },
  background: { id: 'profiles.edit.background', defaultMessage: 'Professional background' },
  backgroundHint: { id: 'profiles.edit.backgroundHint', defaultMessage: 'What you do and have done' },
  canHelpWith: { id: 'profiles.edit.canHelpWith', defaultMessage: 'Can help with' },
  canHelpWithHint: { id: 'profiles.edit.canHelpWithHint', defaultMessage: 'People with questions on these find you' },
  linkedIn: { id: 'profiles.edit.linkedIn', defaultMessage: 'LinkedIn URL' },
  linkedInExample: { id: 'profiles.edit.linkedInExample', defaultMessage: 'https://www.linkedin.com/in/your-name' },
  linkedInHint: { id: 'profiles.edit.linkedInHint', defaultMessage: 'Your LinkedIn profile address' },
  picture: { id: 'profiles.edit.picture', defaultMessage: 'Profile picture URL' },
  pictureExample: { id: 'profiles.edit.pictureExample', defaultMessage: 'https://…' },
  pictureHint: { id: 'profiles.edit.pictureHint', defaultMessage: 'The https:// address of a picture of you; leave empty to show your initials' },
  notSaved: { id: 'profiles.edit.notSaved', defaultMessage: 'Your profile was not saved' },
  fixFields: { id: 'profiles.edit.fixFields', defaultMessage: 'Fix the fields marked above to save.' },
  save: { id: 'profiles.edit.save', defaultMessage: 'Save changes' },
});

const TAG_LABELS: Record<TagField, { label: MessageDescriptor; placeholder: MessageDescriptor }> = {
  fields_of_expertise: { label: messages.expertise, placeholder: messages.expertiseExample },
  interests: { label: messages.interests, placeholder: messages.interestsExample },
  skills: { label: messages.skills, placeholder: messages.skillsExample },
  personality_traits: { label: messages.traits, placeholder: messages.traitsExample },
};

/** A live 'n / max' under a long field, from 80% of its limit. */
function Counter({ length, max }: { length: number; max: number }) {
  const intl = useIntl();
  if (length < max * 0.8) return null;
  return (
    <Text size="xs" c={length > max ? 'red' : 'dimmed'} ta="right" mt={4} aria-live="polite">
      {intl.formatMessage(messages.counter, { length, max })}
    </Text>
  );
}

/** Every field of a profile, with the stored limits said beside each field. */
export function ProfileEditForm({ initial, onSave, cancel }: ProfileEditFormProps) {
  const intl = useIntl();
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

  const problems = profileProblemDetails(input, intl) ?? {};
  // Problems of a limit passed show as soon as they are typed; the others once the field is left or on save, not mid-word.
  const shown = (field: keyof ProfileInput) => {
    const problem = problems[field];
    return problem && (submitted || touched.has(field) || problem.atOnce) ? problem.message : undefined;
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
    if (profileProblemDetails(input, intl)) {
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
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage(messages.form)}>
      <LeaveGuard
        unsaved={() => !leaving.current && !sameInput(latest.current, start)}
        title={intl.formatMessage(messages.discardTitle)}
        message={intl.formatMessage(messages.discardMessage)}
        discardLabel={intl.formatMessage(messages.discard)}
      />
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage(messages.fullName)}
          required
          autoComplete="name"
          description={intl.formatMessage(messages.fullNameHint)}
          {...text('full_name')}
        />
        <div>
          <GrowingTextarea label={intl.formatMessage(messages.bio)} description={intl.formatMessage(messages.bioHint)} minRows={3} {...text('bio')} />
          <Counter length={input.bio.trim().length} max={PROFILE_LIMITS.bio} />
        </div>
        <div>
          <GrowingTextarea
            label={intl.formatMessage(messages.background)}
            description={intl.formatMessage(messages.backgroundHint)}
            minRows={3}
            {...text('professional_background')}
          />
          <Counter length={input.professional_background.trim().length} max={PROFILE_LIMITS.professional_background} />
        </div>
        <div>
          <GrowingTextarea
            label={intl.formatMessage(messages.canHelpWith)}
            description={intl.formatMessage(messages.canHelpWithHint)}
            minRows={2}
            {...text('can_help_with')}
          />
          <Counter length={input.can_help_with.trim().length} max={PROFILE_LIMITS.can_help_with} />
        </div>
        {TAG_FIELDS.map((field) => (
          <TagsInput
            key={field}
            label={intl.formatMessage(TAG_LABELS[field].label)}
            description={intl.formatMessage(messages.tagsHint, { tags: PROFILE_LIMITS.tags, tag: PROFILE_LIMITS.tag })}
            placeholder={input[field].length === 0 ? intl.formatMessage(TAG_LABELS[field].placeholder) : undefined}
            value={input[field]}
            onChange={(value) => change({ [field]: value })}
            onBlur={leave(field)}
            error={shown(field)}
            splitChars={[',']}
            clearable
          />
        ))}
        <TextInput
          label={intl.formatMessage(messages.linkedIn)}
          type="url"
          inputMode="url"
          placeholder={intl.formatMessage(messages.linkedInExample)}
          description={intl.formatMessage(messages.linkedInHint)}
          {...text('linkedin_url')}
        />
        <TextInput
          label={intl.formatMessage(messages.picture)}
          type="url"
          inputMode="url"
          placeholder={intl.formatMessage(messages.pictureExample)}
          description={intl.formatMessage(messages.pictureHint)}
          {...text('profile_picture')}
        />
        {failure && (
          <Alert color="red" role="alert" title={intl.formatMessage(messages.notSaved)}>
            {failure}
          </Alert>
        )}
        {submitted && Object.keys(problems).length > 0 && (
          <Text c="red" size="sm" role="alert">
            {intl.formatMessage(messages.fixFields)}
          </Text>
        )}
        <Group justify="flex-end">
          {cancel}
          <Button type="submit" loading={saving}>
            {intl.formatMessage(messages.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
