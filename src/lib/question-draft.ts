/** The question draft (title, description) lives in session storage. */
export const QUESTION_DRAFT_KEY = 'meetverse.questionDraft';

export type QuestionDraft = { title: string; description: string };

export function readQuestionDraft(storage: Storage = sessionStorage): QuestionDraft | null {
  try {
    const draft = JSON.parse(storage.getItem(QUESTION_DRAFT_KEY) ?? 'null') as Partial<QuestionDraft> | null;
    if (!draft) return null;
    return { title: String(draft.title ?? ''), description: String(draft.description ?? '') };
  } catch {
    return null;
  }
}

/** A draft is unsaved only if the title or the description is non-empty after trimming. */
export function hasUnsavedDraft(storage: Storage = sessionStorage): boolean {
  const draft = readQuestionDraft(storage);
  return Boolean(draft && (draft.title.trim() || draft.description.trim()));
}

export function saveQuestionDraft(draft: QuestionDraft, storage: Storage = sessionStorage): void {
  storage.setItem(QUESTION_DRAFT_KEY, JSON.stringify({ title: draft.title, description: draft.description }));
}

export function clearQuestionDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(QUESTION_DRAFT_KEY);
}
