import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDoc } from '../../schemas/user.schema';
import { api, mintAccessToken, ORGANISER_SUB, startTestServer, type TestServer } from '../test-support';
import { splitFullName } from './users';

let server: TestServer;
let newcomer: string;
let ada: string;
let admin: string;

type Body = { data: UserDoc & { email?: string; role?: string } };
type Error = { error: string; message: string };

const signup = {
  step1: { fields_of_expertise: ['Design'], professional_background: 'Ten years of product design', can_help_with: 'Prototypes' },
  step2: { interests: ['Typography', 'Cycling'] },
  step3: { full_name: 'Mary  Jane van Dyke', linkedin_url: 'https://www.linkedin.com/in/mary-jane' },
};

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'boss@example.com' });
  newcomer = await mintAccessToken(server.dataDir, { sub: 'new-sub-1', email: 'mary@example.com' });
  ada = await mintAccessToken(server.dataDir, { sub: ORGANISER_SUB });
  admin = await mintAccessToken(server.dataDir, { sub: 'boss-sub', email: 'boss@example.com' });
});
afterAll(() => server.close());

describe('splitting a full name', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Mary Jane van Dyke', 'Mary', 'Jane van Dyke'],
    ['Cher', 'Cher', ''],
    ['  Tim   Berners-Lee ', 'Tim', 'Berners-Lee'],
  ])('splits %j into first and last name', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ first_name: first, last_name: last });
  });
});

describe('signup', () => {
  it('a new account is new, has no profile, and gets one from the signup payload', async () => {
    expect(await api(server, 'GET', '/users/is_new/new-sub-1', { token: newcomer })).toEqual({
      status: 200,
      body: { data: { is_new: true, user: null } },
    });
    expect(await api<Error>(server, 'GET', '/users/me', { token: newcomer })).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'User profile not found' },
    });
    const created = await api<Body>(server, 'POST', '/users/me', { token: newcomer, body: { ...signup, auth_id: 'new-sub-1' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      full_name: 'Mary Jane van Dyke',
      first_name: 'Mary',
      last_name: 'Jane van Dyke',
      slug: 'mary-jane-van-dyke',
      fields_of_expertise: ['Design'],
      interests: ['Typography', 'Cycling'],
      role: 'member',
    });
    const me = await api<Body>(server, 'GET', '/users/me', { token: newcomer });
    expect(me.body.data.email).toBe('mary@example.com');
    expect((await api<{ data: { is_new: boolean } }>(server, 'GET', '/users/is_new/new-sub-1', { token: newcomer })).body.data.is_new).toBe(false);
  });

  it('a member who signs up with a Greek name gets a readable Latin slug', async () => {
    const token = await mintAccessToken(server.dataDir, { sub: 'greek-sub', email: 'eleni@example.com' });
    const created = await api<Body>(server, 'POST', '/users/me', { token, body: { ...signup, step3: { full_name: 'Ελένη Παπαδοπούλου' } } });
    expect(created.body.data.slug).toBe('eleni-papadopoyloy');
  });

  it('a member who signs up with a name of emoji only gets a slug from the first 8 characters of the id', async () => {
    const token = await mintAccessToken(server.dataDir, { sub: 'emoji-sub', email: 'emoji@example.com' });
    const created = await api<Body>(server, 'POST', '/users/me', { token, body: { ...signup, step3: { full_name: '🦄' } } });
    expect(created.body.data.slug).toBe(created.body.data.id.slice(0, 8));
  });

  it('a retried signup returns the profile it already made', async () => {
    const again = await api<Body>(server, 'POST', '/users/me', { token: newcomer, body: signup });
    expect(again.status).toBe(200);
    expect(again.body.data.slug).toBe('mary-jane-van-dyke');
  });

  it.each([
    ['no full name', { ...signup, step3: {} }],
    ['a blank full name', { ...signup, step3: { full_name: '   ' } }],
    ['a missing step', { step1: signup.step1, step3: signup.step3 }],
    ['an unknown field', { ...signup, password: 'x' }],
    ['interests that are not a list', { ...signup, step2: { interests: 'all' } }],
    ['a LinkedIn URL that is not LinkedIn', { ...signup, step3: { full_name: 'X Y', linkedin_url: 'javascript:alert(1)' } }],
  ])('answers %s with 400 Invalid user data provided', async (_label, body) => {
    const token = await mintAccessToken(server.dataDir, { sub: 'bad-payload', email: 'bad@example.com' });
    expect(await api(server, 'POST', '/users/me', { token, body })).toEqual({
      status: 400,
      body: { error: 'bad_request', message: 'Invalid user data provided' },
    });
  });

  it('answers an empty subject with 400 Logto sub (user ID) is required', async () => {
    const token = await mintAccessToken(server.dataDir, { sub: 'blank-sub', email: 'blank@example.com' });
    const { status, body } = await api<Error>(server, 'POST', '/users/me', { token, body: { ...signup, auth_id: '' } });
    expect(status).toBe(400);
    expect(body.message).toBe('Logto sub (user ID) is required');
  });

  it('refuses a signup without a token, and a check of someone else’s account', async () => {
    expect((await api(server, 'POST', '/users/me', { body: signup })).status).toBe(401);
    expect((await api(server, 'GET', '/users/is_new/someone-else', { token: newcomer })).status).toBe(403);
  });
});

