// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../local-store/open-database';
import type * as LocalWriteModule from '../../components/local-write/local-write';
import type { WriteResult } from '../../components/local-write/local-write';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined, write: undefined as undefined | (() => Promise<WriteResult<boolean>>) }));
vi.mock('../../db/database', () => ({ getDatabase: () => local.db }));
vi.mock('../../lib/analytics', () => ({ trackSessionStarred: vi.fn() }));
vi.mock('../../components/local-write/local-write', async (original) => {
  const real = await original<typeof LocalWriteModule>();
  return { ...real, localWrite: (...args: Parameters<typeof real.localWrite>) => (local.write ? local.write() : real.localWrite(...args)) };
});
const { useSchedule, withTaps } = await import('./use-stars');

const GRACE = 'grace-id';

afterEach(async () => {
  local.write = undefined;
  await closeTestDatabases();
});

/** A schedule whose next write waits: the member taps the keynote's star; `finish` settles the write as told. */
async function tapWhileWriting(name: string) {
  local.db = openTestDatabase(name);
  const { result } = renderHook(() => useSchedule(GRACE));
  await waitFor(() => expect(result.current.loading).toBe(false));
  let settle: ((result: WriteResult<boolean>) => void) | undefined;
  local.write = () => new Promise((resolve) => (settle = resolve));
  let written: Promise<unknown> = Promise.resolve();
  act(() => {
    written = result.current.toggle('keynote', 'summit');
  });
  const finish = async (outcome: WriteResult<boolean>) => {
    await vi.waitFor(() => expect(settle).toBeDefined());
    settle!(outcome);
    await written;
  };
  return { result, finish, db: await local.db };
}

describe("a member's schedule", () => {
  it('lays taps not stored yet over the stored stars', () => {
    const stored = new Set(['keynote', 'workshop']);
    expect(withTaps(stored, new Map())).toBe(stored);
    expect([...withTaps(stored, new Map([['keynote', false], ['closing', true]]))].sort()).toEqual(['closing', 'workshop']);
  });

  it('shows a star in the render of the tap, before its write is stored, and keeps it once stored', async () => {
    const { result, finish, db } = await tapWhileWriting('stars-shown');
    expect(result.current.starred.has('keynote')).toBe(true);
    // The write lands, and the stored schedule agrees.
    await act(async () => {
      await db.interactions.insert({ id: 'star|grace-id|keynote', kind: 'star', user_id: GRACE, target_id: 'keynote', active: true, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0 });
      await finish({ stored: true, value: true });
    });
    await waitFor(() => expect(result.current.starred.has('keynote')).toBe(true));
    // The tap is settled: what another device does to the star next shows here.
    await act(async () => {
      await (await db.interactions.findOne('star|grace-id|keynote').exec())!.incrementalPatch({ active: false });
    });
    await waitFor(() => expect(result.current.starred.has('keynote')).toBe(false));
  });

  it('takes a star back when the device could not write it', async () => {
    const { result, finish } = await tapWhileWriting('stars-refused');
    expect(result.current.starred.has('keynote')).toBe(true);
    await act(() => finish({ stored: false, kept: false }));
    expect(result.current.starred.has('keynote')).toBe(false);
  });

  it('keeps a star shown while a full device holds its write to try again', async () => {
    local.db = openTestDatabase('stars-kept');
    const { result } = renderHook(() => useSchedule(GRACE));
    await waitFor(() => expect(result.current.loading).toBe(false));
    local.write = () => Promise.resolve({ stored: false, kept: true });
    await act(async () => {
      await result.current.toggle('keynote', 'summit');
    });
    expect(result.current.starred.has('keynote')).toBe(true);
  });

  it('ends where the last of quick taps left it, stored as shown', async () => {
    local.db = openTestDatabase('stars-quick');
    const { result } = renderHook(() => useSchedule(GRACE));
    await waitFor(() => expect(result.current.loading).toBe(false));
    let results: unknown[] = [];
    await act(async () => {
      const first = result.current.toggle('keynote', 'summit');
      await Promise.resolve();
      results = await Promise.all([first, result.current.toggle('keynote', 'summit'), result.current.toggle('keynote', 'summit')]);
    });
    expect(results).toEqual([{ stored: true, value: true }, { stored: true, value: false }, { stored: true, value: true }]);
    await waitFor(() => expect(result.current.starred.has('keynote')).toBe(true));
    const stored = await (await local.db).interactions.findOne({ selector: { target_id: 'keynote' } }).exec();
    expect(stored?.active).toBe(true);
  });
});
