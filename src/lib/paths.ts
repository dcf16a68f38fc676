/** The slug goes in paths when present, otherwise the id, URL-encoded. */
export function slugOrId(entity: { id: string; slug?: string | undefined }): string {
  return encodeURIComponent(entity.slug || entity.id);
}

export const eventPath = (event: { id: string; slug?: string | undefined }) => `/events/${slugOrId(event)}`;

/** A member's profile; the Connect item adds show_qr=1 to open the QR view. */
export const profilePath = (user: { id: string; slug?: string | undefined }) => `/profile/${slugOrId(user)}`;

/** An event's big screen, /events/{slugOrId}/big-screen, shown by a projector to a room. */
export const isBigScreenPath = (pathname: string) => /^\/events\/[^/]+\/big-screen\/?$/.test(pathname);
