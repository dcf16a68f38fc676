import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type Configuration, type ResourceServerInfo } from 'oidc-provider';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { findAccountBySub } from './issuer-accounts';
import { createIssuerStore } from './issuer-store';
import type { IssuerKeys } from './keys';
import { SIGN_IN } from '../../schemas/sign-in-words';
import { visitorLanguage } from '../i18n';
import { LOGOUT_CSP, renderLogoutPage, renderMessagePage } from './sign-in-page';

type PageContext = { body: unknown; get: (field: string) => string; set: (field: string, value: string) => void };

/** The visitor's language, from their browser's Accept-Language; the answer says it depends on it. */
function languageOf(ctx: PageContext) {
  ctx.set('vary', 'accept-language');
  return visitorLanguage(ctx.get('accept-language'));
}

// The scopes a sign-in asks for, and the claims behind them (named as Logto names them).
export const ISSUER_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'phone', 'custom_data', 'identities'];
const CLAIMS = {
  openid: ['sub'],
  profile: ['name'],
  email: ['email', 'email_verified'],
  phone: ['phone_number'],
  custom_data: ['custom_data'],
  identities: ['identities'],
};

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const ISSUER_MOUNT = '/oidc';
export const issuerUrl = (config: ServerConfig) => `${config.publicUrl}${ISSUER_MOUNT}`;

/** Where the app may run: its public URL and any extra origins (a dev server). */
const appBases = (config: ServerConfig) => [...new Set([config.publicUrl, ...config.extraOrigins])];

export function createIssuer(options: { config: ServerConfig; keys: IssuerKeys; database: Database; log: FastifyBaseLogger }): Provider {
  const { config, keys, database, log } = options;
  const { appId, apiResource } = config.logto;
  const bases = appBases(config);
  const origins = bases.map((base) => new URL(base).origin);
  const secure = config.publicUrl.startsWith('https:');
  const cookie = { httpOnly: true, sameSite: 'lax', secure };

  const resourceServer: ResourceServerInfo = {
    scope: ISSUER_SCOPES.join(' '),
    audience: apiResource,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };

  const configuration: Configuration = {
    adapter: createIssuerStore(database),
    clients: [
      {
        client_id: appId,
        client_name: 'Meetverse',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: bases.map((base) => `${base}/callback`),
        post_logout_redirect_uris: bases.flatMap((base) => [`${base}/logout-callback`, `${base}/`]),
      },
    ],
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookieKeys,
      names: { session: 'meetverse_session', interaction: 'meetverse_interaction', resume: 'meetverse_resume' },
      // The session cookie is only ever read below the mount; the short ones get their own paths.
      long: { ...cookie, path: ISSUER_MOUNT },
      short: cookie,
    },
    responseTypes: ['code'],
    scopes: ISSUER_SCOPES,
    claims: CLAIMS,
    // Logto puts the profile claims into the ID token, and the SDK reads them from there.
    conformIdTokenClaims: false,
    // The Logto SDK may send these; they change nothing here.
    extraParams: ['first_screen', 'interaction_mode'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true, allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: PageContext, form: string) => {
          ctx.set('content-security-policy', LOGOUT_CSP);
          ctx.body = renderLogoutPage(languageOf(ctx), form);
        },
        postLogoutSuccessSource: async (ctx: PageContext) => {
          ctx.body = renderMessagePage(languageOf(ctx), { words: SIGN_IN.signedOutTitle }, { words: SIGN_IN.signedOut });
        },
      },
      resourceIndicators: {
        enabled: true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (indicator !== apiResource) throw new errors.InvalidTarget(`unknown resource ${indicator}`);
          return resourceServer;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${ISSUER_MOUNT}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = await findAccountBySub(database, sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({ sub: account.sub, email: account.email, email_verified: true, name: account.name, custom_data: {}, identities: {} }),
      };
    },
    // The API ties a token to a user row by email as well as by sub.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountBySub(database, token.accountId);
      return account ? { email: account.email } : undefined;
    },
    // The SDK always needs one to get the API token, with or without offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // As Logto does: rotate once 70% of the lifetime has passed, so two tabs refreshing at once
    // do not trip reuse detection (which would revoke the whole grant).
    rotateRefreshToken: (ctx) => {
      const token = ctx.oidc.entities.RefreshToken;
      return !!token && token.totalLifetime() < 365 * DAY && token.ttlPercentagePassed() >= 70;
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      // The provider's own description is technical English: shown apart, as a detail for whoever helps.
      ctx.body = renderMessagePage(languageOf(ctx), { words: SIGN_IN.problemTitle }, { words: SIGN_IN.problem }, out.error_description ?? out.error);
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 365 * DAY,
    },
  };

  const provider = new Provider(issuerUrl(config), configuration);
  provider.proxy = secure;
  // Errors only: token values never reach the log.
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'sign-in issuer error'));
  provider.on('error', (error) => log.error({ err: error }, 'sign-in issuer error'));
  return provider;
}
