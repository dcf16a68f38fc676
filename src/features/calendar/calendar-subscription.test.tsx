// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/toasts/toast-store';
import { ApiError } from '../../lib/api-client';
import type * as ApiClient from '../../lib/api-client';
import { render } from '../../test-utils/render';

const calls: { method: string; path: string }[] = [];
let feed: { url: string; webcal_url: string; created_at: string } | null;
let failWith: ApiError | null;
let made = 0;
const trackCalendarExported = vi.fn();

vi.mock('../../lib/analytics', () => ({ trackCalendarExported: (scope: string) => trackCalendarExported(scope) }));
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(async (method: string, path: string) => {
    calls.push({ method, path });
    if (failWith) throw failWith;
    if (method === 'POST') {
      made += 1;
      feed = { url: `https://meet.example/api/v1/calendar/secret-${made}.ics`, webcal_url: `webcal://meet.example/api/v1/calendar/secret-${made}.ics`, created_at: '2026-11-29T10:00:00.000Z' };
      return { data: feed };
    }
    if (method === 'DELETE') {
      feed = null;
      return undefined;
    }
    return { data: feed };
  }),
  apiFile: vi.fn(async (path: string) => {
    calls.push({ method: 'GET', path });
    return new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
  }),
}));

const { CalendarSubscription, SUBSCRIPTION_MEANS } = await import('./calendar-subscription');
const { AddToCalendarButton } = await import('./add-to-calendar-button');

const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

beforeEach(() => {
  calls.length = 0;
  feed = null;
  failWith = null;
  made = 0;
  toastStore.clear();
  trackCalendarExported.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('the calendar subscription section', () => {
  it('says what it is, and offers to turn it on when the member has no address', async () => {
    render(<CalendarSubscription />);
    expect(screen.getByText(SUBSCRIPTION_MEANS)).toBeTruthy();
    expect(screen.getByText('Loading your calendar address…')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    const address = await screen.findByRole('textbox', { name: 'Your calendar address' });
    expect((address as HTMLInputElement).value).toBe('webcal://meet.example/api/v1/calendar/secret-1.ics');
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe('webcal://meet.example/api/v1/calendar/secret-1.ics');
    expect(toastTitles()).toContain('Calendar address turned on');
  });

  it('copies the webcal address and says so', async () => {
    feed = { url: 'https://meet.example/api/v1/calendar/abc.ics', webcal_url: 'webcal://meet.example/api/v1/calendar/abc.ics', created_at: '2026-11-29T10:00:00.000Z' };
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CalendarSubscription />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the address' }));
    expect(writeText).toHaveBeenCalledWith('webcal://meet.example/api/v1/calendar/abc.ics');
    expect(toastTitles()).toContain('Address copied');
  });

  it('asks before renewing, says the old address stops working, and shows the new one', async () => {
    feed = { url: 'https://meet.example/api/v1/calendar/old.ics', webcal_url: 'webcal://meet.example/api/v1/calendar/old.ics', created_at: '2026-11-29T10:00:00.000Z' };
    render(<CalendarSubscription />);
    await userEvent.click(await screen.findByRole('button', { name: 'Renew address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew the address?' });
    expect(within(dialog).getByText(/The old address stops working/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew address' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Your calendar address' }) as HTMLInputElement).value).toBe('webcal://meet.example/api/v1/calendar/secret-1.ics'));
    expect(toastTitles()).toContain('New calendar address made');
  });

  it('asks before turning off, then offers to turn it on again', async () => {
    feed = { url: 'https://meet.example/api/v1/calendar/old.ics', webcal_url: 'webcal://meet.example/api/v1/calendar/old.ics', created_at: '2026-11-29T10:00:00.000Z' };
    render(<CalendarSubscription />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the calendar address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(calls).toContainEqual({ method: 'DELETE', path: '/users/me/calendar-feed' });
    expect(toastTitles()).toContain('Calendar address turned off');
  });

  it('says to connect when it cannot load offline, and loads by itself once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    failWith = new ApiError(0, 'No internet connection', true);
    render(<CalendarSubscription />);
    expect(await screen.findByText('Connect to the internet to see your calendar address')).toBeTruthy();
    failWith = null;
    onLine.mockReturnValue(true);
    act(() => {
      dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
  });

  it('says what went wrong when renewing fails', async () => {
    feed = { url: 'https://meet.example/api/v1/calendar/old.ics', webcal_url: 'webcal://meet.example/api/v1/calendar/old.ics', created_at: '2026-11-29T10:00:00.000Z' };
    render(<CalendarSubscription />);
    await userEvent.click(await screen.findByRole('button', { name: 'Renew address' }));
    failWith = new ApiError(500, 'Internal server error');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renew address' }));
    await waitFor(() => expect(toastTitles()).toContain('Could not renew the calendar address. Try again.'));
  });
});

describe('AddToCalendarButton', () => {
  it("is a download link to a public calendar file, and counts 'Calendar Exported' for its scope", async () => {
    render(<AddToCalendarButton href="/api/v1/events/summit/calendar.ics" scope="event" />);
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link.getAttribute('href')).toBe('/api/v1/events/summit/calendar.ics');
    expect(link.hasAttribute('download')).toBe(true);
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(trackCalendarExported).toHaveBeenCalledWith('event');
  });

  it('says to connect instead of downloading offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<AddToCalendarButton href="/api/v1/sessions/s1/calendar.ics" scope="session" label="Add session to calendar" />);
    await userEvent.click(screen.getByRole('link', { name: 'Add session to calendar' }));
    expect(toastTitles()).toEqual(['Connect to the internet to add this to your calendar']);
    expect(trackCalendarExported).not.toHaveBeenCalled();
  });

  it("fetches the member's schedule with their sign-in and saves it", async () => {
    const createObjectURL = vi.fn(() => 'blob:schedule');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render(<AddToCalendarButton href="/api/v1/users/me/schedule.ics" scope="schedule" label="Download my schedule" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my schedule' }));
    await waitFor(() => expect(trackCalendarExported).toHaveBeenCalledWith('schedule'));
    expect(calls).toContainEqual({ method: 'GET', path: '/users/me/schedule.ics' });
    expect(createObjectURL).toHaveBeenCalled();
    expect(toastTitles()).toContain('Calendar file saved');
  });
});
