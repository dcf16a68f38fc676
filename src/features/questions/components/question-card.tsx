import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { answerCountWords } from '../../../../schemas/answer.schema';
import { canHelpProblem, type InteractionKind } from '../../../../schemas/interaction.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import { Avatar } from '../../../components/avatar/avatar';
import { defineMessages } from '../../../i18n/define-messages';
import { formatRelativeTime } from '../../../lib/locale';
import { questionLink } from '../../../lib/paths';
import type { Reactions } from '../hooks/use-question';
import { AnonymousMark } from './anonymous-mark';
import classes from './question-card.module.css';
import { QuestionSessionChip, type QuestionSession } from './question-session-chip';
import { ReactionBar } from './reaction-bar';
import { SolvedBadge } from './solved-badge';
import { SyncBadge } from '../../../components/sync-badge';
import { TextLink } from '../../../components/links';
import { ownDirection } from '../../../i18n/own-direction';

export type QuestionCardProps = {
  question: QuestionDoc;
  authorName: string | undefined;
  authorPicture?: string | undefined;
  /** The author's role: a champion's avatar wears the champion badge. */
  authorRole?: string | undefined;
  spaceName: string | undefined;
  /** The session of the agenda it was asked to, and the key of its event in paths. */
  session?: { eventKey: string; session: QuestionSession } | undefined;
  reactions: Reactions;
  onToggle: (kind: InteractionKind) => void;
  /** The member looking at the card: their own anonymous question shows their name and a mark. */
  viewerId?: string | undefined;
  now?: Date;
};

const PREVIEW = 160;

const messages = defineMessages({
  anonymous: { id: 'questions.card.anonymous', defaultMessage: 'Anonymous' },
  someone: { id: 'questions.card.someone', defaultMessage: 'A member' },
  when: { id: 'questions.card.when', defaultMessage: '· {when}' },
  whenWhere: { id: 'questions.card.whenWhere', defaultMessage: '· {when} · {space}' },
  answering: { id: 'questions.card.answering', defaultMessage: 'Answering now' },
});

/** One question in the feed: who asked, what, where and when, and the reactions. Text shows as typed. */
export function QuestionCard({ question, authorName, authorPicture, authorRole, spaceName, session, reactions, onToggle, viewerId, now }: QuestionCardProps) {
  const intl = useIntl();
  const anonymous = question.is_anonymous && !authorName;
  const ownAnonymous = Boolean(question.is_anonymous) && !anonymous && viewerId !== undefined && question.author_id === viewerId;
  const name = anonymous ? intl.formatMessage(messages.anonymous) : (authorName ?? intl.formatMessage(messages.someone));
  const preview = (question.description ?? '').length > PREVIEW ? `${question.description?.slice(0, PREVIEW)}…` : question.description;
  return (
    <Card withBorder radius="md" px="sm" py={8} component="article" className={classes.card} data-testid="question-card" aria-label={question.title}>
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Avatar name={anonymous ? null : name} src={anonymous ? undefined : authorPicture} size="sm" anonymous={anonymous} role={anonymous ? undefined : authorRole} />
          <Text size="sm" fw={500} truncate miw={0} style={{ flexShrink: 1 }} dir="auto">{name}</Text>
          {ownAnonymous && <AnonymousMark />}
          {/* One line that gives way from its end: the space's name goes before the time. */}
          <Text size="xs" c="dimmed" truncate miw={0} style={{ flexShrink: 1 }}>
            {spaceName
              ? intl.formatMessage(messages.whenWhere, { when: formatRelativeTime(question.created_at, now), space: ownDirection(spaceName) })
              : intl.formatMessage(messages.when, { when: formatRelativeTime(question.created_at, now) })}
          </Text>
          {question.stage === 'answering' && (
            <Badge color="yellow" variant="filled" size="xs" style={{ flexShrink: 0 }}>
              {intl.formatMessage(messages.answering)}
            </Badge>
          )}
          <span className={classes.above}>
            <SyncBadge state={question.sync_state} error={question.sync_error} />
          </span>
        </Group>
        <TextLink {...questionLink(question)} fw={600} size="md" lh={1.3} className={classes.title} dir="auto">
          {question.title}
        </TextLink>
        {preview && <Text size="sm" c="dimmed" lh={1.4} className={classes.preview} dir="auto">{preview}</Text>}
        {session && (
          <div className={classes.above}>
            <QuestionSessionChip eventKey={session.eventKey} session={session.session} />
          </div>
        )}
        <Group gap={6} justify="space-between" wrap="wrap">
          <div className={classes.above}>
            <ReactionBar reactions={reactions} onToggle={onToggle} size="xs" offerHelp={canHelpProblem(viewerId, question) === null} />
          </div>
          {/* A question with no answers says nothing here: the reactions keep one row on a phone. */}
          {(question.accepted_answer_id || (question.answer_count ?? 0) > 0) && (
            <Group gap={6} wrap="nowrap" ml="auto">
              {question.accepted_answer_id && <SolvedBadge size="xs" />}
              <Text size="xs" c="dimmed" span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }} data-testid="answer-count">
                <IconMessage2 size={14} stroke={1.75} aria-hidden="true" />
                {answerCountWords(question.answer_count ?? 0)}
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
