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
import { defineMessages, say, spoken } from './words';

const words = defineMessages({
  single: { id: 'rules.poll.kind.single', defaultMessage: 'Single choice' },
  multiple: { id: 'rules.poll.kind.multiple', defaultMessage: 'Multiple choice' },
  wordCloud: { id: 'rules.poll.kind.wordCloud', defaultMessage: 'Word cloud' },
  draft: { id: 'rules.poll.state.draft', defaultMessage: 'Draft' },
  open: { id: 'rules.poll.state.open', defaultMessage: 'Open' },
  closedState: { id: 'rules.poll.state.closed', defaultMessage: 'Closed' },
  closed: { id: 'rules.poll.closed', defaultMessage: 'This poll is closed' },
  notOpen: { id: 'rules.poll.notOpen', defaultMessage: 'This poll is not open yet' },
  runnersOnly: { id: 'rules.poll.runnersOnly', defaultMessage: "Only the event's organiser, co-hosts and moderators run its polls" },
  noGoingBack: { id: 'rules.poll.noGoingBack', defaultMessage: 'A poll opens once and closes once: it cannot go back' },
  fixedOnceOpen: { id: 'rules.poll.fixedOnceOpen', defaultMessage: "A poll's kind and options stay as they were once it opens" },
  staysInEvent: { id: 'rules.poll.staysInEvent', defaultMessage: 'A poll stays in the event it was made in' },
  notOnScreenAsDraft: { id: 'rules.poll.notOnScreenAsDraft', defaultMessage: 'Open the poll before you show it on the big screen' },
  sessionOfEvent: { id: 'rules.poll.sessionOfEvent', defaultMessage: "Pick one of this event's sessions, or the whole event" },
  questionMissing: { id: 'rules.poll.questionMissing', defaultMessage: 'Write the question of the poll' },
  wordCloudNoOptions: { id: 'rules.poll.wordCloudNoOptions', defaultMessage: 'A word cloud has no options: members write their own words' },
  optionCount: { id: 'rules.poll.optionCount', defaultMessage: 'Give the poll {min} to {max} options' },
  optionEmpty: { id: 'rules.poll.optionEmpty', defaultMessage: 'Write option {position}, or remove it' },
  optionIds: { id: 'rules.poll.optionIds', defaultMessage: 'Each option has an id of its own' },
  optionsDiffer: { id: 'rules.poll.optionsDiffer', defaultMessage: 'Each option must differ from the others' },
  hiddenWordsMax: { id: 'rules.poll.hiddenWordsMax', defaultMessage: 'A word cloud hides at most {max} words' },
  oneAnswer: { id: 'rules.poll.oneAnswer', defaultMessage: 'Write one answer' },
  answerTooLong: { id: 'rules.poll.answerTooLong', defaultMessage: 'Keep your answer to {max} characters: it has {count}' },
  chooseOne: { id: 'rules.poll.chooseOne', defaultMessage: 'Choose an option' },
  chooseSome: { id: 'rules.poll.chooseSome', defaultMessage: 'Choose at least one option' },
  oneOnly: { id: 'rules.poll.oneOnly', defaultMessage: 'Choose one option only' },
  eachOnce: { id: 'rules.poll.eachOnce', defaultMessage: 'Choose each option once' },
  amongOptions: { id: 'rules.poll.amongOptions', defaultMessage: 'Choose among the options of this poll' },
});

/**
 * The rules of a poll and of a vote, written once for the polls screen, the poll card, the REST route
 * and the push: who runs a poll is `mayRunPolls` (schemas/event-rules.ts).
 */

export const POLL_KIND_NAMES: Readonly<Record<PollKind, string>> = spoken({ single: () => say(words.single), multiple: () => say(words.multiple), word_cloud: () => say(words.wordCloud) });
export const POLL_STATE_NAMES: Readonly<Record<PollState, string>> = spoken({ draft: () => say(words.draft), open: () => say(words.open), closed: () => say(words.closedState) });

export const POLL_CLOSED = say(words.closed);
export const POLL_NOT_OPEN = say(words.notOpen);
export const POLL_RUNNERS_ONLY = say(words.runnersOnly);
export const POLL_NO_GOING_BACK = say(words.noGoingBack);
export const POLL_FIXED_ONCE_OPEN = say(words.fixedOnceOpen);
export const POLL_STAYS_IN_EVENT = say(words.staysInEvent);
export const POLL_NOT_ON_SCREEN_AS_DRAFT = say(words.notOnScreenAsDraft);
export const POLL_SESSION_OF_EVENT = say(words.sessionOfEvent);

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
  if (!question) return say(words.questionMissing);
  const long = tooLong('question', question, POLL_QUESTION_MAX);
  if (long) return long;
  const options = poll.options ?? [];
  if (poll.kind === 'word_cloud') {
    if (options.length > 0) return say(words.wordCloudNoOptions);
  } else {
    if (options.length < POLL_OPTIONS_MIN || options.length > POLL_OPTIONS_MAX) return say(words.optionCount, { min: POLL_OPTIONS_MIN, max: POLL_OPTIONS_MAX });
    for (const [index, option] of options.entries()) {
      const label = option.label.trim();
      if (!label) return say(words.optionEmpty, { position: index + 1 });
      const tooLongLabel = tooLong('option', label, POLL_OPTION_LABEL_MAX, index + 1);
      if (tooLongLabel) return tooLongLabel;
    }
    if (new Set(options.map((option) => option.id)).size !== options.length) return say(words.optionIds);
    if (new Set(options.map((option) => option.label.trim().toLocaleLowerCase())).size !== options.length) return say(words.optionsDiffer);
  }
  if ((poll.hidden_words ?? []).length > POLL_HIDDEN_WORDS_MAX) return say(words.hiddenWordsMax, { max: POLL_HIDDEN_WORDS_MAX });
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
    if (chosen.length !== 1) return say(words.oneAnswer);
    const word = normaliseWord(chosen[0] ?? '');
    if (!word) return say(words.oneAnswer);
    const count = characters(word);
    return count > POLL_WORD_MAX ? say(words.answerTooLong, { max: POLL_WORD_MAX, count }) : null;
  }
  const ids = new Set((poll.options ?? []).map((option) => option.id));
  if (chosen.length === 0) return poll.kind === 'single' ? say(words.chooseOne) : say(words.chooseSome);
  if (poll.kind === 'single' && chosen.length > 1) return say(words.oneOnly);
  if (new Set(chosen).size !== chosen.length) return say(words.eachOnce);
  return chosen.every((id) => ids.has(id)) ? null : say(words.amongOptions);
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
