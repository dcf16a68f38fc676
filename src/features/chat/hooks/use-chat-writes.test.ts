// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessageDoc } from '../../../../schemas/chat-message.schema';

const queued: { roomId: string; body: string }[] = [];
let store: (roomId: string, messages: { body: string }[]) => Promise<unknown> = async () => ({ accepted: [], dropped: [], duplicates: [] });
vi.mock('../../../lib/sync-client', () => ({
  sendMessages: (roomId: string, messages: { body: string }[]) => {
    queued.push(...messages.map(({ body }) => ({ roomId, body })));
    return store(roomId, messages);
  },
  retryWrite: vi.fn(),
}));
vi.mock('../../../components/toasts/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));
const { useChatWrites } = await import('./use-chat-writes');

describe('sending a message', () => {
  it('shows it at once, as waiting to be sent, before the device has stored it', async () => {
    let stored = () => {};
    store = () => new Promise((resolve) => (stored = () => resolve({ accepted: [], dropped: [], duplicates: [] })));
    const shown: ChatMessageDoc[] = [];
    const { result } = renderHook(() => useChatWrites('room-1', 'member-1', { show: (message) => shown.push(message), drop: vi.fn() }));
    const sending = result.current.send('\nHello there  \n');
    expect(shown).toEqual([expect.objectContaining({ room_id: 'room-1', sender_id: 'member-1', body: 'Hello there', status: 'pending', updatedAt: 0 })]);
    expect(queued.at(-1)).toEqual({ roomId: 'room-1', body: 'Hello there' });
    stored();
    expect(await sending).toEqual({ sent: true, id: shown[0]?.id });
  });

  it('takes the message back off the screen when the device could not store it, and says why', async () => {
    store = () => Promise.reject(new Error('The disk is full'));
    const drop = vi.fn();
    const shown: ChatMessageDoc[] = [];
    const { result } = renderHook(() => useChatWrites('room-1', 'member-1', { show: (message) => shown.push(message), drop }));
    expect(await result.current.send('Hello')).toEqual({ sent: false, message: 'Your message was not sent: The disk is full' });
    expect(drop).toHaveBeenCalledWith(shown[0]?.id);
  });

  it('shows nothing for a message that cannot be sent as typed', async () => {
    const show = vi.fn();
    const { result } = renderHook(() => useChatWrites('room-1', 'member-1', { show, drop: vi.fn() }));
    expect(await result.current.send('   ')).toEqual({ sent: false, message: 'Write a message first' });
    expect(show).not.toHaveBeenCalled();
  });
});
