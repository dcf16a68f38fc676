import type { Role } from '../../schemas/user.schema';

/** Who is asking: a signed-in member, or null for a guest. */
export type Viewer = { userId: string | null; sub: string; email: string | null; role: Role } | null;

export const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';
