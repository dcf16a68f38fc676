import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP_FORM, clearSignupDraft, readSignupDraft, saveSignupDraft } from './signup-draft';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('signup draft', () => {
  it('gives back the step and every field a member had typed', () => {
    const storage = memoryStorage();
    const form = { ...EMPTY_SIGNUP_FORM, expertise: ['Rust'], interests: ['Coffee'], fullName: 'Nia Newcomer', background: 'Ten years of ops' };
    saveSignupDraft({ step: 2, form }, storage);
    expect(readSignupDraft(storage)).toEqual({ step: 2, form });
  });

  it('starts at the first step with empty fields when nothing was saved', () => {
    expect(readSignupDraft(memoryStorage())).toEqual({ step: 0, form: EMPTY_SIGNUP_FORM });
  });

  it.each([
    ['not JSON', '{'],
    ['a step out of range and fields of the wrong type', JSON.stringify({ step: 9, form: { expertise: 'Rust', fullName: 42, interests: ['ok', 3] } })],
    ['null', 'null'],
  ])('reads a damaged draft (%s) as a clean one instead of failing', (_name, stored) => {
    const storage = memoryStorage();
    storage.setItem('meetverse.signupDraft', stored);
    const draft = readSignupDraft(storage);
    expect(draft.step).toBeLessThanOrEqual(2);
    expect(draft.form.expertise).toEqual([]);
    expect(typeof draft.form.fullName).toBe('string');
    expect(draft.form.interests.every((item) => typeof item === 'string')).toBe(true);
  });

  it('is gone once cleared', () => {
    const storage = memoryStorage();
    saveSignupDraft({ step: 1, form: EMPTY_SIGNUP_FORM }, storage);
    clearSignupDraft(storage);
    expect(storage.getItem('meetverse.signupDraft')).toBeNull();
  });
});
