import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandLinkedin, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UserDoc } from '../../../../schemas/user.schema';
import { Avatar } from '../../../components/avatar/avatar';
import { SyncBadge } from '../../../components/sync-badge';
import { defineMessages } from '../../../i18n/define-messages';
import { track } from '../../../lib/analytics';
import { linkedInHref } from '../profile-fields';
import { RoleBadge } from './role-badge';
import { ownDirection } from '../../../i18n/own-direction';

export type ProfileViewProps = {
  user: UserDoc & { role?: string | undefined };
  /** The member's own profile: empty sections say how to fill them. */
  own: boolean;
  /** Buttons under the name: Edit profile, We met. */
  actions?: ReactNode;
  /** A line under the name, e.g. when the two met. */
  status?: ReactNode;
  /** Sections after the profile's own: questions, bookmarks, people met. */
  children?: ReactNode;
};

/** The member's first name; none when their profile gives no name at all. */
const firstName = (user: UserDoc) => user.first_name || user.full_name.trim().split(/\s+/)[0] || null;

/** A titled part of the profile. */
export function ProfileSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

function Prose({ text }: { text: string }) {
  return <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>;
}

/** A list of short words (expertise, interests, skills) as badges, read as a list. */
export function Tags({ items, label, justify }: { items: string[]; label: string; justify?: 'center' }) {
  return (
    <Group gap={6} justify={justify} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={item} style={{ maxWidth: '100%' }}>
          <Badge variant="light" tt="none" size="lg" radius="sm" fw={500} maw="100%">
            {item}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

function LinkedIn({ url }: { url: string }) {
  const intl = useIntl();
  const href = linkedInHref(url);
  if (!href) {
    // Not a LinkedIn address: shown as the member typed it, never as a link to follow.
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {url}
      </Text>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" style={{ display: 'inline-flex', alignItems: 'center', gap: 6, overflowWrap: 'anywhere' }}>
      <IconBrandLinkedin size={20} aria-hidden="true" />
      {intl.formatMessage(messages.linkedInLink)}
      <IconExternalLink size={14} aria-hidden="true" />
    </Anchor>
  );
}

type TextField = 'bio' | 'professional_background' | 'can_help_with';
type ListField = 'fields_of_expertise' | 'interests' | 'skills' | 'personality_traits';
type Section<F> = { field: F; title: MessageDescriptor; ownEmpty: MessageDescriptor };

const messages = defineMessages({
  about: { id: 'profiles.view.about', defaultMessage: 'About' },
  aboutEmpty: { id: 'profiles.view.aboutEmpty', defaultMessage: 'Add a short bio, so people know who they are talking to. Tap Edit profile.' },
  background: { id: 'profiles.view.background', defaultMessage: 'Professional background' },
  backgroundEmpty: { id: 'profiles.view.backgroundEmpty', defaultMessage: 'Add what you do and have done: it starts conversations. Tap Edit profile.' },
  canHelpWith: { id: 'profiles.view.canHelpWith', defaultMessage: 'Can help with' },
  canHelpWithEmpty: {
    id: 'profiles.view.canHelpWithEmpty',
    defaultMessage: 'Say what you can help with, and people with questions will find you. Tap Edit profile.',
  },
  expertise: { id: 'profiles.view.expertise', defaultMessage: 'Fields of expertise' },
  expertiseEmpty: { id: 'profiles.view.expertiseEmpty', defaultMessage: 'Add your fields of expertise. Tap Edit profile.' },
  interests: { id: 'profiles.view.interests', defaultMessage: 'Interests' },
  interestsEmpty: { id: 'profiles.view.interestsEmpty', defaultMessage: 'Add a few interests: shared ones make easy openers. Tap Edit profile.' },
  skills: { id: 'profiles.view.skills', defaultMessage: 'Skills' },
  skillsEmpty: { id: 'profiles.view.skillsEmpty', defaultMessage: 'Add the skills you bring. Tap Edit profile.' },
  traits: { id: 'profiles.view.traits', defaultMessage: 'Personality traits' },
  traitsEmpty: { id: 'profiles.view.traitsEmpty', defaultMessage: 'Add a trait or two that describe you. Tap Edit profile.' },
  linkedIn: { id: 'profiles.view.linkedIn', defaultMessage: 'LinkedIn' },
  linkedInEmpty: { id: 'profiles.view.linkedInEmpty', defaultMessage: 'Add your LinkedIn address, so people can stay in touch. Tap Edit profile.' },
  linkedInLink: { id: 'profiles.view.linkedInLink', defaultMessage: 'LinkedIn profile' },
  nothingNamed: {
    id: 'profiles.view.nothingNamed',
    defaultMessage: '{name} has not filled in their profile yet. Ask what they are working on when you meet.',
  },
  nothingUnnamed: {
    id: 'profiles.view.nothingUnnamed',
    defaultMessage: 'This member has not filled in their profile yet. Ask what they are working on when you meet.',
  },
});

const TEXT_SECTIONS: Section<TextField>[] = [
  { field: 'bio', title: messages.about, ownEmpty: messages.aboutEmpty },
  { field: 'professional_background', title: messages.background, ownEmpty: messages.backgroundEmpty },
  { field: 'can_help_with', title: messages.canHelpWith, ownEmpty: messages.canHelpWithEmpty },
];
const LIST_SECTIONS: Section<ListField>[] = [
  { field: 'fields_of_expertise', title: messages.expertise, ownEmpty: messages.expertiseEmpty },
  { field: 'interests', title: messages.interests, ownEmpty: messages.interestsEmpty },
  { field: 'skills', title: messages.skills, ownEmpty: messages.skillsEmpty },
  { field: 'personality_traits', title: messages.traits, ownEmpty: messages.traitsEmpty },
];

/** Counts one view of each profile shown. */
function useProfileViewed(userId: string, own: boolean) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === userId) return;
    counted.current = userId;
    track('Profile Viewed', { own });
  }, [userId, own]);
}

