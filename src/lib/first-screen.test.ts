// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstScreenDrawn } from './first-screen';

const now = (callback: () => void) => callback();

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

describe('whenFirstScreenDrawn', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('waits for the first screen in its main landmark, then for what it loads: a loader, then a list marked busy', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const drawn = vi.fn();
    void whenFirstScreenDrawn(root, { idle: now }).then(drawn);

    // The styles and an empty frame come first.
    root.append(element('<style>:root{}</style>'), element('<nav><a href="/home">Home</a></nav>'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawn).not.toHaveBeenCalled();

    root.append(element('<main><span class="mantine-Loader-root" aria-label="Loading questions"></span></main>'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawn).not.toHaveBeenCalled();

    root.querySelector('main')!.replaceChildren(element('<div role="feed" aria-busy="true"><article>First</article></div>'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawn).not.toHaveBeenCalled();

    root.querySelector('[role="feed"]')!.setAttribute('aria-busy', 'false');
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
  });

  it('resolves at the next idle moment for a screen already drawn, such as one the server rendered', async () => {
    const root = element('<div><main><h1>Events</h1></main></div>');
    let idleCallback: (() => void) | undefined;
    const drawn = vi.fn();
    void whenFirstScreenDrawn(root, { idle: (callback) => (idleCallback = callback) }).then(drawn);
    await Promise.resolve();
    expect(drawn).not.toHaveBeenCalled();
    idleCallback!();
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
  });

  it('gives up waiting after the longest wait when a loader stays up', async () => {
    vi.useFakeTimers();
    const root = element('<div><span class="mantine-Loader-root"></span></div>');
    const drawn = vi.fn();
    void whenFirstScreenDrawn(root, { idle: now, maxWaitMs: 2_000 }).then(drawn);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(drawn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toHaveBeenCalledTimes(1);
  });
});
