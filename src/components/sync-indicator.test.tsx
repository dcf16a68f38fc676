// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { formatDistanceStrict } from 'date-fns';
import { createIntl } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncState } from '../lib/sync-client';
import { render } from '../test-utils/render';

let sync: SyncState;
let unsent: { pending: number; failed: number } | undefined;
vi.mock('../lib/sync-client', () => ({ useSyncState: () => sync }));
vi.mock('../db/use-unsent-writes', () => ({ useUnsentWrites: () => ({ data: unsent, loading: false, error: undefined }) }));
const { SyncIndicator, timeAgo } = await import('./sync-indicator');

beforeEach(() => {
  sync = { leader: true, connected: true, online: true, lastSyncedAt: null, error: null, serverBusy: null, downloads: [] };
  unsent = { pending: 0, failed: 0 };
});

describe('the sync indicator', () => {
  it('says the device is online and has not synced yet', () => {
    render(<SyncIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Online');
    expect(status.getAttribute('title')).toBe('Online. Not synced yet');
    expect(status.getAttribute('aria-label')).toBe('Online. Not synced yet');
  });

  it('tells when this device last synced, on hover and to a screen reader', () => {
    sync = { ...sync, lastSyncedAt: Date.now() - 3 * 60_000 };
    render(<SyncIndicator />);
    expect(screen.getByRole('status').getAttribute('title')).toBe('Online. Last synced 3 minutes ago');
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Online. Last synced 3 minutes ago');
  });

  it.each([0, 20_000, 59_600, 90_000, 44 * 60_000, 3 * 3_600_000, 23.6 * 3_600_000, 5 * 86_400_000, 29.6 * 86_400_000, 200 * 86_400_000, 364 * 86_400_000, 3 * 365 * 86_400_000])(
    'says how long ago %i ms was in its largest whole unit',
    (ms) => {
      const now = Date.UTC(2026, 10, 30, 12);
      const intl = createIntl({ locale: 'en-US', messages: {} });
      expect(timeAgo(now - ms, now, intl)).toBe(`${formatDistanceStrict(now - ms, now)} ago`);
    },
  );

  it('counts unsent writes beside a one-word state, and shows refused ones apart, each named in full', () => {
    sync = { ...sync, online: false, connected: false };
    unsent = { pending: 4, failed: 2 };
    render(<SyncIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Offline4');
    expect(status.getAttribute('aria-label')).toBe('Offline. 4 unsent. Not synced yet');
    const failed = screen.getByTestId('sync-failed');
    expect(failed.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe('2');
    expect(failed.querySelector('.mantine-VisuallyHidden-root')?.textContent).toBe('2 not saved');
  });

  it('says the server is busy while it answers "try again later", with the writes waiting, and online again once it answers', () => {
    sync = { ...sync, serverBusy: 'The database is busy: nothing of this request was stored. Try again in a moment.' };
    unsent = { pending: 3, failed: 0 };
    const { rerender } = render(<SyncIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Busy3');
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Server busy. 3 unsent. Not synced yet');
    sync = { ...sync, serverBusy: null };
    unsent = { pending: 0, failed: 0 };
    rerender(<SyncIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Online');
  });

  it('says offline, not busy, when the device went offline after the server was busy', () => {
    sync = { ...sync, online: false, connected: false, serverBusy: 'The database is busy.' };
    render(<SyncIndicator />);
    expect(screen.getByRole('status').textContent).toBe('Offline');
  });

  it('says it is connecting while online without the live stream', () => {
    sync = { ...sync, connected: false };
    render(<SyncIndicator />);
    expect(screen.getByRole('status').textContent).toContain('Connecting');
  });
});
