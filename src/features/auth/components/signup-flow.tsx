import { Alert, Button, Container, Group, Stack, Stepper, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { defineMessages } from '../../../i18n/define-messages';
import { trackSignedUp } from '../../../lib/analytics';
import { userCreationErrorMessage } from '../../../lib/api-errors';
import { createUser, SUB_REQUIRED, type SignupPayload } from '../api/create-user';
import { setCurrentUser } from '../../../member/member-store';
import { useAuth } from '../hooks/use-auth';
import { resetCurrentUserFetch } from '../hooks/use-current-user';
import { logtoClient } from '../logto';
import { clearSignupDraft, readSignupDraft, saveSignupDraft, type SignupForm } from '../signup-draft';
import { isReturnableIn } from '../../../components/app-shell/screen-facts';
import { takeReturnPath } from '../return-path';
import { StartSignIn } from './start-sign-in';
import { linkedInProblem } from '../../../../schemas/user.schema';
import classes from './signup-flow.module.css';
import { GrowingTextarea } from '../../../components/growing-textarea/growing-textarea';

const messages = defineMessages({
  expertise: { id: 'auth.signup.step.expertise', defaultMessage: 'Expertise' },
  expertiseHint: { id: 'auth.signup.step.expertiseHint', defaultMessage: 'What you know' },
  interests: { id: 'auth.signup.step.interests', defaultMessage: 'Interests' },
  interestsHint: { id: 'auth.signup.step.interestsHint', defaultMessage: 'What you like' },
  aboutYou: { id: 'auth.signup.step.aboutYou', defaultMessage: 'About you' },
  aboutYouHint: { id: 'auth.signup.step.aboutYouHint', defaultMessage: 'Name and LinkedIn' },
  progress: { id: 'auth.signup.progress', defaultMessage: 'Step {step} of {total}: {name}' },
  welcome: { id: 'auth.signup.welcome', defaultMessage: 'Welcome to {product}' },
  intro: { id: 'auth.signup.intro', defaultMessage: 'Three quick steps so people know who you are and how you can help.' },
  fieldsOfExpertise: { id: 'auth.signup.fieldsOfExpertise', defaultMessage: 'Fields of expertise' },
  tagsHint: { id: 'auth.signup.tagsHint', defaultMessage: 'Press Enter after each one' },
  background: { id: 'auth.signup.background', defaultMessage: 'Professional background' },
  canHelpWith: { id: 'auth.signup.canHelpWith', defaultMessage: 'What can you help with?' },
  interestsLabel: { id: 'auth.signup.interestsLabel', defaultMessage: 'Interests' },
  fullName: { id: 'auth.signup.fullName', defaultMessage: 'Full name' },
  fullNameMissing: { id: 'auth.signup.fullNameMissing', defaultMessage: 'Please enter your full name' },
  linkedIn: { id: 'auth.signup.linkedIn', defaultMessage: 'LinkedIn URL' },
  linkedInPlaceholder: { id: 'auth.signup.linkedInPlaceholder', defaultMessage: 'https://www.linkedin.com/in/your-name' },
  notCreated: { id: 'auth.signup.notCreated', defaultMessage: 'Your profile was not created' },
  signInUnreadable: { id: 'auth.signup.signInUnreadable', defaultMessage: 'Your sign-in could not be read: {reason}. Please sign in again.' },
  noSubject: { id: 'auth.signup.noSubject', defaultMessage: 'Logto sub (user ID) is required' },
  next: { id: 'auth.signup.next', defaultMessage: 'Next' },
  back: { id: 'auth.signup.back', defaultMessage: 'Back' },
  finish: { id: 'auth.signup.finish', defaultMessage: 'Finish' },
});

/** The steps' names, as the stepper labels them; a phone says 'Step 1 of 3: Expertise' above its icons. */
const STEPS = [messages.expertise, messages.interests, messages.aboutYou] as const;

type Form = SignupForm;

type Identity = { sub: string; email?: string; picture?: string; idToken?: string };

export function toSignupPayload(form: Form, identity: Identity): SignupPayload {
  const tidy = (items: string[]) => [...new Set(items.map((item) => item.trim()).filter(Boolean))];
  return {
    step1: { fields_of_expertise: tidy(form.expertise), professional_background: form.background.trim(), can_help_with: form.canHelpWith.trim() },
    step2: { interests: tidy(form.interests) },
    step3: { full_name: form.fullName.trim().replace(/\s+/g, ' '), linkedin_url: form.linkedinUrl.trim() },
    auth_id: identity.sub,
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.picture ? { profile_picture: identity.picture } : {}),
    // The server reads the member's email from the identity provider's signed token, never from the payload.
    ...(identity.idToken ? { id_token: identity.idToken } : {}),
  };
}

