// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncState } from '../lib/sync-client';
import { render } from '../test-utils/render';

let sync: SyncState;
let unsent: { pending: number; failed: number } | undefined;
vi.mock('../lib/sync-client', () => ({ useSyncState: () => sync }));
vi.mock('../db/use-unsent-writes', () => ({ useUnsentWrites: () => ({ data: unsent, loading: false, error: undefined }) }));
const { SyncIndicator } = await import('./sync-indicator');

beforeEach(() => {
  sync = { leader: true, connected: true, online: true, lastSyncedAt: null, error: null };
  unsent = { pending: 0, failed: 0 };
});

describe('the sync indicator (SPEC 4)', () => {
  it('says the device is online and has not synced yet', () => {
    render(<SyncIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Online');
    expect(status.getAttribute('title')).toBe('Not synced yet');
    expect(status.getAttribute('aria-label')).toBe('Online. Not synced yet');
  });

  it('tells when this device last synced, on hover and to a screen reader', () => {
    sync = { ...sync, lastSyncedAt: Date.now() - 3 * 60_000 };
    render(<SyncIndicator />);
    expect(screen.getByRole('status').getAttribute('title')).toBe('Last synced 3 minutes ago');
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Online. Last synced 3 minutes ago');
  });

  it('counts unsent writes and shows refused ones apart', () => {
    sync = { ...sync, online: false, connected: false };
    unsent = { pending: 4, failed: 2 };
    render(<SyncIndicator />);
    expect(screen.getByRole('status').textContent).toContain('Offline · 4 unsent');
    expect(screen.getByTestId('sync-failed').textContent).toContain('2 not saved');
  });

  it('says it is connecting while online without the live stream', () => {
    sync = { ...sync, connected: false };
    render(<SyncIndicator />);
    expect(screen.getByRole('status').textContent).toContain('Connecting');
  });
});
