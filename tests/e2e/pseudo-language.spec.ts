import type { Page } from '@playwright/test';
import { expect, test, waitForSync } from './fixtures';

/**
 * In the pseudo-language every text of the catalogs reads accented and lengthened between ⟦ and ⟧. A
 * text on screen that is neither that, nor a member's own words (what the device's database holds), nor
 * a date, a time, a number or a name of the product came from somewhere else: a word the catalogs miss.
 */
const EVENT = 'offline-first-summit';

/** Dates, times and numbers: written by the locale's own formats, not by the catalogs. */
const LOCALE_DATA =
  /^[\s\d.,:;/()+\-–—·%×|#@]*((Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*|AM|PM|GMT|UTC|Today|Tomorrow|ago|about|less than|over|almost|minutes?|hours?|days?|months?|seconds?|a|an|in|[\s\d.,:;/()+\-–—·%×|#@])*$/i;
/** Names that stay as they are in every language. */
const KEPT = /^(Meetverse|QR|CSV|vCard|LinkedIn|https?:\/\/\S+|\S+@\S+|[A-Z0-9]{4}-[A-Z0-9]{4}|AL|GH|TB|KJ|LIVE|Ada|Grace|Tim|Katherine)$/;

/** Every string the member's device holds: their data and others', shown as written. */
async function memberData(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const handle = window.meetverse as { getDatabase: () => Promise<Record<string, { find: () => { exec: () => Promise<{ toJSON: () => unknown }[]> } }>> };
    const db = await handle.getDatabase();
    const out = new Set<string>();
    const walk = (value: unknown) => {
      if (typeof value === 'string' && value.trim().length > 0) out.add(value.trim());
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    const names = ['events', 'users', 'questions', 'answers', 'sessions', 'polls', 'chat_rooms', 'chat_messages', 'notifications', 'interactions', 'reports'];
    for (const name of names) {
      const collection = db[name];
      if (!collection) continue;
      for (const doc of await collection.find().exec()) walk(doc.toJSON());
    }
    return [...out];
  });
}

/** The texts on screen that are not from the catalogs, nor member data, nor locale data. */
async function strayTexts(page: Page, data: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && (element as HTMLElement).offsetParent !== null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) continue;
      found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!visible(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const isOneDatum = (text: string) => {
    const bare = text.replace(/…$/, '').trim();
    return data.some((value) => value === bare || (bare.length >= 8 && value.includes(bare)));
  };
  // A list of a member's words joined by the locale's list format ('Engineering, Mathematics') is theirs too.
  const isData = (text: string) => isOneDatum(text) || text.split(/, | · /).every((part) => isOneDatum(part));
  return [...new Set(texts)].filter((text) => /[A-Za-z]{3,}/.test(text) && !/[⟦⟧]/.test(text) && !LOCALE_DATA.test(text) && !KEPT.test(text) && !isData(text));
}

test('in the pseudo-language every text, label and message of every screen comes from the catalogs', async ({ demoMember, server }) => {
  test.setTimeout(300_000);
  const ada = await demoMember('ada@example.com', { locale: 'en-US' });
  await ada.evaluate(() => {
    localStorage.setItem('meetverse.language', 'en-XA');
    localStorage.setItem('meetverse.debug', '1');
  });
  await ada.goto(`${server.url}/home`);
  await expect(ada.locator('html')).toHaveAttribute('lang', 'en-XA');
  await waitForSync(ada);
  await ada.goto(`${server.url}/events/${EVENT}/questions`);
  const question = new URL((await ada.getByTestId('question-card').first().getByRole('link').first().getAttribute('href')) ?? '/', server.url).pathname;
  await ada.goto(`${server.url}/events/${EVENT}/agenda`);
  const session = await ada.locator('a[href*="/sessions/"]').first().getAttribute('href');
  const data = await memberData(ada);

  const routes = [
    '/home', '/events', '/communities', `/events/${EVENT}`, `/events/${EVENT}/questions`, `/events/${EVENT}/agenda`, session ?? `/events/${EVENT}/agenda`,
    `/events/${EVENT}/people`, `/events/${EVENT}/polls`, `/events/${EVENT}/moderation`, `/events/${EVENT}/reports`, `/events/${EVENT}/overview`,
    `/events/${EVENT}/door`, `/events/${EVENT}/edit`, `/events/${EVENT}/sessions/new`, `/events/${EVENT}/big-screen`, question, `${question}/edit`,
    '/create-question', '/create-event', '/create-community', '/notifications', '/messages', '/chat/grace-hopper', '/profile', '/profile/grace-hopper',
    '/contacts', '/settings', '/suggest-feature', '/reports',
  ];
  // The check itself sees a text the catalogs do not have, in the page and in a label.
  // The probe sits outside the app's own tree, so that a render of the page cannot take it away.
  await ada.goto(`${server.url}/home`);
  await expect(ada.locator('main')).toBeVisible();
  await ada.evaluate(() => {
    const probe = document.createElement('p');
    probe.textContent = 'Words from nowhere';
    probe.setAttribute('aria-label', 'A label from nowhere');
    document.body.append(probe);
  });
  expect(await strayTexts(ada, data)).toEqual(['Words from nowhere', 'A label from nowhere']);

  const stray: Record<string, string[]> = {};
  for (const route of routes) {
    await ada.goto(`${server.url}${route}`);
    await expect(ada.locator('#root')).not.toBeEmpty();
    // Lists, lazy sections and relative times settle.
    await ada.waitForTimeout(1_200);
    const found = await strayTexts(ada, data);
    if (found.length > 0) stray[route] = found;
  }
  expect(stray).toEqual({});
});
