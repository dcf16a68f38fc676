import type { RxJsonSchema } from 'rxdb';
import { eventSchema, type EventDoc } from '../../../schemas/event.schema';
import { isAdmin } from '../../auth/viewer';
import type { CollectionDef } from '../collection-def';

export const events: CollectionDef = {
  name: 'events',
  table: 'events',
  schema: eventSchema as RxJsonSchema<unknown>,
  publicRead: true,
  syncField: 'sync_state',
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
