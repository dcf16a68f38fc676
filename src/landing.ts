import LogtoClient from '@logto/browser';
import { appLaunched, holdForNextPage } from './lib/analytics-held';
import { loadClientConfig } from './lib/client-config';
import { logtoConfig, signInOptions } from './features/auth/sign-in-options';

/** The landing page's `source` query parameter, as its route takes it: at most 100 characters. */
function launchSource(search: string): string | undefined {
  const source = new URLSearchParams(search).get('source');
  return source !== null && source.length <= 100 ? source : undefined;
}

/**
 * The landing page (/hi) is the app's front door: the server draws it (what the app is for, 'Sign in',
 * 'Browse events'), and for a visitor with no session on this device it stays a page of its own, with
 * this module and the sign-in client's code alone: the app's is not loaded. 'Sign in' goes to the
 * issuer from here; 'Browse events' is a link. The page loader (public/load-app.js) runs this first on
 * /hi and starts the app when it answers false: for a member who is signed in (the app sends them
 * home), with no connection, or on a page with no front door drawn.
 *
 * 'App Launched' is held for the page the visitor goes on to, which sends it (src/lib/analytics.ts).
 *
 * When sign-in cannot start from the button (the issuer not reached), `startApp` starts the app with
 * the tap kept for it: the app answers it and says why (src/features/auth/components/landing.tsx).
 */
export async function openFrontDoor(startApp: (tap: Element) => void = () => undefined): Promise<boolean> {
  if (!navigator.onLine) return false;
  const button = document.querySelector<HTMLButtonElement>('#root [data-sign-in]');
  if (!button) return false;
  const config = await loadClientConfig();
  const client = new LogtoClient(logtoConfig(config.auth));
  if (await client.isAuthenticated()) return false;
  const launched = appLaunched(launchSource(location.search));
  const holdLaunch = () => {
    if (config.analytics.key) holdForNextPage([launched]);
  };
  // Held once the page is left: if the app starts on this page after all, it tracks it itself.
  addEventListener('pagehide', holdLaunch, { once: true });
  let starting = false;
  const signIn = async () => {
    if (starting) return;
    starting = true;
    button.setAttribute('data-disabled', 'true');
    button.setAttribute('aria-busy', 'true');
    try {
      await client.signIn(signInOptions());
    } catch (error) {
      removeEventListener('pagehide', holdLaunch);
      button.removeEventListener('click', onClick);
      button.removeAttribute('data-disabled');
      button.removeAttribute('aria-busy');
      console.warn('Sign-in could not start from the landing page; the app starts instead', error);
      startApp(button);
    }
  };
  const onClick = () => void signIn();
  button.addEventListener('click', onClick);
  // Back from the issuer to this page as it was left (the back/forward cache): the button works again.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    starting = false;
    button.removeAttribute('data-disabled');
    button.removeAttribute('aria-busy');
  });
  return true;
}
