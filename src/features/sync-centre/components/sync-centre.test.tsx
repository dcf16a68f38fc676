// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test-utils/render';
import type { SyncCentreData } from '../use-sync-centre';

const centre = vi.hoisted(() => ({ data: undefined as SyncCentreData | undefined }));
const flushWrites = vi.hoisted(() => vi.fn(async () => undefined));
const toasts = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), warning: vi.fn() }));

vi.mock('../use-sync-centre', () => ({ useSyncCentre: () => ({ data: centre.data, loading: false, error: undefined }) }));
vi.mock('../../../lib/sync-client', () => ({
  flushWrites,
  discardWrite: vi.fn(),
  retryWrite: vi.fn(),
  useSyncState: () => ({ online: true, connected: true, serverBusy: null, lastSyncedAt: Date.now(), downloads: [] }),
}));
vi.mock('../../../components/toasts/toast', () => ({ toast: toasts }));

const { SyncCentre } = await import('./sync-centre');

const write = (state: 'pending' | 'failed') => ({ collection: 'questions' as const, id: `q-${state}`, name: 'Question', detail: undefined, state, reason: undefined, at: 1 });

beforeEach(() => {
  flushWrites.mockClear();
  for (const fn of Object.values(toasts)) fn.mockClear();
});

describe("the sync centre's 'Sync now'", () => {
  it("says 'Everything is sent' when nothing waits", async () => {
    centre.data = { pending: [], failed: [], lostEdits: [] };
    render(<SyncCentre memberId="m" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(flushWrites).toHaveBeenCalledTimes(1);
    expect(toasts.success).toHaveBeenCalledWith('Everything is sent', { description: 'Nothing waits to be sent from this device.' });
  });

  it('says how many changes are on their way when some wait', async () => {
    centre.data = { pending: [write('pending')], failed: [], lostEdits: [] };
    render(<SyncCentre memberId="m" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(toasts.info).toHaveBeenCalledWith('Sending 1 change…');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('says that refused changes are not saved, not that all is sent', async () => {
    centre.data = { pending: [], failed: [write('failed')], lostEdits: [] };
    render(<SyncCentre memberId="m" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(toasts.warning).toHaveBeenCalledWith('1 change not saved', { description: 'The server refused them: retry or discard them below.' });
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
