import { Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconFlag, IconMessageCircle } from '@tabler/icons-react';
import { Fragment, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ChatMessageDoc } from '../../../../schemas/chat-message.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { DIRECT_MESSAGE_BLOCKED } from '../../../../schemas/block-rules';
import { Avatar } from '../../../components/avatar/avatar';
import { BlockedFold } from '../../../components/blocked-fold';
import { ReportDialog, type ReportTarget } from '../../../components/report-dialog';
import { useBlockedIds } from '../../../db/use-blocks';
import { AnchorLink, UnstyledLink } from '../../../components/links';
import { LoadingScreen } from '../../../components/loading-screen/loading-screen';
import { defineMessages } from '../../../i18n/define-messages';
import { track } from '../../../lib/analytics';
import { useLocaleProfile } from '../../../lib/locale-context';
import { formatDay, formatTime, type LocaleProfile } from '../../../lib/locale';
import { profileLink, questionLink } from '../../../lib/paths';
import { loadOlderMessages, openRoom, useSyncValue } from '../../../lib/sync-client';
import { useNow } from '../../../lib/use-now';
import { readUpTo, type ChatReads } from '../chat-reads';
import { LinkedText } from '../../../components/message-text/linked-text';
import { useChatWrites, type SendEcho } from '../hooks/use-chat-writes';
import { useReadsSync } from '../hooks/use-reads-sync';
import { THREAD_PAGE, useThread } from '../hooks/use-thread';
import { Composer } from './composer';
import classes from './chat.module.css';
import { refusalText } from '../../../i18n/refusal';
import { ownDirection } from '../../../i18n/own-direction';

const words = defineMessages({
  sending: { id: 'chat.thread.state.sending', defaultMessage: 'Sending' },
  read: { id: 'chat.thread.state.read', defaultMessage: 'Read' },
  sent: { id: 'chat.thread.state.sent', defaultMessage: 'Sent' },
  report: { id: 'chat.thread.report', defaultMessage: 'Report this message' },
  notSent: { id: 'chat.thread.notSent', defaultMessage: 'Not sent' },
  notSentReason: { id: 'chat.thread.notSentReason', defaultMessage: 'Not sent: {reason}' },
  retry: { id: 'chat.thread.retry', defaultMessage: 'Retry' },
  messages: { id: 'chat.thread.messages', defaultMessage: 'Messages' },
  aboutQuestion: { id: 'chat.thread.aboutQuestion', defaultMessage: 'About the question' },
  loadingOlder: { id: 'chat.thread.loadingOlder', defaultMessage: 'Loading older messages' },
  olderOffline: { id: 'chat.thread.olderOffline', defaultMessage: 'Older messages load when you are back online.' },
  start: { id: 'chat.thread.start', defaultMessage: 'This is the start of your conversation.' },
  startWith: { id: 'chat.thread.startWith', defaultMessage: 'This is the start of your conversation with {name}.' },
  notYours: { id: 'chat.thread.notYours', defaultMessage: "This conversation doesn't exist or isn't yours" },
  notYoursHint: { id: 'chat.thread.notYoursHint', defaultMessage: 'You are not part of it, or it was deleted. Your own conversations are in Messages.' },
  notOnDevice: { id: 'chat.thread.notOnDevice', defaultMessage: 'This conversation is not on this device yet' },
  notOnDeviceHint: { id: 'chat.thread.notOnDeviceHint', defaultMessage: 'It has not been opened on this device yet. Connect to the internet to load it.' },
  backToMessages: { id: 'chat.thread.backToMessages', defaultMessage: 'Back to your messages' },
  blocked: {
    id: 'chat.thread.blocked',
    defaultMessage: 'You blocked {name}. To write to them again, unblock them in <link>Settings</link>.',
  },
  conversation: { id: 'chat.thread.unnamed', defaultMessage: 'Conversation' },
  loadingMessages: { id: 'chat.thread.loadingMessages', defaultMessage: 'Loading messages' },
  sayHello: { id: 'chat.thread.sayHello', defaultMessage: 'Say hello to {name}' },
  keptOffline: { id: 'chat.thread.keptOffline', defaultMessage: 'Messages you write are kept on this phone and sent as soon as there is a connection.' },
});

