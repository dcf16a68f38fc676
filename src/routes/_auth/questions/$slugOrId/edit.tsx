import { Loader, Text } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Screen } from '../../../../components/screen';
import { defineMessages } from '../../../../i18n/define-messages';
import { questionLink } from '../../../../lib/paths';
import { useMember } from '../../../../member/member-store';
import { QuestionForm } from '../../../../features/questions/components/question-form';
import { useQuestion } from '../../../../features/questions/hooks/use-question';
import { useQuestionWrites } from '../../../../features/questions/hooks/use-question-writes';
import { useSessionOptions } from '../../../../features/questions/hooks/use-session-options';
import { useSpaceOptions } from '../../../../features/questions/hooks/use-space-options';
import { screenTitles } from '../../../-components/screen-titles';

export const Route = createFileRoute('/_auth/questions/$slugOrId/edit')({
  staticData: { screen: { access: 'protected', header: { kind: 'title', title: screenTitles.editQuestion }, back: '/questions/$slugOrId', savable: true } },
  component: EditQuestionScreen,
});

const messages = defineMessages({
  loading: { id: 'routes.editQuestion.loading', defaultMessage: 'Loading' },
  notFound: { id: 'routes.editQuestion.notFound', defaultMessage: 'Question not found.' },
  notAuthor: { id: 'routes.editQuestion.notAuthor', defaultMessage: 'Only the person who asked this question can edit it.' },
  currentSpace: { id: 'routes.editQuestion.currentSpace', defaultMessage: 'Current space' },
  save: { id: 'routes.editQuestion.save', defaultMessage: 'Save changes' },
});

function EditQuestionScreen() {
  const intl = useIntl();
  const title = intl.formatMessage(screenTitles.editQuestion);
  const { slugOrId } = Route.useParams();
  const user = useMember();
  const navigate = useNavigate();
  const writes = useQuestionWrites();
  const { data: question, loading } = useQuestion(slugOrId);
  const spaces = useSpaceOptions(user.id);
  const sessions = useSessionOptions([...spaces.map((space) => space.value), ...(question ? [question.event_id] : [])]);
  if (loading) return <Screen title={title}><Loader aria-label={intl.formatMessage(messages.loading)} /></Screen>;
  if (!question) return <Screen title={title}><Text>{intl.formatMessage(messages.notFound)}</Text></Screen>;
  if (question.author_id !== user.id) {
    return <Screen title={title}><Text role="alert">{intl.formatMessage(messages.notAuthor)}</Text></Screen>;
  }
  const options = spaces.some((space) => space.value === question.event_id) ? spaces : [...spaces, { value: question.event_id, label: intl.formatMessage(messages.currentSpace) }];
  return (
    <Screen title={title}>
      <QuestionForm
        initial={{ title: question.title, description: question.description ?? '', eventId: question.event_id, anonymous: Boolean(question.is_anonymous), sessionId: question.session_id ?? '' }}
        spaces={options}
        sessions={sessions}
        submitLabel={intl.formatMessage(messages.save)}
        onSubmit={async (input) => {
          const result = await writes.update(question.id, input);
          if (result.stored || result.kept) await navigate(questionLink(question));
        }}
      />
    </Screen>
  );
}
