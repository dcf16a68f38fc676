import {
  IconArrowBigUp,
  IconArrowBigUpFilled,
  IconBookmark,
  IconBookmarkFilled,
  IconHeartHandshake,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { InteractionKind } from '../../../../schemas/interaction.schema';
import { defineMessages } from '../../../i18n/define-messages';
import type { Reactions } from '../hooks/use-question';
import { PlainButton } from '../../../components/plain/plain';

type Counted = keyof Reactions['counts'];

const messages = defineMessages({
  canHelp: { id: 'questions.reactions.canHelp', defaultMessage: 'Can help' },
  canHelpName: { id: 'questions.reactions.canHelpName', defaultMessage: 'Can help, {count}' },
  canHelpSaid: { id: 'questions.reactions.canHelpSaid', defaultMessage: 'Can help (you said so)' },
  meToo: { id: 'questions.reactions.meToo', defaultMessage: 'Me too' },
  meTooName: { id: 'questions.reactions.meTooName', defaultMessage: 'Me too, {count}' },
  meTooSaid: { id: 'questions.reactions.meTooSaid', defaultMessage: 'Me too (you said so)' },
  uplift: { id: 'questions.reactions.uplift', defaultMessage: 'Uplift' },
  upliftName: { id: 'questions.reactions.upliftName', defaultMessage: 'Uplift, {count}' },
  upliftSaid: { id: 'questions.reactions.upliftSaid', defaultMessage: 'Uplift (you said so)' },
  helpCountTitle: { id: 'questions.reactions.helpCountTitle', defaultMessage: 'People who can help with your question' },
  bookmark: { id: 'questions.reactions.bookmark', defaultMessage: 'Bookmark' },
  bookmarked: { id: 'questions.reactions.bookmarked', defaultMessage: 'Bookmarked: tap to remove' },
});

type Words = { label: MessageDescriptor; name: MessageDescriptor; said: MessageDescriptor };

const COUNTED: { kind: Counted; words: Words; Icon: TablerIcon; PressedIcon: TablerIcon }[] = [
  { kind: 'can_help', words: { label: messages.canHelp, name: messages.canHelpName, said: messages.canHelpSaid }, Icon: IconHeartHandshake, PressedIcon: IconHeartHandshake },
  { kind: 'me_too', words: { label: messages.meToo, name: messages.meTooName, said: messages.meTooSaid }, Icon: IconUsers, PressedIcon: IconUsers },
  { kind: 'uplift', words: { label: messages.uplift, name: messages.upliftName, said: messages.upliftSaid }, Icon: IconArrowBigUp, PressedIcon: IconArrowBigUpFilled },
];

export type ReactionBarProps = {
  reactions: Reactions;
  onToggle: (kind: InteractionKind) => void;
  withBookmark?: boolean;
  size?: 'xs' | 'sm';
  /**
   * Whether 'Can help' is offered: not on the member's own question (`canHelpProblem`), where its
   * count shows without a button.
   */
  offerHelp?: boolean;
};

type ToggleProps = {
  pressed: boolean;
  /** The spoken name, which stays the same pressed or not: aria-pressed tells the state. */
  name: string;
  hint: string;
  Icon: TablerIcon;
  /** What shows beside the icon: the count, or words and the count. */
  shown?: ReactNode;
  size: 'xs' | 'sm';
  onClick: () => void;
  testId: string;
};

/** A reaction's icon, on a card ('xs') and on a question's page. */
const ICON_SIZE = { xs: 15, sm: 18 } as const;

// Mantine's rem(6) and rem(8), and its xl radius: a pill with room for the icon beside the words.
const PADDING = { narrow: 'calc(0.375rem * var(--mantine-scale))', wide: 'calc(0.5rem * var(--mantine-scale))' };

/**
 * One toggle as a plain button with Mantine's classes (components/plain): the feed draws four on every
 * card, and a question's page draws them in its first paint.
 */
function Toggle({ pressed, name, hint, Icon, shown, size, onClick, testId }: ToggleProps) {
  const style: CSSProperties = {
    '--button-radius': 'var(--mantine-radius-xl)',
    // Mantine's `px`: the same padding on both sides, the icon's side too.
    paddingInline: shown === undefined || size === 'xs' ? PADDING.narrow : PADDING.wide,
    // On a card the words are small enough for the row to fit a 390 px phone.
    ...(size === 'xs' ? { '--button-fz': 'var(--mantine-font-size-xs)' } : {}),
    ...(pressed ? {} : { color: 'var(--mantine-color-text)' }),
  } as CSSProperties;
  return (
    <PlainButton
      size={size === 'xs' ? 'compact-sm' : 'compact-md'}
      variant={pressed ? 'light' : 'subtle'}
      color={pressed ? undefined : 'gray'}
      style={style}
      leftSection={<Icon size={ICON_SIZE[size]} stroke={1.75} aria-hidden="true" />}
      sectionStyle={shown === undefined ? { marginInlineEnd: 0 } : size === 'xs' ? { marginInlineEnd: 4 } : undefined}
      aria-pressed={pressed}
      aria-label={name}
      title={hint}
      onClick={(event) => {
        // Cards are links underneath: a tap on a reaction must not open the question.
        event.preventDefault();
        event.stopPropagation();
        onClick();
      }}
      data-testid={testId}
    >
      {shown}
    </PlainButton>
  );
}

/** How many can help with the member's own question: a count, not a button, since one cannot help oneself. */
function HelpCount({ count, size }: { count: number; size: 'xs' | 'sm' }) {
  const intl = useIntl();
  return (
    <span
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 'calc(0.25rem * var(--mantine-scale))',
        // As wide as the button it stands for, so the row wraps where it would with the button.
        paddingInline: size === 'xs' ? PADDING.narrow : PADDING.wide,
        color: 'var(--mantine-color-dimmed)',
        fontSize: size === 'xs' ? 'var(--mantine-font-size-xs)' : 'var(--mantine-font-size-md)',
        fontWeight: 600,
      }}
      role="img"
      aria-label={intl.formatMessage(messages.canHelpName, { count })}
      title={intl.formatMessage(messages.helpCountTitle)}
      data-testid="help-count"
    >
      <IconHeartHandshake size={ICON_SIZE[size]} stroke={1.75} aria-hidden="true" />
      {/* One item of the row: the words, a space and the count, as in a button's label. */}
      <span>
        <Labelled label={intl.formatMessage(messages.canHelp)} count={count} />
      </span>
    </span>
  );
}

