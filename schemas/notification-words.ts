import { firstCharacters } from './text';
import { defineMessages, english, wordsOf, type WordValues, type Words } from './words';

/**
 * The words of the notifications the server makes, by kind: a message of the catalogs and its values for
 * the title (and for the body, when the body is the server's words rather than a member's). The server
 * stores them with the English text (`title`, `body`: a push, an older app), and the app writes them in
 * the member's language.
 */
export const NOTICE = defineMessages({
  canHelp: { id: 'notices.canHelp.title', defaultMessage: '{anonymous, select, yes {Someone} other {{name}}} can help with your question' },
  weMet: { id: 'notices.weMet.title', defaultMessage: '{anonymous, select, yes {Someone} other {{name}}} says you met' },
  weMetBody: { id: 'notices.weMet.body', defaultMessage: 'Confirm it to add each other to your contacts.' },
  meetingConfirmed: { id: 'notices.meetingConfirmed.title', defaultMessage: '{anonymous, select, yes {Someone} other {{name}}} confirmed you met' },
  meetingConfirmedBody: { id: 'notices.meetingConfirmed.body', defaultMessage: '{anonymous, select, yes {Someone} other {{name}}} is among your contacts.' },
  eventQuestion: { id: 'notices.eventQuestion.title', defaultMessage: 'New question in {event}' },
  eventQuestionBody: { id: 'notices.eventQuestion.body', defaultMessage: '{anonymous, select, yes {Someone} other {{name}}} asked: {question}' },
  questionsWaiting: {
    id: 'notices.questionsWaiting.title',
    defaultMessage: '{count, plural, one {A question waits for approval in {event}} other {# questions wait for approval in {event}}}',
  },
  questionsWaitingBody: { id: 'notices.questionsWaiting.body', defaultMessage: 'Latest: {question}' },
  questionApproved: { id: 'notices.questionApproved.title', defaultMessage: 'Your question was approved' },
  questionMerged: { id: 'notices.questionMerged.title', defaultMessage: 'Your question was merged into another' },
  questionHidden: { id: 'notices.questionHidden.title', defaultMessage: 'Your question was hidden' },
  questionAnswering: { id: 'notices.questionAnswering.title', defaultMessage: 'Your question is being answered now' },
  answersPosted: {
    id: 'notices.answersPosted.title',
    defaultMessage: '{count, plural, =1 {{anonymous, select, yes {Someone} other {{name}}} answered your question} other {# answers to your question}}',
  },
  answersPostedBody: { id: 'notices.answersPosted.body', defaultMessage: '{question} · {anonymous, select, yes {Someone} other {{name}}}: {answer}' },
  answerAccepted: { id: 'notices.answerAccepted.title', defaultMessage: 'Your answer was accepted' },
  questionSolved: { id: 'notices.questionSolved.title', defaultMessage: 'A question you follow was solved' },
  questionSolvedBody: { id: 'notices.questionSolved.body', defaultMessage: '{question} · {answer}' },
  answerHidden: { id: 'notices.answerHidden.title', defaultMessage: 'Your answer was hidden by the moderators' },
  answerHiddenBody: { id: 'notices.answerHidden.body', defaultMessage: '{reason} · {answer}' },
  chatMessage: { id: 'notices.chatMessage.title', defaultMessage: '{anonymous, select, yes {Someone} other {{name}}} sent you a message' },
  chatMessageInRoom: { id: 'notices.chatMessageInRoom.title', defaultMessage: '{anonymous, select, yes {Someone} other {{name}}} in {room}' },
  messageHidden: { id: 'notices.messageHidden.title', defaultMessage: 'A message of yours was hidden by the moderators' },
  noReportsWait: { id: 'notices.reportsWaiting.none', defaultMessage: 'No reports wait for review' },
  reportedIn: { id: 'notices.reportsWaiting.in', defaultMessage: 'Reported in {event}' },
  reportedAnywhere: { id: 'notices.reportsWaiting.anywhere', defaultMessage: 'Reported messages and profiles' },
  checkInSoon: { id: 'notices.checkIn.soon', defaultMessage: '{event} starts in an hour' },
  checkInStarted: { id: 'notices.checkIn.started', defaultMessage: '{event} has started' },
  checkInBody: { id: 'notices.checkIn.body', defaultMessage: 'Check in when you arrive' },
  sessionSoon: { id: 'notices.session.soon', defaultMessage: '{session} starts in {minutes, plural, one {# minute} other {# minutes}}' },
  sessionPlace: { id: 'notices.session.place', defaultMessage: '{room} · {event}' },
});

/** One text of a notification as the app writes it: a message and its values. */
export type NoticeText = { id: string; values?: WordValues };
/** A notification's words: its title's message, and its body's when the body is the server's words. */
export type NoticeWords = { title: NoticeText; body?: NoticeText };

/** A member's name in a notification's words: 'Someone' when it is not known or not to be told. */
export const named = (name: string | null | undefined): WordValues => (name ? { anonymous: 'no', name } : { anonymous: 'yes' });

const text = (words: Words, values?: WordValues): NoticeText => (values && Object.keys(values).length > 0 ? { id: words.id, values } : { id: words.id });

/**
 * A notification's title and body in English (as stored, and as a push without the member's language
 * shows them) and its words. The body is the server's words (`[message, values]`), a member's own text
 * (a question's title, a message), or absent.
 */
export function notice(
  title: Words,
  titleValues?: WordValues,
  body?: readonly [Words, WordValues?] | string,
): { title: string; body?: string; words: NoticeWords } {
  const words: NoticeWords = { title: text(title, titleValues) };
  const out: { title: string; body?: string; words: NoticeWords } = { title: firstCharacters(english(title, titleValues), 200), words };
  if (typeof body === 'string') out.body = firstCharacters(body, 1000);
  else if (body) {
    out.body = firstCharacters(english(body[0], body[1]), 1000);
    words.body = text(body[0], body[1]);
  }
  return out;
}

/**
 * The words of a notification stored before they were kept beside it: read back from its English title
 * and body (the messages they were written from), for the app's upgrade of what a device holds. A text
 * that is no message (a member's) is left as it is.
 */
export function noticeWordsOf(stored: { title: string; body?: string | undefined }): NoticeWords | undefined {
  const title = wordsOf(stored.title, 'notices.') ?? wordsOf(stored.title, 'rules.report.');
  if (!title) return undefined;
  const body = stored.body ? (wordsOf(stored.body, 'notices.') ?? wordsOf(stored.body, 'rules.moderation.')) : null;
  return { title: text({ id: title.id, defaultMessage: '' }, title.values), ...(body ? { body: text({ id: body.id, defaultMessage: '' }, body.values) } : {}) };
}
