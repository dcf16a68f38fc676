import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../../components/screen';
import { QuestionDetails } from '../../../../features/questions/components/question-details';
import { screenTitles } from '../../../-components/screen-titles';

export const Route = createFileRoute('/_auth/questions/$slugOrId/')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.question }, back: '/home', nav: 'home', savable: true } },
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
