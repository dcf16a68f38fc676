import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { linkedInProblem } from '../../schemas/user.schema';
import type { Authenticator } from '../auth/authenticate';
import { verifiedEmail, type TokenVerifier } from '../auth/tokens';
import type { Viewer } from '../auth/viewer';
import type { Database } from '../db/database';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../http-error';
import { COLLECTIONS, type CollectionDef, type Doc, type Draft } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { createWriteValidator } from '../replication/validation';
import { uniqueSlug } from '../slug';
import { idParams } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator; adminEmails: string[]; verifyIdToken: TokenVerifier };

// What a member is told: a signup the server cannot take (400), one without the identity provider's
// subject id, a profile that does not exist (404) or may not be seen (403).
const INVALID_USER = 'Invalid user data provided';
const SUB_REQUIRED = 'Logto sub (user ID) is required';
const NOT_FOUND = 'User profile not found';
const DENIED = 'Access denied to user profile';

// The identity provider's subject id of an account.
const subParams = { type: 'object', properties: { sub: { type: 'string', maxLength: 200 } }, required: ['sub'] } as const;

const list = { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 100 } } as const;

/** The signup payload: step1 (expertise, background, can help with), step2 (interests), step3 (name, LinkedIn). */
const signupBody = {
  type: 'object',
  properties: {
    step1: {
      type: 'object',
      properties: {
        fields_of_expertise: list,
        professional_background: { type: 'string', maxLength: 2000 },
        can_help_with: { type: 'string', maxLength: 2000 },
      },
      additionalProperties: false,
    },
    step2: { type: 'object', properties: { interests: list }, additionalProperties: false },
    step3: {
      type: 'object',
      properties: {
        full_name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
        linkedin_url: { type: 'string', maxLength: 300 },
      },
      required: ['full_name'],
      additionalProperties: false,
    },
    auth_id: { type: 'string', maxLength: 255 },
    // Kept for older clients and never read: an email comes from the identity provider alone.
    email: { type: 'string', maxLength: 320 },
    /** The identity provider's ID token of this account, for its verified email when the access token has none. */
    id_token: { type: 'string', maxLength: 8192 },
    profile_picture: { type: 'string', maxLength: 1000 },
  },
  required: ['step1', 'step2', 'step3'],
  additionalProperties: false,
} as const;

type SignupPayload = {
  step1: { fields_of_expertise?: string[]; professional_background?: string; can_help_with?: string };
  step2: { interests?: string[] };
  step3: { full_name: string; linkedin_url?: string };
  auth_id?: string;
  email?: string;
  id_token?: string;
  profile_picture?: string;
};

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

  app.get('/users/me', async (request) => {
    const viewer = await member(request);
    const user = await byAuthId(viewer.sub);
    if (!user || user._deleted) throw notFound(NOT_FOUND);
    return { data: { ...strip(user), role: viewer.role, email: viewer.email ?? undefined } };
  });

  app.post<{ Body: SignupPayload }>(
    '/users/me',
    {
      schema: { body: signupBody },
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

  app.get<{ Params: { id: string } }>('/users/:id', { schema: { params: idParams } }, async (request) => {
    await member(request);
    if (!request.params.id.trim()) throw badRequest('User ID is required'); // a profile needs a non-empty id
    const user = await store.findBySlugOrId(def, request.params.id);
    if (!user || user._deleted) throw notFound(NOT_FOUND);
    return { data: strip(user) };
  });

  app.get<{ Params: { id: string } }>('/resolve/profiles/:id', { schema: { params: idParams } }, async (request) => {
    await member(request);
    const user = await store.findBySlugOrId(def, request.params.id);
    if (!user || user._deleted) throw notFound(NOT_FOUND);
    return { data: strip(user) };
  });

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/users/:id',
    { schema: { params: idParams, body: { type: 'object' } } },
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

  app.get<{ Params: { sub: string } }>('/users/is_new/:sub', { schema: { params: subParams } }, async (request) => {
    const viewer = await member(request);
    if (request.params.sub !== viewer.sub) throw forbidden('You can only check your own account');
    const user = await byAuthId(viewer.sub);
    return { data: { is_new: !user, user: user ? strip(user) : null } };
  });

  app.post<{ Querystring: { referral_code: string } }>(
    '/users/validate-referral-code',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { referral_code: { type: 'string', minLength: 1, maxLength: 100 } },
          required: ['referral_code'],
          additionalProperties: false,
        },
      },
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