/** /signup: three steps (expertise, interests, name and LinkedIn), then POST /users/me creates the profile. */
export function SignupFlow() {
  const intl = useIntl();
  const auth = useAuth();
  const navigate = useNavigate();
  const router = useRouter();
  // A member who closed the app midway comes back to the step and the answers they left.
  const [initial] = useState(readSignupDraft);
  const [step, setStep] = useState(initial.step);
  const [form, setForm] = useState<Form>(initial.form);
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [errors, setErrors] = useState<{ fullName?: string; linkedinUrl?: string }>({});
  // Why the profile was not created: the sign-in unreadable (with its reason), or the server's answer.
  const [failure, setFailure] = useState<{ unreadable: string } | { message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!auth.isAuthenticated) return;
    const client = logtoClient();
    if (!client) return;
    void Promise.all([client.getIdTokenClaims(), client.getIdToken()])
      .then(([claims, idToken]) => {
        setIdentity({ sub: claims.sub, email: claims.email ?? undefined, picture: claims.picture ?? undefined, idToken: idToken ?? undefined });
        if (claims.name) setForm((previous) => (previous.fullName ? previous : { ...previous, fullName: claims.name ?? '' }));
      })
      .catch((error: unknown) => setFailure({ unreadable: error instanceof Error ? error.message : String(error) }));
  }, [auth.isAuthenticated]);

  useEffect(() => saveSignupDraft({ step, form }), [step, form]);

  if (!auth.ready) return <LoadingScreen context="auth" fullScreen />;
  if (!auth.isAuthenticated) return <StartSignIn />;

  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      fullName: form.fullName.trim() ? undefined : intl.formatMessage(messages.fullNameMissing),
      linkedinUrl: linkedInProblem(form.linkedinUrl.trim()) ?? undefined,
    };
    setErrors(problems);
    if (problems.fullName || problems.linkedinUrl || !identity) return;
    setSaving(true);
    setFailure(null);
    try {
      const user = await createUser(toSignupPayload(form, identity));
      setCurrentUser(user);
      resetCurrentUserFetch();
      clearSignupDraft();
      trackSignedUp();
      await navigate({ to: takeReturnPath({ returnable: (path) => isReturnableIn(router, path) }) ?? '/home', replace: true });
    } catch (error) {
      setFailure(
        error instanceof Error && error.message === SUB_REQUIRED ? { message: intl.formatMessage(messages.noSubject) } : { message: userCreationErrorMessage(error) },
      );
    } finally {
      setSaving(false);
    }
  }

  const failureText = failure && ('unreadable' in failure ? intl.formatMessage(messages.signInUnreadable, { reason: failure.unreadable }) : failure.message);
  const shownStep = Math.min(step, STEPS.length - 1);

  const next = (event: FormEvent) => {
    event.preventDefault();
    setStep((current) => current + 1);
  };

  return (
    <Container size="xs" py="xl">
      <Title order={1} size="h2" mb="xs">{intl.formatMessage(messages.welcome, { product: __PRODUCT_NAME__ })}</Title>
      <Text c="dimmed" mb="lg">{intl.formatMessage(messages.intro)}</Text>
      <Text className={classes.progress} fw={600} size="sm" mb="xs" aria-hidden="true" data-testid="signup-progress">
        {intl.formatMessage(messages.progress, { step: shownStep + 1, total: STEPS.length, name: intl.formatMessage(STEPS[shownStep]!) })}
      </Text>
      <Stepper active={step} onStepClick={(target) => target < step && setStep(target)} size="sm" classNames={{ stepBody: classes.stepBody, step: classes.step }}>
        <Stepper.Step label={intl.formatMessage(messages.expertise)} description={intl.formatMessage(messages.expertiseHint)}>
          <form onSubmit={next}>
            <Stack mt="md">
              <TagsInput
                label={intl.formatMessage(messages.fieldsOfExpertise)}
                description={intl.formatMessage(messages.tagsHint)}
                value={form.expertise}
                onChange={set('expertise')}
                maxTags={50}
              />
              <GrowingTextarea label={intl.formatMessage(messages.background)} minRows={2} maxLength={2000} value={form.background} onChange={(e) => set('background')(e.currentTarget.value)} />
              <GrowingTextarea label={intl.formatMessage(messages.canHelpWith)} minRows={2} maxLength={2000} value={form.canHelpWith} onChange={(e) => set('canHelpWith')(e.currentTarget.value)} />
              <Group justify="flex-end"><Button type="submit">{intl.formatMessage(messages.next)}</Button></Group>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label={intl.formatMessage(messages.interests)} description={intl.formatMessage(messages.interestsHint)}>
          <form onSubmit={next}>
            <Stack mt="md">
              <TagsInput
                label={intl.formatMessage(messages.interestsLabel)}
                description={intl.formatMessage(messages.tagsHint)}
                value={form.interests}
                onChange={set('interests')}
                maxTags={50}
              />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>{intl.formatMessage(messages.back)}</Button>
                <Button type="submit">{intl.formatMessage(messages.next)}</Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label={intl.formatMessage(messages.aboutYou)} description={intl.formatMessage(messages.aboutYouHint)}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack mt="md">
              <TextInput
                label={intl.formatMessage(messages.fullName)}
                required
                maxLength={200}
                value={form.fullName}
                onChange={(e) => set('fullName')(e.currentTarget.value)}
                error={errors.fullName}
                autoComplete="name"
              />
              <TextInput
                label={intl.formatMessage(messages.linkedIn)}
                type="url"
                maxLength={300}
                placeholder={intl.formatMessage(messages.linkedInPlaceholder)}
                value={form.linkedinUrl}
                onChange={(e) => set('linkedinUrl')(e.currentTarget.value)}
                error={errors.linkedinUrl}
              />
              {failureText && (
                <Alert color="red" role="alert" title={intl.formatMessage(messages.notCreated)}>
                  {failureText}
                </Alert>
              )}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>{intl.formatMessage(messages.back)}</Button>
                <Button type="submit" loading={saving} disabled={!identity}>{intl.formatMessage(messages.finish)}</Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
      </Stepper>
    </Container>
  );
}
