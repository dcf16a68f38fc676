import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../../components/screen';
import { QuestionDetails } from '../../../../features/questions/components/question-details';

export const Route = createFileRoute('/_auth/questions/$slugOrId/')({ component: QuestionScreen });

function QuestionScreen() {
  const { slugOrId } = Route.useParams();
  return (
    <Screen back="/">
      <QuestionDetails slugOrId={slugOrId} />
    </Screen>
  );
}
