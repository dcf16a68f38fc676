import type { AppDatabase } from '../../../../local-store/open-database';
import { documentData } from '../../../../local-store/document-data';
import { ANSWERS_PAGE, type AnswerDoc } from '../../../../schemas/answer.schema';
import type { EventDoc } from '../../../../schemas/event.schema';
import type { InteractionDoc } from '../../../../schemas/interaction.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { SessionDoc } from '../../../../schemas/session.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { completeRead, createPreloadedDocs, createPreloadedReads, sameDocsById } from '../../../db/preload';
import { preloadedUsers } from '../../../db/use-members';

/** A question by slug or id, as in paths (the slug when it has one). */
export function questionQuery(db: AppDatabase, slugOrId: string) {
  return db.questions.find({ selector: { $or: [{ slug: slugOrId }, { id: slugOrId }] } });
}

/** Of the questions a slug or id found, the one it names: the slug's first. */
export function questionNamed(docs: { slug?: string | undefined; toJSON: () => unknown }[], slugOrId: string): QuestionDoc | undefined {
  return (docs.find((doc) => doc.slug === slugOrId) ?? docs[0])?.toJSON() as QuestionDoc | undefined;
}

/**
 * The first `limit` answers of a question in the order written, read on its (question_id, created_at)
 * index, and one more to know whether a 'Show more' is due.
 */
export function answersQuery(db: AppDatabase, questionId: string, limit: number) {
  return db.answers.find({ selector: { question_id: questionId }, sort: [{ question_id: 'asc' }, { created_at: 'asc' }], limit: limit + 1 });
}

/** Members, spaces and sessions by id: the names on a question's page. */
export type Lookup = { users: Map<string, UserDoc>; events: Map<string, EventDoc>; sessions: Map<string, SessionDoc> };

/** The member ids a question's page names at its top: its asker and the members who can help. */
export const namedOnQuestion = (question: Pick<QuestionDoc, 'author_id'>, helpers: readonly string[]): string[] => [question.author_id ?? '', ...helpers].filter(Boolean);

/** Who said they can help, from a question's reactions. */
export const helpersOf = (interactions: readonly InteractionDoc[]): string[] =>
  interactions.filter((interaction) => interaction.active && interaction.kind === 'can_help').map((interaction) => interaction.user_id);

/** A question's reactions: all of them, on its (target_id, kind) index. */
export const reactionsQuery = (db: AppDatabase, questionId: string) => db.interactions.find({ selector: { target_id: questionId } });

// Each question as last read in this tab is also the guess of what its page names (`guess`).
const questionReads = createPreloadedReads<QuestionDoc>();
const reactionReads = createPreloadedReads<InteractionDoc[]>();
const eventDocs = createPreloadedDocs<EventDoc>();
const sessionDocs = createPreloadedDocs<SessionDoc>();
const answerReads = createPreloadedReads<AnswerDoc[]>();
// The ids of the members, space and session each question's page named when last read: a guess, read beside the question.
const namedReads = createPreloadedReads<{ users: string[]; events: string[]; sessions: string[] }>();
const acceptedReads = createPreloadedReads<AnswerDoc>();

/**
 * Reads a question's page while its code loads (its route's loader): the question, the first page of
 * its answers and the accepted one, so the page draws them in its first render instead of a loader, a
 * query, the question, another query and its answers. Kept in a module of its own: loaders load with
 * the app, screens later.
 */
