/** What a member has typed into signup so far, so closing the app midway loses nothing. */
export type SignupForm = { expertise: string[]; background: string; canHelpWith: string; interests: string[]; fullName: string; linkedinUrl: string };

export type SignupDraft = { step: number; form: SignupForm };

export const EMPTY_SIGNUP_FORM: SignupForm = { expertise: [], background: '', canHelpWith: '', interests: [], fullName: '', linkedinUrl: '' };

// Local storage, not session storage: an installed app closed during signup reopens in a new session.
// Logout clears every meetverse.* key, this one with them.
const KEY = 'meetverse.signupDraft';
const LAST_STEP = 2;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readSignupDraft(storage: Storage = localStorage): SignupDraft {
  try {
    const stored = JSON.parse(storage.getItem(KEY) ?? 'null') as { step?: unknown; form?: Record<string, unknown> } | null;
    const form = stored?.form ?? {};
    const step = typeof stored?.step === 'number' && Number.isInteger(stored.step) ? Math.min(Math.max(stored.step, 0), LAST_STEP) : 0;
    return {
      step,
      form: {
        expertise: strings(form.expertise),
        background: text(form.background),
        canHelpWith: text(form.canHelpWith),
        interests: strings(form.interests),
        fullName: text(form.fullName),
        linkedinUrl: text(form.linkedinUrl),
      },
    };
  } catch {
    return { step: 0, form: EMPTY_SIGNUP_FORM };
  }
}

export function saveSignupDraft(draft: SignupDraft, storage: Storage = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the member a retype after closing the app.
  }
}

export function clearSignupDraft(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
