import { POLL_KIND_NAMES, resultLabel, share } from '../../../schemas/poll-rules';
import type { PollDoc } from '../../../schemas/poll.schema';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { toCsv } from '../../lib/csv';

// The file is read by people in a spreadsheet: its headings are in the member's language.
const messages = defineMessages({
  question: { id: 'polls.csv.question', defaultMessage: 'Question' },
  kind: { id: 'polls.csv.kind', defaultMessage: 'Kind' },
  answer: { id: 'polls.csv.answer', defaultMessage: 'Answer' },
  votes: { id: 'polls.csv.votes', defaultMessage: 'Votes' },
  share: { id: 'polls.csv.share', defaultMessage: 'Share of voters (%)' },
  voters: { id: 'polls.csv.voters', defaultMessage: 'Voters' },
});

/** A poll's results as a CSV file made on the device: a line per option (or word), then the voters. */
export function pollCsv(poll: Pick<PollDoc, 'question' | 'kind' | 'options' | 'results' | 'voter_count' | 'state' | 'opened_at' | 'closed_at'>): string {
  const intl = appIntl();
  const voters = poll.voter_count ?? 0;
  const rows = (poll.results ?? []).map((result) => [poll.question, POLL_KIND_NAMES[poll.kind], resultLabel(poll, result.key), result.count, share(result.count, voters)]);
  return toCsv(
    [messages.question, messages.kind, messages.answer, messages.votes, messages.share].map((heading) => intl.formatMessage(heading)),
    [...rows, [poll.question, POLL_KIND_NAMES[poll.kind], intl.formatMessage(messages.voters), voters, null]],
  );
}

/** The file's name: the event's, the poll's first words, and 'poll'. */
export const pollFileName = (event: { id: string; slug?: string | undefined }, poll: Pick<PollDoc, 'question'>) =>
  `${event.slug || event.id}-poll-${
    poll.question
      .toLocaleLowerCase('en-US')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'results'
  }.csv`;
