/** Chromium's event offering to install the app; other browsers have none (Safari installs from its Share menu). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offered: InstallPromptEvent | null = null;

/**
 * Keeps the browser's offer to install the app, for the install hint's 'Install' button. Listened for
 * as the app starts: the browser offers it once, when it decides the app may be installed. The
 * browser's own mini bar is held back, since the hint offers it in the app's words.
 */
export function listenForInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as InstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    offered = null;
  });
}

/**
 * The install, where the browser offers it now: it asks the browser's own question, once (an offer is
 * good for one prompt), and answers whether the person installed. Undefined where there is none.
 */
export function installOffer(): (() => Promise<boolean>) | undefined {
  const event = offered;
  if (!event) return undefined;
  return async () => {
    offered = null;
    await event.prompt();
    return (await event.userChoice).outcome === 'accepted';
  };
}