/** A reaction's words and its count: 'Can help 3', at every width, so a first-time member tells them apart. */
function Labelled({ label, count }: { label: string; count: number }) {
  return (
    <>
      <span>{label}</span>
      {'\u00a0'}
      {count}
    </>
  );
}

/** Mantine's `<Group gap={4} wrap="wrap">`. */
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'calc(0.25rem * var(--mantine-scale))' };

/**
 * 'Can help', 'me too', uplift and bookmark as one row of toggles: each shows its words and count (but
 * bookmark, which is private, its icon alone) and the member's own state, and is named in words
 * ('Can help, 3'). On the narrowest phones the row wraps rather than overflowing its card.
 */
export function ReactionBar({ reactions, onToggle, withBookmark = true, size = 'sm', offerHelp = true }: ReactionBarProps) {
  const intl = useIntl();
  return (
    <div style={ROW}>
      {COUNTED.map(({ kind, words, Icon, PressedIcon }) => {
        const label = intl.formatMessage(words.label);
        const pressed = reactions.mine[kind];
        const count = reactions.counts[kind];
        if (kind === 'can_help' && !offerHelp) return <HelpCount key={kind} count={count} size={size} />;
        return (
          <Toggle
            key={kind}
            pressed={pressed}
            name={intl.formatMessage(words.name, { count })}
            hint={pressed ? intl.formatMessage(words.said) : label}
            Icon={pressed ? PressedIcon : Icon}
            shown={<Labelled label={label} count={count} />}
            size={size}
            onClick={() => onToggle(kind)}
            testId={`reaction-${kind}`}
          />
        );
      })}
      {withBookmark && (
        <div style={{ marginLeft: 'auto' }}>
          <Toggle
            pressed={reactions.mine.bookmark}
            name={intl.formatMessage(messages.bookmark)}
            hint={intl.formatMessage(reactions.mine.bookmark ? messages.bookmarked : messages.bookmark)}
            Icon={reactions.mine.bookmark ? IconBookmarkFilled : IconBookmark}
            size={size}
            onClick={() => onToggle('bookmark')}
            testId="reaction-bookmark"
          />
        </div>
      )}
    </div>
  );
}
