import LogtoClient from '@logto/browser';
import { serverMarkupSettled } from '../../lib/server-markup';

let client: LogtoClient | undefined;
const remember = (instance: LogtoClient) => {
  client = instance;
};

/** The SDK client the provider makes, kept so code outside React (the sync worker's token getter) can reach it. */
export class AppLogtoClient extends LogtoClient {
  constructor(...args: ConstructorParameters<typeof LogtoClient>) {
    super(...args);
    remember(this);
  }

  /**
   * The provider asks this once it has mounted and then changes its context, above every screen: on
   * a page the server rendered, the answer waits until the page is adopted whole (server-markup.ts).
   */
  override async isAuthenticated(): Promise<boolean> {
    await serverMarkupSettled();
    return super.isAuthenticated();
  }
}

export const logtoClient = () => client;

/** A refresh token the issuer no longer honours: signing in again is the only way on. */
export function isInvalidGrant(error: unknown): boolean {
  const e = error as { code?: unknown; data?: { error?: unknown }; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === 'oidc.invalid_grant' || e.code === 'invalid_grant') return true;
  return e.code === 'unexpected_response_error' && e.data?.error === 'invalid_grant';
}
