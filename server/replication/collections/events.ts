import type { EventDoc } from '../../../schemas/event.schema';
import { isAdmin } from '../../auth/viewer';
import { registered, type CollectionDef } from '../collection-def';
import { slugRefusal } from './slugs';

export const events: CollectionDef = {
  ...registered('events'),
  canRead: () => true,
  async canWrite(viewer, next, master, ctx) {
    if (!viewer?.userId) return 'Authentication required';
    // One meetverse, and only an admin makes an event it or stops it being it, by any path.
    const wasMeetverse = Boolean((master as Partial<EventDoc> | undefined)?.is_meetverse);
    if (Boolean(next.is_meetverse) !== wasMeetverse && !isAdmin(viewer)) {
      return master ? 'Only an admin may make an event the meetverse or stop it being it' : 'Only an admin may create the meetverse';
    }
    const owner = (master as Partial<EventDoc> | undefined)?.created_by;
    if (master && owner !== viewer.userId && !isAdmin(viewer)) return 'Only the organiser may change this event';
    return slugRefusal(ctx, 'events', next, master);
  },
  serverFields(viewer, _next, master) {
    const owner = master ? (master as Partial<EventDoc>).created_by : (viewer?.userId ?? undefined);
    return owner ? { created_by: owner } : {};
  },
};
