import { resultLabel, share } from '../../../schemas/poll-rules';
import type { PollKind } from '../../../schemas/poll.schema';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import classes from './poll-results.module.css';

const messages = defineMessages({
  votes: { id: 'components.pollResults.votes', defaultMessage: '{count, plural, one {# vote} other {# votes}}' },
  noWords: { id: 'components.pollResults.noWords', defaultMessage: 'No words yet' },
  words: { id: 'components.pollResults.words', defaultMessage: 'Words given' },
  // Read out after a word of the word cloud, not shown: how many gave it ('offline: 3').
  wordCount: { id: 'components.pollResults.wordCount', defaultMessage: ': {count, number}' },
  // Follows the option's label on the member's own choice.
  yours: { id: 'components.pollResults.yours', defaultMessage: '· your vote' },
  // An option's share of the voters, and its number of votes in smaller type.
  figure: { id: 'components.pollResults.figure', defaultMessage: '{share, number, percent} <small>({count, number})</small>' },
});

export type PollResultsProps = {
  poll: { kind: PollKind; options?: readonly { id: string; label: string }[] | undefined; results?: readonly { key: string; count: number }[] | undefined; voter_count?: number | undefined };
  /** The option ids (or the word) the member chose, marked in the results. */
  mine?: readonly string[] | undefined;
  /** 'screen' draws them large, white on the big screen's dark background. */
  size?: 'card' | 'screen';
};

/** Font sizes of a word cloud's words, from the least given to the most: five steps. */
const STEPS = 5;
const step = (count: number, most: number) => (most <= 1 ? STEPS : Math.max(1, Math.ceil((count / most) * STEPS)));

/**
 * A poll's results as its members and the big screen see them: a bar per option with its share of the
 * voters, or a cloud of the words given, larger the more often. Both move as the server's counts change.
 */
export function PollResults({ poll, mine = [], size = 'card' }: PollResultsProps) {
  const intl = useIntl();
  const voters = poll.voter_count ?? 0;
  const results = poll.results ?? [];
  const voterWords = intl.formatMessage(messages.votes, { count: voters });
  if (poll.kind === 'word_cloud') {
    const most = Math.max(0, ...results.map((result) => result.count));
    return (
      <div className={classes.results} data-size={size} data-testid="poll-results">
        {results.length === 0 ? (
          <p className={classes.none}>{intl.formatMessage(messages.noWords)}</p>
        ) : (
          <ul className={classes.cloud} aria-label={intl.formatMessage(messages.words)}>
            {results.map((result) => (
              <li key={result.key} className={classes.word} data-step={step(result.count, most)} data-mine={mine.includes(result.key) ? '' : undefined} data-testid="poll-word">
                {result.key}
                <span className={classes.visuallyHidden}>{intl.formatMessage(messages.wordCount, { count: result.count })}</span>
              </li>
            ))}
          </ul>
        )}
        <p className={classes.total} data-testid="poll-voters">{voterWords}</p>
      </div>
    );
  }
  return (
    <div className={classes.results} data-size={size} data-testid="poll-results">
      <ul className={classes.bars}>
        {(poll.options ?? []).map((option) => {
          const count = results.find((result) => result.key === option.id)?.count ?? 0;
          const percent = share(count, voters);
          const chosen = mine.includes(option.id);
          return (
            <li key={option.id} className={classes.bar} data-mine={chosen ? '' : undefined} data-testid="poll-bar" data-option={option.id} data-count={count}>
              <span className={classes.fill} style={{ inlineSize: `${percent}%` }} aria-hidden="true" />
              <span className={classes.label}>
                {resultLabel(poll, option.id)}
                {/* The space in the markup: the catalogs keep no message's leading space. */}
                {chosen && <> <span className={classes.yours}>{intl.formatMessage(messages.yours)}</span></>}
              </span>
              <span className={classes.figure}>
                {intl.formatMessage(messages.figure, { share: percent / 100, count, small: (chunks) => <span className={classes.count}>{chunks}</span> })}
              </span>
            </li>
          );
        })}
      </ul>
      <p className={classes.total} data-testid="poll-voters">{voterWords}</p>
    </div>
  );
}
