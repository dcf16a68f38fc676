import { firstValueFrom, filter } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTestDatabases, openTestDatabase } from '../../test-utils/test-database';
import { chatReads$, markRoomRead, mergeServerReads, readUpTo, refreshReads, sendUnsentReads } from './chat-reads';

afterEach(closeTestDatabases);

describe('how far members have read their chats', () => {
  it('marks a room read on the device at once and sends it to the server, never moving backwards', async () => {
    const db = await openTestDatabase('reads-mark');
    const request = vi.fn(async () => ({}));
    await markRoomRead(db, 'room-1', 'me', 2_000, request as never);
    await markRoomRead(db, 'room-1', 'me', 1_000, request as never);
    const reads = await firstValueFrom(chatReads$(db));
    expect(readUpTo(reads, 'room-1', 'me')).toBe(2_000);
    expect(reads.unsent).toEqual({});
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('POST', '/chats/room-1/read', { body: { last_read_at: 2_000 } });
  });

  it('keeps a read made while the server cannot be reached and sends it on the next try', async () => {
    const db = await openTestDatabase('reads-unsent');
    const failing = vi.fn(async () => {
      throw Object.assign(new Error('No internet connection'), { status: 0 });
    });
    await markRoomRead(db, 'room-1', 'me', 3_000, failing as never);
    expect((await firstValueFrom(chatReads$(db))).unsent).toEqual({ 'room-1': 3_000 });
    const working = vi.fn(async () => ({}));
    await sendUnsentReads(db, working as never);
    expect(working).toHaveBeenCalledWith('POST', '/chats/room-1/read', { body: { last_read_at: 3_000 } });
    expect((await firstValueFrom(chatReads$(db))).unsent).toEqual({});
  });

  it("takes the server's reads of every participant, keeping whichever is further, and ignores malformed rows", async () => {
    const db = await openTestDatabase('reads-refresh');
    await markRoomRead(db, 'room-1', 'me', 5_000, vi.fn(async () => ({})) as never);
    const request = vi.fn(async (method: string) =>
      method === 'GET'
        ? { data: [{ room_id: 'room-1', user_id: 'me', last_read_at: 4_000 }, { room_id: 'room-1', user_id: 'grace', last_read_at: 4_500 }, { room_id: 7 }, null] }
        : {},
    );
    await refreshReads(db, request as never);
    const reads = await firstValueFrom(chatReads$(db).pipe(filter((value) => readUpTo(value, 'room-1', 'grace') > 0)));
    expect(readUpTo(reads, 'room-1', 'me')).toBe(5_000);
    expect(readUpTo(reads, 'room-1', 'grace')).toBe(4_500);
    expect(mergeServerReads(reads, []).reads).toEqual(reads.reads);
  });
});
