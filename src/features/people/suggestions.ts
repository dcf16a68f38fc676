import type { UserDoc } from '../../../schemas/user.schema';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';

const messages = defineMessages({
  helpsAsked: { id: 'people.reason.helpsAsked', defaultMessage: 'Can help with {term}; you asked about {term}' },
  helpsInterest: { id: 'people.reason.helpsInterest', defaultMessage: 'Can help with {term}; you are interested in {term}' },
  knowsAsked: { id: 'people.reason.knowsAsked', defaultMessage: 'Knows {term}; you asked about {term}' },
  knowsInterest: { id: 'people.reason.knowsInterest', defaultMessage: 'Knows {term}; you are interested in {term}' },
  interested: { id: 'people.reason.interested', defaultMessage: 'Interested in {term}, which you know' },
  two: { id: 'people.reason.two', defaultMessage: '{first} · {second}' },
});

/** At most this many people to meet are suggested a day. */
export const SUGGESTIONS_PER_DAY = 10;

/** One person to meet, with why, in words (the language on screen when ranked). */
export type Suggestion = { profile: UserDoc; score: number; reason: string };

/** What the member brings to the ranking: their own profile and what they asked. */
export type Seeker = { profile: UserDoc; questions: readonly { title: string; description?: string | undefined }[] };

const normal = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}+#.\s-]/gu, ' ')
    .replace(/[.-](\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Remembers the answers of a function of a text. Profiles repeat the same few labels ('Rust',
 * 'Kubernetes'), and a ranking reads thousands of profiles: each label is worked out once.
 */
function remembered<T>(of: (text: string) => T, most = 20_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let found = known.get(text);
    if (found === undefined) {
      if (known.size >= most) known.clear();
      found = of(text);
      known.set(text, found);
    }
    return found;
  };
}

/** A phrase as it is compared: lower-case words joined by one space. */
const key = remembered((text: string) => normal(text).join(' '));

/** The phrases a free-text answer names: split at commas, semicolons, slashes, 'and' and line ends. */
export function phrasesOf(text: string | undefined): readonly string[] {
  return text ? phrasesOfText(text) : [];
}

const phrasesOfText = remembered((text: string) =>
  text
    .split(/[,;/\n]|\band\b|&/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 1 && part.split(/\s+/).length <= 4),
);

/** Every run of one to three words of a text: a phrase of it is found by a look-up. */
function runsOf(text: string): Set<string> {
  const words = normal(text);
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    let run = '';
    for (let length = 0; length < 3 && start + length < words.length; length += 1) {
      run = length === 0 ? words[start]! : `${run} ${words[start + length]}`;
      runs.add(run);
    }
  }
  return runs;
}

type Term = { key: string; label: string };
const termsOf = (labels: readonly string[]): Term[] => labels.map((label) => ({ key: key(label), label: label.trim() })).filter((term) => term.key.length > 1);

/** The member's side, read once: what they look for (interests, questions) and what they know. */
export type SeekerTerms = { interests: Set<string>; asked: Set<string>; offers: Term[] };

export function seekerTerms(seeker: Seeker): SeekerTerms {
  const { profile, questions } = seeker;
  const asked = new Set<string>();
  for (const question of questions) for (const run of runsOf(`${question.title} ${question.description ?? ''}`)) asked.add(run);
  return {
    interests: new Set(termsOf(profile.interests ?? []).map((term) => term.key)),
    asked,
    offers: termsOf([...(profile.fields_of_expertise ?? []), ...(profile.skills ?? []), ...phrasesOf(profile.can_help_with)]),
  };
}

/** One reason, kept as a message and its term until the reason is shown. */
type Reason = { words: (typeof messages)[keyof typeof messages]; term: string };

/**
 * How well another member fits, and why: what they can help with or know that the member asked about
 * (the strongest) or is interested in, and what they are interested in that the member knows. The
 * reasons stay unworded: thousands are scored, ten are shown.
 */
export function scoreOne(seeker: SeekerTerms, other: UserDoc): { score: number; reasons: Reason[] } | null {
  let score = 0;
  const reasons: Reason[] = [];
  const helps = termsOf(phrasesOf(other.can_help_with));
  const knows = termsOf([...(other.fields_of_expertise ?? []), ...(other.skills ?? [])]);
  const seen = new Set<string>();
  for (const [terms, asked, interest] of [
    [helps, messages.helpsAsked, messages.helpsInterest],
    [knows, messages.knowsAsked, messages.knowsInterest],
  ] as const) {
    for (const term of terms) {
      if (seen.has(term.key)) continue;
      if (seeker.asked.has(term.key)) {
        seen.add(term.key);
        score += 3;
        reasons.push({ words: asked, term: term.label });
      } else if (seeker.interests.has(term.key)) {
        seen.add(term.key);
        score += 2;
        reasons.push({ words: interest, term: term.label });
      }
    }
  }
  if (seeker.offers.length > 0 && other.interests?.length) {
    const theirs = new Set(termsOf(other.interests).map((term) => term.key));
    for (const term of seeker.offers) {
      if (seen.has(term.key) || !theirs.has(term.key)) continue;
      seen.add(term.key);
      score += 1;
      reasons.push({ words: messages.interested, term: term.label });
    }
  }
  return score === 0 ? null : { score, reasons };
}

/** The first two reasons in words, in the language on screen. */
function inWords(reasons: readonly Reason[]): string {
  const intl = appIntl();
  const [first, second] = reasons.slice(0, 2).map((reason) => intl.formatMessage(reason.words, { term: reason.term }));
  return second === undefined ? (first ?? '') : intl.formatMessage(messages.two, { first, second });
}

/** A number from a text, the same on every device: ties are broken differently each day, the same all day. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

export type RankOptions = {
  /** The day the suggestions are for (YYYY-MM-DD): the same ten all day. */
  day: string;
  /** Members the member passed on ('Not interested'), met already, or themselves: never suggested. */
  excluded: ReadonlySet<string>;
  /** Profiles scored per slice: the main thread gets a turn between slices. */
  slice?: number;
  /** Gives the main thread its turn; a test passes one that does not wait. */
  yieldTurn?: () => Promise<void>;
};

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Up to ten people to meet, best first, ranked on this device: nothing of the ranking leaves it. The
 * profiles are scored a slice at a time, so 5,000 of them never hold the main thread for long.
 */
export async function rankSuggestions(seeker: Seeker, others: readonly UserDoc[], options: RankOptions): Promise<Suggestion[]> {
  const terms = seekerTerms(seeker);
  const slice = options.slice ?? 400;
  const yieldTurn = options.yieldTurn ?? nextTurn;
  const found: { profile: UserDoc; score: number; reasons: Reason[]; tie: number }[] = [];
  for (let start = 0; start < others.length; start += slice) {
    if (start > 0) await yieldTurn();
    for (const other of others.slice(start, start + slice)) {
      if (other.id === seeker.profile.id || options.excluded.has(other.id) || other.deactivated_at) continue;
      const fit = scoreOne(terms, other);
      if (fit) found.push({ profile: other, ...fit, tie: hash(`${options.day}:${other.id}`) });
    }
  }
  found.sort((a, b) => b.score - a.score || a.tie - b.tie);
  return found.slice(0, SUGGESTIONS_PER_DAY).map(({ profile, score, reasons }) => ({ profile, score, reason: inWords(reasons) }));
}
