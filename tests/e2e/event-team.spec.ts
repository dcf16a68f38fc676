import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shoot } from './page-support';

// The seeded Offline-First Summit is Ada's.
const SUMMIT = '/events/offline-first-summit';

const team = (page: Page) => page.getByTestId('event-team');

test("the organiser makes a member co-host from the event page: they edit the event but cannot delete it, until they are taken off the team", async ({ demoMember, server }) => {
  const ada = await demoMember('ada@example.com');
  const grace = await demoMember('grace@example.com');
  await ada.goto(`${server.url}${SUMMIT}`);
  await expect(team(ada)).toContainText('Add co-hosts, moderators and door staff to run it with you.');
  // A member who runs nothing sees no team, and no tools.
  await grace.goto(`${server.url}${SUMMIT}`);
  await expect(grace.getByRole('heading', { level: 1, name: 'Offline-First Summit' })).toBeVisible();
  await expect(team(grace)).toHaveCount(0);
  await expect(grace.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await team(ada).getByRole('button', { name: 'Manage team' }).click();
  const dialog = ada.getByRole('dialog', { name: 'Team' });
  await dialog.getByRole('combobox', { name: 'Member' }).fill('Grace');
  await ada.getByRole('option', { name: 'Grace Hopper' }).click();
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption('co_host');
  await dialog.getByRole('button', { name: 'Add to the team' }).click();
  await expect(ada.getByText('Grace Hopper is now co-host')).toBeVisible();
  await expect(dialog.getByTestId('team-row')).toHaveText(/Grace Hopper/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(team(ada).getByTestId('team-member')).toHaveText(['Grace HopperCo-host']);

  // The co-host's page follows the sync: their name in the team, and the organiser's tools.
  await expect(team(grace).getByTestId('team-member')).toHaveText(['Grace HopperCo-host']);
  await grace.getByRole('link', { name: 'Edit' }).click();
  await expect(grace.getByRole('heading', { name: 'Edit event' })).toBeVisible();
  await expect(grace.getByRole('button', { name: 'Delete event' })).toHaveCount(0);
  await grace.getByLabel('Place').fill('Hall 4, second floor');
  await grace.getByRole('button', { name: 'Save changes' }).click();
  await expect(grace.getByText('Hall 4, second floor')).toBeVisible();
  await expect(ada.getByText('Hall 4, second floor')).toBeVisible();

  // Taken off the team, the co-host loses the tools as soon as their device hears of it.
  await team(ada).getByRole('button', { name: 'Manage team' }).click();
  await dialog.getByRole('button', { name: 'Remove Grace Hopper from the team' }).click();
  await expect(dialog.getByTestId('team-empty')).toBeVisible();
  await expect(grace.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(team(grace)).toHaveCount(0);
});

test("the organiser adds a member to an event's team from the member's profile", async ({ demoMember, server }) => {
  const ada = await demoMember('ada@example.com');
  await ada.goto(`${server.url}/profile/tim-berners-lee`);
  await ada.getByRole('button', { name: 'Add to a team' }).click();
  const dialog = ada.getByRole('dialog', { name: 'Add Tim Berners-Lee to a team' });
  await dialog.getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Offline-First Summit' });
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('door');
  await dialog.getByRole('button', { name: 'Add to the team' }).click();
  await expect(ada.getByText('Tim Berners-Lee is now door staff of Offline-First Summit')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await ada.goto(`${server.url}${SUMMIT}`);
  await expect(team(ada).getByTestId('team-member')).toHaveText(['Tim Berners-LeeDoor staff']);
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

  test("the team on the event page and its editor, light and dark", async ({ demoMember, server }) => {
    test.setTimeout(300_000);
    const ada = await demoMember('ada@example.com');
    await ada.goto(`${server.url}${SUMMIT}`);
    await team(ada).getByRole('button', { name: 'Manage team' }).click();
    const dialog = ada.getByRole('dialog', { name: 'Team' });
    for (const [name, role] of [['Grace', 'co_host'], ['Tim', 'door']] as const) {
      await dialog.getByRole('combobox', { name: 'Member' }).fill(name);
      await ada.getByRole('option', { name: new RegExp(`^${name}`) }).click();
      await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption(role);
      await dialog.getByRole('button', { name: 'Add to the team' }).click();
      await expect(dialog.getByTestId('team-row').filter({ hasText: name })).toBeVisible();
    }
    await shoot(ada, 'event-team-editor', async () => {
      // The page lays itself out anew at another width, and the editor opens again there.
      if (!(await dialog.isVisible())) await team(ada).getByRole('button', { name: 'Manage team' }).click();
      await expect(dialog.getByTestId('team-row')).toHaveCount(2);
    });
    await ada.setViewportSize({ width: 1280, height: 800 });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click();
    await shoot(ada, 'event-team-section', async () => {
      await team(ada).scrollIntoViewIfNeeded();
      await expect(team(ada).getByTestId('team-member')).toHaveCount(2);
    });
    await ada.goto(`${server.url}/profile/katherine-johnson`);
    await shoot(ada, 'profile-add-to-team', async () => {
      if (!(await ada.getByRole('dialog').isVisible())) await ada.getByRole('button', { name: 'Add to a team' }).click();
      await expect(ada.getByRole('dialog', { name: 'Add Katherine Johnson to a team' })).toBeVisible();
    });
  });
});
