import { useEffect, useState } from 'react';
import { combineLatest, map, of, switchMap } from 'rxjs';
import { directPartner, type ChatRoomDoc } from '../../../../schemas/chat-room.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { getDatabase } from '../../../db/database';
import { useLiveQuery } from '../../../db/use-live-query';
import { ensureDirectRoom } from '../rooms';

export type RoomContext = { room: ChatRoomDoc | null; partner: UserDoc | undefined; question: QuestionDoc | undefined };

/** Who a room is with and the question it is about (the room's, or `questionId` when given), live. */
export function useRoomContext(roomId: string | null, memberId: string, questionId?: string) {
  return useLiveQuery(
    (db) =>
      roomId
        ? db.chat_rooms.findOne(roomId).$.pipe(
            map((doc) => (doc?.toJSON() as ChatRoomDoc | undefined) ?? null),
            switchMap((room) => {
              const partnerId = room ? directPartner(room, memberId) : undefined;
              const aboutId = questionId || room?.question_id;
              return combineLatest([partnerId ? db.users.findOne(partnerId).$ : of(null), aboutId ? db.questions.findOne(aboutId).$ : of(null)]).pipe(
                map(([partner, question]): RoomContext => ({
                  room,
                  partner: (partner?.toJSON() as UserDoc | undefined) ?? undefined,
                  question: (question?.toJSON() as QuestionDoc | undefined) ?? undefined,
                })),
              );
            }),
          )
        : of<RoomContext>({ room: null, partner: undefined, question: undefined }),
    [roomId, memberId, questionId],
  );
}

export type DirectRoom = { status: 'opening' } | { status: 'open'; roomId: string } | { status: 'error'; message: string };

/** The member's direct chat with `otherId`, created on this device when it is new (offline too). */
export function useDirectRoom(memberId: string, otherId: string | undefined, questionId?: string): DirectRoom {
  const [state, setState] = useState<DirectRoom>({ status: 'opening' });
  useEffect(() => {
    if (!otherId) return undefined;
    let cancelled = false;
    setState({ status: 'opening' });
    void getDatabase()
      .then((db) => ensureDirectRoom(db, memberId, otherId, questionId))
      .then(
        (roomId) => !cancelled && setState({ status: 'open', roomId }),
        (error: Error) => !cancelled && setState({ status: 'error', message: error.message }),
      );
    return () => {
      cancelled = true;
    };
  }, [memberId, otherId, questionId]);
  return otherId ? state : { status: 'opening' };
}
