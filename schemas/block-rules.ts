import { interactionId } from './interaction.schema';
import { defineMessages, say } from './words';

const words = defineMessages({
  blocked: { id: 'rules.block.blocked', defaultMessage: "You can't send messages to this member" },
  self: { id: 'rules.block.self', defaultMessage: 'You cannot block yourself' },
  explained: {
    id: 'rules.block.explained',
    defaultMessage:
      'Neither of you can send the other direct messages, and their questions and messages are folded away for you. Blocking is private: they are not told, and nobody else can see it. You can unblock them in Settings.',
  },
});

/**
 * Blocking a member: a private interaction of kind 'block' (one id per member and target, toggled, so
 * a block and an unblock made offline converge). Nobody but the member who blocks reads it. While
 * either of two members blocks the other, no direct messages pass between them; the refusal says so
 * in the same neutral words to both, never who blocked whom.
 */
export const DIRECT_MESSAGE_BLOCKED = say(words.blocked);

/** Why a member cannot block someone: it is themselves. */
export const BLOCK_SELF = say(words.self);

/** What blocking does, in the words the confirm dialog uses. */
export const BLOCK_EXPLAINED = say(words.explained);

/** The id of `blocker`'s block of `blocked`: the same on every device. */
export const blockId = (blocker: string, blocked: string): string => interactionId('block', blocker, blocked);

/** The two blocks that stop direct messages between two members: either one's block of the other. */
export const blocksBetween = (memberA: string, memberB: string): [string, string] => [blockId(memberA, memberB), blockId(memberB, memberA)];

/**
 * The one rule of direct messages between two members, on the device and the server: refused (in the
 * neutral words) when either block is active. `isActive` says whether a block id is active; the device
 * knows only its member's own blocks, the server both. Null when allowed.
 */
export function directMessageProblem(memberA: string, memberB: string, isActive: (blockId: string) => boolean): string | null {
  return blocksBetween(memberA, memberB).some(isActive) ? DIRECT_MESSAGE_BLOCKED : null;
}

/** Why a block cannot be made as written (null when it can), on the profile's button and the server alike. */
export const blockProblem = (memberId: string, targetId: string): string | null => (memberId === targetId ? BLOCK_SELF : null);
