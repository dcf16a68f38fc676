import type { Role } from '../../schemas/user.schema';

/**
 * Who is asking: a signed-in member, or null for a guest. `expiresAt` (ms since the epoch) is when the
 * token that named them stops counting; the server's own viewers have none.
 */
export type Viewer = { userId: string | null; sub: string; email: string | null; role: Role; expiresAt?: number } | null;

export const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';
