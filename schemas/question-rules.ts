import { firstProblem, found, tooLong } from './text';
import { defineMessages, say } from './words';

const words = defineMessages({
  titleMissing: { id: 'rules.question.titleMissing', defaultMessage: 'Give your question a title' },
  spaceMissing: { id: 'rules.question.spaceMissing', defaultMessage: 'Choose where to ask' },
  pickASession: { id: 'rules.question.pickASession', defaultMessage: 'Pick a session of this event' },
});

/**
 * The rules a person can break when they ask a question: written once, here, and called by the
 * question form, the REST route and the push alike, with the same words on every side.
 */
export const QUESTION_TITLE_MAX = 200;
export const QUESTION_DESCRIPTION_MAX = 5000;

export type QuestionField = 'title' | 'description' | 'space';
export type QuestionProblems = Partial<Record<QuestionField, string>>;

/** What is wrong with a question as written (its title, its description, where it is asked); null when nothing is. */
export function questionProblems(question: { title?: string | undefined; description?: string | null | undefined; event_id?: string | undefined }): QuestionProblems | null {
  const title = (question.title ?? '').trim();
  return found<QuestionField>({
    title: title ? tooLong('title', title, QUESTION_TITLE_MAX) : say(words.titleMissing),
    description: tooLong('description', question.description, QUESTION_DESCRIPTION_MAX),
    space: question.event_id ? undefined : say(words.spaceMissing),
  });
}

/** The first of a question's problems, in the form's order. */
export const questionProblem = (question: Parameters<typeof questionProblems>[0]): string | null =>
  firstProblem(questionProblems(question), ['title', 'description', 'space']);

/** What a question asked to a session of another event, or to one that is gone, is told. */
export const PICK_A_SESSION = say(words.pickASession);

/**
 * Whether a question may be asked to this session: one of the question's own event, not deleted. The
 * words are the same whether the session is missing, deleted or of another event.
 */
export function questionSessionProblem(
  question: { event_id?: string | undefined; session_id?: string | undefined },
  session: { event_id: string; _deleted?: boolean | undefined } | undefined,
): string | null {
  if (!question.session_id) return null;
  return session && !session._deleted && session.event_id === question.event_id ? null : PICK_A_SESSION;
}
