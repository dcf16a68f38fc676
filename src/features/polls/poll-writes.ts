import { markPending } from '../../../local-store/mark-pending';
import type { AppDatabase } from '../../../local-store/open-database';
import { interactionId } from '../../../schemas/interaction.schema';
import { pollProblem, pollSessionProblem, voteProblem } from '../../../schemas/poll-rules';
import type { PollDoc, PollKind } from '../../../schemas/poll.schema';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { newId } from '../../lib/uuid';

const messages = defineMessages({
  gone: { id: 'polls.writes.gone', defaultMessage: 'This poll is no longer on this device' },
});

export type PollDraft = { eventId: string; sessionId?: string | undefined; kind: PollKind; question: string; options: { id: string; label: string }[]; memberId: string; now?: Date };

/** A new poll, as a draft on the device (sent when there is a connection); its rules first, as the server's. */
export async function draftPoll(db: AppDatabase, draft: PollDraft): Promise<string> {
  const options = draft.kind === 'word_cloud' ? [] : draft.options.map((option) => ({ id: option.id, label: option.label.trim() }));
  const problem = pollProblem({ kind: draft.kind, question: draft.question, options });
  if (problem) throw new Error(problem);
  await checkSession(db, { event_id: draft.eventId, session_id: draft.sessionId });
  const id = newId();
  await db.polls.insert({
    id,
    event_id: draft.eventId,
    ...(draft.sessionId ? { session_id: draft.sessionId } : {}),
    kind: draft.kind,
    question: draft.question.trim(),
    options,
    state: 'draft',
    on_screen: false,
    created_by: draft.memberId,
    created_at: (draft.now ?? new Date()).toISOString(),
    sync_state: 'pending',
    updatedAt: 0,
  });
  return id;
}

/** The session a poll names, checked on the device by the rule the server applies (schemas/poll-rules.ts). */
async function checkSession(db: AppDatabase, poll: { event_id: string; session_id?: string | undefined }): Promise<void> {
  const session = poll.session_id ? ((await db.sessions.findOne(poll.session_id).exec())?.toJSON() ?? undefined) : undefined;
  const problem = pollSessionProblem(poll, session);
  if (problem) throw new Error(problem);
}

export type PollChange = Partial<Pick<PollDoc, 'state' | 'on_screen' | 'hidden_words' | 'session_id'>>;

/** A runner's change of a poll: opened, closed, on or off the big screen, a word hidden, asked in another session (undefined: the whole event). */
export async function changePoll(db: AppDatabase, pollId: string, change: PollChange): Promise<void> {
  const poll = await db.polls.findOne(pollId).exec();
  if (!poll) throw new Error(appIntl().formatMessage(messages.gone));
  if ('session_id' in change) await checkSession(db, { event_id: poll.event_id, session_id: change.session_id });
  await markPending(poll, change);
}

/** Deletes a poll for everyone once it syncs, its votes with it. */
export async function deletePoll(db: AppDatabase, pollId: string): Promise<void> {
  await (await db.polls.findOne(pollId).exec())?.remove();
}

/**
 * The member's vote in a poll: one document per member and poll (its id made from both), so a changed
 * vote overwrites the last and two phones offline converge on the latest. Its time is now: the server
 * counts a vote made before the poll closed, even one sent later. Says whether it changed an earlier vote.
 */
export async function castVote(db: AppDatabase, vote: { memberId: string; poll: Pick<PollDoc, 'id' | 'kind' | 'options'>; choices: string[]; now?: Date }): Promise<{ changed: boolean }> {
  const choices = vote.poll.kind === 'word_cloud' ? vote.choices.map((word) => word.replace(/\s+/gu, ' ').trim()) : vote.choices;
  const problem = voteProblem(vote.poll, choices);
  if (problem) throw new Error(problem);
  const id = interactionId('vote', vote.memberId, vote.poll.id);
  const created_at = (vote.now ?? new Date()).toISOString();
  const existing = await db.interactions.findOne(id).exec();
  if (existing) {
    await markPending(existing, { active: true, choices, created_at });
    return { changed: true };
  }
  await db.interactions.insert({ id, kind: 'vote', user_id: vote.memberId, target_id: vote.poll.id, active: true, choices, created_at, sync_state: 'pending', updatedAt: 0 });
  return { changed: false };
}
