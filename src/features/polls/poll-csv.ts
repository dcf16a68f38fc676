import { POLL_KIND_NAMES, resultLabel, share } from '../../../schemas/poll-rules';
import type { PollDoc } from '../../../schemas/poll.schema';
import { toCsv } from '../../lib/csv';

/** A poll's results as a CSV file made on the device: a line per option (or word), then the voters. */
export function pollCsv(poll: Pick<PollDoc, 'question' | 'kind' | 'options' | 'results' | 'voter_count' | 'state' | 'opened_at' | 'closed_at'>): string {
  const voters = poll.voter_count ?? 0;
  const rows = (poll.results ?? []).map((result) => [poll.question, POLL_KIND_NAMES[poll.kind], resultLabel(poll, result.key), result.count, share(result.count, voters)]);
  return toCsv(['Question', 'Kind', 'Answer', 'Votes', 'Share of voters (%)'], [...rows, [poll.question, POLL_KIND_NAMES[poll.kind], 'Voters', voters, null]]);
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
