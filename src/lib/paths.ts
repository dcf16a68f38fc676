import { pathKey, type Keyed } from '../../schemas/app-links';

// A path held as text (a QR code's link, a notification's) is built and read by schemas/app-links.ts,
// which the server shares; the key of an entity in any path is its `pathKey`.
export { pathKey };

// Typed link targets, spread into a <Link>: `<Link {...questionLink(question)}>`. The router checks the
// path and its params against the route tree, and URL-encodes the params.
export const questionLink = (question: Keyed) => ({ to: '/questions/$slugOrId', params: { slugOrId: pathKey(question) } }) as const;
export const questionEditLink = (question: Keyed) => ({ to: '/questions/$slugOrId/edit', params: { slugOrId: pathKey(question) } }) as const;
export const eventLink = (event: Keyed) => ({ to: '/events/$slugOrId', params: { slugOrId: pathKey(event) } }) as const;
export const eventEditLink = (event: Keyed) => ({ to: '/events/$slugOrId/edit', params: { slugOrId: pathKey(event) } }) as const;
/** Every question of one event, alone, in the member's order. */
export const eventQuestionsLink = (event: Keyed) => ({ to: '/events/$slugOrId/questions', params: { slugOrId: pathKey(event) } }) as const;
export const bigScreenLink = (event: Keyed) => ({ to: '/events/$slugOrId/big-screen', params: { slugOrId: pathKey(event) } }) as const;
export const moderationLink = (event: Keyed) => ({ to: '/events/$slugOrId/moderation', params: { slugOrId: pathKey(event) } }) as const;
export const peopleLink = (event: Keyed) => ({ to: '/events/$slugOrId/people', params: { slugOrId: pathKey(event) } }) as const;
export const pollsLink = (event: Keyed) => ({ to: '/events/$slugOrId/polls', params: { slugOrId: pathKey(event) } }) as const;
export const overviewLink = (event: Keyed) => ({ to: '/events/$slugOrId/overview', params: { slugOrId: pathKey(event) } }) as const;
/** The event's door: door staff check attendees in there. */
export const doorLink = (event: Keyed) => ({ to: '/events/$slugOrId/door', params: { slugOrId: pathKey(event) } }) as const;
export const profileLink = (user: Keyed) => ({ to: '/profile/$slugOrId', params: { slugOrId: pathKey(user) } }) as const;
/** The direct chat with a member; `questionId` when it starts from a question, shown above the messages. */
export const chatLink = (user: Keyed, questionId?: string) =>
  ({ to: '/chat/$slugOrId', params: { slugOrId: pathKey(user) }, search: questionId ? { question: questionId } : {} }) as const;
/** One session of an event's agenda: the event by its slug (or id) as paths name it, the session by its id. */
export const sessionLink = (eventSlugOrId: string, sessionId: string) =>
  ({ to: '/events/$slugOrId/sessions/$sessionId', params: { slugOrId: eventSlugOrId, sessionId } }) as const;
/** The form for a new session of an event, for its organiser. */
export const sessionNewLink = (eventSlugOrId: string) => ({ to: '/events/$slugOrId/sessions/new', params: { slugOrId: eventSlugOrId } }) as const;
export const sessionEditLink = (eventSlugOrId: string, sessionId: string) =>
  ({ to: '/events/$slugOrId/sessions/$sessionId/edit', params: { slugOrId: eventSlugOrId, sessionId } }) as const;
/** An event's agenda; `mine` for the member's own schedule (the sessions they starred). */
export const agendaLink = (eventSlugOrId: string, mine = false) =>
  ({ to: '/events/$slugOrId/agenda', params: { slugOrId: eventSlugOrId }, search: mine ? { mine: 1 as const } : {} }) as const;
