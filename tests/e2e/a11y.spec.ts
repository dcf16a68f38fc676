import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { INSTALL_HINT_TIMEOUT, completeSignup, expect, signInAtIssuer, test, type AppServer } from './fixtures';

/** Runs axe-core on the page as it is; fails on serious or critical violations, listing them. */
async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.slice(0, 300)),
    }));
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

async function signUp(page: Page, server: AppServer, email: string, name: string): Promise<void> {
  await page.goto(`${server.url}/home`);
  await signInAtIssuer(page, email);
  await expect(page).toHaveURL(`${server.url}/signup`);
  await expect(page.getByRole('combobox', { name: 'Fields of expertise' })).toBeVisible();
  await expectNoSeriousViolations(page, '/signup');
  await completeSignup(page, name);
  await expect(page).toHaveURL(`${server.url}/home`);
}

test('the landing and the sign-in it hands off to have no serious accessibility violations', async ({ page, server }) => {
  await page.goto(`${server.url}/hi`);
  await expect(page.getByRole('heading', { name: 'Meetverse' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page, '/hi');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText(/Meetverse is the app for the people at an event/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the sign-in page');
});

test('the public event screens have no serious accessibility violations', async ({ page, server }) => {
  await page.goto(`${server.url}/events`);
  await expect(page.getByText('Local-First Meetup')).toBeVisible();
  await expect(page.getByText('Install Meetverse?')).toBeVisible({ timeout: INSTALL_HINT_TIMEOUT });
  await expectNoSeriousViolations(page, '/events');

  await page.goto(`${server.url}/events/local-first-meetup`);
  await expect(page.getByRole('heading', { name: 'Local-First Meetup' })).toBeVisible();
  await expectNoSeriousViolations(page, 'an event page');

  await page.goto(`${server.url}/events/offline-first-summit/big-screen`);
  await expect(page.getByRole('heading', { name: 'Offline-First Summit' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the big screen');
});

test('signup, home and asking a question have no serious accessibility violations', async ({ page, server }) => {
  await signUp(page, server, 'scanner@example.com', 'Sandra Scanner');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoSeriousViolations(page, '/home');

  await page.goto(`${server.url}/create-question`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/create-question');
});

test('every control of the home shell is reached by keyboard, with a name and a visible focus', async ({ page, server }) => {
  await signUp(page, server, 'keyboard@example.com', 'Kim Keyboard');
  // From a fresh load, so the first Tab starts at the top of the document.
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const reached: { name: string; focusVisible: boolean }[] = [];
  // The feed above the navigation may hold many controls; stop at the last item of the navigation.
  for (let step = 0; step < 400; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const name = (element.getAttribute('aria-label') || element.innerText || element.getAttribute('title') || (element.querySelector('img') as HTMLImageElement | null)?.alt || '').trim();
      return { name, focusVisible: outline || style.boxShadow !== 'none', inNav: !!element.closest('nav') };
    });
    if (!focused) break;
    reached.push({ name: focused.name, focusVisible: focused.focusVisible });
    if (focused.inNav && focused.name.startsWith('Messages')) break;
  }
  const names = reached.map((entry) => entry.name);
  expect(names[0]).toBe('Skip to content');
  for (const expected of ['Your profile', 'Meetverse home', 'Notifications', 'Events', 'Home', 'Connect']) {
    expect(names, `reaches ${expected}`).toContainEqual(expect.stringContaining(expected));
  }
  for (const entry of reached) {
    expect(entry.name, 'every focusable control has a name').not.toBe('');
    expect(entry.focusVisible, `${entry.name} shows its focus`).toBe(true);
  }
});
