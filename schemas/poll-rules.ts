import {
  POLL_HIDDEN_WORDS_MAX,
  POLL_OPTION_LABEL_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX,
  POLL_TOP_WORDS,
  POLL_WORD_MAX,
  type PollDoc,
  type PollKind,
  type PollState,
} from './poll.schema';
import { characters, tooLong } from './text';

/**
 * The rules of a poll and of a vote, written once for the polls screen, the poll card, the REST route
 * and the push: who runs a poll is `mayRunPolls` (schemas/event-rules.ts).
 */

export const POLL_KIND_NAMES: Record<PollKind, string> = { single: 'Single choice', multiple: 'Multiple choice', word_cloud: 'Word cloud' };
export const POLL_STATE_NAMES: Record<PollState, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

export const POLL_CLOSED = 'This poll is closed';
export const POLL_NOT_OPEN = 'This poll is not open yet';
export const POLL_RUNNERS_ONLY = "Only the event's organiser, co-hosts and moderators run its polls";
export const POLL_NO_GOING_BACK = 'A poll opens once and closes once: it cannot go back';
export const POLL_FIXED_ONCE_OPEN = "A poll's kind and options stay as they were once it opens";
export const POLL_STAYS_IN_EVENT = 'A poll stays in the event it was made in';
export const POLL_NOT_ON_SCREEN_AS_DRAFT = 'Open the poll before you show it on the big screen';
export const POLL_SESSION_OF_EVENT = "Pick one of this event's sessions, or the whole event";

/**
 * Whether a poll may be asked in the session it names (null when it may, or when it names none): a
 * session of the poll's own event, not deleted. A cancelled session keeps the polls it had.
 */
export function pollSessionProblem(poll: { event_id: string; session_id?: string | undefined }, session: { event_id: string; _deleted?: boolean | undefined } | undefined): string | null {
  if (!poll.session_id) return null;
  return !session || session._deleted || session.event_id !== poll.event_id ? POLL_SESSION_OF_EVENT : null;
}

/** The fields of a poll a runner writes. */
export type PollWritten = Partial<Pick<PollDoc, 'kind' | 'question' | 'options' | 'hidden_words'>>;

/** What is wrong with a poll as written, in the words of its form; null when nothing is. */
export function pollProblem(poll: PollWritten): string | null {
  const question = (poll.question ?? '').trim();
  if (!question) return 'Write the question of the poll';
  const long = tooLong('question', question, POLL_QUESTION_MAX);
  if (long) return long;
  const options = poll.options ?? [];
  if (poll.kind === 'word_cloud') {
    if (options.length > 0) return 'A word cloud has no options: members write their own words';
  } else {
    if (options.length < POLL_OPTIONS_MIN || options.length > POLL_OPTIONS_MAX) return `Give the poll ${POLL_OPTIONS_MIN} to ${POLL_OPTIONS_MAX} options`;
    for (const [index, option] of options.entries()) {
      const label = option.label.trim();
      if (!label) return `Write option ${index + 1}, or remove it`;
      const tooLongLabel = tooLong(`option ${index + 1}`, label, POLL_OPTION_LABEL_MAX);
      if (tooLongLabel) return tooLongLabel;
    }
    if (new Set(options.map((option) => option.id)).size !== options.length) return 'Each option has an id of its own';
    if (new Set(options.map((option) => option.label.trim().toLocaleLowerCase())).size !== options.length) return 'Each option must differ from the others';
  }
  if ((poll.hidden_words ?? []).length > POLL_HIDDEN_WORDS_MAX) return `A word cloud hides at most ${POLL_HIDDEN_WORDS_MAX} words`;
  return null;
}

/** Draft, then open, then closed: a poll may skip opening (closed unopened), never go back. Null when allowed. */
export function pollStateProblem(from: PollState, to: PollState): string | null {
  const order: Record<PollState, number> = { draft: 0, open: 1, closed: 2 };
  return order[to] < order[from] ? POLL_NO_GOING_BACK : null;
}

/**
 * A word-cloud answer as it is counted: its spaces tidied (trimmed, runs made one), in lower case,
 * in one Unicode form, so 'Offline ', 'offline' and 'OFFLINE' are one word.
 */
export const normaliseWord = (text: string): string => text.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('en-US');

/**
 * Words a word cloud never shows, per language: a short list of the commonest swear words and insults
 * of English, French, German and Spanish, matched against each word of an answer once normalised. It
 * keeps the obvious off a big screen; anything subtler is the moderators' to hide (`hidden_words`).
 */
