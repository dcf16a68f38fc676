import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { MAX_MESSAGE_LENGTH } from '../../schemas/chat-message.schema';
import { expect, test } from './fixtures';

// A URL without a single place to break, and 10,000 letters: what a member may paste in a chat.
const LONG_URL = `https://example.com/${'a1b2c3d4e5'.repeat(60)}?utm=${'x'.repeat(200)}`;
const LETTERS = 'w'.repeat(10_000);
const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : null;

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });
const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens a chat with Tim from his profile, on a member's device of `width` x `height`, light or dark. */
async function chatWithTim(demoMember: (email: string, options?: object) => Promise<Page>, url: string, viewport: { width: number; height: number }, colorScheme: 'light' | 'dark') {
  const grace = await demoMember('grace@example.com', { viewport, colorScheme });
  await grace.goto(`${url}/profile/tim-berners-lee`);
  await grace.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(grace).toHaveURL(`${url}/chat/tim-berners-lee`);
  return grace;
}

test('on a phone a long unbroken URL or 10,000 letters in the composer and in sent messages wrap: the page stays as wide as the screen and Send stays in view', async ({ demoMember, server }) => {
  const grace = await chatWithTim(demoMember, server.url, { width: 390, height: 844 }, 'light');
  const field = grace.getByRole('textbox', { name: 'Message to Tim' });
  const sendButton = grace.getByRole('button', { name: 'Send' });

  // A draft of 10,000 letters: the field wraps it, Send is on the screen and can be pressed, and says
  // the message is too long, still within the screen.
  await field.fill(LETTERS);
  await expect(field).toHaveValue(LETTERS);
  expect(await widerThanScreen(grace)).toBeLessThanOrEqual(0);
  await expect(sendButton).toBeInViewport({ ratio: 1 });
  await expect(sendButton).toBeEnabled();
  await sendButton.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await widerThanScreen(grace)).toBeLessThanOrEqual(0);
  await expect(sendButton).toBeInViewport({ ratio: 1 });
  // As many letters as a message may hold are sent, and the bubble wraps them.
  const longest = 'w'.repeat(MAX_MESSAGE_LENGTH);
  await field.fill(longest);
  await sendButton.click();
  await expect(field).toHaveValue('');
  await expect(thread(grace).locator('[data-status="sent"]')).toHaveCount(1);
  expect(await widerThanScreen(grace)).toBeLessThanOrEqual(0);

  // The URL, sent, and the same URL as a draft.
  await field.fill(LONG_URL);
  await field.press('Enter');
  await expect(thread(grace).locator('[data-status="sent"]')).toHaveCount(2);
  await field.fill(LONG_URL);
  expect(await widerThanScreen(grace)).toBeLessThanOrEqual(0);
  await expect(sendButton).toBeInViewport({ ratio: 1 });
  // Each bubble is within the screen.
  for (const bubble of await thread(grace).locator('[data-message-id] > div').all()) {
    const box = await bubble.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await expect(thread(grace).getByRole('link', { name: LONG_URL })).toHaveAttribute('href', LONG_URL);
});

test("a chat the member is not in says it doesn't exist or isn't theirs, with a way back to Messages", async ({ demoMember, server }) => {
  const grace = await demoMember('grace@example.com', { viewport: { width: 390, height: 844 } });
  await grace.goto(`${server.url}/messages/${randomUUID()}`);
  await expect(grace.getByRole('heading', { name: "This conversation doesn't exist or isn't yours" })).toBeVisible();
  await expect(grace.getByText('No cached data found')).toHaveCount(0);
  await grace.getByRole('link', { name: 'Back to your messages' }).click();
  await expect(grace).toHaveURL(`${server.url}/messages`);
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a chat with a long unbroken message fits the ${name} screen in the ${colorScheme} theme`, async ({ demoMember, server }) => {
      test.skip(!SHOTS, 'screenshots are taken when SCREENSHOTS is set');
      const grace = await chatWithTim(demoMember, server.url, viewport, colorScheme);
      const field = grace.getByRole('textbox', { name: 'Message to Tim' });
      await field.fill(`Menu: ${LONG_URL}`);
      await field.press('Enter');
      await field.fill('w'.repeat(600));
      await field.press('Enter');
      await expect(thread(grace).locator('[data-status="sent"]')).toHaveCount(2);
      await field.fill('m'.repeat(400));
      expect(await widerThanScreen(grace)).toBeLessThanOrEqual(0);
      await expect(grace.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
      await grace.screenshot({ path: `${SHOTS}/chat-long-message-${name}-${colorScheme}.png` });
    });
  }
}
