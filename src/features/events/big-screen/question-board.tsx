import { VisuallyHidden } from '@mantine/core';
import { useAutoAnimate } from '@formkit/auto-animate/react';
import { IconArrowBigUp, IconCircleCheck, IconHeartHandshake, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { LiveQuestion } from './live-snapshot';
import { useFittingCount } from './use-fitting-count';
import classes from './big-screen.module.css';

// The icons of the app's reaction bar, in its order.
const COUNTS: { key: 'help_count' | 'me_too_count' | 'uplift_count'; label: string; Icon: TablerIcon }[] = [
  { key: 'help_count', label: 'Can help', Icon: IconHeartHandshake },
  { key: 'me_too_count', label: 'Me too', Icon: IconUsers },
  { key: 'uplift_count', label: 'Uplift', Icon: IconArrowBigUp },
];

/** What each reaction icon on the board means, for a room that has not used the app yet. */
export function ReactionLegend() {
  return (
    <ul className={classes.legend} aria-label="Reactions" data-testid="big-screen-legend">
      {COUNTS.map(({ key, label, Icon }) => (
        <li key={key} className={classes.legendItem}>
          <Icon size="1.2em" stroke={2} aria-hidden="true" />
          {label.toLowerCase()}
        </li>
      ))}
    </ul>
  );
}

function Counts({ question }: { question: LiveQuestion }) {
  return (
    <span className={classes.counts}>
      {COUNTS.map(({ key, label, Icon }) => (
        <span key={key} className={classes.count} title={label} data-testid={`count-${key}`}>
          <Icon size="1.1em" stroke={2} aria-hidden="true" />
          <span aria-hidden="true">{question[key]}</span>
          <VisuallyHidden>{`${label}, ${question[key]}`}</VisuallyHidden>
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
          <p className={classes.answeringLabel}>Answering now</p>
          <p className={classes.answeringTitle}>{answering.title}</p>
          <span className={classes.meta}>
            <span className={classes.author} data-anonymous={answering.author_name === null ? '' : undefined}>
              {answering.author_name ?? 'Anonymous'}
            </span>
            <Counts question={answering} />
          </span>
        </div>
      )}
      <div className={classes.boardHeading}>
        <h2 id="big-screen-questions" className={classes.boardTitle}>
          Top questions
        </h2>
        {hidden > 0 && <span className={classes.more}>{hidden} more on the event page</span>}
      </div>
      {questions.length === 0 ? (
        <p className={classes.empty}>{answering ? 'No other questions yet. Scan the code and ask one.' : 'No questions yet. Scan the code and ask the first one.'}</p>
      ) : (
        <ol ref={ref} className={classes.list} aria-label="Top questions">
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
              <p className={classes.title}>{question.title}</p>
              <span className={classes.meta}>
                {question.solved && (
                  <span className={classes.solved} data-testid="big-screen-solved">
                    <IconCircleCheck size="1.1em" stroke={2} aria-hidden="true" />
                    Solved
                  </span>
                )}
                <span className={classes.author} data-anonymous={question.author_name === null ? '' : undefined}>
                  {question.author_name ?? 'Anonymous'}
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
