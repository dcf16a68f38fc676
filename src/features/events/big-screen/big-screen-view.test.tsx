// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeProfile } from '../../../lib/locale';
import { LocaleProvider } from '../../../lib/locale-context';
import { render } from '../../../test-utils/render';
import { BigScreenView, type BigScreenViewProps } from './big-screen-view';
import { testLiveQuestion, testSnapshot } from './live-snapshot.testing';
import { sentence } from '../../../test-utils/sentence';

const ORIGIN = 'https://meetverse.example';

function renderView(props: Partial<BigScreenViewProps> = {}, country = 'GB') {
  const { event, organiser_name } = testSnapshot();
  return render(
    <LocaleProvider profile={localeProfile(country)}>
      <BigScreenView
        event={event}
        organiserName={organiser_name}
        live={{ questions: [testLiveQuestion(1)], attendeeCount: 12, checkedInCount: 5 }}
        connection="live"
        confirmedAt={null}
        origin={ORIGIN}
        {...props}
      />
    </LocaleProvider>,
  );
}

describe('the big screen', () => {
  it('shows the event, a code for its page with the address in words, attendance and a live mark', async () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Offline-First Summit');
    const url = `${ORIGIN}/events/offline-first-summit`;
    await waitFor(() => expect(screen.getByRole('img', { name: `QR code for ${url}` }).getAttribute('data-value')).toBe(url));
    expect(screen.getByText('Scan to join the conversation')).toBeTruthy();
    expect(screen.getByTestId('big-screen-url').textContent).toBe(url);
    expect(screen.getByTestId('big-screen-attending').textContent).toBe('12attending');
    expect(screen.getByTestId('big-screen-checked-in').textContent).toBe('5checked in');
    expect(screen.getByTestId('big-screen-connection').textContent).toBe('Live updates');
    expect(screen.getByText(sentence('Hosted by Ada Lovelace · Hall A'))).toBeTruthy();
  });

  it("shows the event's times as the venue's clock reads them, with the zone's short name, whatever the screen's device reads", () => {
    const { event } = testSnapshot();
    renderView({ event: { ...event, starts_at: '2030-09-01T13:00:00.000Z', ends_at: '2030-09-01T21:00:00.000Z', time_zone: 'America/New_York' } }, 'US');
    expect(screen.getByTestId('big-screen-when').textContent).toBe('Sun 09/01/2030, 9:00 AM – 5:00 PM EDT');
    expect(screen.queryByText(/Your time/)).toBeNull();
  });

  it('lists questions in the order given, with their counts, the author or Anonymous, and titles as typed', () => {
    renderView({
      live: {
        questions: [
          testLiveQuestion(1, { title: 'A <b>bold</b> <img src=x onerror=alert(1)> claim', help_count: 3, me_too_count: 2, uplift_count: 1, author_name: null }),
          testLiveQuestion(2, { title: 'Second', author_name: 'Grace Hopper' }),
        ],
        attendeeCount: 0,
        checkedInCount: 0,
      },
    });
    const [first, second] = screen.getAllByTestId('big-screen-question');
    expect(within(first as HTMLElement).getByText('A <b>bold</b> <img src=x onerror=alert(1)> claim')).toBeTruthy();
    expect(first?.querySelector('b, img')).toBeNull();
    expect(within(first as HTMLElement).getByText('Anonymous')).toBeTruthy();
    for (const name of ['Can help, 3', 'Me too, 2', 'Uplift, 1']) expect(within(first as HTMLElement).getByText(name)).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Grace Hopper')).toBeTruthy();
  });

  it('puts the join card before the questions in the page, so a page painted before it is all read never moves the questions down', () => {
    renderView();
    const join = screen.getByRole('complementary', { name: 'Join in' });
    const questions = screen.getByRole('list', { name: 'Top questions' });
    expect(join.compareDocumentPosition(questions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('invites the first question when there is none', () => {
    renderView({ live: { questions: [], attendeeCount: 0, checkedInCount: 0 } });
    expect(screen.getByText('No questions yet. Scan the code and ask the first one.')).toBeTruthy();
    expect(screen.queryAllByTestId('big-screen-question')).toHaveLength(0);
  });

  it('says when it last heard from the server while the connection is down, in the local time format', () => {
    const at = new Date(2026, 10, 22, 14, 5).getTime();
    const british = renderView({ connection: 'down', confirmedAt: at });
    expect(screen.getByTestId('big-screen-connection').textContent).toBe('Last updated 14:05');
    british.unmount();
    renderView({ connection: 'connecting', confirmedAt: at }, 'US');
    expect(screen.getByTestId('big-screen-connection').textContent).toBe('Last updated 2:05 PM');
  });

  it('with only the event on the device, shows its name and code and says questions come once connected', () => {
    renderView({ live: null, connection: 'down', organiserName: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Offline-First Summit');
    expect(screen.getByRole('img', { name: /^QR code for / })).toBeTruthy();
    expect(screen.getByText('Live questions will appear here once the screen is connected.')).toBeTruthy();
    expect(screen.getByTestId('big-screen-connection').textContent).toBe('Offline, waiting for the connection');
    expect(screen.queryByTestId('big-screen-attending')).toBeNull();
  });

  it("shows the event's status by its clock, not only as last stored", () => {
    const hour = 3_600_000;
    const event = { ...testSnapshot().event, live_status: 'live' as const, starts_at: new Date(Date.now() - 3 * hour).toISOString(), ends_at: new Date(Date.now() - hour).toISOString() };
    renderView({ event });
    expect(screen.getByText('Ended')).toBeTruthy();
  });

  it('marks a community as one, as it has no start or end', () => {
    renderView({ event: { ...testSnapshot().event, is_community: true } });
    expect(screen.getByText('Community')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
  });

  it("shows a community's members, not attendance or check-ins", () => {
    renderView({ event: { ...testSnapshot().event, is_community: true }, live: { questions: [], attendeeCount: 7, checkedInCount: 0 } });
    expect(screen.getByTestId('big-screen-members').textContent).toBe('7members');
    expect(screen.queryByTestId('big-screen-attending')).toBeNull();
    expect(screen.queryByText(/checked in/)).toBeNull();
  });

  it("gives a legend of the reaction icons: 'can help', 'me too', 'uplift'", () => {
    renderView();
    const legend = within(screen.getByRole('list', { name: 'Reactions' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['can help', 'me too', 'uplift']);
  });
});
