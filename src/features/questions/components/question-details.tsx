import { Anchor, Button, Divider, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { canHelpProblem, type InteractionKind } from '../../../../schemas/interaction.schema';
import { mayModerate } from '../../../../schemas/event-rules';
import { useMember } from '../../../member/member-store';
import { Avatar } from '../../../components/avatar/avatar';
import { toast } from '../../../components/toasts/toast';
import { defineMessages } from '../../../i18n/define-messages';
import { appIntl } from '../../../i18n/i18n-provider';
import { formatRelativeTime } from '../../../lib/locale';
import { chatLink, pathKey, profileLink, questionEditLink } from '../../../lib/paths';
import { usePeopleAndSpaces, useQuestion, useReactions } from '../hooks/use-question';
import { namedOnQuestion } from '../hooks/question-read';
import { useQuestionWrites } from '../hooks/use-question-writes';
import { AnonymousMark } from './anonymous-mark';
import { AnswersSection } from './answers-section';
import { SolvedBadge } from './solved-badge';
import { HelpersList } from './helpers-list';
import { ModerationNotice } from './moderation-notice';
import { QuestionSessionChip } from './question-session-chip';
import { ReactionBar } from './reaction-bar';
import { SyncBadge } from '../../../components/sync-badge';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { BlockedFold } from '../../../components/blocked-fold';
import { ReportDialog } from '../../../components/report-dialog';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useBlockedIds } from '../../../db/use-blocks';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  idRequired: { id: 'questions.details.idRequired', defaultMessage: 'Question ID is required' },
  loading: { id: 'questions.details.loading', defaultMessage: 'Loading question' },
  notFound: { id: 'questions.details.notFound', defaultMessage: 'Question not found' },
  notFoundHint: { id: 'questions.details.notFoundHint', defaultMessage: 'It may have been deleted, or it has not reached this device yet.' },
  back: { id: 'questions.details.back', defaultMessage: 'Back to the questions' },
  deleted: { id: 'questions.details.deleted', defaultMessage: 'Question deleted' },
  anonymous: { id: 'questions.details.anonymous', defaultMessage: 'Anonymous' },
  someone: { id: 'questions.details.someone', defaultMessage: 'A member' },
  whenWhere: { id: 'questions.details.whenWhere', defaultMessage: '{when} · {space}' },
  helpHow: { id: 'questions.details.helpHow', defaultMessage: 'You can help: how?' },
  writeAnswer: { id: 'questions.details.writeAnswer', defaultMessage: 'Write an answer' },
  chat: { id: 'questions.details.chat', defaultMessage: 'Chat with {name}' },
  edit: { id: 'questions.details.edit', defaultMessage: 'Edit' },
  delete: { id: 'questions.details.delete', defaultMessage: 'Delete' },
  report: { id: 'questions.details.report', defaultMessage: 'Report' },
  helpers: { id: 'questions.details.helpers', defaultMessage: 'People who can help' },
  deleteTitle: { id: 'questions.details.deleteTitle', defaultMessage: 'Delete this question?' },
  deleteEffect: { id: 'questions.details.deleteEffect', defaultMessage: 'It disappears for everyone, with its reactions. This cannot be undone.' },
  cancel: { id: 'questions.details.cancel', defaultMessage: 'Cancel' },
});

