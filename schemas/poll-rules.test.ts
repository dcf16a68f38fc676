import { describe, expect, it } from 'vitest';
import { collectionSpecs } from './collections';
import { mayRunPolls } from './event-rules';
import { interactionSchema } from './interaction.schema';
import { isBlockedWord, normaliseWord, pollProblem, pollStateProblem, POLL_CLOSED, POLL_NOT_OPEN, share, tally, voteProblem, voteTimeProblem } from './poll-rules';

const options = [
  { id: 'a', label: 'Tabs' },
  { id: 'b', label: 'Spaces' },
  { id: 'c', label: 'Both' },
];

describe('poll rules', () => {
  it('asks for a question, and 2 to 10 different options for a choice poll, none for a word cloud', () => {
    expect(pollProblem({ kind: 'single', question: '  ', options })).toBe('Write the question of the poll');
    expect(pollProblem({ kind: 'single', question: 'q'.repeat(201), options })).toBe('Keep the question to 200 characters: it has 201');
    expect(pollProblem({ kind: 'single', question: 'Tabs?', options: options.slice(0, 1) })).toBe('Give the poll 2 to 10 options');
    expect(pollProblem({ kind: 'multiple', question: 'Tabs?', options: Array.from({ length: 11 }, (_, i) => ({ id: `o${i}`, label: `O${i}` })) })).toBe('Give the poll 2 to 10 options');
    expect(pollProblem({ kind: 'single', question: 'Tabs?', options: [options[0]!, { id: 'b', label: ' ' }] })).toBe('Write option 2, or remove it');
    expect(pollProblem({ kind: 'single', question: 'Tabs?', options: [options[0]!, { id: 'b', label: 'tabs ' }] })).toBe('Each option must differ from the others');
    expect(pollProblem({ kind: 'single', question: 'Tabs?', options: [options[0]!, { id: 'a', label: 'Other' }] })).toBe('Each option has an id of its own');
    expect(pollProblem({ kind: 'word_cloud', question: 'One word?', options })).toBe('A word cloud has no options: members write their own words');
    expect([pollProblem({ kind: 'single', question: 'Tabs?', options }), pollProblem({ kind: 'word_cloud', question: 'One word?' })]).toEqual([null, null]);
  });

  it('lets a poll open and close, never go back', () => {
    expect([pollStateProblem('draft', 'open'), pollStateProblem('open', 'closed'), pollStateProblem('draft', 'closed'), pollStateProblem('open', 'open')]).toEqual([null, null, null, null]);
    expect(pollStateProblem('closed', 'open')).toMatch(/cannot go back/);
    expect(pollStateProblem('open', 'draft')).toMatch(/cannot go back/);
  });

  it('takes one option of a single choice, one or more of a multiple choice, one answer of 30 characters for a word cloud', () => {
    expect(voteProblem({ kind: 'single', options }, ['a'])).toBeNull();
    expect(voteProblem({ kind: 'single', options }, [])).toBe('Choose an option');
    expect(voteProblem({ kind: 'single', options }, ['a', 'b'])).toBe('Choose one option only');
    expect(voteProblem({ kind: 'single', options }, ['z'])).toBe('Choose among the options of this poll');
    expect(voteProblem({ kind: 'multiple', options }, ['a', 'c'])).toBeNull();
    expect(voteProblem({ kind: 'multiple', options }, [])).toBe('Choose at least one option');
    expect(voteProblem({ kind: 'multiple', options }, ['a', 'a'])).toBe('Choose each option once');
    expect(voteProblem({ kind: 'word_cloud' }, ['  Offline  first '])).toBeNull();
    expect(voteProblem({ kind: 'word_cloud' }, ['   '])).toBe('Write one answer');
    expect(voteProblem({ kind: 'word_cloud' }, ['one', 'two'])).toBe('Write one answer');
    expect(voteProblem({ kind: 'word_cloud' }, ['w'.repeat(31)])).toBe('Keep your answer to 30 characters: it has 31');
  });

  it('refuses a vote on a draft, and on a closed poll unless it was cast before the close', () => {
    const closed = { state: 'closed' as const, closed_at: '2030-01-01T10:00:00.000Z' };
    expect(voteTimeProblem({ state: 'draft' }, '2030-01-01T09:00:00.000Z')).toBe(POLL_NOT_OPEN);
    expect(voteTimeProblem({ state: 'open' }, '2030-01-01T09:00:00.000Z')).toBeNull();
    expect(voteTimeProblem(closed, '2030-01-01T09:59:59.000Z')).toBeNull();
    expect(voteTimeProblem(closed, '2030-01-01T10:00:00.000Z')).toBe(POLL_CLOSED);
  });

  it('counts each voter once per option, in the options’ order, and a word cloud by its tidied words without blocked or hidden ones', () => {
    const votes = [
      { active: true, choices: ['a'] },
      { active: true, choices: ['a', 'c'] },
      { active: false, choices: ['b'] },
      { active: true, choices: ['z'] },
    ];
    expect(tally({ kind: 'multiple', options }, votes)).toEqual({ results: [{ key: 'a', count: 2 }, { key: 'b', count: 0 }, { key: 'c', count: 1 }], voter_count: 3 });
    const words = ['Offline', ' offline ', 'OFFLINE', 'sync', 'Shit', 'boring', 'Boring'].map((word) => ({ active: true, choices: [word] }));
    expect(tally({ kind: 'word_cloud', hidden_words: ['Boring'] }, words)).toEqual({ results: [{ key: 'offline', count: 3 }, { key: 'sync', count: 1 }], voter_count: 7 });
  });

  it('tidies words and blocks the listed ones in each language, word by word', () => {
    expect(normaliseWord('  Offline\t First ')).toBe('offline first');
    expect([isBlockedWord('merde alors'), isBlockedWord('scheiße'), isBlockedWord('mierda'), isBlockedWord('shiitake')]).toEqual([true, true, true, false]);
  });

  it('gives shares as whole percentages of the voters', () => {
    expect([share(1, 3), share(0, 0), share(2, 2)]).toEqual([33, 0, 100]);
  });

  it('lets the organiser, co-hosts, moderators and admins run polls, not door staff or members', () => {
    const event = { created_by: 'ada', team: [{ user_id: 'tim', role: 'co_host' as const }, { user_id: 'grace', role: 'moderator' as const }, { user_id: 'sam', role: 'door' as const }] };
    expect(['ada', 'tim', 'grace', 'sam', 'bo'].map((id) => mayRunPolls(event, { id }))).toEqual([true, true, true, false, false]);
    expect(mayRunPolls(event, { id: 'kat', role: 'admin' })).toBe(true);
  });

  it('migrates a stored interaction of version 2 to version 3 unchanged, and a vote with choices fits version 3', () => {
    const stored = { id: 'uplift:u:q', kind: 'uplift' as const, user_id: 'u', target_id: 'q', active: true, created_at: '2030-01-01T10:00:00.000Z', sync_state: 'sent' as const, updatedAt: 1 };
    expect(interactionSchema.version).toBeGreaterThanOrEqual(3);
    expect(collectionSpecs().interactions.migrationStrategies[3](stored)).toEqual(stored);
    expect(interactionSchema.properties.choices).toMatchObject({ type: 'array', maxItems: 10 });
    expect(interactionSchema.properties.kind.enum).toContain('vote');
  });
});

