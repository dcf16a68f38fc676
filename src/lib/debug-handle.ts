import { getDatabase } from '../db/database';
import { openRoom, readRoom, retryWrite, sendMessages } from './sync-client';

declare global {
  interface Window {
    meetverse?: Record<string, unknown>;
  }
}

/**
 * With `localStorage['meetverse.debug'] = '1'`, support staff (and the browser tests) get the local
 * database and the sync calls on `window.meetverse`. Off by default.
 */
export function installDebugHandle(extra: Record<string, unknown> = {}): void {
  if (localStorage.getItem('meetverse.debug') !== '1') return;
  window.meetverse = { getDatabase, sendMessages, openRoom, readRoom, retryWrite, ...extra };
}
