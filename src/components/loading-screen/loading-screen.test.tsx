// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test-utils/render';
import { LOADING_MESSAGES } from './loading-messages';
import { LoadingScreen } from './loading-screen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => { vi.advanceTimersByTime(ms); });
const status = () => screen.getByRole('status');

describe('LoadingScreen', () => {
  it('rotates the messages of its context first after 1.5 s, then every 3.5 s', () => {
    const [first, second, third, fourth, fifth] = LOADING_MESSAGES.events.map((message) => message.defaultMessage);
    render(<LoadingScreen context="events" />);
    expect(status().textContent).toBe(first);
    advance(1499);
    expect(status().textContent).toBe(first);
    advance(1);
    expect(status().textContent).toBe(second);
    advance(3499);
    expect(status().textContent).toBe(second);
    advance(1);
    expect(status().textContent).toBe(third);
    advance(3500);
    expect(status().textContent).toBe(fourth);
    advance(3500);
    expect(status().textContent).toBe(fifth);
  });

  it('uses the general messages when no context is given', () => {
    render(<LoadingScreen />);
    expect(status().textContent).toBe(LOADING_MESSAGES.general[0].defaultMessage);
  });

  it('announces politely', () => {
    render(<LoadingScreen context="auth" />);
    expect(status().getAttribute('aria-live')).toBe('polite');
  });

  it('keeps the call to action still instead of rotating', () => {
    render(<LoadingScreen callToAction />);
    const before = status().textContent;
    expect(before).toContain('Meetverse is an open startup');
    expect(before).toContain("We are building Meetverse in the open, with the people who use it. Want to help shape it? Reply to a founder's post with an offer to help.");
    advance(20_000);
    expect(status().textContent).toBe(before);
  });

  it("links to the founder's post when its address is known", () => {
    render(<LoadingScreen callToAction founderPostUrl="https://example.com/post" />);
    expect(screen.getByRole('link', { name: "Go to the founder's post" }).getAttribute('href')).toBe('https://example.com/post');
  });

  it('stops its timers when unmounted', () => {
    const { unmount } = render(<LoadingScreen context="chat" />);
    advance(2000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
