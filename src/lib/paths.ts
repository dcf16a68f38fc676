/** SPEC 2: the slug goes in paths when present, otherwise the id, URL-encoded. */
export function slugOrId(entity: { id: string; slug?: string | undefined }): string {
  return encodeURIComponent(entity.slug || entity.id);
}

export const eventPath = (event: { id: string; slug?: string | undefined }) => `/events/${slugOrId(event)}`;