export const WORD_BLOCKLIST: Record<'en' | 'fr' | 'de' | 'es', readonly string[]> = {
  en: ['fuck', 'fucking', 'fucker', 'shit', 'bullshit', 'cunt', 'bitch', 'asshole', 'arsehole', 'bastard', 'dick', 'cock', 'pussy', 'whore', 'slut', 'wanker', 'twat', 'motherfucker'],
  fr: ['merde', 'putain', 'connard', 'connasse', 'salope', 'encule', 'enculé', 'pute', 'bite', 'couille', 'nique'],
  de: ['scheiße', 'scheisse', 'arschloch', 'fotze', 'hure', 'wichser', 'schlampe', 'fick', 'ficken'],
  es: ['mierda', 'puta', 'puto', 'cabrón', 'cabron', 'coño', 'joder', 'gilipollas', 'pendejo', 'verga'],
};
const BLOCKED = new Set(Object.values(WORD_BLOCKLIST).flat());

/** Whether a normalised answer holds a word of the blocklist. */
export const isBlockedWord = (word: string): boolean => word.split(/[\s\p{P}]+/u).some((part) => BLOCKED.has(part));

/**
 * Why a vote's choices do not fit its poll (null when they do), on the card and the server alike: one
 * option of a single choice, one or more different options of a multiple choice, one answer of at most
 * 30 characters for a word cloud.
 */
export function voteProblem(poll: Pick<PollDoc, 'kind' | 'options'>, choices: readonly string[] | undefined): string | null {
  const chosen = choices ?? [];
  if (poll.kind === 'word_cloud') {
    if (chosen.length !== 1) return 'Write one answer';
    const word = normaliseWord(chosen[0] ?? '');
    if (!word) return 'Write one answer';
    const count = characters(word);
    return count > POLL_WORD_MAX ? `Keep your answer to ${POLL_WORD_MAX} characters: it has ${count}` : null;
  }
  const ids = new Set((poll.options ?? []).map((option) => option.id));
  if (chosen.length === 0) return poll.kind === 'single' ? 'Choose an option' : 'Choose at least one option';
  if (poll.kind === 'single' && chosen.length > 1) return 'Choose one option only';
  if (new Set(chosen).size !== chosen.length) return 'Choose each option once';
  return chosen.every((id) => ids.has(id)) ? null : 'Choose among the options of this poll';
}

/**
 * Whether a vote made at `votedAt` (the device's time of its latest choice) may stand: never on a
 * draft, and on a closed poll only when it was cast before the poll closed. A phone offline in the
 * room sends its vote after the moderator closed the poll, and that vote counts. The trade-off: the
 * time is the device's own (the server caps it at its own clock), so a phone whose clock runs late
 * could still add a vote after the close; a poll's results are a show of hands, not a ballot, and
 * refusing every offline vote would silence the members with the weakest signal.
 */
export function voteTimeProblem(poll: Pick<PollDoc, 'state' | 'closed_at'>, votedAt: string): string | null {
  if (poll.state === 'draft') return POLL_NOT_OPEN;
  if (poll.state === 'closed' && (!poll.closed_at || Date.parse(votedAt) >= Date.parse(poll.closed_at))) return POLL_CLOSED;
  return null;
}

export type PollResult = { key: string; count: number };
export type PollTally = { results: PollResult[]; voter_count: number };
type Vote = { choices?: readonly string[] | undefined; active: boolean };

/**
 * A poll's results from its votes (the active ones): per option, in the poll's order, or per word, the
 * most given first (the top 50), without blocked and hidden words; and how many members voted.
 */
export function tally(poll: Pick<PollDoc, 'kind' | 'options' | 'hidden_words'>, votes: Iterable<Vote>): PollTally {
  const counts = new Map<string, number>();
  const isCloud = poll.kind === 'word_cloud';
  const hidden = new Set((poll.hidden_words ?? []).map(normaliseWord));
  const optionIds = new Set((poll.options ?? []).map((option) => option.id));
  let voters = 0;
  for (const vote of votes) {
    if (!vote.active || !vote.choices || vote.choices.length === 0) continue;
    voters += 1;
    for (const choice of new Set(vote.choices)) {
      const key = isCloud ? normaliseWord(choice) : choice;
      if (isCloud ? !key || hidden.has(key) || isBlockedWord(key) || characters(key) > POLL_WORD_MAX : !optionIds.has(key)) continue;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const results = isCloud
    ? [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)).slice(0, POLL_TOP_WORDS)
    : (poll.options ?? []).map((option) => ({ key: option.id, count: counts.get(option.id) ?? 0 }));
  return { results, voter_count: voters };
}

/** An option's share of the voters, as a whole percentage (0 with no voters). */
export const share = (count: number, voters: number): number => (voters > 0 ? Math.round((count / voters) * 100) : 0);

/** The label of a result: its option's label, or the word itself. */
export const resultLabel = (poll: { options?: readonly { id: string; label: string }[] | undefined }, key: string): string => poll.options?.find((option) => option.id === key)?.label ?? key;
