import { Loader, Text } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Screen } from '../../../../components/screen';
import { toast } from '../../../../components/toasts/toast';
import { getDatabase } from '../../../../db/database';
import { safeWrite } from '../../../../db/safe-write';
import { slugOrId as pathOf } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';
import { updateQuestion } from '../../../../features/questions/api/question-writes';
import { QuestionForm } from '../../../../features/questions/components/question-form';
import { useQuestion } from '../../../../features/questions/hooks/use-question';
import { useSpaceOptions } from '../../../../features/questions/hooks/use-space-options';

export const Route = createFileRoute('/_auth/questions/$slugOrId/edit')({ component: EditQuestionScreen });

function EditQuestionScreen() {
  const { slugOrId } = Route.useParams();
  const user = useMember();
  const navigate = useNavigate();
  const { data: question, loading } = useQuestion(slugOrId);
  const spaces = useSpaceOptions(user.id);
  if (loading) return <Screen title="Edit question"><Loader aria-label="Loading" /></Screen>;
  if (!question) return <Screen title="Edit question"><Text>Question not found.</Text></Screen>;
  if (question.author_id !== user.id) {
    return <Screen title="Edit question"><Text role="alert">Only the person who asked this question can edit it.</Text></Screen>;
  }
  const options = spaces.some((space) => space.value === question.event_id) ? spaces : [...spaces, { value: question.event_id, label: 'Current space' }];
  return (
    <Screen title="Edit question" back={`/questions/${pathOf(question)}`}>
      <QuestionForm
        initial={{ title: question.title, description: question.description ?? '', eventId: question.event_id, anonymous: Boolean(question.is_anonymous) }}
        spaces={options}
        submitLabel="Save changes"
        onSubmit={async (input) => {
          await safeWrite(async () => updateQuestion(await getDatabase(), question.id, input), (message) => toast.error(message));
          await navigate({ to: `/questions/${pathOf(question)}` });
        }}
      />
    </Screen>
  );
}
