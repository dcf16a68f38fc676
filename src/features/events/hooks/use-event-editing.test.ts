// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDoc } from '../../../../schemas/event.schema';
import { toastStore } from '../../../components/toasts/toast-store';
import { setCurrentUser } from '../../../member/member-store';
import type { EventInput } from '../api/event-writes';
import { useEventEditing } from './use-event-editing';

const writes = vi.hoisted(() => ({ createEvent: vi.fn(), updateEvent: vi.fn(), deleteEvent: vi.fn() }));
vi.mock('../../../db/database', () => ({ getDatabase: async () => ({ name: 'test-db' }) }));
vi.mock('../api/event-writes', () => writes);

const rustConf: EventInput = { name: 'RustConf', description: '', location: '', isCommunity: false, startsAt: '2026-09-01T08:00:00.000Z', endsAt: '2026-09-01T17:00:00.000Z' };
const stored: EventDoc = { id: 'e-1', name: 'RustConf', live_status: 'planned', is_community: false, created_by: 'ada', sync_state: 'pending', updatedAt: 0 };
const toasts = () => toastStore.getSnapshot().map(({ title, description, variant }) => ({ title, description, variant }));

beforeEach(() => {
  toastStore.clear();
  Object.values(writes).forEach((write) => write.mockReset());
  setCurrentUser({ id: 'ada', full_name: 'Ada Lovelace', updatedAt: 1 });
});

const editing = () => renderHook(() => useEventEditing()).result.current;

describe('useEventEditing', () => {
  it("creates the event in the member's name, says 'Event created' and answers with it", async () => {
    writes.createEvent.mockResolvedValue(stored);
    const onStored = vi.fn();
    const result = await editing().create(rustConf, onStored);
    expect(writes.createEvent).toHaveBeenCalledWith({ name: 'test-db' }, 'ada', rustConf);
    expect(result).toEqual({ stored: true, value: stored });
    expect(onStored).toHaveBeenCalledWith(stored);
    expect(toasts()).toEqual([{ title: 'Event created', description: undefined, variant: 'success' }]);
  });

  it("says 'Community created' for a community", async () => {
    writes.createEvent.mockResolvedValue({ ...stored, is_community: true });
    await editing().create({ ...rustConf, isCommunity: true });
    expect(toasts()[0]?.title).toBe('Community created');
  });

  it("says 'Changes saved' once the changes are stored", async () => {
    writes.updateEvent.mockResolvedValue(undefined);
    const result = await editing().update(stored, { ...rustConf, name: 'RustConf 2026' });
    expect(writes.updateEvent).toHaveBeenCalledWith({ name: 'test-db' }, 'e-1', { ...rustConf, name: 'RustConf 2026' });
    expect(result.stored).toBe(true);
    expect(toasts()).toEqual([{ title: 'Changes saved', description: undefined, variant: 'success' }]);
  });

  it('names the event it deleted', async () => {
    writes.deleteEvent.mockResolvedValue(undefined);
    await editing().remove(stored);
    expect(toasts()).toEqual([{ title: 'Event deleted', description: 'RustConf', variant: 'success' }]);
  });

  it('tells the member why a delete failed, and claims no success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writes.deleteEvent.mockRejectedValue(new Error('The meetverse cannot be deleted'));
    const result = await editing().remove({ ...stored, is_meetverse: true, is_community: true });
    expect(result).toEqual({ stored: false, kept: false });
    expect(toasts()).toEqual([{ title: 'The community was not deleted', description: 'The meetverse cannot be deleted', variant: 'error' }]);
  });
});
