// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQuestion } from '../../../../schemas/question.testing';
import type { UserDoc } from '../../../../schemas/user.schema';
import type { AppDatabase } from '../../../../local-store/open-database';
import { closeTestDatabases, openTestDatabase } from '../../../test-utils/test-database';
import { renderWithRouter } from '../../../test-utils/render-with-router';
import { sentence } from '../../../test-utils/sentence';
import { languageOf } from '../../../i18n/languages';

const local = vi.hoisted(() => ({ db: undefined as Promise<AppDatabase> | undefined }));
const tracked = vi.hoisted(() => [] as unknown[][]);
// Opened the first time a test reads it, and closed after each test.
vi.mock('../../../db/database', () => ({ getDatabase: () => (local.db ??= openTestDatabase('profile-view')) }));
vi.mock('../../../lib/analytics', () => ({ track: (...args: unknown[]) => tracked.push(args) }));
const { ProfileView } = await import('./profile-view');
const { ProfileQuestions } = await import('./profile-questions');

const GRACE = 'grace-id';
const ADA = 'ada-id';
const grace: UserDoc = {
  id: GRACE,
  slug: 'grace-hopper',
  full_name: 'Grace Hopper',
  first_name: 'Grace',
  last_name: 'Hopper',
  role: 'champion',
  bio: 'Rear admiral.\nCompiler pioneer.',
  professional_background: 'US Navy',
  can_help_with: 'Debugging anything',
  fields_of_expertise: ['Compilers', 'COBOL'],
  interests: ['Nanoseconds'],
  skills: ['Teaching'],
  personality_traits: ['Bold'],
  linkedin_url: 'https://www.linkedin.com/in/grace',
  sync_state: 'sent',
  updatedAt: 1,
};

beforeEach(() => {
  tracked.length = 0;
});
afterEach(async () => {
  cleanup();
  await local.db;
  local.db = undefined;
  await closeTestDatabases();
});

describe("another member's profile", () => {
  it('shows who they are: name, Champion badge, every section and the lists as badges', async () => {
    await renderWithRouter(<ProfileView user={grace} own={false} />);
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getAllByText('Champion').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Champion' })).toBeTruthy();
    expect(screen.getByText(/Rear admiral\.\s+Compiler pioneer\./).style.whiteSpace).toBe('pre-wrap');
    expect(screen.getByText('US Navy')).toBeTruthy();
    expect(screen.getByText('Debugging anything')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Fields of expertise' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Compilers', 'COBOL']);
    for (const [list, item] of [['Interests', 'Nanoseconds'], ['Skills', 'Teaching'], ['Personality traits', 'Bold']] as const) {
      expect(within(screen.getByRole('list', { name: list })).getByText(item)).toBeTruthy();
    }
  });

  it('links a LinkedIn address in a new tab, without giving the page a way back', async () => {
    await renderWithRouter(<ProfileView user={grace} own={false} />);
    const link = screen.getByRole('link', { name: /LinkedIn profile/ });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/in/grace');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['http://www.linkedin.com/in/grace', 'https://evil.example/linkedin.com/in/grace', 'javascript:alert(1)'])('shows %j as text, not as a link', async (url) => {
    await renderWithRouter(<ProfileView user={{ ...grace, linkedin_url: url }} own={false} />);
    expect(screen.getByText(url)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });

  it("shows an Admin badge for an admin, and no badge for a member", async () => {
    const { unmount } = await renderWithRouter(<ProfileView user={{ ...grace, role: 'admin' }} own={false} />);
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.queryByText('Champion')).toBeNull();
    unmount();
    await renderWithRouter(<ProfileView user={{ ...grace, role: 'member' }} own={false} />);
    expect(screen.queryByText('Admin')).toBeNull();
    expect(screen.queryByText('Champion')).toBeNull();
  });

  it('in Arabic, shows a Latin name with a full stop at its end in its own direction, and keeps it apart inside a sentence', async () => {
    await renderWithRouter(<ProfileView user={{ id: 'ada-id', full_name: 'Ada L.', updatedAt: 1 }} own={false} />, { language: languageOf('ar') });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'Ada L.' }).getAttribute('dir')).toBe('auto');
    // 'Ada has not filled in their profile yet', in Arabic, the name in an isolate of its own.
    const named = screen.getAllByText('Ada').find((element) => element.tagName === 'BDI');
    expect(named?.parentElement?.textContent).toMatch(/[\u0600-\u06ff]/);
  });

  it('leaves out empty sections, and says so when there is nothing at all', async () => {
    await renderWithRouter(<ProfileView user={{ id: 'tim-id', full_name: 'Tim Berners-Lee', updatedAt: 1 }} own={false} />);
    expect(screen.getByText(sentence(/Tim has not filled in their profile yet/))).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'About' })).toBeNull();
  });

  it('counts one view of the profile', async () => {
    const { router } = await renderWithRouter(<ProfileView user={grace} own={false} />);
    await router.invalidate();
    expect(tracked).toEqual([['Profile Viewed', { own: false }]]);
  });
});

describe('one’s own profile', () => {
  it('says what to do in every empty section, and shows an edit waiting to sync', async () => {
    await renderWithRouter(<ProfileView user={{ id: GRACE, full_name: 'Grace Hopper', sync_state: 'pending', updatedAt: 1 }} own />);
    expect(screen.getByText(/Add a short bio/)).toBeTruthy();
    expect(screen.getByText(/Add your LinkedIn address/)).toBeTruthy();
    expect(screen.getByTestId('profile-sync').textContent).toBe('Waiting to sync');
    expect(tracked).toEqual([['Profile Viewed', { own: true }]]);
  });
});

describe('the questions on a profile', () => {
  async function seed() {
    const { getDatabase } = await import('../../../db/database');
    const db = await getDatabase();
    await db.questions.bulkInsert([
      testQuestion(1, { author_id: GRACE, title: 'Oldest question' }),
      testQuestion(3, { author_id: GRACE, title: 'Newest question' }),
      testQuestion(2, { author_id: GRACE, title: 'Asked anonymously by Grace', is_anonymous: true }),
      testQuestion(4, { author_id: ADA, title: 'Not hers' }),
    ]);
  }
  const titles = () => within(screen.getByTestId('profile-questions')).getAllByRole('link').map((link) => link.textContent);

  it('lists them newest first and never the ones asked anonymously to someone else', async () => {
    await seed();
    await renderWithRouter(<ProfileQuestions authorId={GRACE} viewerId={ADA} firstName="Grace" />);
    await screen.findByText('Newest question');
    expect(titles()).toEqual(['Newest question', 'Oldest question']);
  });

  it('lists the anonymous ones, marked, to their author', async () => {
    await seed();
    await renderWithRouter(<ProfileQuestions authorId={GRACE} viewerId={GRACE} firstName="Grace" />);
    await screen.findByText('Newest question');
    expect(titles()).toEqual(['Newest question', 'Asked anonymously by Grace', 'Oldest question']);
    expect(screen.getByText('Asked anonymously')).toBeTruthy();
  });

  it('says how to ask a first question when there is none', async () => {
    await renderWithRouter(<ProfileQuestions authorId="nobody" viewerId="nobody" firstName="Nobody" />);
    expect(await screen.findByText(/You have not asked anything yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask a question' }).getAttribute('href')).toBe('/create-question');
  });
});
