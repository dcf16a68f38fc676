import { nextTask } from '../../../local-store/next-task';

/**
 * Files asked for in one task. Each request costs the main thread about a third of a millisecond on a
 * laptop and a millisecond or more on a phone: the home screen's 28 files in one task held a phone's
 * main thread for about 40 ms.
 */
export const FILES_PER_TASK = 4;

/** The member's home screen's files that the page has not asked for yet, as the build lists them on the app's loader. */
export function memberHomeFiles(page: Document = document): string[] {
  const listed = page.querySelector<HTMLScriptElement>('script[data-member-home]')?.dataset.memberHome ?? '';
  const asked = new Set(Array.from(page.getElementsByTagName('link'), (link) => link.href));
  return listed
    .split(' ')
    .filter(Boolean)
    .map((file) => new URL(file, page.baseURI).href)
    .filter((href) => !asked.has(href));
}

/**
 * Asks for the home screen's files as module preloads, a few per task. The router's own preload of the
 * screen, which asks for all of them in one task, then finds them asked for already and skips them.
 */
export async function preloadMemberHome(page: Document = document): Promise<void> {
  const files = memberHomeFiles(page);
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