export async function readQuestionPage(db: AppDatabase, slugOrId: string): Promise<void> {
  const readAround = (question: QuestionDoc) =>
    Promise.all([
      answersQuery(db, question.id, ANSWERS_PAGE).exec(),
      question.accepted_answer_id ? db.answers.findOne(question.accepted_answer_id).exec() : undefined,
      reactionsQuery(db, question.id).exec(),
    ]);
  // What the page shows around the question is read beside it, for the question as this tab last read
  // it; read again after it when the question says otherwise (a first visit, an answer accepted since).
  const known = questionReads.guess(slugOrId);
  const named = namedReads.guess(slugOrId);
  const guessedIds = { users: new Set(named?.users), events: new Set(named?.events), sessions: new Set(named?.sessions) };
  const [found, guessed, guessedUsers, guessedEvents, guessedSessions] = await Promise.all([
    questionQuery(db, slugOrId).exec(),
    known && readAround(known),
    guessedIds.users.size > 0 ? db.users.findByIds([...guessedIds.users]).exec() : undefined,
    guessedIds.events.size > 0 ? db.events.findByIds([...guessedIds.events]).exec() : undefined,
    guessedIds.sessions.size > 0 ? db.sessions.findByIds([...guessedIds.sessions]).exec() : undefined,
  ]);
  const question = questionNamed(found, slugOrId);
  if (!question) return;
  questionReads.keep(slugOrId, question);
  const [rows, accepted, reactions] = guessed && known?.id === question.id && known.accepted_answer_id === question.accepted_answer_id ? guessed : await readAround(question);
  const answers = rows.map((doc) => documentData<AnswerDoc>(doc));
  const interactions = reactions.map((doc) => doc.toJSON() as InteractionDoc);
  answerReads.keep(`${question.id} ${ANSWERS_PAGE}`, answers);
  if (accepted) acceptedReads.keep(accepted.primary, documentData<AnswerDoc>(accepted));
  reactionReads.keep(question.id, interactions);
  // The names the page shows: its asker, its helpers and its first answers' authors, its space and session.
  const userIds = [...new Set([...namedOnQuestion(question, helpersOf(interactions)), ...answers.slice(0, ANSWERS_PAGE).map((answer) => answer.author_id), ...(accepted ? [accepted.get('author_id') as string] : [])])];
  const eventIds = question.event_id ? [question.event_id] : [];
  const sessionIds = question.session_id ? [question.session_id] : [];
  namedReads.keep(slugOrId, { users: userIds, events: eventIds, sessions: sessionIds });
  // Those named last time were read beside the question: only the others are read now.
  const [users, events, sessions] = await Promise.all([
    completeRead(userIds, guessedIds.users, guessedUsers, (ids) => db.users.findByIds(ids).exec()),
    completeRead(eventIds, guessedIds.events, guessedEvents, (ids) => db.events.findByIds(ids).exec()),
    completeRead(sessionIds, guessedIds.sessions, guessedSessions, (ids) => db.sessions.findByIds(ids).exec()),
  ]);
  preloadedUsers.keep(userIds, users);
  eventDocs.keep(eventIds, events);
  sessionDocs.keep(sessionIds, sessions);
}

/** A question's reactions the page's loader read just now, if it did. */
export const preloadedReactions = (questionId: string): InteractionDoc[] | undefined => reactionReads.recall(questionId);

/** The members, spaces and sessions of these ids as the page's loader read them just now, if it read every one. */
export function preloadedLookup(userIds: readonly string[], eventIds: readonly string[], sessionIds: readonly string[]): Lookup | undefined {
  const users = preloadedUsers.recall(userIds);
  const events = eventDocs.recall(eventIds);
  const sessions = sessionDocs.recall(sessionIds);
  return users && events && sessions ? { users, events, sessions } : undefined;
}

/** Whether two lookups hold the same members, spaces and sessions, each saying the same. */
export const sameLookup = (shown: Lookup, next: Lookup): boolean =>
  shown === next || (sameDocsById(shown.users, next.users) && sameDocsById(shown.events, next.events) && sameDocsById(shown.sessions, next.sessions));

/** The question the page's loader read just now, if it did. */
export const preloadedQuestion = (slugOrId: string): QuestionDoc | undefined => questionReads.recall(slugOrId);

/** The first page of answers the page's loader read just now, if it did. */
export const preloadedAnswers = (questionId: string, limit: number): AnswerDoc[] | undefined => answerReads.recall(`${questionId} ${limit}`);

/** The accepted answer the page's loader read just now, if it did. */
export const preloadedAccepted = (answerId: string): AnswerDoc | undefined => acceptedReads.recall(answerId);

