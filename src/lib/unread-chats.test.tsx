// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { UNREAD_CHATS_POLL_MS, fetchUnreadChats, useUnreadChatCount } from './unread-chats';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const answering = (...totals: (number | Error)[]) => {
  const request = vi.fn(async () => {
    const next = totals.length > 1 ? totals.shift() : totals[0];
    if (next instanceof Error) throw next;
    return { total_unread_chats: next } as never;
  });
  return request;
};

describe('fetchUnreadChats', () => {
  it('reads total_unread_chats from GET /chats/unread-count', async () => {
    const request = answering(4);
    expect(await fetchUnreadChats(request)).toBe(4);
    expect(request).toHaveBeenCalledWith('GET', '/chats/unread-count');
  });

  it.each([{ total_unread_chats: 'many' }, {}, { total_unread_chats: -1 }, null])('refuses a malformed answer %j', async (body) => {
    await expect(fetchUnreadChats(async () => body as never)).rejects.toThrow('Malformed');
  });
});

describe('useUnreadChatCount', () => {
  it('asks at once and then every 10 s while signed in', async () => {
    const request = answering(1, 2, 3);
    const { result } = renderHook(() => useUnreadChatCount(true, { request, isOnline: () => true }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_CHATS_POLL_MS - 1));
    expect(request).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_CHATS_POLL_MS));
    expect(result.current).toBe(3);
  });

  it('asks nothing for a guest and shows 0', async () => {
    const request = answering(5);
    const { result } = renderHook(() => useUnreadChatCount(false, { request, isOnline: () => true }));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_CHATS_POLL_MS * 3));
    expect(request).not.toHaveBeenCalled();
    expect(result.current).toBe(0);
  });

  it('keeps the last value offline without calling the server, and asks again when back online', async () => {
    let online = true;
    const request = answering(7, 8);
    const isOnline = () => online;
    const { result } = renderHook(() => useUnreadChatCount(true, { request, isOnline }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    online = false;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_CHATS_POLL_MS * 3));
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(7);
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(8);
  });

  it('keeps the last value when a call fails', async () => {
    const request = answering(3, new ApiError(503, 'down'), 4);
    const { result } = renderHook(() => useUnreadChatCount(true, { request, isOnline: () => true }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_CHATS_POLL_MS));
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_CHATS_POLL_MS));
    expect(result.current).toBe(4);
  });

  it('forgets the count and stops asking when the member signs out', async () => {
    const request = answering(6);
    const { result, rerender } = renderHook(({ enabled }) => useUnreadChatCount(enabled, { request, isOnline: () => true }), {
      initialProps: { enabled: true },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(6);
    rerender({ enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_CHATS_POLL_MS * 2));
    expect(result.current).toBe(0);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
