import type { IntlShape } from 'react-intl';
import { linkedInProblem, userSchema, type UserDoc } from '../../../schemas/user.schema';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';

const property = (name: keyof UserDoc) => userSchema.properties[name] as { maxLength?: number; maxItems?: number; items?: { maxLength?: number } };
const maxLength = (name: keyof UserDoc) => property(name).maxLength ?? Infinity;

/** The limits a profile is stored with: the same the server checks every write against. */
export const PROFILE_LIMITS = {
  full_name: maxLength('full_name'),
  name_part: maxLength('first_name'),
  bio: maxLength('bio'),
  professional_background: maxLength('professional_background'),
  can_help_with: maxLength('can_help_with'),
  linkedin_url: maxLength('linkedin_url'),
  profile_picture: maxLength('profile_picture'),
  tags: property('interests').maxItems ?? 50,
  tag: property('interests').items?.maxLength ?? 100,
} as const;

/** The lists of a profile, edited as tags. */
export const TAG_FIELDS = ['fields_of_expertise', 'interests', 'skills', 'personality_traits'] as const;
export type TagField = (typeof TAG_FIELDS)[number];

/** What the member edits of their profile. */
export type ProfileInput = {
  full_name: string;
  bio: string;
  professional_background: string;
  can_help_with: string;
  linkedin_url: string;
  profile_picture: string;
} & Record<TagField, string[]>;

export type ProfileProblems = Partial<Record<keyof ProfileInput, string>>;

/** A problem with a field, and whether the form says it as soon as it is typed (a limit passed) rather than once the field is left. */
export type ProfileProblem = { message: string; atOnce: boolean };

const messages = defineMessages({
  nameMissing: { id: 'profiles.fields.nameMissing', defaultMessage: 'Please enter your full name' },
  tooLong: {
    id: 'profiles.fields.tooLong',
    defaultMessage: '{over, plural, one {# character too long: at most {max}} other {# characters too long: at most {max}}}',
  },
  namePartTooLong: { id: 'profiles.fields.namePartTooLong', defaultMessage: 'Your first and last name can each be at most {max} characters' },
  tooManyTags: { id: 'profiles.fields.tooManyTags', defaultMessage: 'At most {max} entries: remove {extra}' },
  tagTooLong: { id: 'profiles.fields.tagTooLong', defaultMessage: "Each entry can be at most {max} characters: shorten ''{start}…''" },
  pictureNotHttps: { id: 'profiles.fields.pictureNotHttps', defaultMessage: 'Enter the https:// address of a picture' },
});

/** The form's starting values from a stored profile. */
export function profileInput(user: Partial<UserDoc>): ProfileInput {
  return {
    full_name: user.full_name ?? '',
    bio: user.bio ?? '',
    professional_background: user.professional_background ?? '',
    can_help_with: user.can_help_with ?? '',
    linkedin_url: user.linkedin_url ?? '',
    profile_picture: user.profile_picture ?? '',
    fields_of_expertise: [...(user.fields_of_expertise ?? [])],
    interests: [...(user.interests ?? [])],
    skills: [...(user.skills ?? [])],
    personality_traits: [...(user.personality_traits ?? [])],
  };
}

/** Whether two inputs say the same once trimmed, as they would be stored. */
export function sameInput(a: ProfileInput, b: ProfileInput): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

/** The full name is split at the first space: the first word is the first name, the rest the last name. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1 ? { first_name: trimmed, last_name: '' } : { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

export { LINKEDIN_PROBLEM } from '../../../schemas/user.schema';

/**
 * The address a profile's LinkedIn link opens, or null when it is not one to follow: only https
 * addresses on linkedin.com or one of its subdomains are linked, anything else is shown as text.
 */
export function linkedInHref(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  return host === 'linkedin.com' || host.endsWith('.linkedin.com') ? url.href : null;
}

const atOnce = (message: string): ProfileProblem => ({ message, atOnce: true });
const onLeave = (message: string): ProfileProblem => ({ message, atOnce: false });

