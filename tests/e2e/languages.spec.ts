import type { Page } from '@playwright/test';
import { expect, test, waitForOfflineReady } from './fixtures';
import { shoot } from './page-support';

/** Picks a language in Settings' 'Language' select, by its name in its own words. */
async function chooseLanguage(page: Page, label: RegExp, name: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name }).click();
}

const documentLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

test('a member chooses German, Arabic and Japanese in Settings: every screen speaks it at once, without a reload, right to left for Arabic, and offline after a reload', async ({ demoMember, server }) => {
  // Signs in, waits for the installed worker, reloads offline and visits five screens in three
  // languages: 40 s on a quiet two-core machine, past three minutes on a loaded one.
  test.setTimeout(300_000);
  const ada = await demoMember('ada@example.com', { locale: 'en-US' });
  await ada.goto(`${server.url}/settings`);
  await expect(ada.getByRole('heading', { name: 'Language and region' })).toBeVisible();
  const loads: string[] = [];
  ada.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/lang-')) loads.push(new URL(request.url()).pathname);
  });

  await chooseLanguage(ada, /^Language$/, 'Deutsch');
  // The new words come at once, on the same page: no reload.
  await expect(ada.getByRole('heading', { name: 'Sprache und Region' })).toBeVisible();
  await expect(ada.getByRole('banner').getByText('Einstellungen')).toBeVisible();
  expect(await documentLanguage(ada)).toEqual({ lang: 'de', dir: 'ltr' });
  // Only the chosen language's catalog was downloaded.
  expect(loads).toHaveLength(1);
  expect(loads[0]).toMatch(/^\/assets\/lang-de-/);
  await ada.goto(`${server.url}/home`);
  await expect(ada.getByRole('navigation').getByText('Nachrichten')).toBeVisible();

  // Kept on the device, and there offline too: the catalog is in the app's cache.
  await waitForOfflineReady(ada);
  await ada.goto(`${server.url}/settings`);
  await expect(ada.getByRole('heading', { name: 'Sprache und Region' })).toBeVisible();
  await ada.context().setOffline(true);
  await ada.reload();
  await expect(ada.getByRole('heading', { name: 'Sprache und Region' })).toBeVisible();
  await ada.context().setOffline(false);

  // Arabic: the whole page right to left, the back arrow mirrored.
  await chooseLanguage(ada, /^Sprache$/, 'العربية');
  await expect(ada.getByRole('heading', { name: 'اللغة والمنطقة' })).toBeVisible();
  expect(await documentLanguage(ada)).toEqual({ lang: 'ar', dir: 'rtl' });
  const back = ada.getByRole('link', { name: 'رجوع' });
  await expect(back).toBeVisible();
  await expect(back.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  // The chat's send arrow points the way the page reads too.
  await ada.goto(`${server.url}/chat/grace-hopper`);
  await expect(ada.locator('form svg.mirror-in-rtl').first()).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  // A member's name keeps its own direction on a page that reads right to left: the chat's header,
  // a profile, a row of the people at an event.
  await expect(ada.getByRole('heading', { name: 'Grace Hopper' })).toHaveAttribute('dir', 'auto');
  await ada.goto(`${server.url}/profile/grace-hopper`);
  await expect(ada.getByRole('heading', { name: 'Grace Hopper' })).toHaveAttribute('dir', 'auto');
  await ada.goto(`${server.url}/events/offline-first-summit/people`);
  await expect(ada.getByTestId('attendee').getByText('Grace Hopper', { exact: true })).toHaveAttribute('dir', 'auto');
  if (process.env.SCREENSHOTS) await shoot(ada, 'people-ar', () => expect(ada.getByTestId('attendee').getByText('Grace Hopper', { exact: true })).toBeVisible());
  await ada.goto(`${server.url}/settings`);
  if (process.env.SCREENSHOTS) await shoot(ada, 'settings-ar', () => expect(ada.getByRole('heading', { name: 'اللغة والمنطقة' })).toBeVisible());

  // Japanese, and back to the browser's language.
  await chooseLanguage(ada, /^اللغة$/, '日本語');
  await expect(ada.getByRole('heading', { name: '言語と地域' })).toBeVisible();
  expect(await documentLanguage(ada)).toEqual({ lang: 'ja', dir: 'ltr' });
  await expect(back).toHaveCount(0);
  await expect(ada.getByRole('link', { name: '戻る' }).locator('svg')).toHaveCSS('transform', 'none');
  await chooseLanguage(ada, /^言語$/, '自動（English (US)）');
  await expect(ada.getByRole('heading', { name: 'Language and region' })).toBeVisible();
  expect(await documentLanguage(ada)).toEqual({ lang: 'en-US', dir: 'ltr' });
});

test('a visitor whose browser reads German gets the public event page in German from the server, before any script, and the app takes it over in German', async ({ browser, server }) => {
  const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/events`);
  expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
  await expect(page.getByRole('navigation').getByText('Events').first()).toBeVisible();
  const html = await page.content();
  expect(html).toContain('lang="de"');
  await context.close();

  const arabic = await browser.newContext({ locale: 'ar-EG' });
  const rtl = await arabic.newPage();
  const errors: string[] = [];
  rtl.on('pageerror', (error) => errors.push(error.message));
  await rtl.goto(`${server.url}/events`);
  expect(await documentLanguage(rtl)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(rtl.getByRole('navigation').getByText('الفعاليات').first()).toBeVisible();
  expect(errors).toEqual([]);
  await arabic.close();
});
