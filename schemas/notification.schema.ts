import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { noticeWordsOf } from './notification-words';
import { syncErrorProperty, syncStateProperty } from './sync-state';

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;

/**
 * What the server tells members about, by kind: another member can help with their question, met
 * them (and confirmed it), asked in their event, wrote to them; the app reminds them to check in, and that a session
 * they starred starts in ten minutes; reports wait for a moderator (one per event, with the count), a
 * report was reviewed, a message was hidden by the moderators. Stored as plain text: a device keeps a
 * kind it does not know.
 */
export const NOTIFICATION_KINDS = [
  'can_help',
  'we_met',
  // To the member who recorded a meeting: the other member confirmed it.
  'meeting_confirmed',
  'event_question',
  'chat_message',
  'checkin_reminder',
  'session_reminder',
  // The moderation of questions: to moderators that questions wait, to an asker what was decided.
  'questions_waiting',
  'question_approved',
  'question_hidden',
  'question_answering',
  // Reports: to resolvers that reports wait, to a reporter what was decided, to a sender that a message was hidden.
  'reports_waiting',
  'report_outcome',
  'message_hidden',
  // Answers: to an asker that their question has answers (one per question, with the count), to an
  // answerer that theirs was accepted or hidden, to those who bookmarked it or said 'me too' that it is solved.
  'answers_posted',
  'answer_accepted',
  'question_solved',
  'answer_hidden',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const literal = {
  title: 'notification',
  description: "Something for one member to know; only that member ever pulls it.",
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    user_id: { type: 'string', maxLength: 36 },
    kind: { type: 'string', maxLength: 40 },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    body: { type: 'string', maxLength: 1000 },
    // The messages the title (and the body, when it is the server's words) are written from, with their
    // values (schemas/notification-words.ts): the app writes them in the member's language. Absent on
    // what an older server made: then the title and body show as stored.
    words: {
      type: 'object',
      properties: {
        title: { type: 'object', properties: { id: { type: 'string', maxLength: 100 }, values: { type: 'object', additionalProperties: true } }, required: ['id'] },
        body: { type: 'object', properties: { id: { type: 'string', maxLength: 100 }, values: { type: 'object', additionalProperties: true } }, required: ['id'] },
      },
      required: ['title'],
    },
    link: { type: 'string', maxLength: 300 },
    actor_id: { type: 'string', maxLength: 36 },
    status: { type: 'string', enum: [...NOTIFICATION_STATUSES], maxLength: 6 },
    created_at: { type: 'string', format: 'date-time', maxLength: 40 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'user_id', 'kind', 'title', 'status', 'created_at', 'sync_state', 'updatedAt'],
  indexes: ['sync_state', ['status', 'created_at']],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type NotificationDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const notificationSchema: RxJsonSchema<NotificationDoc> = literal;

/**
 * The upgrade of a notification a device holds from before its words were kept beside it: its words
 * read back from its English title and body, so it shows in the member's language as a new one does.
 */
export function withWords(doc: NotificationDoc): NotificationDoc {
  if (doc.words) return doc;
  const words = noticeWordsOf(doc);
  return words ? { ...doc, words } : doc;
}
