// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILES_PER_TASK, memberHomeFiles, preloadMemberHome } from './member-home-files';

const files = Array.from({ length: 10 }, (_, n) => `/assets/file-${n}.js`);
const absolute = (file: string) => new URL(file, document.baseURI).href;
const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);

function listOnLoader(list: string[]) {
  const loader = document.createElement('script');
  loader.dataset.memberHome = list.join(' ');
  document.head.appendChild(loader);
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe("the member's home screen's files", () => {
  it('are the ones the loader lists that the page has not asked for yet', () => {
    listOnLoader(files.slice(0, 3));
    const asked = document.createElement('link');
    asked.rel = 'modulepreload';
    asked.href = '/assets/file-1.js';
    document.head.appendChild(asked);
    expect(memberHomeFiles()).toEqual([absolute('/assets/file-0.js'), absolute('/assets/file-2.js')]);
  });

  it('are none on a page whose loader lists none, as in development', async () => {
    expect(memberHomeFiles()).toEqual([]);
    await preloadMemberHome();
    expect(preloads()).toEqual([]);
  });

  it('are asked for as module preloads, a few per task, each once', async () => {
    vi.useFakeTimers();
    listOnLoader(files);
    const done = preloadMemberHome();
    // The first few at once, the next only after the browser has had its turn.
    expect(preloads()).toEqual(files.slice(0, FILES_PER_TASK).map(absolute));
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads()).toEqual(files.slice(0, 2 * FILES_PER_TASK).map(absolute));
    await vi.runAllTimersAsync();
    await done;
    expect(preloads()).toEqual(files.map(absolute));
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
    // Asked for again (a second sign-in callback in the same page), nothing is asked for twice.
    await preloadMemberHome();
    expect(preloads()).toHaveLength(files.length);
  });
});
