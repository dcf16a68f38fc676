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
 * The landing page sends a visitor with no session on this device to sign-in with the sign-in
 * client's code alone, before the app's: on a phone on a slow network that reached the issuer about
 * two seconds sooner than loading the whole app and taking the page over first. The page loader
 * (public/load-app.js) runs this first on /hi, and starts the app when it answers false: for a
 * member who is signed in (the app sends them home), with no connection, or when the issuer cannot
 * be reached (the app says why, and tries again).
 *
 * 'App Launched' is held for the page sign-in comes back to, which sends it (src/lib/analytics.ts).
 */
export async function signInFromLanding(): Promise<boolean> {
  if (!navigator.onLine) return false;
  const config = await loadClientConfig();
  const client = new LogtoClient(logtoConfig(config.auth));
  if (await client.isAuthenticated()) return false;
  const launched = appLaunched(launchSource(location.search));
  const holdLaunch = () => {
    if (config.analytics.key) holdForNextPage([launched]);
  };
  // Held once the page is left: if sign-in cannot start, the app starts on this page and tracks it.
  addEventListener('pagehide', holdLaunch, { once: true });
  try {
    await client.signIn(signInOptions());
    return true;
  } catch (error) {
    removeEventListener('pagehide', holdLaunch);
    console.warn('Sign-in could not start from the landing page; the app starts instead', error);
    return false;
  }
}
