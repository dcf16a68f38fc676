import { linkedInProblem, userSchema, type UserDoc } from '../../../schemas/user.schema';

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

const tooLong = (length: number, max: number) => {
  const over = length - max;
  return over > 0 ? `${over} ${over === 1 ? 'character' : 'characters'} too long: at most ${max}` : undefined;
};

function tagProblem(tags: string[]): string | undefined {
  if (tags.length > PROFILE_LIMITS.tags) return `At most ${PROFILE_LIMITS.tags} entries: remove ${tags.length - PROFILE_LIMITS.tags}`;
  const long = tags.find((tag) => tag.length > PROFILE_LIMITS.tag);
  return long ? `Each entry can be at most ${PROFILE_LIMITS.tag} characters: shorten '${long.slice(0, 20)}…'` : undefined;
}

/** What must change before the profile can be saved, field by field; null when it can be. */
export function profileProblems(input: ProfileInput): ProfileProblems | null {
  const name = input.full_name.trim().replace(/\s+/g, ' ');
  const parts = splitFullName(name);
  const picture = input.profile_picture.trim();
  const problems: ProfileProblems = {
    full_name: !name
      ? 'Please enter your full name'
      : (tooLong(name.length, PROFILE_LIMITS.full_name) ??
        (Math.max(parts.first_name.length, parts.last_name.length) > PROFILE_LIMITS.name_part ? `Your first and last name can each be at most ${PROFILE_LIMITS.name_part} characters` : undefined)),
    bio: tooLong(input.bio.trim().length, PROFILE_LIMITS.bio),
    professional_background: tooLong(input.professional_background.trim().length, PROFILE_LIMITS.professional_background),
    can_help_with: tooLong(input.can_help_with.trim().length, PROFILE_LIMITS.can_help_with),
    linkedin_url:
      tooLong(input.linkedin_url.trim().length, PROFILE_LIMITS.linkedin_url) ??
      (linkedInProblem(input.linkedin_url.trim()) ?? undefined),
    profile_picture:
      tooLong(picture.length, PROFILE_LIMITS.profile_picture) ?? (picture && !isHttpsUrl(picture) ? 'Enter the https:// address of a picture' : undefined),
  };
  for (const field of TAG_FIELDS) problems[field] = tagProblem(input[field]);
  const found = Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as ProfileProblems;
  return Object.keys(found).length ? found : null;
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
