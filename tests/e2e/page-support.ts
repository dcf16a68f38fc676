import type { Page } from '@playwright/test';

/** Every console error and uncaught error of the page, from now on. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Sums the page's layout shifts from its first paint on, as the browser reports them (`layoutShift`). */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tracked = window as unknown as { shifted: number };
    tracked.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) tracked.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far (`trackLayoutShifts`). */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shifted: number }).shifted);

/** Whether React has taken the page's main landmark over. */
export const adopted = (page: Page) => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')));

/** Keeps the server's page elements that match `selector` as the HTML brought them, before any script runs. */
export async function keepServerElements(page: Page, selector = '#root main, #root h1, #root h2, #root a[href], #root button, #root img, #root svg'): Promise<void> {
  await page.addInitScript((kept) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fromServer: Element[] }).fromServer = [...document.querySelectorAll(kept)];
    });
  }, selector);
}

/** How many server elements were kept (`keepServerElements`). */
export const serverElementCount = (page: Page) => page.evaluate(() => (window as unknown as { fromServer: Element[] }).fromServer.length);

/** The server's elements the page no longer shows (the start of each): React drew them again instead of adopting them. */
export const redrawn = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { fromServer: Element[] }).fromServer.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 160)),
  );

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Screenshots of what the page shows, at a phone's and a laptop's size, light and dark, into docs/screenshots. */
export async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      await ready();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `docs/screenshots/${name}-${size.name}-${scheme}.png` });
    }
  }
}
