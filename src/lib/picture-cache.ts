/**
 * The service worker's cache of profile pictures (vite.config.ts names it too): an event saved for
 * offline fills it, and logging out empties it with the rest of the member's data.
 */
export const PICTURE_CACHE = 'meetverse-pictures';
