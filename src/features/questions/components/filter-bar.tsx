import { Chip, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { EventDoc } from '../../../../schemas/event.schema';
import { defineMessages } from '../../../i18n/define-messages';
import { MEETVERSE, chipLabel } from '../feed/filter-rules';
import type { LiveSession } from '../hooks/use-live-sessions';
import classes from './filter-bar.module.css';
import { ownDirection } from '../../../i18n/own-direction';

const messages = defineMessages({
  spaces: { id: 'questions.filterBar.spaces', defaultMessage: 'Spaces' },
  sessions: { id: 'questions.filterBar.sessions', defaultMessage: 'sessions:' },
  past: { id: 'questions.filterBar.past', defaultMessage: 'past:' },
  nowTitle: { id: 'questions.filterBar.nowTitle', defaultMessage: 'Now: {title}' },
  nextTitle: { id: 'questions.filterBar.nextTitle', defaultMessage: 'Next: {title}' },
});

export type FilterBarProps = {
  meetverseName: string;
  current: EventDoc[];
  past: EventDoc[];
  active: string[];
  onSelect: (chip: string) => void;
  /** The sessions of the one event selected that run now or start next, each a chip of its own. */
  sessions?: readonly LiveSession[] | undefined;
  /** The session chip on: the feed shows that session's questions alone. */
  activeSession?: string | null | undefined;
  onSelectSession?: ((sessionId: string | null) => void) | undefined;
};

/** The home filter chips: the meetverse chip, then current events, then 'past:' and ended events. */
export function FilterBar({ meetverseName, current, past, active, onSelect, sessions = [], activeSession = null, onSelectSession }: FilterBarProps) {
  const intl = useIntl();
  const chip = (value: string, name: string) => {
    const short = chipLabel(name);
    return (
      <Chip key={value} size="sm" checked={active.includes(value)} onChange={() => onSelect(value)} title={name} data-testid="filter-chip">
        {short === name ? (
          name
        ) : (
          // A phone shows the short label; a desktop, with the room, the name (cut only past 28 characters' width).
          <>
            <span className={classes.short}>{short}</span>
            <span className={classes.full}>{name}</span>
          </>
        )}
      </Chip>
    );
  };
  return (
    // A strip the browser scrolls itself: a scroll area of the UI kit measures and draws again as it mounts.
    <div role="group" aria-label={intl.formatMessage(messages.spaces)} className={classes.strip}>
      <Group gap={6} wrap="nowrap" py={4} pe={20}>
        {chip(MEETVERSE, meetverseName)}
        {current.map((event) => chip(event.id, event.name))}
        {sessions.length > 0 && (
          <Text size="xs" c="dimmed" aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
            {intl.formatMessage(messages.sessions)}
          </Text>
        )}
        {sessions.map((session) => (
          <Chip
            key={session.id}
            size="sm"
            variant="light"
            checked={activeSession === session.id}
            onChange={() => onSelectSession?.(activeSession === session.id ? null : session.id)}
            title={intl.formatMessage(session.live ? messages.nowTitle : messages.nextTitle, { title: session.title })}
            data-testid="session-chip"
          >
            {intl.formatMessage(session.live ? messages.nowTitle : messages.nextTitle, { title: ownDirection(chipLabel(session.title)) })}
          </Chip>
        ))}
        {past.length > 0 && <Text size="xs" c="dimmed" aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>{intl.formatMessage(messages.past)}</Text>}
        {past.map((event) => chip(event.id, event.name))}
      </Group>
    </div>
  );
}
