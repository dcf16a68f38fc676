import { Alert, Button, Container, Group, Stack, Stepper, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { trackSignedUp } from '../../../lib/analytics';
import { userCreationErrorMessage } from '../../../lib/api-errors';
import { createUser, type SignupPayload } from '../api/create-user';
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

/** The steps' names, as the stepper labels them; a phone says 'Step 1 of 3: Expertise' above its icons. */
const STEPS = ['Expertise', 'Interests', 'About you'] as const;

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
  const auth = useAuth();
  const navigate = useNavigate();
  const router = useRouter();
  // A member who closed the app midway comes back to the step and the answers they left.
  const [initial] = useState(readSignupDraft);
  const [step, setStep] = useState(initial.step);
  const [form, setForm] = useState<Form>(initial.form);
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [errors, setErrors] = useState<{ fullName?: string; linkedinUrl?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
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
      .catch((error: unknown) => setFailure(`Your sign-in could not be read: ${error instanceof Error ? error.message : String(error)}. Please sign in again.`));
  }, [auth.isAuthenticated]);

  useEffect(() => saveSignupDraft({ step, form }), [step, form]);

  if (!auth.ready) return <LoadingScreen context="auth" fullScreen />;
  if (!auth.isAuthenticated) return <StartSignIn />;

  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      fullName: form.fullName.trim() ? undefined : 'Please enter your full name',
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
      setFailure(error instanceof Error && error.message === 'Logto sub (user ID) is required' ? error.message : userCreationErrorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    setStep((current) => current + 1);
  };

  return (
    <Container size="xs" py="xl">
      <Title order={1} size="h2" mb="xs">Welcome to {__PRODUCT_NAME__}</Title>
      <Text c="dimmed" mb="lg">Three quick steps so people know who you are and how you can help.</Text>
      <Text className={classes.progress} fw={600} size="sm" mb="xs" aria-hidden="true" data-testid="signup-progress">
        Step {Math.min(step, STEPS.length - 1) + 1} of {STEPS.length}: {STEPS[Math.min(step, STEPS.length - 1)]}
      </Text>
      <Stepper active={step} onStepClick={(target) => target < step && setStep(target)} size="sm" classNames={{ stepBody: classes.stepBody, step: classes.step }}>
        <Stepper.Step label="Expertise" description="What you know">
          <form onSubmit={next}>
            <Stack mt="md">
              <TagsInput label="Fields of expertise" description="Press Enter after each one" value={form.expertise} onChange={set('expertise')} maxTags={50} />
              <Textarea label="Professional background" autosize minRows={2} maxLength={2000} value={form.background} onChange={(e) => set('background')(e.currentTarget.value)} />
              <Textarea label="What can you help with?" autosize minRows={2} maxLength={2000} value={form.canHelpWith} onChange={(e) => set('canHelpWith')(e.currentTarget.value)} />
              <Group justify="flex-end"><Button type="submit">Next</Button></Group>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label="Interests" description="What you like">
          <form onSubmit={next}>
            <Stack mt="md">
              <TagsInput label="Interests" description="Press Enter after each one" value={form.interests} onChange={set('interests')} maxTags={50} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>Back</Button>
                <Button type="submit">Next</Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label="About you" description="Name and LinkedIn">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack mt="md">
              <TextInput label="Full name" required maxLength={200} value={form.fullName} onChange={(e) => set('fullName')(e.currentTarget.value)} error={errors.fullName} autoComplete="name" />
              <TextInput label="LinkedIn URL" type="url" maxLength={300} placeholder="https://www.linkedin.com/in/your-name" value={form.linkedinUrl} onChange={(e) => set('linkedinUrl')(e.currentTarget.value)} error={errors.linkedinUrl} />
              {failure && <Alert color="red" role="alert" title="Your profile was not created">{failure}</Alert>}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>Back</Button>
                <Button type="submit" loading={saving} disabled={!identity}>Finish</Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
      </Stepper>
    </Container>
  );
}
