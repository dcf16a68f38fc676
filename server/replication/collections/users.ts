import { profileFormProblem } from '../../../schemas/user.schema';
import { registered, type CollectionDef } from '../collection-def';
import { slugRefusal } from './slugs';

export const users: CollectionDef<'users'> = {
  ...registered('users'),
  privateColumns: ['auth_id', 'email'],
  // Profiles are for members: a guest sees none.
  canRead: (viewer) => viewer !== null,
  formProblem: profileFormProblem,
  async canWrite(viewer, next, master, ctx) {
    if (!viewer) return 'Authentication required';
    // Profiles are created at signup (POST /users/me), which ties them to the sign-in identity.
    if (!master) return 'Profiles are created at signup';
    if (master.id !== viewer.userId) return 'Access denied to user profile';
    return slugRefusal(ctx, 'users', next, master);
  },
  serverFields(_viewer, next, master) {
    // Roles change only through the admin actions, never through a profile write; a profile's birth date is the server's.
    return { role: master?.role ?? 'member', created_at: master ? master.created_at : next.created_at };
  },
};
