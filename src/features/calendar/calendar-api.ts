import { API_BASE, ApiError, apiFile, apiRequest, type ApiAnswer } from '../../lib/api-client';

/** The member's private calendar address: over https, and as webcal:// which calendar apps subscribe to. */
export type CalendarFeed = NonNullable<ApiAnswer<'/users/me/calendar-feed', 'get'>['data']>;

/** The agenda of an event (each session, or the event itself when it has none) as a calendar file. */
export const eventCalendarHref = (eventSlugOrId: string): string => `${API_BASE}/events/${encodeURIComponent(eventSlugOrId)}/calendar.ics`;

/** One session as a calendar file. */
export const sessionCalendarHref = (sessionId: string): string => `${API_BASE}/sessions/${encodeURIComponent(sessionId)}/calendar.ics`;

/** The signed-in member's starred sessions as a calendar file. */
export const SCHEDULE_CALENDAR_HREF = `${API_BASE}/users/me/schedule.ics`;

export const OFFLINE_MESSAGE = 'Connect to the internet to add this to your calendar';

const isOffline = (error: unknown) => (error instanceof ApiError && error.offline) || (typeof navigator !== 'undefined' && !navigator.onLine);

/** The member's address, or null when they have none. */
export async function getCalendarFeed(): Promise<CalendarFeed | null> {
  const { data } = await apiRequest<ApiAnswer<'/users/me/calendar-feed', 'get'>>('GET', '/users/me/calendar-feed');
  return data;
}

/** Makes the address, or a new one in place of the old, which stops working. */
export async function renewCalendarFeed(): Promise<CalendarFeed> {
  const { data } = await apiRequest<ApiAnswer<'/users/me/calendar-feed', 'post'>>('POST', '/users/me/calendar-feed');
  return data;
}

/** Turns the address off: calendar apps that follow it get nothing more. */
export async function revokeCalendarFeed(): Promise<void> {
  await apiRequest<undefined>('DELETE', '/users/me/calendar-feed');
}

/** A calendar file of the API fetched with the member's token (`href` under /api/v1). */
export const calendarFile = (href: string): Promise<Blob> => apiFile(href.startsWith(API_BASE) ? href.slice(API_BASE.length) : href);

/** What the member reads when a calendar action failed. */
export function calendarError(error: unknown, what: string): string {
  if (isOffline(error)) return `Connect to the internet to ${what}`;
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Sign in again to do this';
    if (error.status === 403) return 'Finish signing up before you do this';
    if (error.status === 404) return 'That calendar is no longer there';
    if (error.status === 429) return error.message;
  }
  return `Could not ${what}. Try again.`;
}