describe('profiles', () => {
  it('a member reads another profile by id or slug, and never sees an email', async () => {
    const { body } = await api<Body>(server, 'GET', '/users/ada-lovelace', { token: newcomer });
    expect(body.data.full_name).toBe('Ada Lovelace');
    expect(body.data).not.toHaveProperty('email');
    expect(body.data).not.toHaveProperty('auth_id');
    expect((await api<Body>(server, 'GET', `/users/${body.data.id}`, { token: newcomer })).body.data.slug).toBe('ada-lovelace');
  });

  it('answers an unknown profile with 404 User profile not found, and a guest with 401', async () => {
    expect((await api<Error>(server, 'GET', '/users/nobody', { token: newcomer })).body.message).toBe('User profile not found');
    expect((await api(server, 'GET', '/users/ada-lovelace')).status).toBe(401);
  });

  it('only the owner may change a profile, and the name split follows the new full name', async () => {
    const mary = (await api<Body>(server, 'GET', '/users/me', { token: newcomer })).body.data;
    const edited = await api<Body>(server, 'PUT', `/users/${mary.id}`, { token: newcomer, body: { full_name: 'Mary Dyke', bio: 'Hi' } });
    expect(edited.body.data).toMatchObject({ first_name: 'Mary', last_name: 'Dyke', bio: 'Hi' });
    const denied = await api<Error>(server, 'PUT', `/users/${mary.id}`, { token: ada, body: { bio: 'hacked' } });
    expect(denied).toEqual({ status: 403, body: { error: 'forbidden', message: 'Access denied to user profile' } });
  });

  it("answers taking another member's slug with 400 and a message", async () => {
    const mary = (await api<Body>(server, 'GET', '/users/me', { token: newcomer })).body.data;
    expect(await api(server, 'PUT', `/users/${mary.id}`, { token: newcomer, body: { slug: 'ada-lovelace' } })).toEqual({
      status: 400,
      body: { error: 'bad_request', message: "The slug 'ada-lovelace' is taken" },
    });
  });

  it("serves profiles with the sync state 'sent'", async () => {
    expect((await api<Body>(server, 'GET', '/users/ada-lovelace', { token: newcomer })).body.data.sync_state).toBe('sent');
  });

  it('refuses a change of role through a profile write', async () => {
    const mary = (await api<Body>(server, 'GET', '/users/me', { token: newcomer })).body.data;
    expect((await api(server, 'PUT', `/users/${mary.id}`, { token: newcomer, body: { role: 'admin' } })).status).toBe(400);
  });
});

describe('demo profiles', () => {
  it('belong to whoever first signs in with their email', async () => {
    const token = await mintAccessToken(server.dataDir, { sub: 'issuer-sub-of-katherine', email: 'katherine@example.com' });
    const me = await api<Body>(server, 'GET', '/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.full_name).toBe('Katherine Johnson');
    const other = await mintAccessToken(server.dataDir, { sub: 'someone-else', email: 'katherine@example.com' });
    expect((await api(server, 'GET', '/users/me', { token: other })).status).toBe(404);
  });
});

describe('referral codes', () => {
  it("accepts a member's slug and refuses anything else", async () => {
    const ok = await api<{ data: { valid: boolean } }>(server, 'POST', '/users/validate-referral-code?referral_code=ada-lovelace', { token: newcomer });
    expect(ok.body.data.valid).toBe(true);
    const no = await api<{ data: { valid: boolean } }>(server, 'POST', '/users/validate-referral-code?referral_code=nope', { token: newcomer });
    expect(no.body.data.valid).toBe(false);
    expect((await api(server, 'POST', '/users/validate-referral-code', { token: newcomer })).status).toBe(400);
  });
});

describe('admin actions', () => {
  it('an admin from ADMIN_EMAILS makes a champion and promotes an admin by email', async () => {
    await api(server, 'POST', '/users/me', { token: admin, body: { ...signup, step3: { full_name: 'The Boss' } } });
    const champion = await api<Body>(server, 'POST', '/admin/make-champion-by-email', { token: admin, body: { email: 'Mary@example.com' } });
    expect(champion).toMatchObject({ status: 200, body: { data: { role: 'champion' } } });
    const promoted = await api<Body>(server, 'POST', '/admin/promote-by-email', { token: admin, body: { email: 'mary@example.com' } });
    expect(promoted.body.data.role).toBe('admin');
    expect((await api<Body>(server, 'GET', '/users/me', { token: newcomer })).body.data.role).toBe('admin');
  });

  it('refuses a member with 403, answers an unknown email with 404 and a bad one with 400', async () => {
    expect((await api(server, 'POST', '/admin/promote-by-email', { token: ada, body: { email: 'mary@example.com' } })).status).toBe(403);
    expect((await api(server, 'POST', '/admin/promote-by-email', { body: { email: 'mary@example.com' } })).status).toBe(401);
    expect((await api(server, 'POST', '/admin/promote-by-email', { token: admin, body: { email: 'ghost@example.com' } })).status).toBe(404);
    expect((await api(server, 'POST', '/admin/promote-by-email', { token: admin, body: { email: 'not an email' } })).status).toBe(400);
  });
});
