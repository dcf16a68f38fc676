import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showOfflineReadyPrompt, showUpdatePrompt } from './service-worker-prompts';
import { createToastApi } from './toast';
import { createToastStore } from './toast-store';

let store = createToastStore();
let api = createToastApi(store);

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
  api = createToastApi(store);
});
afterEach(() => {
  store.clear();
  vi.useRealTimers();
});

describe('showUpdatePrompt', () => {
  it('offers Refresh now and Later on a toast that stays until answered', () => {
    const onRefresh = vi.fn();
    showUpdatePrompt(onRefresh, api);
    vi.advanceTimersByTime(60 * 60 * 1000);
    const [prompt] = store.getSnapshot();
    expect(prompt).toMatchObject({ title: 'Better Meetverse is ready for you', status: 'open' });
    expect(prompt?.actions.map((action) => action.label)).toEqual(['Refresh now', 'Later']);
    prompt?.actions[0]?.onClick();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows only one update prompt however often a new version is found', () => {
    showUpdatePrompt(() => {}, api);
    showUpdatePrompt(() => {}, api);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});

describe('showOfflineReadyPrompt', () => {
  it('tells the user they can install the app, with a Got it button, until answered', () => {
    showOfflineReadyPrompt(api);
    vi.advanceTimersByTime(60 * 60 * 1000);
    const [prompt] = store.getSnapshot();
    expect(prompt).toMatchObject({
      title: 'Install Meetverse?',
      description: 'Hot tip: you can install Meetverse and use it offline.',
      status: 'open',
    });
    expect(prompt?.actions.map((action) => action.label)).toEqual(['Got it']);
  });
});
