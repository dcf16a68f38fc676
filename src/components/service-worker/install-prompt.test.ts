import { describe, expect, it, vi } from 'vitest';
import { installOffer, listenForInstallPrompt } from './install-prompt';

describe("the browser's offer to install the app", () => {
  it('is none until the browser makes it, then prompts once, holding back the browser’s own bar', async () => {
    const target = new EventTarget();
    listenForInstallPrompt(target as unknown as Window);
    expect(installOffer()).toBeUndefined();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    const install = installOffer();
    expect(install).toBeDefined();
    expect(await install!()).toBe(true);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // An offer is good for one prompt.
    expect(installOffer()).toBeUndefined();
  });

  it('is withdrawn once the app is installed', () => {
    const target = new EventTarget();
    listenForInstallPrompt(target as unknown as Window);
    target.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) }));
    target.dispatchEvent(new Event('appinstalled'));
    expect(installOffer()).toBeUndefined();
  });
});