describe("a poll's conflicts", () => {
  const resolve = collectionSpecs().polls.conflictHandler.resolve;
  const base = {
    id: 'p', event_id: 'e', kind: 'single' as const, question: 'Tabs?', options: [{ id: 'a', label: 'Tabs' }, { id: 'b', label: 'Spaces' }], state: 'draft' as const, on_screen: false,
    created_by: 'ada', created_at: '2030-01-01T10:00:00.000Z', sync_state: 'sent' as const, updatedAt: 1, _deleted: false,
  };
  it("lays a runner's change that crossed another write over the server's state, keeping the server's counts", async () => {
    const server = { ...base, updatedAt: 2, results: [{ key: 'a', count: 3 }, { key: 'b', count: 0 }], voter_count: 3 };
    const local = { ...base, state: 'open' as const, sync_state: 'pending' as const };
    expect(await resolve({ newDocumentState: local, realMasterState: server, assumedMasterState: base }, 'test')).toEqual({ ...server, state: 'open', sync_state: 'pending' });
    // Its own new poll still on its way: no state was assumed.
    expect(await resolve({ newDocumentState: local, realMasterState: { ...base, updatedAt: 2 } }, 'test')).toMatchObject({ state: 'open', sync_state: 'pending' });
  });

  it("keeps the server's state when the server refused the change", async () => {
    const server = { ...base, state: 'closed' as const, updatedAt: 2 };
    expect(await resolve({ newDocumentState: { ...server, state: 'open', sync_state: 'pending' }, realMasterState: server, assumedMasterState: server }, 'test')).toEqual(server);
  });
});
