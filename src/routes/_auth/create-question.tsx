import { Loader } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { toast } from '../../components/toasts/toast';
import { getDatabase } from '../../db/database';
import { safeWrite } from '../../db/safe-write';
import { trackQuestionCreated } from '../../lib/analytics';
import { clearQuestionDraft, readQuestionDraft, saveQuestionDraft } from '../../lib/question-draft';
import { useMember } from '../../member/member-store';
import { createQuestion } from '../../features/questions/api/question-writes';
import { QuestionForm } from '../../features/questions/components/question-form';
import { useSpaceOptions } from '../../features/questions/hooks/use-space-options';

export const Route = createFileRoute('/_auth/create-question')({ component: CreateQuestionScreen });

function CreateQuestionScreen() {
  const user = useMember();
  const navigate = useNavigate();
  const spaces = useSpaceOptions(user.id);
  if (spaces.length === 0) return <Screen title="Ask a question"><Loader aria-label="Loading" /></Screen>;
  const draft = readQuestionDraft();
  return (
    <Screen title="Ask a question" back="/home">
      <QuestionForm
        initial={{ title: draft?.title ?? '', description: draft?.description ?? '', eventId: spaces[0]?.value ?? '', anonymous: false }}
        spaces={spaces}
        submitLabel="Post question"
        // The draft is kept in session storage while typing.
        onChange={(input) => saveQuestionDraft(input)}
        onSubmit={async (input) => {
          let id: string | undefined;
          // The draft goes only once the question is stored: a write kept in memory for want of
          // space is lost with the page, and the draft is then all that is left of it.
          const outcome = await safeWrite(
            async () => {
              id = (await createQuestion(await getDatabase(), user.id, input)).id;
            },
            (message) => toast.error(message, { duration: 8000, description: 'Your question is kept as a draft until it is saved.' }),
            clearQuestionDraft,
          );
          trackQuestionCreated({ eventIds: [input.eventId], offline: !navigator.onLine });
          await navigate({ to: outcome === 'saved' && id ? `/questions/${id}` : '/home' });
        }}
      />
    </Screen>
  );
}
