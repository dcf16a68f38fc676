import { useMemo } from 'react';
import { map } from 'rxjs';
import type { FeatureSuggestionDoc } from '../../../schemas/feature-suggestion.schema';
import { HOUR_MS, suggestionProblems as suggestionRules, suggestionsPerHourProblem, type SuggestionProblems } from '../../../schemas/feature-suggestion.schema';
import type { AppDatabase } from '../../../local-store/open-database';
import { localWrite } from '../../components/local-write/local-write';
import { useLiveQuery } from '../../db/use-live-query';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import { track } from '../../lib/analytics';
import { newId } from '../../lib/uuid';
import { useMember } from '../../member/member-store';

const messages = defineMessages({
  notSaved: { id: 'suggestions.write.notSaved', defaultMessage: 'Your suggestion was not saved' },
});

export type SuggestionInput = { title: string; details: string };
export type { SuggestionProblems };

/** What is wrong with a suggestion as typed, field by field, in the words the server uses too (schemas/feature-suggestion.schema.ts). */
export const suggestionProblems = (input: SuggestionInput): SuggestionProblems => suggestionRules(input) ?? {};

/** Why the member cannot send one more suggestion now (the hourly limit the server keeps too), or null. */
export function hourlyLimitProblem(own: Pick<FeatureSuggestionDoc, 'created_at'>[], now = Date.now()): string | null {
  return suggestionsPerHourProblem(own.filter((doc) => Date.parse(doc.created_at) > now - HOUR_MS).length);
}

/** Stores a suggestion on this device; the sync engine sends it with the member's other writes. */
export async function storeSuggestion(db: AppDatabase, userId: string, input: SuggestionInput, now = new Date()): Promise<FeatureSuggestionDoc> {
  const doc = await db.feature_suggestions.insert({
    id: newId(),
    user_id: userId,
    title: input.title.trim(),
    ...(input.details.trim() ? { details: input.details.trim() } : {}),
    created_at: now.toISOString(),
    sync_state: 'pending',
    updatedAt: 0,
  });
  return doc.toJSON() as FeatureSuggestionDoc;
}

/** The member's own suggestions on this device, newest first. */
export function useOwnSuggestions(memberId: string) {
  return useLiveQuery(
    (db) =>
      db.feature_suggestions
        .find({ selector: { user_id: memberId } })
        .$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as FeatureSuggestionDoc).sort((a, b) => b.created_at.localeCompare(a.created_at)))),
    [memberId],
  );
}

export function useSuggestionWrites() {
  const { id: memberId } = useMember();
  return useMemo(
    () => ({
      async suggest(input: SuggestionInput) {
        const result = await localWrite((db) => storeSuggestion(db, memberId, input), { failure: appIntl().formatMessage(messages.notSaved) });
        if (result.stored) track('Feature Suggested', { offline: !navigator.onLine });
        return result;
      },
    }),
    [memberId],
  );
}