function tooLong(intl: IntlShape, length: number, max: number): ProfileProblem | undefined {
  const over = length - max;
  return over > 0 ? atOnce(intl.formatMessage(messages.tooLong, { over, max })) : undefined;
}

function tagProblem(intl: IntlShape, tags: string[]): ProfileProblem | undefined {
  if (tags.length > PROFILE_LIMITS.tags) return atOnce(intl.formatMessage(messages.tooManyTags, { max: PROFILE_LIMITS.tags, extra: tags.length - PROFILE_LIMITS.tags }));
  const long = tags.find((tag) => tag.length > PROFILE_LIMITS.tag);
  return long ? atOnce(intl.formatMessage(messages.tagTooLong, { max: PROFILE_LIMITS.tag, start: long.slice(0, 20) })) : undefined;
}

/** What must change before the profile can be saved, field by field, each with when the form says it; null when it can be saved. */
export function profileProblemDetails(input: ProfileInput, intl: IntlShape = appIntl()): Partial<Record<keyof ProfileInput, ProfileProblem>> | null {
  const name = input.full_name.trim().replace(/\s+/g, ' ');
  const parts = splitFullName(name);
  const picture = input.profile_picture.trim();
  const linkedIn = linkedInProblem(input.linkedin_url.trim());
  const problems: Partial<Record<keyof ProfileInput, ProfileProblem | undefined>> = {
    full_name: !name
      ? onLeave(intl.formatMessage(messages.nameMissing))
      : (tooLong(intl, name.length, PROFILE_LIMITS.full_name) ??
        (Math.max(parts.first_name.length, parts.last_name.length) > PROFILE_LIMITS.name_part
          ? onLeave(intl.formatMessage(messages.namePartTooLong, { max: PROFILE_LIMITS.name_part }))
          : undefined)),
    bio: tooLong(intl, input.bio.trim().length, PROFILE_LIMITS.bio),
    professional_background: tooLong(intl, input.professional_background.trim().length, PROFILE_LIMITS.professional_background),
    can_help_with: tooLong(intl, input.can_help_with.trim().length, PROFILE_LIMITS.can_help_with),
    linkedin_url: tooLong(intl, input.linkedin_url.trim().length, PROFILE_LIMITS.linkedin_url) ?? (linkedIn ? onLeave(linkedIn) : undefined),
    profile_picture:
      tooLong(intl, picture.length, PROFILE_LIMITS.profile_picture) ??
      (picture && !isHttpsUrl(picture) ? onLeave(intl.formatMessage(messages.pictureNotHttps)) : undefined),
  };
  for (const field of TAG_FIELDS) problems[field] = tagProblem(intl, input[field]);
  const found = Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem));
  return Object.keys(found).length ? (found as Partial<Record<keyof ProfileInput, ProfileProblem>>) : null;
}

/** What must change before the profile can be saved, field by field; null when it can be. */
export function profileProblems(input: ProfileInput, intl: IntlShape = appIntl()): ProfileProblems | null {
  const details = profileProblemDetails(input, intl);
  return details && (Object.fromEntries(Object.entries(details).map(([field, problem]) => [field, problem.message])) as ProfileProblems);
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function normalised(input: ProfileInput): ProfileInput {
  const tags = (list: string[]) => list.map((tag) => tag.trim()).filter(Boolean);
  return {
    full_name: input.full_name.trim().replace(/\s+/g, ' '),
    bio: input.bio.trim(),
    professional_background: input.professional_background.trim(),
    can_help_with: input.can_help_with.trim(),
    linkedin_url: input.linkedin_url.trim(),
    profile_picture: input.profile_picture.trim(),
    fields_of_expertise: tags(input.fields_of_expertise),
    interests: tags(input.interests),
    skills: tags(input.skills),
    personality_traits: tags(input.personality_traits),
  };
}

/** The fields a save writes: the input trimmed, and the name split into first and last name. */
export function profilePatch(input: ProfileInput): Partial<UserDoc> {
  const clean = normalised(input);
  return { ...clean, ...splitFullName(clean.full_name) };
}
