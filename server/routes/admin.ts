import type { FastifyInstance } from 'fastify';
import type { Role } from '../../schemas/user.schema';
import type { Authenticator } from '../auth/authenticate';
import { isAdmin } from '../auth/viewer';
import { sqlBool, type Database } from '../db/database';
import { forbidden, notFound, unauthorized } from '../http-error';
import { COLLECTIONS, type CollectionDef } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import { pageOf, paging, type Paging } from './support';

type Deps = { store: DocumentStore; database: Database; authenticate: Authenticator };

const emailBody = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email', maxLength: 320 } },
  required: ['email'],
  additionalProperties: false,
} as const;

/** Promote by email and make a champion by email, for admins only. */
export async function adminRoutes(app: FastifyInstance, { store, database, authenticate }: Deps) {
  const users = COLLECTIONS.users as CollectionDef;
  // The admin's write passes the owner check and keeps the role it sets.
  const roleChange = (role: Role): CollectionDef => ({ ...users, canWrite: () => null, serverFields: () => ({ role }) });

  async function setRole(request: Parameters<Authenticator>[0], email: string, role: Role) {
    const viewer = await authenticate(request);
    if (!viewer) throw unauthorized();
    if (!isAdmin(viewer)) throw forbidden('Only an admin may do this');
    const row = await database.db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    const user = row ? await store.get(users, row.id as string) : undefined;
    if (!user || user._deleted) throw notFound('No member with that email');
    const saved = await store.put(roleChange(role), viewer, user);
    return { data: { id: saved.id, full_name: saved.full_name, role: saved.role } };
  }

  app.post<{ Body: { email: string } }>('/admin/promote-by-email', { schema: { body: emailBody } }, (request) =>
    setRole(request, request.body.email, 'admin'),
  );
  app.post<{ Body: { email: string } }>('/admin/make-champion-by-email', { schema: { body: emailBody } }, (request) =>
    setRole(request, request.body.email, 'champion'),
  );

  const bool = sqlBool(database.dialect);

  // Every member's suggestions, newest first, with who made them: for admins, who decide what to build.
  app.get<{ Querystring: Paging }>(
    '/feature-suggestions',
    { schema: { querystring: { type: 'object', properties: paging, additionalProperties: false } } },
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
      return { data: rows.map((row) => ({ ...row, details: row.details ?? '', author_name: row.author_name ?? 'A former member' })), total: Number(total) };
    },
  );
}
