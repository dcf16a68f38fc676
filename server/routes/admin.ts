import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { changedMemberSchema, dataOf, roleHolderSchema, suggestionRowSchema, type RoleHolder } from '../../schemas/rest';
import type { Role } from '../../schemas/user.schema';
import type { Authenticator } from '../auth/authenticate';
import { isAdmin } from '../auth/viewer';
import { sqlBool, type Database } from '../db/database';
import { conflict, forbidden, notFound, unauthorized } from '../http-error';
import { answer, operation } from '../http/openapi';
import { COLLECTIONS, type CollectionDef } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { pageOf, pagingQuery, type Paging } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator; adminEmails?: string[] };

const emailBody = Type.Object({ email: Type.String({ format: 'email', maxLength: 320 }) }, { additionalProperties: false });
type EmailBody = Static<typeof emailBody>;

export type { RoleHolder };

const suggestionsPage = Type.Object({ data: Type.Array(suggestionRowSchema), total: Type.Integer({ minimum: 0 }) });

const ADMIN_ONLY = 'The caller is not an admin';

/** The schema of a change of role by email. */
const roleChange = (operationId: string, summary: string) =>
  operation({
    operationId,
    tag: 'admin',
    summary,
    access: 'member',
    body: emailBody,
    answers: { 200: answer(dataOf(changedMemberSchema), 'The member with their new role') },
    refusals: [403, 404, 409],
    refusalWords: { 403: ADMIN_ONLY, 404: 'No member with that email', 409: 'An admin ADMIN_EMAILS names, or the last admin, cannot be made a member' },
  });

/**
 * Promote by email, make a champion by email, and undo either (back to member), for admins only; and
 * the list of admins and champions. Undoing refuses (409) an admin named in ADMIN_EMAILS, who is an
 * admin at every sign-in whatever is stored, and the last admin, so some admin always remains.
 */
export async function adminRoutes(app: FastifyInstance, { store, database, authenticate, adminEmails = [] }: Deps) {
  const configured = adminEmails.map((email) => email.trim().toLowerCase()).filter(Boolean);
  const users = COLLECTIONS.users;
  // The admin's write passes the owner check and keeps the role it sets.
  const withRole = (role: Role): CollectionDef<'users'> => ({ ...users, canWrite: () => null, serverFields: () => ({ role }) });

  const bool = sqlBool(database.dialect);

  async function adminViewer(request: Parameters<Authenticator>[0]) {
    const viewer = await authenticate(request);
    if (!viewer) throw unauthorized();
    if (!isAdmin(viewer)) throw forbidden('Only an admin may do this');
    return viewer;
  }

  /** Every member with a role, admins first, then by name: stored roles, and the admins ADMIN_EMAILS names. */
  async function roleHolders(): Promise<RoleHolder[]> {
    let query = database.db
      .selectFrom('users')
      .select(['id', 'full_name', 'email', 'role'])
      .where('_deleted', '=', bool(false));
    query = query.where((eb) => {
      const held = eb('role', 'in', ['admin', 'champion']);
      return configured.length > 0 ? eb.or([held, eb('email', 'in', configured)]) : held;
    });
    const rows = await query.execute();
    return rows
      .map((row) => {
        const email = (row.email ?? '').toLowerCase();
        const fixed = configured.includes(email);
        const role: RoleHolder['role'] = fixed || row.role === 'admin' ? 'admin' : 'champion';
        return { id: row.id, full_name: row.full_name, email, role, fixed };
      })
      .sort((a, b) => (a.role === b.role ? a.full_name.localeCompare(b.full_name) : a.role === 'admin' ? -1 : 1));
  }

  async function setRole(request: Parameters<Authenticator>[0], email: string, role: Role) {
    const viewer = await adminViewer(request);
    const wanted = email.trim().toLowerCase();
    const row = await database.db.selectFrom('users').select('id').where('email', '=', wanted).executeTakeFirst();
    const user = row ? await store.get(users, row.id as string) : undefined;
    if (!user || user._deleted) throw notFound('No member with that email');
    if (role === 'member') {
      if (configured.includes(wanted)) throw conflict('This admin is named in ADMIN_EMAILS; only the server configuration can change that');
      // ADMIN_EMAILS's admins count whether or not they have signed up: each is an admin at sign-in.
      const stored = (await roleHolders()).filter((holder) => holder.role === 'admin' && !holder.fixed).length;
      if (user.role === 'admin' && stored + configured.length <= 1) throw conflict('The last admin cannot be made a member: promote another admin first');
    }
    const saved = await store.put(withRole(role), viewer, user);
    return { data: { id: saved.id, full_name: saved.full_name, role: saved.role } };
  }

  const rolesSchema = operation({
    operationId: 'listRoleHolders',
    tag: 'admin',
    summary: 'Every admin and champion, admins first, then by name',
    access: 'member',
    answers: { 200: answer(dataOf(Type.Array(roleHolderSchema)), 'The admins and champions') },
    refusals: [403],
    refusalWords: { 403: ADMIN_ONLY },
  });
  app.get('/admin/roles', { schema: rolesSchema }, async (request) => {
    await adminViewer(request);
    return { data: await roleHolders() };
  });
  app.post<{ Body: EmailBody }>('/admin/demote-by-email', { schema: roleChange('demoteByEmail', 'Makes an admin or champion a member again, by email') }, (request) =>
    setRole(request, request.body.email, 'member'),
  );

  app.post<{ Body: EmailBody }>('/admin/promote-by-email', { schema: roleChange('promoteByEmail', 'Makes a member an admin, by email') }, (request) =>
    setRole(request, request.body.email, 'admin'),
  );
  app.post<{ Body: EmailBody }>('/admin/make-champion-by-email', { schema: roleChange('makeChampionByEmail', 'Makes a member a champion, by email') }, (request) =>
    setRole(request, request.body.email, 'champion'),
  );

  // Every member's suggestions, newest first, with who made them: for admins, who decide what to build.
  app.get<{ Querystring: Paging }>(
    '/feature-suggestions',
    {
      schema: operation({
        operationId: 'listFeatureSuggestions',
        tag: 'admin',
        summary: "Every member's feature suggestions, newest first, with who made them",
        access: 'member',
        querystring: pagingQuery,
        answers: { 200: answer(suggestionsPage, 'A page of suggestions, and how many there are') },
        refusals: [403],
        refusalWords: { 403: ADMIN_ONLY },
      }),
    },
    async (request) => {
      const viewer = await authenticate(request);
      if (!viewer) throw unauthorized();
      if (!isAdmin(viewer)) throw forbidden('Only an admin may read every suggestion');
      const { limit, offset } = pageOf(request.query);
      const live = database.db.selectFrom('feature_suggestions as s').where('s._deleted', '=', bool(false));
      const rows = await live
        .leftJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.user_id', 's.title', 's.details', 's.created_at', 'u.full_name as author_name'])
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await live.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { data: rows.map((row) => ({ ...row, details: row.details ?? '', author_name: row.author_name ?? 'A former member' })), total };
    },
  );
}
