import { describe, expect, it } from 'vitest';
import type { UserDoc } from '../../../schemas/user.schema';
import { phrasesOf, rankSuggestions, SUGGESTIONS_PER_DAY } from './suggestions';

const person = (id: string, extra: Partial<UserDoc> = {}): UserDoc => ({ id, full_name: id, updatedAt: 1, ...extra });
const me = person('me', { interests: ['Kubernetes', 'Typography'], fields_of_expertise: ['Compilers'] });
const asked = [{ title: 'Who knows Rust well enough to review my parser?' }];
const now = { day: '2026-11-30', excluded: new Set<string>(), yieldTurn: async () => {} };

describe('people to meet', () => {
  it('suggests who can help with what the member asked about, with the reason in words, first', async () => {
    const others = [person('kate', { interests: ['Compilers'] }), person('rusty', { can_help_with: 'Rust, embedded' }), person('kube', { fields_of_expertise: ['Kubernetes'] })];
    const ranked = await rankSuggestions({ profile: me, questions: asked }, others, now);
    expect(ranked.map((row) => row.profile.id)).toEqual(['rusty', 'kube', 'kate']);
    expect(ranked[0]!.reason).toBe('Can help with Rust; you asked about Rust');
    expect(ranked[1]!.reason).toBe('Knows Kubernetes; you are interested in Kubernetes');
    expect(ranked[2]!.reason).toBe('Interested in Compilers, which you know');
  });

  it('never suggests the member, someone passed on or met, a deactivated member, or someone with nothing in common', async () => {
    const others = [me, person('passed', { can_help_with: 'Rust' }), person('gone', { can_help_with: 'Rust', deactivated_at: '2026-01-01' }), person('plain', { interests: ['Gardening'] })];
    expect(await rankSuggestions({ profile: me, questions: asked }, others, { ...now, excluded: new Set(['passed']) })).toEqual([]);
  });

  it('suggests at most ten a day, the same ten all day', async () => {
    const others = Array.from({ length: 40 }, (_, index) => person(`p${index}`, { fields_of_expertise: ['Typography'] }));
    const first = await rankSuggestions({ profile: me, questions: [] }, others, now);
    expect(first).toHaveLength(SUGGESTIONS_PER_DAY);
    expect(await rankSuggestions({ profile: me, questions: [] }, [...others].reverse(), now)).toEqual(first);
    const tomorrow = await rankSuggestions({ profile: me, questions: [] }, others, { ...now, day: '2026-12-01' });
    expect(tomorrow.map((row) => row.profile.id)).not.toEqual(first.map((row) => row.profile.id));
  });

  it('gives the main thread a turn between slices of profiles', async () => {
    let turns = 0;
    const others = Array.from({ length: 1_000 }, (_, index) => person(`p${index}`));
    await rankSuggestions({ profile: me, questions: [] }, others, { ...now, slice: 250, yieldTurn: async () => void (turns += 1) });
    expect(turns).toBe(3);
  });

  it('reads what a member can help with as phrases', () => {
    expect(phrasesOf('Rust, Kubernetes and CI/CD; public speaking')).toEqual(['Rust', 'Kubernetes', 'CI', 'CD', 'public speaking']);
  });
});
