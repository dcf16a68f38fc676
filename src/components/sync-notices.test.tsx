// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../workers/replication.worker';

let tell: (notice: Notice) => void = () => {};
vi.mock('../lib/sync-client', () => ({
  onSyncNotice: (listener: (notice: Notice) => void) => {
    tell = listener;
    return () => {};
  },
}));
const shown = { error: vi.fn(), info: vi.fn(), warning: vi.fn() };
vi.mock('./toasts/toast', () => ({ toast: shown }));
const { SyncNotices } = await import('./sync-notices');

describe('the sync notices', () => {
  it('leaves a refused protocol version to the update prompt', () => {
    render(<SyncNotices />);
    tell({ kind: 'protocol-mismatch', message: 'This app is out of date: reload to get the new version' });
    expect(Object.values(shown).every((show) => show.mock.calls.length === 0)).toBe(true);
  });

  it('tells of a write the server refused', () => {
    render(<SyncNotices />);
    tell({ kind: 'write-failed', message: 'body is too long' });
    expect(shown.error).toHaveBeenCalledWith('Not saved', expect.objectContaining({ description: 'body is too long' }));
  });
});
