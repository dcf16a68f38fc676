/** Anything a path names by its slug, or by its id when it has none. */
type Keyed = { id: string; slug?: string | undefined };

/** The key of an entity in paths: its slug when present, otherwise its id. The router URL-encodes it. */
export const pathKey = (entity: Keyed): string => entity.slug || entity.id;

// Typed link targets, spread into a <Link>: `<Link {...questionLink(question)}>`. The router checks the
// path and its params against the route tree.
export const questionLink = (question: Keyed) => ({ to: '/questions/$slugOrId', params: { slugOrId: pathKey(question) } }) as const;
export const questionEditLink = (question: Keyed) => ({ to: '/questions/$slugOrId/edit', params: { slugOrId: pathKey(question) } }) as const;
export const eventLink = (event: Keyed) => ({ to: '/events/$slugOrId', params: { slugOrId: pathKey(event) } }) as const;
export const eventEditLink = (event: Keyed) => ({ to: '/events/$slugOrId/edit', params: { slugOrId: pathKey(event) } }) as const;
/** Every question of one event, alone, in the member's order. */
export const eventQuestionsLink = (event: Keyed) => ({ to: '/events/$slugOrId/questions', params: { slugOrId: pathKey(event) } }) as const;
export const bigScreenLink = (event: Keyed) => ({ to: '/events/$slugOrId/big-screen', params: { slugOrId: pathKey(event) } }) as const;
export const profileLink = (user: Keyed) => ({ to: '/profile/$slugOrId', params: { slugOrId: pathKey(user) } }) as const;
/** The direct chat with a member; `questionId` when it starts from a question, shown above the messages. */
export const chatLink = (user: Keyed, questionId?: string) =>
  ({ to: '/chat/$slugOrId', params: { slugOrId: pathKey(user) }, search: questionId ? { question: questionId } : {} }) as const;

/** A member's profile path as the address bar shows it, URL-encoded. */
export const profilePath = (user: Keyed) => `/profile/${encodeURIComponent(pathKey(user))}`;
