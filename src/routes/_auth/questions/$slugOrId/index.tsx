import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../../components/screen';
import { readWhileCodeLoads } from '../../../../db/preload';
import { readQuestionPage } from '../../../../features/questions/hooks/question-read';
import { QuestionDetails } from '../../../../features/questions/components/question-details';
import { screenTitles } from '../../../-components/screen-titles';

export const Route = createFileRoute('/_auth/questions/$slugOrId/')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.question }, back: '/home', nav: 'home', savable: true } },
  // The question and its first answers are read while the page's code loads, so its first render draws them.
  loader: ({ params }) => readWhileCodeLoads((db) => readQuestionPage(db, params.slugOrId.trim()), 100),
  component: QuestionScreen,
});

function QuestionScreen() {
  const { slugOrId } = Route.useParams();
  return (
    <Screen>
      <QuestionDetails slugOrId={slugOrId} />
    </Screen>
  );
}