/** A member's profile: who they are, what they know and can help with, and how to reach them. */
export function ProfileView({ user, own, actions, status, children }: ProfileViewProps) {
  const intl = useIntl();
  useProfileViewed(user.id, own);
  const name = firstName(user);
  const texts = TEXT_SECTIONS.filter(({ field }) => own || user[field]?.trim());
  const lists = LIST_SECTIONS.filter(({ field }) => own || (user[field]?.length ?? 0) > 0);
  const linkedIn = user.linkedin_url?.trim();
  const nothing = !own && texts.length === 0 && lists.length === 0 && !linkedIn;
  return (
    <Stack gap="md" data-testid="profile">
      <Group wrap="nowrap" align="center" gap="md">
        <Avatar name={user.full_name} src={user.profile_picture} size="xl" role={user.role} />
        <Stack gap={6} miw={0}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} dir="auto">
            {user.full_name}
          </Title>
          <Group gap={6}>
            <RoleBadge role={user.role} />
            {own && <SyncBadge state={user.sync_state} error={user.sync_error} testId="profile-sync" />}
          </Group>
        </Stack>
      </Group>
      {status}
      {actions}
      {nothing && (
        <Paper withBorder radius="md" p="md">
          <Empty>{name ? intl.formatMessage(messages.nothingNamed, { name: ownDirection(name) }) : intl.formatMessage(messages.nothingUnnamed)}</Empty>
        </Paper>
      )}
      {texts.map(({ field, title, ownEmpty }) => (
        <ProfileSection key={field} title={intl.formatMessage(title)}>
          {user[field]?.trim() ? <Prose text={user[field] ?? ''} /> : <Empty>{intl.formatMessage(ownEmpty)}</Empty>}
        </ProfileSection>
      ))}
      {lists.map(({ field, title, ownEmpty }) => (
        <ProfileSection key={field} title={intl.formatMessage(title)}>
          {(user[field]?.length ?? 0) > 0 ? <Tags items={user[field] ?? []} label={intl.formatMessage(title)} /> : <Empty>{intl.formatMessage(ownEmpty)}</Empty>}
        </ProfileSection>
      ))}
      {(linkedIn || own) && (
        <ProfileSection title={intl.formatMessage(messages.linkedIn)}>
          {linkedIn ? <LinkedIn url={linkedIn} /> : <Empty>{intl.formatMessage(messages.linkedInEmpty)}</Empty>}
        </ProfileSection>
      )}
      {children}
    </Stack>
  );
}
