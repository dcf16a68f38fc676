// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNoDialogOpen } from './service-worker-flow';

describe('whenNoDialogOpen', () => {
  afterEach(() => document.body.replaceChildren());

  it('calls back at once when no dialog is open', () => {
    const callback = vi.fn();
    whenNoDialogOpen(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back once the last open dialog has closed', async () => {
    const first = document.createElement('div');
    first.setAttribute('role', 'dialog');
    const second = document.createElement('div');
    second.setAttribute('role', 'dialog');
    document.body.append(first, second);
    const callback = vi.fn();
    whenNoDialogOpen(callback);
    first.remove();
    await vi.waitFor(() => expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1));
    await Promise.resolve();
    expect(callback).not.toHaveBeenCalled();
    second.remove();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });
});
