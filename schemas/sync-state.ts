/**
 * Every write a member makes is visible at once as 'pending'; the server stores it as 'sent' and
 * that state comes back through pull or stream. 'failed' is a write the server refused for good.
 */
export const SYNC_STATES = ['pending', 'sent', 'failed'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

export const syncStateProperty = { type: 'string', enum: [...SYNC_STATES], maxLength: 7 } as const;
/** Why the server refused a failed write, for the member to read. */
export const syncErrorProperty = { type: 'string', maxLength: 500 } as const;

/** Largest value of a stored rank; ranks sort ascending so feeds read their index forwards. */
export const RANK_MAX = 1e13;
