import { useMySpaces } from '../../../db/use-my-spaces';
import type { SpaceOption } from '../components/question-form';

/** Where a member may ask: the meetverse and the current events they joined. */
export function useSpaceOptions(memberId: string): SpaceOption[] {
  const { data: spaces } = useMySpaces(memberId);
  if (!spaces) return [];
  return [
    ...(spaces.meetverse ? [{ value: spaces.meetverse.id, label: spaces.meetverse.name }] : []),
    ...spaces.current.map((event) => ({ value: event.id, label: event.name })),
  ];
}
