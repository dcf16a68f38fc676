import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function send(page: Page, recipient: string, text: string) {
  const field = page.getByRole('textbox', { name: `Message to ${recipient}` });
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

test("a member blocks another from their profile: the blocked member's message is refused in neutral words, their messages are folded away, and Settings unblocks", async ({ demoMember, server }) => {
  const ada = await demoMember('ada@example.com');
  const grace = await demoMember('grace@example.com');

  // They talked before.
  await grace.goto(`${server.url}/profile/ada-lovelace`);
  await grace.getByRole('link', { name: 'Message', exact: true }).click();
  await send(grace, 'Ada', 'Hello Ada');
  await expect(thread(grace).locator('[data-status="sent"]')).toHaveCount(1);

  // Ada blocks Grace: the dialog says what it does and that it is private.
  await ada.goto(`${server.url}/profile/grace-hopper`);
  await ada.getByRole('button', { name: 'Block' }).click();
  const dialog = ada.getByRole('dialog', { name: 'Block Grace?' });
  await expect(dialog).toContainText('Blocking is private: they are not told');
  await dialog.getByRole('button', { name: 'Block Grace' }).click();
  await expect(ada.getByText('You blocked Grace')).toBeVisible();
  await expect(ada.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(ada.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);

  // Ada's chat with Grace: Grace's message folded away, no composer, the rule's words.
  await ada.goto(`${server.url}/chat/grace-hopper`);
  await expect(ada.getByTestId('chat-blocked')).toContainText("You can't send messages to this member");
  await expect(ada.getByRole('textbox', { name: 'Message to Grace' })).toHaveCount(0);
  const fold = thread(ada).getByTestId('blocked-fold');
  await expect(fold).toContainText('Hidden because you blocked Grace Hopper.');
  await fold.getByRole('button', { name: 'Show anyway' }).click();
  await expect(thread(ada).getByText('Hello Ada')).toBeVisible();

  // Grace is not told; her next message is refused by the server, in words that do not say who blocked whom.
  await grace.reload();
  await send(grace, 'Ada', 'Are you there?');
  const refused = thread(grace).locator('[data-status="failed"]');
  await expect(refused).toContainText("Not sent: You can't send messages to this member", { timeout: 20_000 });
  await expect(grace.getByText(/block/i)).toHaveCount(0);

  // Ada unblocks Grace in Settings; Grace's retry goes through.
  await ada.goto(`${server.url}/settings`);
  const blockedList = ada.getByRole('region', { name: 'Blocked members' });
  await expect(blockedList.getByTestId('blocked-member')).toHaveText([/Grace Hopper/]);
  await blockedList.getByRole('button', { name: 'Unblock Grace Hopper' }).click();
  await expect(ada.getByText('You unblocked Grace')).toBeVisible();
  await expect(blockedList).toContainText('You have blocked nobody.');
  // Sent once the unblock is on the server: a retry that reached it first is refused again, and Grace retries.
  await expect(async () => {
    const retry = refused.getByRole('button', { name: 'Retry' });
    if (await retry.isVisible()) await retry.click();
    await expect(thread(grace).locator('[data-status="sent"]')).toHaveCount(2, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});
