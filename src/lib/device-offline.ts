/**
 * Whether the device says it has no network. Only a browser says so: Node.js (a server render, a test)
 * has no `navigator`, or one without `onLine`, and counts as online.
 */
export const deviceOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
