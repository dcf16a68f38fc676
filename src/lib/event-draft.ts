/**
 * A new event's or community's draft lives in session storage under this prefix, one per form
 * ('event', 'community'), kept only while it holds something the member wrote. Logging out asks first.
 */
export const EVENT_DRAFT_PREFIX = 'meetverse.eventDraft.';

/** Whether a form for a new event or community holds an unsaved draft. */
export function hasUnsavedEventDraft(storage: Storage = sessionStorage): boolean {
  for (let index = 0; index < storage.length; index++) if (storage.key(index)?.startsWith(EVENT_DRAFT_PREFIX)) return true;
  return false;
}
