import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type Interaction } from 'oidc-provider';
import type { Database } from '../db/database';
import { accountExists, signInAccount } from './issuer-accounts';
import { ISSUER_MOUNT, ISSUER_SCOPES } from './issuer';
import type { Language } from '../../schemas/languages';
import { SIGN_IN } from '../../schemas/sign-in-words';
import type { Words } from '../../schemas/words';
import { visitorLanguage } from '../i18n';
import { EMAIL_MAX, parseSignInForm, renderMessagePage, renderSignInPage, SIGN_IN_CSP, type SignInForm, type SignInWords } from './sign-in-page';

type Deps = { provider: Provider; database: Database; appId: string; apiResource: string };
type Request = FastifyRequest<{ Params: { uid: string }; Body?: Record<string, string> }>;

const FORM_LIMIT = 16 * 1024;

/**
 * Anyone who reaches the embedded issuer can sign in as any email, so its attempts are limited by what
 * marks a client hammering it, never so that one client's attempts refuse the others on its address
 * (at a venue everyone signs in over one wifi address):
 * - attempts per sign-in, the interaction a browser holds by its cookie (a person retrying their form);
 * - attempts per email, whichever address or browser they come from (one account tried again and again);
 * - attempts and new accounts per address only at flood level, far above what a room of people
 *   signing in together makes, against a script starting sign-in after sign-in.
 */
export const SIGN_IN_LIMITS = {
  attemptsPerSignIn: { max: 30, windowMs: 10 * 60_000 },
  attemptsPerEmail: { max: 10, windowMs: 10 * 60_000 },
  attemptsPerAddress: { max: 300, windowMs: 10 * 60_000 },
  accountsPerAddress: { max: 200, windowMs: 60 * 60_000 },
};

const typedEmail = (body: unknown) => {
  const email = (body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** The whole minutes until a limit lets the next attempt through (at least one). */
const minutesOf = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 60_000));

/** The sign-in page of the embedded issuer: an email (and a name) is all it asks. */
export async function interactionRoutes(app: FastifyInstance, { provider, database, appId, apiResource }: Deps) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  await app.register(rateLimit, { global: false });
  const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;
  // Checked after the interaction was found for this browser's cookie, so the id in the path is its own.
  const bySignIn = (request: FastifyRequest) => `interaction:${(request as Request).params.uid}`;
  const attemptsInSignIn = app.createRateLimit({ max: SIGN_IN_LIMITS.attemptsPerSignIn.max, timeWindow: SIGN_IN_LIMITS.attemptsPerSignIn.windowMs, keyGenerator: bySignIn });
  const attemptsFromAddress = app.createRateLimit({
    max: SIGN_IN_LIMITS.attemptsPerAddress.max,
    timeWindow: SIGN_IN_LIMITS.attemptsPerAddress.windowMs,
    keyGenerator: byAddress,
  });
  const attemptsForEmail = app.createRateLimit({
    max: SIGN_IN_LIMITS.attemptsPerEmail.max,
    timeWindow: SIGN_IN_LIMITS.attemptsPerEmail.windowMs,
    keyGenerator: (request) => `email:${typedEmail(request.body)}`,
  });
  const accounts = app.createRateLimit({ max: SIGN_IN_LIMITS.accountsPerAddress.max, timeWindow: SIGN_IN_LIMITS.accountsPerAddress.windowMs, keyGenerator: byAddress });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Each page is written in the visitor's language, from their browser's Accept-Language.
    reply.header('vary', 'accept-language');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', SIGN_IN_CSP);
  });

  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
  const languageOf = (request: FastifyRequest): Language => visitorLanguage(request.headers['accept-language']);
  const page = (request: FastifyRequest, reply: FastifyReply, status: number, uid: string, form: SignInForm, problem?: { problem: SignInWords; field?: 'email' | 'name' }) =>
    html(reply, status, renderSignInPage({ language: languageOf(request), action: `${ISSUER_MOUNT}/interaction/${encodeURIComponent(uid)}`, form, ...problem }));
  const expired = (request: FastifyRequest, reply: FastifyReply) =>
    html(reply, 400, renderMessagePage(languageOf(request), { words: SIGN_IN.expiredTitle }, { words: SIGN_IN.expired }));

  // A form too big or of another type gets the page back with a message, like any other bad input.
  app.setErrorHandler((error: FastifyError, request: Request, reply) => {
    if ((error.statusCode ?? 500) >= 500) throw error;
    const words = error.statusCode === 413 ? SIGN_IN.formTooLong : SIGN_IN.formUnreadable;
    return page(request, reply, 400, request.params.uid ?? '', { email: '', name: '' }, { problem: { words } });
  });

  async function details(request: Request, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  // The app's own client gets no consent screen: it is granted what it asked for, API resource included.
  async function finish(request: Request, reply: FastifyReply, interaction: Interaction, accountId: string, login: boolean) {
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing?.accountId === accountId ? existing : new provider.Grant({ accountId, clientId: appId });
    const requested = String(interaction.params.scope ?? '').split(' ');
    const scope = ISSUER_SCOPES.filter((name) => requested.includes(name)).join(' ');
    grant.addOIDCScope(scope);
    const claims = interaction.prompt.details.missingOIDCClaims;
    if (Array.isArray(claims)) grant.addOIDCClaims(claims.map(String));
    grant.addResourceScope(apiResource, scope);
    const grantId = await grant.save();
    const result = login ? { login: { accountId }, consent: { grantId } } : { consent: { grantId } };
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.redirect(returnTo, 303);
  }

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return expired(request, reply);
    if (interaction.prompt.name !== 'login' && interaction.session?.accountId) {
      return finish(request, reply, interaction, interaction.session.accountId, false);
    }
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint.slice(0, EMAIL_MAX) : '';
    return page(request, reply, 200, interaction.uid, { email: hint, name: '' });
  });

  app.post<{ Params: { uid: string }; Body?: Record<string, string> }>('/interaction/:uid', async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return expired(request, reply);
    if (interaction.prompt.name !== 'login' && interaction.session?.accountId) {
      return finish(request, reply, interaction, interaction.session.accountId, false);
    }
    const input = parseSignInForm(request.body ?? {});
    const tooMany = (ttlMs: number, words: Words) => {
      reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
      const form = input.ok ? { email: input.email, name: input.name ?? '' } : input.form;
      return page(request, reply, 429, interaction.uid, form, { problem: { words, values: { minutes: minutesOf(ttlMs) } } });
    };
    for (const [limit, what] of [
      [attemptsFromAddress, SIGN_IN.tooManyFromNetwork],
      [attemptsInSignIn, SIGN_IN.tooManyFromDevice],
      [attemptsForEmail, SIGN_IN.tooManyForEmail],
    ] as const) {
      const status = await limit(request);
      if (!status.isAllowed && status.isExceeded) return tooMany(status.ttl, what);
    }
    if (!input.ok) return page(request, reply, 400, interaction.uid, input.form, input);
    if (!(await accountExists(database, input.email))) {
      const status = await accounts(request);
      if (!status.isAllowed && status.isExceeded) return tooMany(status.ttl, SIGN_IN.tooManyAccounts);
    }
    const account = await signInAccount(database, input.email, input.name);
    return finish(request, reply, interaction, account.sub, true);
  });
}
