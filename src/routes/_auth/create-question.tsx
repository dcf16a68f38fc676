import { Loader } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../components/screen';
import { defineMessages } from '../../i18n/define-messages';
import { questionLink } from '../../lib/paths';
import { clearQuestionDraft, readQuestionDraft, saveQuestionDraft } from '../../lib/question-draft';
import { useMember } from '../../member/member-store';
import { QuestionForm } from '../../features/questions/components/question-form';
import { useQuestionWrites } from '../../features/questions/hooks/use-question-writes';
import { useSessionOptions } from '../../features/questions/hooks/use-session-options';
import { useSpaceOptions } from '../../features/questions/hooks/use-space-options';
import { screenTitles } from '../-components/screen-titles';

export const Route = createFileRoute('/_auth/create-question')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.askQuestion }, back: '/home', savable: true } },
  // The space picked at first, when the member came from an event's questions ('Ask here'), and the
  // session of its agenda, when they came from a session's page.
  validateSearch: (search: Record<string, unknown>): { event?: string; session?: string } => ({
    ...(typeof search.event === 'string' && search.event.length <= 200 ? { event: search.event } : {}),
    ...(typeof search.session === 'string' && search.session.length <= 36 ? { session: search.session } : {}),
  }),
  component: CreateQuestionScreen,
});

const messages = defineMessages({
  loading: { id: 'routes.createQuestion.loading', defaultMessage: 'Loading' },
  post: { id: 'routes.createQuestion.post', defaultMessage: 'Post question' },
});

function CreateQuestionScreen() {
  const intl = useIntl();
  const user = useMember();
  const navigate = useNavigate();
  const writes = useQuestionWrites();
  const spaces = useSpaceOptions(user.id);
  const { event: asked, session: askedSession } = Route.useSearch();
  const sessions = useSessionOptions(spaces.map((space) => space.value));
  // The form starts once the sessions it may offer are read, so one asked for shows by its name.
  if (spaces.length === 0 || !sessions) return <Screen title={intl.formatMessage(screenTitles.askQuestion)}><Loader aria-label={intl.formatMessage(messages.loading)} /></Screen>;
  const draft = readQuestionDraft();
  const eventId = pickedSpace(spaces, asked);
  return (
    <Screen title={intl.formatMessage(screenTitles.askQuestion)}>
      <QuestionForm
        initial={{ title: draft?.title ?? '', description: draft?.description ?? '', eventId, anonymous: false, sessionId: eventId === asked ? (askedSession ?? '') : '' }}
        spaces={spaces}
        sessions={sessions}
        submitLabel={intl.formatMessage(messages.post)}
        // The draft is kept in session storage while typing.
        onChange={(input) => saveQuestionDraft(input)}
        onSubmit={async (input) => {
          // The draft goes only once the question is stored: a write kept in memory for want of
          // space is lost with the page, and the draft is then all that is left of it.
          const result = await writes.create(input, () => clearQuestionDraft());
          // A write that failed outright leaves the member on the form with their text.
          if (!result.stored && !result.kept) return;
          await navigate(result.stored ? questionLink(result.value) : { to: '/home' });
        }}
      />
    </Screen>
  );
}

/** The event the member came from when they may ask there, else the first space offered. */
function pickedSpace(spaces: { value: string }[], asked: string | undefined): string {
  return spaces.find((space) => space.value === asked)?.value ?? spaces[0]?.value ?? '';
}
