// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILES_PER_TASK, isScreenOf, preloadScreen, screenFiles } from './screen-files';

const files = Array.from({ length: 10 }, (_, n) => `/assets/file-${n}.js`);
const absolute = (file: string) => new URL(file, document.baseURI).href;
const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);

function listOnLoader(screens: Record<string, string[]> | string) {
  const loader = document.createElement('script');
  const listed = typeof screens === 'string' ? screens : Object.entries(screens).map(([path, list]) => `${path}=${list.join(' ')}`).join(';');
  loader.setAttribute('data-screens', listed);
  document.head.appendChild(loader);
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe("a screen's path", () => {
  it('matches the paths of that screen, a star for any one segment', () => {
    expect(isScreenOf('/home', '/home')).toBe(true);
    expect(isScreenOf('/home', '/home/')).toBe(true);
    expect(isScreenOf('/events/*', '/events/pwa-day-berlin')).toBe(true);
    expect(isScreenOf('/events/*/big-screen', '/events/pwa-day-berlin/big-screen')).toBe(true);
    expect(isScreenOf('/events/*', '/events/pwa-day-berlin/big-screen')).toBe(false);
    expect(isScreenOf('/events/*', '/events')).toBe(false);
    expect(isScreenOf('/home', '/')).toBe(false);
  });
});

describe("a screen's files", () => {
  it('are the ones the loader lists for that screen that the page has not asked for yet', () => {
    listOnLoader({ '/home': files.slice(0, 3), '/events': ['/assets/other.js'] });
    const asked = document.createElement('link');
    asked.rel = 'modulepreload';
    asked.href = '/assets/file-1.js';
    document.head.appendChild(asked);
    expect(screenFiles('/home')).toEqual([absolute('/assets/file-0.js'), absolute('/assets/file-2.js')]);
  });

  it('are none for a screen the loader does not list, a page with no list (as in development) or a list that does not read', async () => {
    expect(screenFiles('/home')).toEqual([]);
    listOnLoader({ '/events': files });
    expect(screenFiles('/home')).toEqual([]);
    document.head.innerHTML = '';
    listOnLoader('/events;=/assets/a.js');
    expect(screenFiles('/events')).toEqual([]);
    await preloadScreen('/events');
    expect(preloads()).toEqual([]);
  });

  it('are asked for as module preloads, a few per task, each once', async () => {
    vi.useFakeTimers();
    listOnLoader({ '/home': files });
    const done = preloadScreen('/home');
    // The first few at once, the next only after the browser has had its turn.
    expect(preloads()).toEqual(files.slice(0, FILES_PER_TASK).map(absolute));
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads()).toEqual(files.slice(0, 2 * FILES_PER_TASK).map(absolute));
    await vi.runAllTimersAsync();
    await done;
    expect(preloads()).toEqual(files.map(absolute));
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
    // Asked for again (a second sign-in callback in the same page), nothing is asked for twice.
    await preloadScreen('/home');
    expect(preloads()).toHaveLength(files.length);
  });
});
