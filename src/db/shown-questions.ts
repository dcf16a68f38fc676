import { MODERATION_STATES } from '../../schemas/question-moderation';

/**
 * The questions every member sees, as a query selector: not waiting for approval and not hidden (a
 * question asked before moderation has no state, and is shown). A moderator's device holds the others
 * too, for the moderation queue; feeds and lists read through this.
 */
export const SHOWN_QUESTIONS = { moderation: { $nin: MODERATION_STATES.filter((state) => state !== 'approved') } } as const;
