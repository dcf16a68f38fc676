import { VisuallyHidden } from '@mantine/core';
import { useAutoAnimate } from '@formkit/auto-animate/react';
import { IconArrowBigUp, IconCircleCheck, IconHeartHandshake, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import type { LiveQuestion } from './live-snapshot';
import { useFittingCount } from './use-fitting-count';
import classes from './big-screen.module.css';

const messages = defineMessages({
  help: { id: 'events.bigScreen.reaction.help', defaultMessage: 'Can help' },
  helpLegend: { id: 'events.bigScreen.reaction.helpLegend', defaultMessage: 'can help' },
  helpCount: { id: 'events.bigScreen.reaction.helpCount', defaultMessage: 'Can help, {count}' },
  meToo: { id: 'events.bigScreen.reaction.meToo', defaultMessage: 'Me too' },
  meTooLegend: { id: 'events.bigScreen.reaction.meTooLegend', defaultMessage: 'me too' },
  meTooCount: { id: 'events.bigScreen.reaction.meTooCount', defaultMessage: 'Me too, {count}' },
  uplift: { id: 'events.bigScreen.reaction.uplift', defaultMessage: 'Uplift' },
  upliftLegend: { id: 'events.bigScreen.reaction.upliftLegend', defaultMessage: 'uplift' },
  upliftCount: { id: 'events.bigScreen.reaction.upliftCount', defaultMessage: 'Uplift, {count}' },
  reactions: { id: 'events.bigScreen.reactions', defaultMessage: 'Reactions' },
  answeringNow: { id: 'events.bigScreen.answeringNow', defaultMessage: 'Answering now' },
  anonymous: { id: 'events.bigScreen.anonymous', defaultMessage: 'Anonymous' },
  topQuestions: { id: 'events.bigScreen.board.topQuestions', defaultMessage: 'Top questions' },
  more: { id: 'events.bigScreen.board.more', defaultMessage: '{count, plural, other {# more on the event page}}' },
  emptyAnswering: { id: 'events.bigScreen.board.emptyAnswering', defaultMessage: 'No other questions yet. Scan the code and ask one.' },
  empty: { id: 'events.bigScreen.board.empty', defaultMessage: 'No questions yet. Scan the code and ask the first one.' },
  solved: { id: 'events.bigScreen.board.solved', defaultMessage: 'Solved' },
});

// The icons of the app's reaction bar, in its order.
const COUNTS: { key: 'help_count' | 'me_too_count' | 'uplift_count'; label: MessageDescriptor; legend: MessageDescriptor; spoken: MessageDescriptor; Icon: TablerIcon }[] = [
  { key: 'help_count', label: messages.help, legend: messages.helpLegend, spoken: messages.helpCount, Icon: IconHeartHandshake },
  { key: 'me_too_count', label: messages.meToo, legend: messages.meTooLegend, spoken: messages.meTooCount, Icon: IconUsers },
  { key: 'uplift_count', label: messages.uplift, legend: messages.upliftLegend, spoken: messages.upliftCount, Icon: IconArrowBigUp },
];

/** What each reaction icon on the board means, for a room that has not used the app yet. */
export function ReactionLegend() {
  const intl = useIntl();
  return (
    <ul className={classes.legend} aria-label={intl.formatMessage(messages.reactions)} data-testid="big-screen-legend">
      {COUNTS.map(({ key, legend, Icon }) => (
        <li key={key} className={classes.legendItem}>
          <Icon size="1.2em" stroke={2} aria-hidden="true" />
          {intl.formatMessage(legend)}
        </li>
      ))}
    </ul>
  );
}

function Counts({ question }: { question: LiveQuestion }) {
  const intl = useIntl();
  return (
    <span className={classes.counts}>
      {COUNTS.map(({ key, label, spoken, Icon }) => (
        <span key={key} className={classes.count} title={intl.formatMessage(label)} data-testid={`count-${key}`}>
          <Icon size="1.1em" stroke={2} aria-hidden="true" />
          <span aria-hidden="true">{question[key]}</span>
          <VisuallyHidden>{intl.formatMessage(spoken, { count: question[key] })}</VisuallyHidden>
        </span>
      ))}
    </span>
  );
}

/**
 * The event's top questions, most reacted first; when reactions re-order them the cards slide to
 * their new places. Titles are plain text: markup shows as typed.
 */
export function QuestionBoard({ questions, answering = null }: { questions: LiveQuestion[]; answering?: LiveQuestion | null }) {
  const intl = useIntl();
  const [animate] = useAutoAnimate<HTMLOListElement>({ duration: 450 });
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const ref = useCallback(
    (element: HTMLOListElement | null) => {
      animate(element);
      setList(element);
    },
    [animate],
  );
  const fitting = useFittingCount(
    list,
    questions.map((question) => question.id),
  );
  const hidden = questions.length - fitting;
  return (
    <section className={classes.board} aria-labelledby="big-screen-questions">
      {answering && (
        // The question the room is answering now, as large as the screen allows, above the others.
        <div className={classes.answering} data-testid="big-screen-answering" aria-live="polite">
          <p className={classes.answeringLabel}>{intl.formatMessage(messages.answeringNow)}</p>
          <p className={classes.answeringTitle}>{answering.title}</p>
          <span className={classes.meta}>
            <span className={classes.author} data-anonymous={answering.author_name === null ? '' : undefined}>
              {answering.author_name ?? intl.formatMessage(messages.anonymous)}
            </span>
            <Counts question={answering} />
          </span>
        </div>
      )}
      <div className={classes.boardHeading}>
        <h2 id="big-screen-questions" className={classes.boardTitle}>
          {intl.formatMessage(messages.topQuestions)}
        </h2>
        {hidden > 0 && <span className={classes.more}>{intl.formatMessage(messages.more, { count: hidden })}</span>}
      </div>
      {questions.length === 0 ? (
        <p className={classes.empty}>{intl.formatMessage(answering ? messages.emptyAnswering : messages.empty)}</p>
      ) : (
        <ol ref={ref} className={classes.list} aria-label={intl.formatMessage(messages.topQuestions)}>
          {questions.map((question, index) => (
            <li
              key={question.id}
              className={classes.item}
              data-item={question.id}
              data-overflow={index >= fitting ? '' : undefined}
              aria-hidden={index >= fitting ? true : undefined}
              data-testid="big-screen-question"
            >
              <span className={classes.rank} aria-hidden="true">
                {index + 1}
              </span>
              <p className={classes.title} dir="auto">{question.title}</p>
              <span className={classes.meta}>
                {question.solved && (
                  <span className={classes.solved} data-testid="big-screen-solved">
                    <IconCircleCheck size="1.1em" stroke={2} aria-hidden="true" />
                    {intl.formatMessage(messages.solved)}
                  </span>
                )}
                <span className={classes.author} data-anonymous={question.author_name === null ? '' : undefined}>
                  {question.author_name ?? intl.formatMessage(messages.anonymous)}
                </span>
                <Counts question={question} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