export function QuestionDetails({ slugOrId: key }: { slugOrId: string }) {
  const intl = useIntl();
  const member = useMember();
  const { id: memberId } = member;
  const navigate = useNavigate();
  const writes = useQuestionWrites();
  const { data: question, loading } = useQuestion(key.trim());
  const { data: reactions } = useReactions(question?.id, memberId);
  const { data: lookup } = usePeopleAndSpaces(
    question ? namedOnQuestion(question, reactions?.helpers ?? []) : [],
    question?.event_id ? [question.event_id] : [],
    question?.session_id ? [question.session_id] : [],
  );
  const [confirming, setConfirming] = useState(false);
  const { blocked } = useBlockedIds(memberId);
  const [reporting, setReporting] = useState(false);
  // Closed, the dialogs would cost the page's first paint: mounted when first opened.
  const reportMounted = useOpenedOnce(reporting);
  const deleteMounted = useOpenedOnce(confirming);
  const composer = useRef<HTMLTextAreaElement>(null);

  if (!key.trim()) return <Text role="alert">{intl.formatMessage(messages.idRequired)}</Text>;
  if (loading) return <Loader aria-label={intl.formatMessage(messages.loading)} />;
  if (!question) {
    return (
      <Stack align="flex-start">
        <Title order={1} size="h3">{intl.formatMessage(messages.notFound)}</Title>
        <Text c="dimmed">{intl.formatMessage(messages.notFoundHint)}</Text>
        <Anchor component={Link} to="/home">
          {intl.formatMessage(messages.back)}
        </Anchor>
      </Stack>
    );
  }

  const author = lookup?.users.get(question.author_id);
  const event = lookup?.events.get(question.event_id);
  const session = question.session_id ? lookup?.sessions.get(question.session_id) : undefined;
  const anonymous = question.is_anonymous && !author;
  const isAuthor = question.author_id === memberId;
  // The author is never their own helper (a 'can help' of theirs from before the rule is left out).
  const helpers = (reactions?.helpers ?? [])
    .filter((id) => id !== question.author_id)
    .map((id) => lookup?.users.get(id))
    .filter((user) => user !== undefined);
  const offerHelp = canHelpProblem(memberId, question) === null;

  const toggle = (kind: InteractionKind) => {
    if (kind === 'can_help' && !offerHelp) return;
    void writes.react(kind, question.id);
  };

  const remove = async () => {
    setConfirming(false);
    const result = await writes.remove(question.id);
    if (!result.stored && !result.kept) return;
    toast.success(appIntl().formatMessage(messages.deleted));
    await navigate({ to: '/home' });
  };

  // A question of a member the member blocks is folded away until they choose to see it.
  return (
    <BlockedFold blocked={Boolean(question.author_id) && blocked.has(question.author_id)} name={author?.full_name} component="article" what="question">
    <Stack gap="md" component="article">
      <Group gap="sm" wrap="nowrap" align="center">
        <Avatar name={anonymous ? null : author?.full_name} src={anonymous ? undefined : author?.profile_picture} anonymous={anonymous} role={anonymous ? undefined : author?.role} />
        <Stack gap={0} miw={0}>
          <Group gap={6} wrap="nowrap" miw={0}>
            {anonymous || !author ? (
              <Text fw={600} truncate>{intl.formatMessage(anonymous ? messages.anonymous : messages.someone)}</Text>
            ) : (
              <AnchorLink {...profileLink(author)} fw={600} truncate dir="auto">{author.full_name}</AnchorLink>
            )}
            {question.is_anonymous && isAuthor && author && <AnonymousMark />}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {event ? intl.formatMessage(messages.whenWhere, { when: formatRelativeTime(question.created_at), space: ownDirection(event.name) }) : formatRelativeTime(question.created_at)}
          </Text>
        </Stack>
        <SyncBadge state={question.sync_state} error={question.sync_error} />
      </Group>
      <ModerationNotice question={question} eventName={event?.name} />
      {question.accepted_answer_id && (
        <Group>
          <SolvedBadge />
        </Group>
      )}
      <Title order={1} size="h3" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.title}</Title>
      {session && (
        <Group>
          <QuestionSessionChip eventKey={event ? pathKey(event) : question.event_id} session={session} />
        </Group>
      )}
      {question.description && <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.description}</Text>}
      {reactions && <ReactionBar reactions={reactions} onToggle={toggle} offerHelp={offerHelp} />}
      {offerHelp && reactions?.mine.can_help && (
        // 'Can help' leads on: answer for everyone who wonders the same, or talk it over with the asker.
        <Paper withBorder radius="md" p="sm" data-testid="help-offer">
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={600}>{intl.formatMessage(messages.helpHow)}</Text>
            <Group gap="xs">
              <Button size="compact-sm" onClick={() => {
                composer.current?.scrollIntoView({ block: 'center' });
                composer.current?.focus();
              }}>{intl.formatMessage(messages.writeAnswer)}</Button>
              {!anonymous && author && (
                <ButtonLink {...chatLink(author, question.id)} size="compact-sm" variant="default">
                  {intl.formatMessage(messages.chat, { name: ownDirection(author.first_name || author.full_name) })}
                </ButtonLink>
              )}
            </Group>
          </Group>
        </Paper>
      )}
      {isAuthor && (
        <Group>
          <ButtonLink {...questionEditLink(question)} variant="default" size="xs">{intl.formatMessage(messages.edit)}</ButtonLink>
          <Button color="red" variant="light" size="xs" onClick={() => setConfirming(true)}>{intl.formatMessage(messages.delete)}</Button>
        </Group>
      )}
      {!isAuthor && (
        <Group>
          <Button variant="subtle" color="gray" size="xs" onClick={() => setReporting(true)}>{intl.formatMessage(messages.report)}</Button>
        </Group>
      )}
      {reportMounted && <ReportDialog memberId={memberId} target={reporting ? { kind: 'question', id: question.id } : null} onClose={() => setReporting(false)} />}
      <Divider />
      <AnswersSection ref={composer} question={question} memberId={memberId} moderates={event !== undefined && mayModerate(event, member)} />
      <Divider />
      <Title order={2} size="h4">{intl.formatMessage(messages.helpers)}</Title>
      <HelpersList helpers={helpers} memberId={memberId} questionId={question.id} offerHelp={offerHelp} />
      {deleteMounted && (
        <Modal opened={confirming} onClose={() => setConfirming(false)} title={intl.formatMessage(messages.deleteTitle)} centered>
          <Text>{intl.formatMessage(messages.deleteEffect)}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setConfirming(false)}>{intl.formatMessage(messages.cancel)}</Button>
            <Button color="red" onClick={() => void remove()}>{intl.formatMessage(messages.delete)}</Button>
          </Group>
        </Modal>
      )}
    </Stack>
    </BlockedFold>
  );
}
