import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';
import { badRequest, forbidden, unauthorized } from '../http-error';
import type { CollectionName } from '../../schemas/collections';
import type { Doc, Draft } from '../replication/collection-def';
import type { DocValidator } from '../replication/validation';

export type Member = NonNullable<Viewer> & { userId: string };

/** Signed in with a token (a guest gets 401). */
export async function signedInViewer(authenticate: Authenticator, request: FastifyRequest): Promise<NonNullable<Viewer>> {
  const viewer = await authenticate(request);
  if (!viewer) throw unauthorized();
  return viewer;
}

/** Signed in and signed up: writes need a profile. */
export async function member(authenticate: Authenticator, request: FastifyRequest): Promise<Member> {
  const viewer = await signedInViewer(authenticate, request);
  if (!viewer.userId) throw forbidden('Finish signing up before you do this');
  return viewer as Member;
}

/** REST answers carry no replication flags. */
export const strip = <D extends { _deleted: boolean }>({ _deleted: _ignored, ...doc }: D): Omit<D, '_deleted'> => doc;

/** A document from a request body, once the collection's schema and form rules accept it; a 400 with the problem otherwise. */
export function checked<N extends CollectionName>(validate: DocValidator<N>, doc: Record<string, unknown>): Draft<N> {
  const problem = validate(doc);
  if (problem) throw badRequest(problem);
  return doc as Draft<N>;
}

/** A partial update: null clears an optional field, as JSON has no other way to say it. */
export function merge<N extends CollectionName>(master: Doc<N>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...master, ...changes, id: master.id, _deleted: false };
  for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
  return merged;
}

export const idParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
export type IdParams = Static<typeof idParams>;

export const paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'The page, from 1' })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'How many a page holds' })),
};
export const pagingQuery = Type.Object(paging, { additionalProperties: false });
export type Paging = Static<typeof pagingQuery>;

export function pageOf(query: Paging, perPageDefault = 20) {
  const perPage = query.per_page ?? perPageDefault;
  return { limit: perPage, offset: ((query.page ?? 1) - 1) * perPage };
}
