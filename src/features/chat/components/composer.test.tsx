// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test-utils/render';
import type { SendOutcome } from '../hooks/use-chat-writes';
import { Composer } from './composer';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const field = () => screen.getByRole('textbox', { name: 'Message to Grace' });
const write = (text: string) => fireEvent.change(field(), { target: { value: text } });
const enter = () => fireEvent.keyDown(field(), { key: 'Enter' });

describe('the chat composer', () => {
  it('empties at once on Enter and keeps what the member writes next while the last message is being stored', async () => {
    let finish: (outcome: SendOutcome) => void = () => {};
    const onSend = vi.fn(() => new Promise<SendOutcome>((resolve) => (finish = resolve)));
    render(<Composer roomId="room-1" recipient="Grace" onSend={onSend} />);
    write('First message');
    enter();
    expect(onSend).toHaveBeenCalledWith('First message');
    expect(field()).toHaveProperty('value', '');
    write('Second, typed meanwhile');
    await act(async () => finish({ sent: true, id: 'm-1' }));
    expect(field()).toHaveProperty('value', 'Second, typed meanwhile');
    expect(localStorage.getItem('meetverse.chatDraft.room-1')).toBe('Second, typed meanwhile');
  });

  it('sends a message once when Enter is pressed twice before the composer has caught up', async () => {
    const onSend = vi.fn(async (): Promise<SendOutcome> => ({ sent: true, id: 'm-1' }));
    render(<Composer roomId="room-4" recipient="Grace" onSend={onSend} />);
    write('Only once');
    // Both in one task, as a quick double press can land before React renders again.
    act(() => {
      enter();
      enter();
    });
    await act(async () => {});
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Only once');
    expect(field()).toHaveProperty('value', '');
    expect(screen.queryByText('Write a message first')).toBeNull();
  });

  it('puts a message that could not be queued back into the field with the reason, before anything written since', async () => {
    let finish: (outcome: SendOutcome) => void = () => {};
    const onSend = vi.fn(() => new Promise<SendOutcome>((resolve) => (finish = resolve)));
    render(<Composer roomId="room-2" recipient="Grace" onSend={onSend} />);
    write('Lost?');
    enter();
    write('Later');
    await act(async () => finish({ sent: false, message: 'Your message was not sent: disk full' }));
    expect(field()).toHaveProperty('value', 'Lost?\n\nLater');
    expect(screen.getByText('Your message was not sent: disk full')).toBeTruthy();
    expect(localStorage.getItem('meetverse.chatDraft.room-2')).toBe('Lost?\n\nLater');
  });

  it('keeps its text across a reload until it is sent', () => {
    localStorage.setItem('meetverse.chatDraft.room-3', 'Half a thought');
    render(<Composer roomId="room-3" recipient="Grace" onSend={vi.fn()} />);
    expect(field()).toHaveProperty('value', 'Half a thought');
  });
});
