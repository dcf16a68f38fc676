// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../lib/locale-context';
import { LOCALE_PROFILES } from '../../../lib/locale';
import { render } from '../../../test-utils/render';
import { PACKS_KEY, type EventPackManifest, type PackEnvironment } from './event-pack';

const MB = 1024 * 1024;

let online = true;
let member: { id: string } | null = { id: 'u-me' };
let manifestAnswer: () => Promise<EventPackManifest>;
let openGate: () => void = () => {};
let usage = 1.9 * MB;
const shown = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
const pictures = new Set<string>();
const pictureCache = {
  open: async () => ({ match: async (url: string) => (pictures.has(url) ? new Response('png') : undefined) }),
} as unknown as CacheStorage;

vi.mock('../../../lib/sync-client', () => ({ useSyncValue: (select: (sync: { online: boolean }) => unknown) => select({ online }), flushWrites: async () => {} }));
vi.mock('../../../member/member-store', () => ({ useStoredUser: () => member }));
vi.mock('../../../components/toasts/toast', () => ({ toast: shown }));
vi.mock('./pack-environment', () => ({
  fetchPackManifest: () => manifestAnswer(),
  /** The browser, faked: the sync brings the documents when the gate opens; each stored picture adds 0.1 MB. */
  browserPackEnvironment: (onProgress: PackEnvironment['onProgress']): PackEnvironment => {
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let looked = false;
    return {
      online: () => online,
      fetchManifest: () => manifestAnswer(),
      flushWrites: async () => {},
      fetchDocument: async () => undefined,
      database: {
        absent: async (ids) => {
          if (looked) await gate;
          const first = !looked;
          looked = true;
          return first ? ids : { events: [], questions: [], sessions: [], users: [] };
        },
        store: async () => 0,
      },
      caches: pictureCache,
      serviceWorkerActive: () => true,
      // The service worker stores each picture the page loads.
      loadPicture: async (url: string) => {
        pictures.add(url);
        usage += 0.1 * MB;
        return true;
      },
      storage: { estimate: async () => ({ usage }), persist: async () => true },
      records: localStorage,
      now: () => new Date(),
      sleep: async () => {},
      onProgress,
    };
  },
}));

const { SaveForOffline } = await import('./save-for-offline');

const event = { id: 'e-summit', slug: 'offline-first-summit', name: 'Offline-First Summit' };
const manifest: EventPackManifest = {
  event_id: event.id,
  question_ids: ['q1', 'q2', 'q3'],
  attendee_ids: ['u1', 'u2'],
  session_ids: [],
  speaker_ids: [],
  pictures: ['https://pictures.example/u1.jpg', 'https://pictures.example/u2.jpg'],
  approx_bytes: 120 * 1024,
};

const renderCard = () =>
  render(
    <LocaleProvider profile={LOCALE_PROFILES.GB}>
      <SaveForOffline event={event} />
    </LocaleProvider>,
  );

beforeEach(() => {
  online = true;
  member = { id: 'u-me' };
  usage = 1.9 * MB;
  manifestAnswer = async () => manifest;
  localStorage.clear();
  pictures.clear();
  Object.values(shown).forEach((fn) => fn.mockClear());
});

describe('Save for offline on an event page', () => {
  it('shows a guest nothing: their device keeps no profiles', () => {
    member = null;
    renderCard();
    expect(screen.queryByTestId('save-for-offline')).toBeNull();
  });

  it("says community, not event, on a community's page", () => {
    render(
      <LocaleProvider profile={LOCALE_PROFILES.GB}>
        <SaveForOffline event={{ ...event, is_community: true }} />
      </LocaleProvider>,
    );
    expect(screen.getByText(/^Keep this community, its questions and its members on this device/)).toBeTruthy();
    expect(screen.queryByText(/this event/)).toBeNull();
  });

  it('gives the expected size once the server told it', async () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Save for offline' })).toBeTruthy();
    expect(await screen.findByText('About 120 KB plus 2 pictures')).toBeTruthy();
  });

  it('says when the server could not tell the size, and still offers to save', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    manifestAnswer = async () => Promise.reject(new Error('Internal server error'));
    renderCard();
    expect(await screen.findByText('The size could not be worked out; saving still works')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save for offline' })).toBeTruthy();
  });

  it('says the size comes when online, and refuses to save offline with the reason', async () => {
    online = false;
    renderCard();
    expect(screen.getByText('Size shown when online')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save for offline' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Connect to the internet to save this event for offline');
    expect(shown.error).toHaveBeenCalledWith('Connect to the internet to save this event for offline', expect.anything());
  });

  it('shows the progress, then what was saved, when, and the storage use before and after', async () => {
    renderCard();
    await screen.findByText('About 120 KB plus 2 pictures');
    fireEvent.click(screen.getByRole('button', { name: 'Save for offline' }));
    // It first finds what the event needs, then stores it (held at the gate until opened).
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Storing 3 questions and 2 profiles…'), { timeout: 2000 });
    openGate();
    expect(await screen.findByText('Saved for offline')).toBeTruthy();
    expect(screen.getByText('3 questions, 2 profiles and 2 pictures')).toBeTruthy();
    expect(screen.getByText('Took about 205 KB on this device (Meetverse uses 2.1 MB in all)')).toBeTruthy();
    expect(screen.getByText(/^Saved today at \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(shown.success).toHaveBeenCalledWith('Offline-First Summit is saved for offline', {
      description: '3 questions, 2 profiles and 2 pictures on this device.',
    });
    expect(JSON.parse(localStorage.getItem(PACKS_KEY) ?? '{}')[event.id]).toMatchObject({ questions: 3, attendees: 2 });
  });

  it('opens as saved from the note this device kept, with the network off', () => {
    online = false;
    localStorage.setItem(
      PACKS_KEY,
      JSON.stringify({
        [event.id]: {
          event_id: event.id, saved_at: new Date().toISOString(), questions: 8, attendees: 5, pictures: 0, pictures_failed: 0,
          missing: 2, bytes_before: null, bytes_after: 3 * MB, persisted: true,
        },
      }),
    );
    renderCard();
    expect(screen.getByText('Saved for offline')).toBeTruthy();
    expect(screen.getByText('8 questions and 5 profiles')).toBeTruthy();
    expect(screen.getByText('Meetverse uses about 3 MB on this device in all')).toBeTruthy();
    expect(screen.getByText('2 items could not be stored; Update tries again.')).toBeTruthy();
    expect(screen.queryByText('This browser may clear it if the device runs low on space.')).toBeNull();
  });

  it('says the browser may clear the copy when it did not agree to keep it', () => {
    localStorage.setItem(
      PACKS_KEY,
      JSON.stringify({
        [event.id]: {
          event_id: event.id, saved_at: new Date().toISOString(), questions: 1, attendees: 1, pictures: 0, pictures_failed: 0,
          missing: 0, bytes_before: 1 * MB, bytes_after: 1.2 * MB, persisted: false,
        },
      }),
    );
    renderCard();
    expect(screen.getByText('1 question and 1 profile')).toBeTruthy();
    expect(screen.getByText('This browser may clear it if the device runs low on space.')).toBeTruthy();
  });
});
