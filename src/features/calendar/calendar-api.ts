import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { API_BASE, ApiError, apiFile, apiRequest, type ApiAnswer } from '../../lib/api-client';
import { isOffline } from '../../lib/api-errors';

/** The member's private calendar address: over https, and as webcal:// which calendar apps subscribe to. */
export type CalendarFeed = NonNullable<ApiAnswer<'/users/me/calendar-feed', 'get'>['data']>;

/** The agenda of an event (each session, or the event itself when it has none) as a calendar file. */
export const eventCalendarHref = (eventSlugOrId: string): string => `${API_BASE}/events/${encodeURIComponent(eventSlugOrId)}/calendar.ics`;

/** One session as a calendar file. */
export const sessionCalendarHref = (sessionId: string): string => `${API_BASE}/sessions/${encodeURIComponent(sessionId)}/calendar.ics`;

/** The signed-in member's starred sessions as a calendar file. */
export const SCHEDULE_CALENDAR_HREF = `${API_BASE}/users/me/schedule.ics`;

/** What a calendar action does, to name it when it fails. */
export type CalendarAction = 'add' | 'see' | 'on' | 'renew' | 'off';

const OFFLINE: Record<CalendarAction, MessageDescriptor> = defineMessages({
  add: { id: 'calendar.offline.add', defaultMessage: 'Connect to the internet to add this to your calendar' },
  see: { id: 'calendar.offline.see', defaultMessage: 'Connect to the internet to see your calendar address' },
  on: { id: 'calendar.offline.on', defaultMessage: 'Connect to the internet to turn on the calendar address' },
  renew: { id: 'calendar.offline.renew', defaultMessage: 'Connect to the internet to renew the calendar address' },
  off: { id: 'calendar.offline.off', defaultMessage: 'Connect to the internet to turn off the calendar address' },
});

const FAILED: Record<CalendarAction, MessageDescriptor> = defineMessages({
  add: { id: 'calendar.failed.add', defaultMessage: 'Could not add this to your calendar. Try again.' },
  see: { id: 'calendar.failed.see', defaultMessage: 'Could not see your calendar address. Try again.' },
  on: { id: 'calendar.failed.on', defaultMessage: 'Could not turn on the calendar address. Try again.' },
  renew: { id: 'calendar.failed.renew', defaultMessage: 'Could not renew the calendar address. Try again.' },
  off: { id: 'calendar.failed.off', defaultMessage: 'Could not turn off the calendar address. Try again.' },
});

const messages = defineMessages({
  signIn: { id: 'calendar.error.signIn', defaultMessage: 'Sign in again to do this' },
  signUp: { id: 'calendar.error.signUp', defaultMessage: 'Finish signing up before you do this' },
  gone: { id: 'calendar.error.gone', defaultMessage: 'That calendar is no longer there' },
});

/** What the member reads when they try to add something to their calendar offline. */
export const offlineMessage = (): string => appIntl().formatMessage(OFFLINE.add);


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
export function calendarError(error: unknown, action: CalendarAction): string {
  const intl = appIntl();
  if (isOffline(error)) return intl.formatMessage(OFFLINE[action]);
  if (error instanceof ApiError) {
    if (error.status === 401) return intl.formatMessage(messages.signIn);
    if (error.status === 403) return intl.formatMessage(messages.signUp);
    if (error.status === 404) return intl.formatMessage(messages.gone);
    if (error.status === 429) return error.message;
  }
  return intl.formatMessage(FAILED[action]);
}
