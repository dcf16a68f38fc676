import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema } from 'rxdb';
import { syncErrorProperty, syncStateProperty } from './sync-state';
import type { toTypedRxJsonSchema } from 'rxdb';
import { SLUG_PATTERN } from './event.schema';
import { defineMessages, say } from './words';

const words = defineMessages({
  linkedIn: { id: 'rules.user.linkedIn', defaultMessage: 'Enter a LinkedIn profile address, like https://www.linkedin.com/in/your-name' },
});

export const ROLES = ['member', 'champion', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const stringList = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100 } } as const;

const literal = {
  title: 'user',
  description: 'A member profile: the public card and what the member chose to share.',
  // Version 1 changed the description only; version 2 added `listed` (absent reads as listed): every
  // stored profile migrates unchanged.
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    slug: { type: 'string', maxLength: 100, pattern: SLUG_PATTERN },
    full_name: { type: 'string', maxLength: 200 },
    first_name: { type: 'string', maxLength: 100 },
    last_name: { type: 'string', maxLength: 100 },
    linkedin_url: { type: 'string', maxLength: 300 },
    profile_picture: { type: 'string', maxLength: 1000 },
    bio: { type: 'string', maxLength: 2000 },
    is_active: { type: 'boolean' },
    last_active_at: { type: 'string', maxLength: 40 },
    fields_of_expertise: stringList,
    professional_background: { type: 'string', maxLength: 2000 },
    can_help_with: { type: 'string', maxLength: 2000 },
    interests: stringList,
    personality_traits: stringList,
    skills: stringList,
    deactivated_at: { type: 'string', maxLength: 40 },
    role: { type: 'string', enum: [...ROLES], maxLength: 8 },
    /**
     * Whether the member shows in the attendee lists of the events they join ('Show me in attendee
     * lists' in Settings); absent is listed. An unlisted member's profile reaches only those they met.
     */
    listed: { type: 'boolean' },
    created_at: { type: 'string', maxLength: 40 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'full_name', 'updatedAt'],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
/** The public profile; auth_id, email and sub are a user's fields too, but stay on the server. */
export type UserDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const userSchema: RxJsonSchema<UserDoc> = literal;

/** Whether a profile shows in attendee lists: unless its member chose not to. */
export const isListed = (profile: { listed?: boolean | undefined }): boolean => profile.listed !== false;

/** A LinkedIn address a profile stores: https, linkedin.com or a short subdomain such as www., and a path. */
const STORABLE_LINKEDIN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/\S+$/i;
export const LINKEDIN_PROBLEM = say(words.linkedIn);

/** Why a profile's LinkedIn address cannot be stored, or null; empty is no address. The form, REST and push all ask this. */
export function linkedInProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && STORABLE_LINKEDIN.test(value) ? null : LINKEDIN_PROBLEM;
}

/** Problems with what a member typed into their profile, in the words the form shows; null when none. */
export function profileFormProblem(doc: Record<string, unknown>): string | null {
  return linkedInProblem(doc.linkedin_url);
}
