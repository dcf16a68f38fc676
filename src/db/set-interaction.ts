import { interactionId, type InteractionKind } from '../../schemas/interaction.schema';
import { markPending } from '../../local-store/mark-pending';
import type { AppDatabase } from '../../local-store/open-database';

export type InteractionChange = {
  kind: InteractionKind;
  userId: string;
  targetId: string;
  /** The state wanted, or 'toggle' for the other one. */
  active: boolean | 'toggle';
  now?: Date;
};

/**
 * Makes one of the member's interactions (a reaction, joining or checking in, a meeting) active or not.
 * Its id is made from kind, member and target, so two phones writing offline land on one document and
 * the server's counts never double; one already in the state wanted is left as it is. Says what the
 * interaction is now and whether anything was written.
 */
export async function setInteraction(db: AppDatabase, change: InteractionChange): Promise<{ id: string; active: boolean; changed: boolean }> {
  const { kind, userId, targetId, now = new Date() } = change;
  const id = interactionId(kind, userId, targetId);
  const existing = await db.interactions.findOne(id).exec();
  const active = change.active === 'toggle' ? !existing?.active : change.active;
  if (existing) {
    if (existing.active === active) return { id, active, changed: false };
    await markPending(existing, { active });
    return { id, active, changed: true };
  }
  if (!active) return { id, active, changed: false };
  await db.interactions.insert({ id, kind, user_id: userId, target_id: targetId, active: true, created_at: now.toISOString(), sync_state: 'pending', updatedAt: 0 });
  return { id, active, changed: true };
}
