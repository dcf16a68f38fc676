import { nextTask } from '../../../local-store/next-task';

/**
 * Files asked for in one task. Each request costs the main thread about a third of a millisecond on a
 * laptop and a millisecond or more on a phone: the home screen's 28 files in one task held a phone's
 * main thread for about 40 ms.
 */
export const FILES_PER_TASK = 3;

/** Whether a screen's path from the build's list (`*` standing for one segment) is this path's. */
export function isScreenOf(screen: string, path: string): boolean {
  const wanted = screen.split('/');
  const parts = path.replace(/(.)\/+$/, '$1').split('/');
  return wanted.length === parts.length && wanted.every((part, index) => part === '*' || part === parts[index]);
}

/**
 * The files of the screen at `path` that the page has not asked for yet, as the build lists some
 * screens' files on the app's loader (vite.config.ts), 'path=file file;path=file…': none for a screen
 * it does not list.
 */
export function screenFiles(path: string, page: Document = document): string[] {
  const screens = (page.querySelector('script[data-screens]')?.getAttribute('data-screens') ?? '').split(';').map((screen) => screen.split('='));
  const listed = screens.find((screen) => screen.length === 2 && isScreenOf(screen[0]!, path))?.[1];
  if (!listed) return [];
  const asked = new Set(Array.from(page.getElementsByTagName('link'), (link) => link.href));
  return listed
    .split(' ')
    .filter(Boolean)
    .map((file) => new URL(file, page.baseURI).href)
    .filter((href) => !asked.has(href));
}

/**
 * Asks for the files of the screen at `path` as module preloads, a few per task. The router's own
 * preload of the screen, which asks for all it has not yet in one task, then finds them asked for.
 */
export async function preloadScreen(path: string, page: Document = document): Promise<void> {
  const files = screenFiles(path, page);
  for (let start = 0; start < files.length; start += FILES_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of files.slice(start, start + FILES_PER_TASK)) {
      const link = page.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      page.head.appendChild(link);
    }
  }
}
