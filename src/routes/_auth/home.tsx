import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InteractionKind } from '../../../schemas/interaction.schema';
import { HeaderFilterBar } from '../../components/app-shell/header-filter-bar';
import { Screen } from '../../components/screen';
import { useMySpaces } from '../../db/use-my-spaces';
import { defineMessages } from '../../i18n/define-messages';
import { trackFilterQuestions, trackSortQuestions } from '../../lib/analytics';
import { useMember } from '../../member/member-store';
import { LivePeopleToMeet } from '../../features/people/people-to-meet';
import { OpenPollsBanner } from '../../features/polls/open-polls-banner';
import { AnsweringNowBanner } from '../../features/questions/components/answering-now-banner';
import { FilterBar } from '../../features/questions/components/filter-bar';
import { QuestionFeed } from '../../features/questions/components/question-feed';
import { SortSelect } from '../../features/questions/components/sort-select';
import { setFeedSettings, useFeedSettings } from '../../features/questions/feed/app-store';
import { MEETVERSE, selectChip, type Sort } from '../../features/questions/feed/filter-rules';
import { useFeed } from '../../features/questions/feed/use-feed';
import { useLiveSessions } from '../../features/questions/hooks/use-live-sessions';
import { useQuestionWrites } from '../../features/questions/hooks/use-question-writes';
import { ownDirection } from '../../i18n/own-direction';

export const Route = createFileRoute('/_auth/home')({
  staticData: { screen: { access: 'protected', header: { kind: 'default', scrollSentinel: true, filterBar: true }, nav: 'home', savable: true } },
  component: HomeScreen,
});

const PAGE = 20;

const messages = defineMessages({
  meetverse: { id: 'routes.home.meetverse', defaultMessage: 'Meetverse' },
  greeting: { id: 'routes.home.greeting', defaultMessage: 'Hi, {name}' },
  ask: { id: 'routes.home.ask', defaultMessage: 'Ask a question' },
});

function HomeScreen() {
  const intl = useIntl();
  const user = useMember();
  const memberId = user.id;
  const settings = useFeedSettings();
  const { data: spaces } = useMySpaces(memberId);
  const [limit, setLimit] = useState(PAGE);
  const currentNames = useMemo(() => new Map((spaces?.current ?? []).map((event) => [event.id, event.name])), [spaces]);
  const known = new Set([...(spaces?.current ?? []), ...(spaces?.past ?? [])].map((event) => event.id));
  // Unknown until the member's spaces are read: the feed waits for them rather than showing none.
  const spaceIds = spaces
    ? settings.filters
        .map((filter) => (filter === MEETVERSE ? spaces.meetverse?.id : known.has(filter) ? filter : undefined))
        .filter((id): id is string => Boolean(id))
    : undefined;
  // With one event selected, its sessions running now or next are chips too; one picked narrows the feed to its questions.
  const oneEvent = spaceIds?.length === 1 && settings.filters.length === 1 && settings.filters[0] !== MEETVERSE ? spaceIds[0] : undefined;
  const sessions = useLiveSessions(oneEvent);
  const [pickedSession, setPickedSession] = useState<string | null>(null);
  const sessionId = pickedSession && sessions.some((session) => session.id === pickedSession) ? pickedSession : undefined;
  const feed = useFeed({ spaceIds, sort: settings.sort, limit, sessionId }, memberId);

  const onSort = (sort: Sort) => {
    setFeedSettings({ sort });
    setLimit(PAGE);
    trackSortQuestions(sort);
  };
  const { react } = useQuestionWrites();
  const onToggle = useCallback((kind: InteractionKind, questionId: string) => void react(kind, questionId), [react]);
  // The list renders at low priority, in slices, so arrivals during a sync never hold the main thread.
  const shownFeed = useDeferredValue(feed);

  return (
    <Screen>
      <HeaderFilterBar>
        <Group gap="xs" wrap="nowrap" h="100%">
          <FilterBar
            meetverseName={spaces?.meetverse?.name ?? intl.formatMessage(messages.meetverse)}
            current={spaces?.current ?? []}
            past={spaces?.past ?? []}
            active={settings.filters}
            onSelect={(chip) => {
              const filters = selectChip(settings.filters, chip);
              setFeedSettings({ filters });
              trackFilterQuestions(filters);
              setLimit(PAGE);
            }}
            sessions={sessions}
            activeSession={sessionId ?? null}
            onSelectSession={(id) => {
              setPickedSession(id);
              setLimit(PAGE);
            }}
          />
          <SortSelect value={settings.sort} onChange={onSort} />
        </Group>
      </HeaderFilterBar>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h4" lineClamp={1}>{intl.formatMessage(messages.greeting, { name: ownDirection(user.first_name || user.full_name.split(' ')[0] || '') })}</Title>
          <Button component={Link} to="/create-question" size="compact-md" leftSection={<IconPlus size={16} aria-hidden="true" />} style={{ flexShrink: 0 }}>
            {intl.formatMessage(messages.ask)}
          </Button>
        </Group>
        <AnsweringNowBanner eventIds={spaces?.current.map((event) => event.id) ?? []} eventNames={currentNames} />
        <OpenPollsBanner events={spaces?.current ?? []} memberId={user.id} />
        <LivePeopleToMeet events={spaces?.current ?? []} memberId={user.id} />
        <QuestionFeed feed={shownFeed} onToggle={onToggle} onMore={() => setLimit((n) => n + PAGE)} hasMore={shownFeed.questions.length >= limit} />
      </Stack>
    </Screen>
  );
}
