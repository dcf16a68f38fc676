// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../../local-store/open-database';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
vi.mock('../../../db/database', () => ({ getDatabase: () => (local.db ??= openTestDatabase('use-profile')) }));
const { getDatabase } = await import('../../../db/database');
const { useProfile } = await import('./use-profile');

function Probe({ slugOrId }: { slugOrId: string }) {
  const profile = useProfile(slugOrId);
  if (profile.status === 'found') return <p>{`${profile.user.full_name} (${profile.onDevice ? 'device' : 'server'})`}</p>;
  if (profile.status === 'error') return <p>{profile.message}</p>;
  return <p>loading</p>;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await local.db;
  local.db = undefined;
  await closeTestDatabases();
});

describe('a profile by slug or id', () => {
  it.each(['grace-id', 'grace-hopper'])('is read from this device by %s, asking the server nothing', async (key) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await (await getDatabase()).users.insert({ id: 'grace-id', slug: 'grace-hopper', full_name: 'Grace Hopper', updatedAt: 1 });
    render(<Probe slugOrId={key} />);
    expect(await screen.findByText('Grace Hopper (device)')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is fetched from the server when it is not on this device', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { id: 'tim-id', full_name: 'Tim Berners-Lee', updatedAt: 1 } })));
    render(<Probe slugOrId="tim-berners-lee" />);
    expect(await screen.findByText('Tim Berners-Lee (server)')).toBeTruthy();
  });

  it.each([
    [404, 'User profile not found'],
    [403, 'Access denied to user profile'],
    [500, 'Server error occurred while fetching profile'],
  ])('shows the message for a server answer %i', async (status, message) => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'no' }), { status }));
    render(<Probe slugOrId="nobody" />);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("needs an id: an empty one is 'User ID is required'", async () => {
    render(<Probe slugOrId="  " />);
    expect(await screen.findByText('User ID is required')).toBeTruthy();
  });
});
