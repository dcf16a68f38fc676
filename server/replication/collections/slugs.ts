import { badRequest } from '../../http-error';
import type { Doc, Draft, Refusal, WriteContext } from '../collection-def';

/** The collections whose documents have slugs. */
export type Slugged = 'events' | 'users' | 'questions';

/**
 * Whether another document of the table already answers to this slug: as its slug, or as its id (paths
 * take either, so a slug equal to another document's id would lead its links to the wrong one).
 */
export async function slugTaken(ctx: WriteContext, table: Slugged, slug: string, id: string): Promise<boolean> {
  const row = await ctx.trx
    .selectFrom(table)
    .select('id')
    .where((eb) => eb.or([eb('slug', '=', slug), eb('id', '=', slug)]))
    .where('id', '!=', id)
    .executeTakeFirst();
  return Boolean(row);
}

/** Slugs are unique per table: a write that takes another document's slug is bad input. */
export async function slugRefusal<N extends Slugged>(ctx: WriteContext, table: N, next: Draft<N>, master: Doc<N> | undefined): Promise<Refusal> {
  if (typeof next.slug !== 'string' || next.slug === master?.slug) return null;
  return (await slugTaken(ctx, table, next.slug, next.id)) ? badRequest(`The slug '${next.slug}' is taken`) : null;
}
