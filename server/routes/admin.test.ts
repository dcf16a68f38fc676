import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, mintAccessToken, ORGANISER_SUB, OTHER_MEMBER_SUB, startTestServer, type TestServer } from '../test-support';
import type { RoleHolder } from './admin';

type Listed = { data: RoleHolder[] };
type Changed = { data: { role: string } };
type Refused = { error: string; message: string };

const signup = {
  step1: { fields_of_expertise: ['Design'], professional_background: 'Design', can_help_with: 'Prototypes' },
  step2: { interests: ['Typography'] },
  step3: { full_name: 'The Boss', linkedin_url: '' },
};

describe('the list of admins and champions, and undoing a role', () => {
  let server: TestServer;
  let boss: string;
  let mary: string;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: 'boss@example.com' });
    boss = await mintAccessToken(server.dataDir, { sub: 'boss-sub', email: 'boss@example.com' });
    mary = await mintAccessToken(server.dataDir, { sub: 'mary-sub', email: 'mary@example.com' });
    await api(server, 'POST', '/users/me', { token: boss, body: { ...signup, auth_id: 'boss-sub' } });
    await api(server, 'POST', '/users/me', { token: mary, body: { ...signup, auth_id: 'mary-sub', step3: { full_name: 'Mary Jane', linkedin_url: '' } } });
  });
  afterAll(() => server.close());
  const roles = async () => (await api<Listed>(server, 'GET', '/admin/roles', { token: boss })).body.data.map(({ full_name, role, fixed }) => ({ full_name, role, fixed }));

  it('is for admins only: a guest gets 401 and a member 403', async () => {
    expect((await api(server, 'GET', '/admin/roles')).status).toBe(401);
    expect((await api(server, 'GET', '/admin/roles', { token: mary })).status).toBe(403);
    expect((await api(server, 'POST', '/admin/demote-by-email', { token: mary, body: { email: 'boss@example.com' } })).status).toBe(403);
  });

  it('lists the admin of ADMIN_EMAILS as fixed, then a new champion, and drops them when made a member again', async () => {
    expect(await roles()).toEqual([{ full_name: 'The Boss', role: 'admin', fixed: true }]);
    await api(server, 'POST', '/admin/make-champion-by-email', { token: boss, body: { email: 'mary@example.com' } });
    expect(await roles()).toEqual([
      { full_name: 'The Boss', role: 'admin', fixed: true },
      { full_name: 'Mary Jane', role: 'champion', fixed: false },
    ]);
    const undone = await api<Changed>(server, 'POST', '/admin/demote-by-email', { token: boss, body: { email: 'Mary@example.com' } });
    expect(undone).toMatchObject({ status: 200, body: { data: { role: 'member' } } });
    expect(await roles()).toEqual([{ full_name: 'The Boss', role: 'admin', fixed: true }]);
  });

  it('makes a promoted admin a member again, but never an admin named in ADMIN_EMAILS', async () => {
    await api(server, 'POST', '/admin/promote-by-email', { token: boss, body: { email: 'mary@example.com' } });
    expect((await roles()).map((holder) => holder.role)).toEqual(['admin', 'admin']);
    const refused = await api<Refused>(server, 'POST', '/admin/demote-by-email', { token: mary, body: { email: 'boss@example.com' } });
    expect(refused).toMatchObject({ status: 409, body: { message: expect.stringContaining('ADMIN_EMAILS') } });
    expect((await api<Changed>(server, 'POST', '/admin/demote-by-email', { token: boss, body: { email: 'mary@example.com' } })).body.data.role).toBe('member');
    expect((await api(server, 'POST', '/admin/demote-by-email', { token: boss, body: { email: 'ghost@example.com' } })).status).toBe(404);
  });
});

describe('the last admin', () => {
  let server: TestServer;
  let ada: string;
  beforeAll(async () => {
    server = await startTestServer();
    ada = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
    await api(server, 'GET', '/users/me', { token: ada });
    await server.database.db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'ada@example.com').execute();
    await mintAccessToken(server.dataDir, { sub: OTHER_MEMBER_SUB }).then((grace) => api(server, 'GET', '/users/me', { token: grace }));
  });
  afterAll(() => server.close());

  it('cannot be made a member until another admin is there', async () => {
    const refused = await api<Refused>(server, 'POST', '/admin/demote-by-email', { token: ada, body: { email: 'ada@example.com' } });
    expect(refused).toMatchObject({ status: 409, body: { message: 'The last admin cannot be made a member: promote another admin first' } });
    expect((await api<Changed>(server, 'POST', '/admin/promote-by-email', { token: ada, body: { email: 'grace@example.com' } })).body.data.role).toBe('admin');
    expect((await api<Changed>(server, 'POST', '/admin/demote-by-email', { token: ada, body: { email: 'ada@example.com' } })).body.data.role).toBe('member');
  });
});
