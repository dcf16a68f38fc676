import { createHash } from 'node:crypto';
import { registered, needsMember, type CollectionDef, type Doc, type WriteContext } from '../collection-def';

/** The only fields a recipient changes; the rest is the server's. */
const MEMBER_FIELDS = new Set(['status', 'sync_state', 'sync_error', 'updatedAt']);

/** A UUID derived from a name, so the same cause always makes the same notification. */
export function derivedId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Tells a question's author that someone can help. Toggling the help off and on again brings the
 * same notification back as unread instead of piling up new ones.
 */
export async function notifyCanHelp(ctx: WriteContext, interaction: Doc): Promise<void> {
  const question = await ctx.get('questions', String(interaction.target_id));
  if (!question || question._deleted || question.author_id === interaction.user_id) return;
  const helper = await ctx.get('users', String(interaction.user_id));
  const name = String(helper?.full_name || 'Someone');
  await ctx.save('notifications', {
    id: derivedId(`can_help:${interaction.id}`),
    user_id: String(question.author_id),
    kind: 'can_help',
    title: `${name} can help with your question`.slice(0, 200),
    body: String(question.title).slice(0, 1000),
    link: `/questions/${String(question.slug ?? question.id)}`,
    actor_id: String(interaction.user_id),
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

/**
 * Tells the other member of a meeting that `recorder` recorded it: a new meeting, or one taken back
 * and recorded again. One notification per meeting and member, however often it is recorded.
 */
export async function notifyMeeting(ctx: WriteContext, meeting: Doc, recorder: string): Promise<void> {
  const other = meeting.user_id === recorder ? String(meeting.target_id) : String(meeting.user_id);
  const actor = await ctx.get('users', recorder);
  const recipient = await ctx.get('users', other);
  if (!recipient || recipient._deleted) return;
  const name = String(actor?.full_name || 'Someone');
  await ctx.save('notifications', {
    id: derivedId(`we_met:${String(meeting.id)}:${other}`),
    user_id: other,
    kind: 'we_met',
    title: `You met ${name}`.slice(0, 200),
    body: `${name} recorded that you met${meeting.note ? `: ${String(meeting.note)}` : ''}`.slice(0, 1000),
    link: `/profile/${encodeURIComponent(String(actor?.slug || recorder))}`,
    actor_id: recorder,
    status: 'unread',
    created_at: new Date(ctx.now).toISOString(),
    _deleted: false,
  });
}

export const notifications: CollectionDef = {
  ...registered('notifications'),
  scope: (viewer) => (eb) => eb('user_id', '=', viewer?.userId ?? ''),
  canRead: (viewer, doc) => Boolean(viewer?.userId) && doc.user_id === viewer?.userId,
  canWrite(viewer, next, master) {
    const missing = needsMember(viewer);
    if (missing) return missing;
    if (!master) return 'Notifications are made by the server';
    if (master.user_id !== viewer?.userId) return 'Only its recipient may change a notification';
    const keys = new Set([...Object.keys(master), ...Object.keys(next)]);
    for (const key of keys) {
      if (!MEMBER_FIELDS.has(key) && JSON.stringify(master[key] ?? null) !== JSON.stringify(next[key] ?? null)) {
        return 'Only the status of a notification may change';
      }
    }
    return null;
  },
  serverFields: () => ({}),
};
