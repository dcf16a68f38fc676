import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { dataOf, openObject, ownProfileSchema, userDocumentSchema } from '../../schemas/rest';
import { linkedInProblem } from '../../schemas/user.schema';
import type { Authenticator } from '../auth/authenticate';
import { verifiedEmail, type TokenVerifier } from '../auth/tokens';
import type { Viewer } from '../auth/viewer';
import type { Database } from '../db/database';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../http-error';
import { answer, operation } from '../http/openapi';
import { COLLECTIONS, type CollectionDef, type Doc, type Draft } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { uniqueSlug } from '../slug';
import { idParams, type IdParams } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator; adminEmails: string[]; verifyIdToken: TokenVerifier };

// What a member is told: a signup the server cannot take (400), one without the identity provider's
// subject id, a profile that does not exist (404) or may not be seen (403).
const INVALID_USER = 'Invalid user data provided';
const SUB_REQUIRED = 'Logto sub (user ID) is required';
const NOT_FOUND = 'User profile not found';
const DENIED = 'Access denied to user profile';

// The identity provider's subject id of an account.
const subParams = Type.Object({ sub: Type.String({ maxLength: 200, description: "The identity provider's subject id of the account" }) });

const list = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 });

/** The signup payload: step1 (expertise, background, can help with), step2 (interests), step3 (name, LinkedIn). */
const signupBody = Type.Object(
  {
    step1: Type.Object(
      {
        fields_of_expertise: Type.Optional(list),
        professional_background: Type.Optional(Type.String({ maxLength: 2000 })),
        can_help_with: Type.Optional(Type.String({ maxLength: 2000 })),
      },
      { additionalProperties: false },
    ),
    step2: Type.Object({ interests: Type.Optional(list) }, { additionalProperties: false }),
    step3: Type.Object(
      {
        full_name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
        linkedin_url: Type.Optional(Type.String({ maxLength: 300 })),
      },
      { additionalProperties: false },
    ),
    auth_id: Type.Optional(Type.String({ maxLength: 255 })),
    // Kept for older clients and never read: an email comes from the identity provider alone.
    email: Type.Optional(Type.String({ maxLength: 320, deprecated: true, description: 'Never read: the email comes from the identity provider' })),
    id_token: Type.Optional(Type.String({ maxLength: 8192, description: "The identity provider's ID token of this account, for its verified email when the access token has none" })),
    profile_picture: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

type SignupPayload = Static<typeof signupBody>;

const profileBody = openObject("The profile's fields to change, as in its document; null clears an optional one");

const isNewSchema = Type.Object({ is_new: Type.Boolean(), user: Type.Union([userDocumentSchema, Type.Null()]) });

const referralQuery = Type.Object({ referral_code: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

const referralSchema = Type.Object({
  valid: Type.Boolean(),
  referrer: Type.Union([Type.Object({ id: Type.String(), full_name: Type.String(), slug: Type.String() }), Type.Null()]),
});

const profileAnswer = answer(dataOf(userDocumentSchema), 'The profile');

/** The full name is split at the first space: first word first_name, the rest last_name. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1 ? { first_name: trimmed, last_name: '' } : { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

export async function userRoutes(app: FastifyInstance, { store, database, authenticate, adminEmails, verifyIdToken }: Deps) {
  const def = COLLECTIONS.users;
  // Signup is the one place a profile is born, tied to the token's subject.
  async function idTokenEmail(idToken: string, sub: string): Promise<string | null> {
    const claims = await verifyIdToken(idToken).catch(() => {
      throw badRequest('The identity token could not be verified: sign in again');
    });
    if (claims.sub !== sub) throw forbidden('The identity token is for another account');
    return verifiedEmail(claims);
  }
  const signupDef: CollectionDef<'users'> = { ...def, canWrite: (viewer) => (viewer && !viewer.userId ? null : 'You already have a profile') };
  const validate = createWriteValidator(def);

  async function member(request: Parameters<Authenticator>[0]): Promise<NonNullable<Viewer>> {
    const viewer = await authenticate(request);
    if (!viewer) throw unauthorized();
    return viewer;
  }

  async function byAuthId(sub: string): Promise<Doc<'users'> | undefined> {
    const row = await database.db.selectFrom('users').select('id').where('auth_id', '=', sub).executeTakeFirst();
    return row ? store.get(def, row.id) : undefined;
  }

  const strip = ({ _deleted: _ignored, ...doc }: Doc<'users'>) => doc;

  const meSchema = operation({
    operationId: 'getOwnProfile',
    tag: 'members',
    summary: "The caller's own profile, with their role and email",
    access: 'member',
    answers: { 200: answer(dataOf(ownProfileSchema), 'The profile') },
    refusals: [404],
    refusalWords: { 404: 'The caller has not signed up yet' },
  });
  app.get('/users/me', { schema: meSchema }, async (request) => {
    const viewer = await member(request);
    const user = await byAuthId(viewer.sub);
    if (!user || user._deleted) throw notFound(NOT_FOUND);
    return { data: { ...strip(user), role: viewer.role, email: viewer.email ?? undefined } };
  });

  app.post<{ Body: SignupPayload }>(
    '/users/me',
    {
      schema: operation({
        operationId: 'signUp',
        tag: 'members',
        summary: "Signs the caller up: makes their profile (a retried signup gets the profile it made)",
        access: 'member',
        body: signupBody,
        answers: {
          200: answer(dataOf(userDocumentSchema), 'The profile this account already has'),
          201: answer(dataOf(ownProfileSchema), 'The new profile, with the role and email'),
        },
        refusals: [403, 409],
        refusalWords: { 400: "Every problem with the body is 'Invalid user data provided'", 409: 'The email already belongs to another profile' },
      }),
      // Every shape problem in a signup is the same message to the member: 'Invalid user data provided'.
      // Anything else (a body too large or not JSON, a refusal) is answered as on every route.
      errorHandler: (error, _request, reply) => {
        if (!error.validation) throw error;
        void reply.code(400).send({ error: 'bad_request', message: INVALID_USER });
      },
    },
    async (request, reply) => {
      const viewer = await member(request);
      const body = request.body;
      if (body.auth_id !== undefined && body.auth_id.trim() === '') throw badRequest(SUB_REQUIRED);
      if (body.auth_id !== undefined && body.auth_id !== viewer.sub) throw forbidden('The signup is for another account');
      const existing = await byAuthId(viewer.sub);
      // A retried signup (a lost answer) gets the profile it already made.
      if (existing) return { data: strip(existing) };
      if (linkedInProblem(body.step3.linkedin_url)) throw badRequest(INVALID_USER);
      // The email comes from the identity provider: the access token, or its ID token for this very
      // account. One in the body would let anyone claim an admin's address or reserve another's.
      const email = viewer.email ?? (body.id_token ? await idTokenEmail(body.id_token, viewer.sub) : null) ?? undefined;
      if (email && (await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())) {
        throw new HttpError(409, 'conflict', 'This email already belongs to another profile');
      }
      const fullName = body.step3.full_name.trim().replace(/\s+/g, ' ');
      const id = randomUUID();
      const doc: Draft<'users'> = {
        id,
        slug: await uniqueSlug(fullName, id, async (slug) => Boolean(await store.findBySlugOrId(def, slug))),
        full_name: fullName,
        ...splitFullName(fullName),
        linkedin_url: body.step3.linkedin_url || undefined,
        profile_picture: body.profile_picture || undefined,
        fields_of_expertise: body.step1.fields_of_expertise ?? [],
        professional_background: body.step1.professional_background ?? '',
        can_help_with: body.step1.can_help_with ?? '',
        interests: body.step2.interests ?? [],
        is_active: true,
        created_at: new Date().toISOString(),
        updatedAt: 0,
        _deleted: false,
      };
      if (validate(doc)) throw badRequest(INVALID_USER);
      const role = email && adminEmails.includes(email) ? 'admin' : 'member';
      const saved = await store.put(signupDef, viewer, { ...doc, auth_id: viewer.sub, email });
      reply.code(201);
      return { data: { ...strip(saved), role, email } };
    },
  );

  const profileSchema = (operationId: string, summary: string) =>
    operation({ operationId, tag: 'members', summary, access: 'member', params: idParams, answers: { 200: profileAnswer }, refusals: [404] });
  /** A profile the viewer may read, by slug or id: an unlisted member's reads as missing to those who never met them. */
  async function readableProfile(viewer: Viewer, slugOrId: string): Promise<Doc<'users'>> {
    const user = await store.findBySlugOrId(def, slugOrId);
    if (!user || user._deleted || !(await def.canRead(viewer, user, store.lookup()))) throw notFound(NOT_FOUND);
    return user;
  }

  app.get<{ Params: IdParams }>('/users/:id', { schema: profileSchema('getProfile', "A member's profile by id or slug") }, async (request) => {
    const viewer = await member(request);
    if (!request.params.id.trim()) throw badRequest('User ID is required'); // a profile needs a non-empty id
    return { data: strip(await readableProfile(viewer, request.params.id)) };
  });

  app.get<{ Params: IdParams }>('/resolve/profiles/:id', { schema: profileSchema('resolveProfile', "A member's profile by slug or id") }, async (request) => {
    return { data: strip(await readableProfile(await member(request), request.params.id)) };
  });

  app.put<{ Params: IdParams; Body: Record<string, unknown> }>(
    '/users/:id',
    {
      schema: operation({
        operationId: 'updateProfile',
        tag: 'members',
        summary: "Changes the caller's own profile: the fields the body names",
        access: 'member',
        params: idParams,
        body: profileBody,
        answers: { 200: answer(dataOf(userDocumentSchema), 'The profile as stored') },
        refusals: [403, 404, 409],
      }),
    },
    async (request) => {
      const viewer = await member(request);
      const master = await store.get(def, request.params.id);
      if (!master || master._deleted) throw notFound(NOT_FOUND);
      if (master.id !== viewer.userId) throw forbidden(DENIED);
      const changes = { ...request.body };
      for (const key of ['id', 'role', 'updatedAt', 'created_at'] as const) {
        if (key in changes && changes[key] !== master[key]) throw badRequest(`${key} cannot be changed here`);
      }
      const merged: Record<string, unknown> = { ...master, ...changes, _deleted: false };
      if (typeof changes.full_name === 'string') Object.assign(merged, splitFullName(changes.full_name));
      for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
      // The form's words first, as a push reads them, then the schema's.
      const problem = validate(merged);
      if (problem) throw badRequest(problem);
      // The schema and the form rules accept it now.
      return { data: strip(await store.put(def, viewer, merged as Draft<'users'>)) };
    },
  );

  const isNewOperation = operation({
    operationId: 'isNewAccount',
    tag: 'members',
    summary: "Whether the caller's account has no profile yet, and its profile if it has one",
    access: 'member',
    params: subParams,
    answers: { 200: answer(dataOf(isNewSchema), 'Whether the account is new') },
    refusals: [403],
  });
  app.get<{ Params: Static<typeof subParams> }>('/users/is_new/:sub', { schema: isNewOperation }, async (request) => {
    const viewer = await member(request);
    if (request.params.sub !== viewer.sub) throw forbidden('You can only check your own account');
    const user = await byAuthId(viewer.sub);
    return { data: { is_new: !user, user: user ? strip(user) : null } };
  });

  app.post<{ Querystring: { referral_code: string } }>(
    '/users/validate-referral-code',
    {
      schema: operation({
        operationId: 'validateReferralCode',
        tag: 'members',
        summary: 'Whether a referral code (the slug of the member who invited you) names a member',
        access: 'member',
        querystring: referralQuery,
        answers: { 200: answer(dataOf(referralSchema), 'Whether the code is valid, and whose it is') },
      }),
    },
    async (request) => {
      await member(request);
      // A referral code is the slug of the member who invited you.
      const referrer = await store.findBySlugOrId(def, request.query.referral_code.trim().toLowerCase());
      const valid = Boolean(referrer && !referrer._deleted && referrer.slug === request.query.referral_code.trim().toLowerCase());
      return { data: { valid, referrer: valid && referrer ? { id: referrer.id, full_name: referrer.full_name, slug: referrer.slug } : null } };
    },
  );
}
