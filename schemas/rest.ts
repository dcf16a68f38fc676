import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { answerSchema, type AnswerDoc } from './answer.schema';
import { chatMessageSchema, type ChatMessageDoc } from './chat-message.schema';
import { eventSchema, type EventDoc } from './event.schema';
import { interactionSchema, type InteractionDoc } from './interaction.schema';
import { notificationSchema, type NotificationDoc } from './notification.schema';
import { questionSchema, type QuestionDoc } from './question.schema';
import { sessionSchema, type SessionDoc } from './session.schema';
import { ROLES, userSchema, type Role, type UserDoc } from './user.schema';

// Wire shapes of the REST answers of /api/v1, shared by the server (which validates and writes with
// them) and the app. A REST answer carries a collection's documents without replication flags.

type RxSchema = { description?: string; properties: Record<string, unknown>; required?: readonly string[] };

/**
 * A collection's document as a REST answer carries it: the fields of its collection's schema, those
 * it requires always there (every write is checked against it, and a deleted one keeps them blank),
 * and any field a route adds.
 */
function documentOf<T>(schema: RxSchema, extra: Record<string, unknown> = {}) {
  return Type.Unsafe<T>({
    type: 'object',
    ...(schema.description ? { description: schema.description } : {}),
    properties: { ...schema.properties, ...extra },
    required: [...(schema.required ?? [])],
    additionalProperties: true,
  });
}

export const eventDocumentSchema = documentOf<EventDoc>(eventSchema);
export const questionDocumentSchema = documentOf<QuestionDoc>(questionSchema);
export const answerDocumentSchema = documentOf<AnswerDoc>(answerSchema);
export const sessionDocumentSchema = documentOf<SessionDoc>(sessionSchema);
export const notificationDocumentSchema = documentOf<NotificationDoc>(notificationSchema);
export const chatMessageDocumentSchema = documentOf<ChatMessageDoc & { _deleted?: boolean }>(chatMessageSchema, { _deleted: { type: 'boolean' } });

/** A profile; the member's own adds their role and email. */
export const userDocumentSchema = documentOf<UserDoc & { email?: string }>(userSchema, {
  email: { type: 'string', description: "The member's own email: only in answers about the caller" },
});
export type UserDocument = Static<typeof userDocumentSchema>;

/** A 'we met' names the other member, as the caller sees it, in `other_user_id`. */
export const interactionDocumentSchema = documentOf<InteractionDoc & { other_user_id?: string }>(interactionSchema, {
  other_user_id: { type: 'string', description: "For a 'we met': the other member of the meeting, as the caller sees it" },
});

/** An event the member checked in to (or the meetverse, when asked for). */
export const checkedInEventSchema = documentOf<EventDoc & { isCheckedIn: boolean }>(eventSchema, { isCheckedIn: { type: 'boolean' } });

/** An object whose fields the route checks itself (a collection's rules), described in words. */
export const openObject = (description: string) => Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true, description });

/** `{data}`: the one thing an answer is about. */
export const dataOf = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** `{data, total}`: a page of a list and how many the whole list holds. */
export const pageOf = <T extends TSchema>(schema: T) => Type.Object({ data: Type.Array(schema), total: Type.Integer({ minimum: 0 }) });

export const roleSchema = Type.Unsafe<Role>({ type: 'string', enum: [...ROLES] });

/** The caller's own profile, with their role and the email the identity provider gave. */
export const ownProfileSchema = documentOf<UserDoc & { role: Role; email?: string }>(userSchema, {
  email: { type: 'string', description: "The member's email, as the identity provider gave it" },
});

/** A member with a role, as the admin list shows them; `fixed` when ADMIN_EMAILS names them (only the configuration changes that). */
export const roleHolderSchema = Type.Object({
  id: Type.String(),
  full_name: Type.String(),
  email: Type.String(),
  role: Type.Unsafe<'admin' | 'champion'>({ type: 'string', enum: ['admin', 'champion'] }),
  fixed: Type.Boolean(),
});
export type RoleHolder = Static<typeof roleHolderSchema>;

/** A member whose role an admin changed. */
export const changedMemberSchema = Type.Object({ id: Type.String(), full_name: Type.String(), role: roleSchema });
export type ChangedMember = Static<typeof changedMemberSchema>;

/** A feature suggestion as admins read it: with its author's name ('A former member' once they are gone). */
export const suggestionRowSchema = Type.Object({
  id: Type.String(),
  user_id: Type.String(),
  title: Type.String(),
  details: Type.String(),
  created_at: Type.String(),
  author_name: Type.String(),
});
export type SuggestionRow = Static<typeof suggestionRowSchema>;

/** Whether a member joined an event and checked in to it. */
export const participationSchema = Type.Object({
  event_id: Type.String(),
  user_id: Type.String(),
  is_participant: Type.Boolean(),
  isCheckedIn: Type.Boolean(),
});
export type Participation = Static<typeof participationSchema>;

/** A member's pass to an event: the text of the QR code they show at its door. */
export const doorPassSchema = Type.Object({
  event_id: Type.String(),
  user_id: Type.String(),
  text: Type.String({ description: 'meetverse-pass:1:<event id>:<user id>:<signature>, signed by the server (ECDSA P-256, SHA-256, r||s in base64url)' }),
});
export type DoorPass = Static<typeof doorPassSchema>;

/** How far one participant of a room has read (ms since the epoch). */
export const chatReadSchema = Type.Object({ room_id: Type.String(), user_id: Type.String(), last_read_at: Type.Number() });
export type ChatRead = Static<typeof chatReadSchema>;

/** What the app needs to know at run time, so one build serves any issuer and analytics project. */
export const clientConfigSchema = Type.Object({
  auth: Type.Object({ endpoint: Type.String(), appId: Type.String(), apiResource: Type.String() }),
  analytics: Type.Object({ key: Type.Union([Type.String(), Type.Null()]), host: Type.String() }),
  door: Type.Optional(
    Type.Object(
      {
        pass_key: Type.Object(
          { kty: Type.Literal('EC'), crv: Type.Literal('P-256'), x: Type.String(), y: Type.String() },
          { description: "The public key (JWK) door phones check attendees' passes with, offline" },
        ),
      },
      { description: 'Check-in at the door; absent from a configuration an older server gave' },
    ),
  ),
  push: Type.Optional(
    Type.Object(
      { vapid_public_key: Type.String({ description: "The server's VAPID public key (base64url), which a device subscribes to push with" }) },
      { description: 'Web push; absent from a configuration an older server gave' },
    ),
  ),
});
export type ClientConfig = Static<typeof clientConfigSchema>;

/** A member's private calendar address: calendar apps follow their starred sessions there. */
export const calendarFeedSchema = Type.Object({
  url: Type.String({ description: 'The address over https, for a download or an app that asks for one' }),
  webcal_url: Type.String({ description: 'The same address as webcal://, which calendar apps open as a subscription' }),
  created_at: Type.String({ format: 'date-time', description: 'When this address was made; renewing makes a new one' }),
});
export type CalendarFeed = Static<typeof calendarFeedSchema>;
