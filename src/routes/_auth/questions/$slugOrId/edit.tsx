import { Loader, Text } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Screen } from '../../../../components/screen';
import { questionLink } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';
import { QuestionForm } from '../../../../features/questions/components/question-form';
import { useQuestion } from '../../../../features/questions/hooks/use-question';
import { useQuestionWrites } from '../../../../features/questions/hooks/use-question-writes';
import { useSessionOptions } from '../../../../features/questions/hooks/use-session-options';
import { useSpaceOptions } from '../../../../features/questions/hooks/use-space-options';

export const Route = createFileRoute('/_auth/questions/$slugOrId/edit')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: 'Edit question' }, back: '/questions/$slugOrId', savable: true } },
  component: EditQuestionScreen,
});

function EditQuestionScreen() {
  const { slugOrId } = Route.useParams();
  const user = useMember();
  const navigate = useNavigate();
  const writes = useQuestionWrites();
  const { data: question, loading } = useQuestion(slugOrId);
  const spaces = useSpaceOptions(user.id);
  const sessions = useSessionOptions([...spaces.map((space) => space.value), ...(question ? [question.event_id] : [])]);
  if (loading) return <Screen title="Edit question"><Loader aria-label="Loading" /></Screen>;
  if (!question) return <Screen title="Edit question"><Text>Question not found.</Text></Screen>;
  if (question.author_id !== user.id) {
    return <Screen title="Edit question"><Text role="alert">Only the person who asked this question can edit it.</Text></Screen>;
  }
  const options = spaces.some((space) => space.value === question.event_id) ? spaces : [...spaces, { value: question.event_id, label: 'Current space' }];
  return (
    <Screen title="Edit question">
      <QuestionForm
        initial={{ title: question.title, description: question.description ?? '', eventId: question.event_id, anonymous: Boolean(question.is_anonymous), sessionId: question.session_id ?? '' }}
        spaces={options}
        sessions={sessions}
        submitLabel="Save changes"
        onSubmit={async (input) => {
          const result = await writes.update(question.id, input);
          if (result.stored || result.kept) await navigate(questionLink(question));
        }}
      />
    </Screen>
  );
}
