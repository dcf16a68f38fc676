import type { RxJsonSchema } from 'rxdb';
import { eventSchema, type EventDoc } from '../../schemas/event.schema';
import { userSchema, type UserDoc } from '../../schemas/user.schema';
import { isAdmin, type Viewer } from '../auth/viewer';

type Doc = Record<string, unknown> & { id: string };

export type CollectionDef = {
  name: string;
  table: string;
  schema: RxJsonSchema<unknown>;
  /** Whether a guest may pull and stream it (public data). */
  publicRead: boolean;
  canRead: (viewer: Viewer, doc: Doc) => boolean;
  /** Null when allowed, else the reason. master is undefined for a new document. */
  canWrite: (viewer: Viewer, next: Doc, master: Doc | undefined) => string | null;
  /** Server-only columns a write may set and no read returns. */
  privateColumns?: string[];
  /** Fields the server decides, applied over what the client sent. */
  serverFields: (viewer: Viewer, next: Doc, master: Doc | undefined) => Partial<Doc>;
};

const events: CollectionDef = {
  name: 'events',
  table: 'events',
  schema: eventSchema as RxJsonSchema<unknown>,
  publicRead: true,
  canRead: () => true,
  canWrite(viewer, next, master) {
    if (!viewer?.userId) return 'Authentication required';
    if (!master) return next.is_meetverse && !isAdmin(viewer) ? 'Only an admin may create the meetverse' : null;
    const owner = (master as Partial<EventDoc>).created_by;
    if (owner !== viewer.userId && !isAdmin(viewer)) return 'Only the organiser may change this event';
    return null;
  },
  serverFields(viewer, _next, master) {
    const owner = master ? (master as Partial<EventDoc>).created_by : (viewer?.userId ?? undefined);
    return owner ? { created_by: owner } : {};
  },
};

const users: CollectionDef = {
  name: 'users',
  table: 'users',
  schema: userSchema as RxJsonSchema<unknown>,
  publicRead: false,
  privateColumns: ['auth_id', 'email'],
  // Profiles are for members: a guest sees none.
  canRead: (viewer) => viewer !== null,
  canWrite(viewer, _next, master) {
    if (!viewer) return 'Authentication required';
    // Profiles are created at signup (POST /users/me), which ties them to the sign-in identity.
    if (!master) return 'Profiles are created at signup';
    return master.id === viewer.userId ? null : 'Access denied to user profile';
  },
  serverFields(_viewer, _next, master) {
    // Roles change only through the admin actions, never through a profile write.
    return { role: (master as Partial<UserDoc> | undefined)?.role ?? 'member' };
  },
};

export const COLLECTIONS: Record<string, CollectionDef> = { events, users };

export function findCollection(name: string): CollectionDef | undefined {
  return Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
}
