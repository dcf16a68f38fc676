import { interactionId, type InteractionKind } from '../../schemas/interaction.schema';
import type { AppDatabase } from '../../local-store/open-database';

/**
 * Toggles one of the member's interactions (a reaction, joining an event). The id is made from member, target and kind, so two phones
 * toggling offline land on one document and the server's counts never double.
 */
export async function toggleInteraction(db: AppDatabase, kind: InteractionKind, userId: string, targetId: string, now = new Date()): Promise<boolean> {
  const id = interactionId(kind, userId, targetId);
  const existing = await db.interactions.findOne(id).exec();
  if (existing) {
    const active = !existing.active;
    await existing.incrementalPatch({ active, sync_state: 'pending', sync_error: undefined });
    return active;
  }
  await db.interactions.insert({ id, kind, user_id: userId, target_id: targetId, active: true, created_at: now.toISOString(), sync_state: 'pending', updatedAt: 0 });
  return true;
}