type History = {
  /** Older messages fetched from the server that the device does not keep (a room holds 1000). */
  held: ChatMessageDoc[];
  /** The server may have older messages still. */
  more: boolean;
  loading: boolean;
  /** The last fetch failed (offline): tried again once the browser is back online. */
  failed: boolean;
};

/** Messages once each, in the thread's order: time, then id. */
function inOrder(messages: ChatMessageDoc[]): ChatMessageDoc[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  return [...byId.values()].sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// Within this of the bottom the member is reading the newest messages: new ones keep the view there.
const NEAR_BOTTOM_PX = 160;

const pageHeight = () => document.documentElement.scrollHeight;
const nearBottom = () => pageHeight() - (window.scrollY + window.innerHeight) < NEAR_BOTTOM_PX;
const scrollToBottom = () => window.scrollTo({ top: pageHeight() });

/** Sending, sent, read or failed: an icon with its words for screen readers and on hover. */
function OwnState({ message, read }: { message: ChatMessageDoc; read: boolean }) {
  const intl = useIntl();
  if (message.status === 'failed') return null;
  const [Icon, state] = message.status === 'pending' ? ([IconClock, 'sending'] as const) : read ? ([IconChecks, 'read'] as const) : ([IconCheck, 'sent'] as const);
  const label = intl.formatMessage(words[state]);
  return (
    <span className={classes.state} data-state={state} title={label} role="img" aria-label={label}>
      <Icon size={14} />
    </span>
  );
}

type MessageBubbleProps = { message: ChatMessageDoc; own: boolean; read: boolean; profile: LocaleProfile; onRetry: (id: string) => void; onReport: (id: string) => void };

/** Whether a message shows the same: a thread re-renders its bubbles only for the messages that changed. */
const sameMessage = (a: ChatMessageDoc, b: ChatMessageDoc) =>
  a === b || (a.id === b.id && a.body === b.body && a.status === b.status && a.sync_error === b.sync_error && a.timestamp === b.timestamp && a.sender_id === b.sender_id);

// Memoised: loading older messages adds a page above hundreds of others, which need not render again.
const MessageBubble = memo(function MessageBubble({ message, own, read, profile, onRetry, onReport }: MessageBubbleProps) {
  const intl = useIntl();
  const report = intl.formatMessage(words.report);
  return (
    <li className={classes.messageRow} data-own={own || undefined} data-message-id={message.id} data-status={message.status}>
      <div className={classes.bubble} data-own={own || undefined} data-failed={message.status === 'failed' || undefined}>
        <LinkedText text={message.body} />
        <span className={classes.meta}>
          <time dateTime={new Date(message.timestamp).toISOString()}>{formatTime(message.timestamp, profile)}</time>
          {own && <OwnState message={message} read={read} />}
          {/* A plain button: a thread holds hundreds of bubbles. */}
          {!own && (
            <button type="button" className={classes.report} aria-label={report} title={report} onClick={() => onReport(message.id)}>
              <IconFlag size={12} aria-hidden="true" />
            </button>
          )}
        </span>
      </div>
      {own && message.status === 'failed' && (
        <Group gap={6} justify="flex-end" className={classes.failed} role="alert">
          <IconAlertCircle size={14} />
          <Text size="xs">{message.sync_error ? intl.formatMessage(words.notSentReason, { reason: refusalText(message.sync_error, intl) }) : intl.formatMessage(words.notSent)}</Text>
          <Button size="compact-xs" variant="light" color="red" onClick={() => onRetry(message.id)}>
            {intl.formatMessage(words.retry)}
          </Button>
        </Group>
      )}
    </li>
  );
},
(before, after) => before.own === after.own && before.read === after.read && before.profile === after.profile && before.onRetry === after.onRetry && before.onReport === after.onReport && sameMessage(before.message, after.message));

/** Messages in order, a day separator ('Today', 'Tomorrow' or the date) before each new day. */
type MessageListProps = {
  messages: ChatMessageDoc[];
  memberId: string;
  partner: UserDoc | undefined;
  reads: ChatReads;
  onRetry: (id: string) => void;
  onReport: (id: string) => void;
  /** Members the member blocks: their messages are folded away. */
  blocked: ReadonlySet<string>;
};

function MessageList({ messages, memberId, partner, reads, onRetry, onReport, blocked }: MessageListProps) {
  const intl = useIntl();
  const partnerId = partner?.id;
  const profile = useLocaleProfile();
  const now = useNow({ every: 60_000 });
  const roomId = messages[0]?.room_id ?? '';
  const partnerRead = partnerId ? readUpTo(reads, roomId, partnerId) : 0;
  // The day's words are worked out once per day, not once per message.
  let lastDay = -1;
  let day = '';
  return (
    <ol className={classes.messages} aria-label={intl.formatMessage(words.messages)}>
      {messages.map((message) => {
        const at = new Date(message.timestamp);
        const dayKey = at.getFullYear() * 10_000 + at.getMonth() * 100 + at.getDate();
        const separator = dayKey !== lastDay;
        if (separator) day = formatDay(at, profile, now);
        lastDay = dayKey;
        const own = message.sender_id === memberId;
        return (
          <Fragment key={message.id}>
            {separator && (
              <li className={classes.day} aria-hidden={false}>
                <span>{day}</span>
              </li>
            )}
            <BlockedFold blocked={!own && blocked.has(message.sender_id)} name={message.sender_id === partnerId ? partner?.full_name : undefined} component="li" what="message">
              <MessageBubble
                message={message}
                own={own}
                read={own && message.status === 'sent' && partnerRead >= message.timestamp}
                profile={profile}
                onRetry={onRetry}
                onReport={onReport}
              />
            </BlockedFold>
          </Fragment>
        );
      })}
    </ol>
  );
}

export type ChatThreadProps = {
  roomId: string;
  memberId: string;
  /** The other member of a direct chat. */
  partner: UserDoc | undefined;
  /** The question the chat is about, shown at the top. */
  question: QuestionDoc | undefined;
};

/** Who the chat is with, and the question it is about: the same on every message sent. */
const ThreadHeader = memo(function ThreadHeader({ name, partner, question }: { name: string; partner: UserDoc | undefined; question: QuestionDoc | undefined }) {
  const intl = useIntl();
  return (
    <>
      <Group gap="sm" wrap="nowrap" className={classes.partner}>
        {partner ? (
          <UnstyledLink {...profileLink(partner)} className={classes.partnerLink}>
            <Avatar name={partner.full_name} src={partner.profile_picture} role={partner.role} size="sm" />
            <Title order={1} size="h5" lineClamp={1} dir="auto">
              {name}
            </Title>
          </UnstyledLink>
        ) : (
          <Title order={1} size="h5" lineClamp={1} dir="auto">
            {name}
          </Title>
        )}
      </Group>
      {question && (
        <Paper withBorder radius="md" p="sm" mb="sm" className={classes.context}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {intl.formatMessage(words.aboutQuestion)}
          </Text>
          <AnchorLink {...questionLink(question)} fw={600} lineClamp={2} dir="auto">
            {question.title}
          </AnchorLink>
        </Paper>
      )}
    </>
  );
});

/** Above the messages: older ones loading, waiting for a connection, or the start of the conversation. */
const HistoryStatus = memo(function HistoryStatus({ loading, failed, atStart, partnerName }: { loading: boolean; failed: boolean; atStart: boolean; partnerName: string | undefined }) {
  const intl = useIntl();
  if (loading) {
    return (
      <Center py="xs" role="status" aria-label={intl.formatMessage(words.loadingOlder)}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (failed) {
    return (
      <Text size="xs" c="dimmed" ta="center" py="xs">
        {intl.formatMessage(words.olderOffline)}
      </Text>
    );
  }
  if (!atStart) return null;
  return (
    <Text size="xs" c="dimmed" ta="center" py="xs">
      {partnerName ? intl.formatMessage(words.startWith, { name: ownDirection(partnerName) }) : intl.formatMessage(words.start)}
    </Text>
  );
});

/**
 * A room with nothing on this device, after the server was asked (online): it is someone else's or it
 * no longer exists. Offline the server could not be asked, and the screen says how to load it.
 */
/** In place of the composer, with a member the member blocks: the block rule's words, and how to undo it. */
function BlockedNotice({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <Stack align="center" gap={4} py="lg" ta="center" role="status" data-testid="chat-blocked">
      <Text fw={600}>{DIRECT_MESSAGE_BLOCKED}</Text>
      <Text size="sm" c="dimmed" maw={340}>
        {intl.formatMessage(words.blocked, { name: ownDirection(name), link: (chunks: ReactNode[]) => <AnchorLink to="/settings">{chunks}</AnchorLink> })}
      </Text>
    </Stack>
  );
}

function NotCached() {
  const intl = useIntl();
  const online = useSyncValue((sync) => sync.online);
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconMessageCircle size={26} />
      </ThemeIcon>
      <Title order={1} size="h4">
        {intl.formatMessage(online ? words.notYours : words.notOnDevice)}
      </Title>
      <Text c="dimmed" maw={340}>
        {intl.formatMessage(online ? words.notYoursHint : words.notOnDeviceHint)}
      </Text>
      <AnchorLink to="/messages">{intl.formatMessage(words.backToMessages)}</AnchorLink>
    </Stack>
  );
}

/**
 * A conversation: its messages in order with day separators, own ones told apart with their state
 * (sending, sent, read, failed with Retry), older ones shown as the member scrolls up, and the composer.
 * Everything reads the device, so it works offline; sending goes through the offline queue.
 */
export function ChatThread({ roomId, memberId, partner, question }: ChatThreadProps) {
  const intl = useIntl();
  useReadsSync();
  const { blocked } = useBlockedIds(memberId);
  const partnerBlocked = partner !== undefined && blocked.has(partner.id);
  const [shown, setShown] = useState(THREAD_PAGE);
  const { data: thread } = useThread(roomId, shown);
  // Messages this screen sent that the device has not stored yet: shown at once, as 'Sending'.
  const [echoes, setEchoes] = useState<ChatMessageDoc[]>([]);
  const echo = useMemo<SendEcho>(
    () => ({
      show: (message) => setEchoes((shownNow) => [...shownNow, message]),
      drop: (id) => setEchoes((shownNow) => shownNow.filter((message) => message.id !== id)),
    }),
    [],
  );
  const writes = useChatWrites(roomId, memberId, echo);
  // One function for every bubble's Retry, so a bubble renders again only when its message changes.
  const writesNow = useRef(writes);
  useLayoutEffect(() => {
    writesNow.current = writes;
  });
  const retryMessage = useCallback((id: string) => void writesNow.current.retry(id), []);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const reportMessage = useCallback((id: string) => setReporting({ kind: 'chat_message', id }), []);
  const [refreshing, setRefreshing] = useState(false);

  // Opening a room refreshes it from the server when its cache is stale (older than 5 minutes).
  useEffect(() => {
    track('Chat Opened', { roomId });
    let cancelled = false;
    setRefreshing(true);
    void openRoom(roomId)
      .catch(() => null)
      .finally(() => !cancelled && setRefreshing(false));
    return () => {
      cancelled = true;
    };
  }, [roomId]);

  // Older history: first what the device holds beyond the messages shown, then pages from the server
  // (the first sync brought only the newest 50 of each room). What the device cannot keep (over 1000 a
  // room) is held on this page only.
  const [history, setHistory] = useState<History>({ held: [], more: true, loading: false, failed: false });
  const live = thread?.messages;
  const messages = useMemo(() => {
    if (!live) return undefined;
    const stored = new Set(live.map((message) => message.id));
    return inOrder([...history.held, ...live, ...echoes.filter((message) => !stored.has(message.id))]);
  }, [live, history.held, echoes]);
  // An echo goes once the device has its message (the thread shows the stored one, in its place).
  useEffect(() => {
    if (!live || echoes.length === 0) return;
    const stored = new Set(live.map((message) => message.id));
    if (echoes.some((message) => stored.has(message.id))) setEchoes((shownNow) => shownNow.filter((message) => !stored.has(message.id)));
  }, [live, echoes]);
  const hasOlder = thread?.hasOlder ?? false;

  // Scroll: to the bottom when the thread appears and when messages arrive while the member is at the
  // bottom (or sent one); where it was when older messages are added above.
  // Set when older messages are asked for; taken once the oldest message shown has changed, which may be
  // a render or more after the page arrives (the thread's live query emits on its own time).
  const anchor = useRef<{ height: number; top: number; oldest: string | undefined } | null>(null);
  const lastId = useRef<string | undefined>(undefined);
  const wasNearBottom = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      wasNearBottom.current = nearBottom();
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    if (!messages) return;
    if (anchor.current && messages[0]?.id !== anchor.current.oldest) {
      window.scrollTo({ top: anchor.current.top + (pageHeight() - anchor.current.height) });
      anchor.current = null;
    }
    const newest = messages.at(-1);
    if (newest && newest.id !== lastId.current) {
      const first = lastId.current === undefined;
      lastId.current = newest.id;
      // Before the next paint, with the layout that paint needs anyway: measuring the page here would
      // lay it out within the member's keystroke, and again for the paint.
      if (first || wasNearBottom.current || newest.sender_id === memberId) requestAnimationFrame(scrollToBottom);
    }
  }, [messages, memberId]);

  // A sentinel at the top asks for older messages when it comes into view.
  const top = useRef<HTMLDivElement>(null);
  const oldest = messages?.[0];
  const canLoadOlder = Boolean(thread) && (hasOlder || (history.more && !history.loading && !history.failed));
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !canLoadOlder) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || anchor.current) return;
      anchor.current = { height: pageHeight(), top: window.scrollY, oldest: oldest?.id };
      if (hasOlder) {
        setShown((count) => count + THREAD_PAGE);
        return;
      }
      setHistory((state) => ({ ...state, loading: true }));
      loadOlderMessages(roomId, oldest ? { timestamp: oldest.timestamp, id: oldest.id } : null).then(
        (page) => {
          // Nothing older came: nothing moves, so nothing is kept in place.
          if (page.messages.length === 0) anchor.current = null;
          if (page.stored) setShown((count) => count + page.messages.length);
          setHistory((state) => ({ held: page.stored ? state.held : [...page.messages, ...state.held], more: page.hasMore, loading: false, failed: false }));
        },
        () => {
          anchor.current = null;
          setHistory((state) => ({ ...state, loading: false, failed: true }));
        },
      );
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadOlder, hasOlder, roomId, oldest]);
  // A failed fetch is tried again when the browser is back online.
  useEffect(() => {
    if (!history.failed) return undefined;
    const retry = () => setHistory((state) => ({ ...state, failed: false }));
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [history.failed]);

  // What the member sees is read: the newest message from the others, while the page is shown.
  const reads = thread?.reads;
  const newestFromOthers = messages?.findLast((message) => message.sender_id !== memberId)?.timestamp ?? 0;
  const ownRead = reads ? readUpTo(reads, roomId, memberId) : 0;
  const { markRead } = writes;
  useEffect(() => {
    if (!newestFromOthers || newestFromOthers <= ownRead) return undefined;
    const mark = () => {
      if (document.visibilityState === 'visible') void markRead(newestFromOthers);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newestFromOthers, ownRead, markRead]);

  if (!thread) return <LoadingScreen context="chat" />;
  if (!thread.room && (messages?.length ?? 0) === 0) {
    if (partnerBlocked) return <BlockedNotice name={partner.first_name || partner.full_name} />;
    return refreshing ? <LoadingScreen context="chat" /> : <NotCached />;
  }
  const name = partner?.full_name || thread.room?.title || intl.formatMessage(words.conversation);
  return (
    <div className={classes.thread}>
      <ThreadHeader name={name} partner={partner} question={question} />
      <div ref={top} />
      <HistoryStatus
        loading={hasOlder || history.loading}
        failed={!hasOlder && history.failed}
        atStart={!hasOlder && !history.more && Boolean(messages && messages.length > 0)}
        partnerName={partner ? partner.first_name || partner.full_name : undefined}
      />
      {!messages || messages.length === 0 ? (
        refreshing && thread.room?.sync_state === 'sent' ? (
          <Center py="xl" role="status" aria-label={intl.formatMessage(words.loadingMessages)}>
            <Loader />
          </Center>
        ) : (
          <Stack align="center" gap="xs" py="xl" ta="center" className={classes.emptyThread}>
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconMessageCircle size={26} />
            </ThemeIcon>
            <Text fw={600}>{intl.formatMessage(words.sayHello, { name: ownDirection(partner?.first_name || name) })}</Text>
            <Text size="sm" c="dimmed" maw={320}>
              {intl.formatMessage(words.keptOffline)}
            </Text>
          </Stack>
        )
      ) : (
        <MessageList messages={messages} memberId={memberId} partner={partner} reads={thread.reads} onRetry={retryMessage} onReport={reportMessage} blocked={blocked} />
      )}
      <ReportDialog memberId={memberId} target={reporting} onClose={() => setReporting(null)} />
      {partnerBlocked ? <BlockedNotice name={partner.first_name || partner.full_name} /> : <Composer roomId={roomId} onSend={writes.send} recipient={partner?.first_name || name} />}
    </div>
  );
}
