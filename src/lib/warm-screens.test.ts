import { describe, expect, it } from 'vitest';
import { SCREENS_LOADED_MARK, warmOrder, warmScreens } from './warm-screens';

const screens = [
  { id: '__root__', fullPath: '' },
  { id: '/home', fullPath: '/home' },
  { id: '/events/$slugOrId/', fullPath: '/events/$slugOrId/' },
  { id: '/events/$slugOrId/agenda', fullPath: '/events/$slugOrId/agenda' },
  { id: '/settings', fullPath: '/settings' },
  { id: '/events/$slugOrId/moderation', fullPath: '/events/$slugOrId/moderation' },
];

describe('loading every screen while the device is idle', () => {
  it('loads the screens under the current one first, then the others in the router order', () => {
    expect(warmOrder(screens, '/events/$slugOrId/').map((screen) => screen.id)).toEqual([
      '/events/$slugOrId/agenda',
      '/events/$slugOrId/moderation',
      '__root__',
      '/home',
      '/events/$slugOrId/',
      '/settings',
    ]);
  });

  it('keeps the router order where no screen sits under the current one', () => {
    expect(warmOrder(screens, '/home').map((screen) => screen.id)).toEqual(screens.map((screen) => screen.id));
    expect(warmOrder(screens, '').map((screen) => screen.id)).toEqual(screens.map((screen) => screen.id));
  });

  it('loads one screen per idle moment and marks the end once every one has loaded', async () => {
    const events: string[] = [];
    const idle: (() => void)[] = [];
    const done = warmScreens({
      screens,
      currentPath: '/home',
      load: async (screen) => void events.push(`load ${screen.id}`),
      idle: (callback) => idle.push(callback),
      mark: (name) => events.push(`mark ${name}`),
    });
    for (let n = 0; n < screens.length; n++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(idle).toHaveLength(n + 1);
      expect(events).toHaveLength(n);
      idle[n]!();
    }
    await done;
    expect(events).toEqual([...screens.map((screen) => `load ${screen.id}`), `mark ${SCREENS_LOADED_MARK}`]);
  });

  it('goes on past a screen whose code fails to load, which the router reports when it opens', async () => {
    const loaded: string[] = [];
    let marked = false;
    await warmScreens({
      screens,
      currentPath: '',
      load: (screen) => (screen.id === '/home' ? Promise.reject(new Error('offline')) : Promise.resolve(void loaded.push(screen.id))),
      idle: (callback) => callback(),
      mark: () => (marked = true),
    });
    expect(loaded).toHaveLength(screens.length - 1);
    expect(marked).toBe(true);
  });

  it('loads nothing ahead when the browser asks to save data', async () => {
    const loaded: string[] = [];
    let marked = false;
    await warmScreens({ screens, currentPath: '', saveData: true, load: async (screen) => void loaded.push(screen.id), idle: (callback) => callback(), mark: () => (marked = true) });
    expect(loaded).toEqual([]);
    expect(marked).toBe(false);
  });
});
