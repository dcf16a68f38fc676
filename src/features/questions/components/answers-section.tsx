import { Button, Group, Loader, Menu, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { GrowingTextarea } from '../../../components/growing-textarea/growing-textarea';
import { IconCircleCheck, IconDots, IconEye, IconEyeOff, IconFlag } from '@tabler/icons-react';
import { forwardRef, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ANSWER_BODY_MAX, ANSWERS_PAGE, answerCountWords, answerProblem, mayChangeAnswer, type AnswerDoc } from '../../../../schemas/answer.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { Avatar } from '../../../components/avatar/avatar';
import { defineMessages } from '../../../i18n/define-messages';
import { LinkedText } from '../../../components/message-text/linked-text';
import { ReportDialog } from '../../../components/report-dialog';
import { PlainActionIcon, PlainBadge, PlainButton } from '../../../components/plain/plain';
import { SyncBadge } from '../../../components/sync-badge';
import { formatRelativeTime } from '../../../lib/locale';
import { profileLink } from '../../../lib/paths';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useStaggeredList } from '../../../lib/use-staggered-list';
import { useAnswers } from '../hooks/use-answers';
import { useAnswerWrites } from '../hooks/use-answer-writes';
import { usePeopleAndSpaces } from '../hooks/use-question';
import { HideDialog } from './hide-dialog';
import classes from './answers-section.module.css';

// A page of answers mounts a few at a time, so the first ones paint at once (each is a handful of styled parts).
const ANSWERS_PER_FRAME = 6;
const idOf = (answer: AnswerDoc) => answer.id;

const messages = defineMessages({
  heading: { id: 'questions.answers.heading', defaultMessage: 'Answers' },
  loading: { id: 'questions.answers.loading', defaultMessage: 'Loading answers' },
  emptyAsker: { id: 'questions.answers.emptyAsker', defaultMessage: 'No answers yet — they show here as members write them, and you can accept the one that solves it.' },
  empty: { id: 'questions.answers.empty', defaultMessage: 'No answers yet — be the first to answer below.' },
  list: { id: 'questions.answers.list', defaultMessage: 'Answers' },
  more: { id: 'questions.answers.more', defaultMessage: 'Show more answers' },
  hideTitle: { id: 'questions.answers.hideTitle', defaultMessage: 'Hide this answer' },
  hideEffect: { id: 'questions.answers.hideEffect', defaultMessage: 'Members no longer see it, and it no longer counts. Its author still sees it, with your reason, and is told.' },
  deleteTitle: { id: 'questions.answers.deleteTitle', defaultMessage: 'Delete your answer?' },
  close: { id: 'questions.answers.close', defaultMessage: 'Close' },
  deleteEffect: { id: 'questions.answers.deleteEffect', defaultMessage: 'It disappears for everyone. This cannot be undone.' },
  cancel: { id: 'questions.answers.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'questions.answers.delete', defaultMessage: 'Delete' },
  someone: { id: 'questions.answers.someone', defaultMessage: 'A member' },
  edited: { id: 'questions.answers.edited', defaultMessage: '{when} · edited' },
  accepted: { id: 'questions.answers.accepted', defaultMessage: 'Accepted' },
  hiddenOwnWhy: { id: 'questions.answers.hiddenOwnWhy', defaultMessage: 'Only you and the moderators see this answer. Hidden by the moderators: {reason}' },
  hiddenOwn: { id: 'questions.answers.hiddenOwn', defaultMessage: 'Only you and the moderators see this answer. Hidden by the moderators' },
  hiddenWhy: { id: 'questions.answers.hiddenWhy', defaultMessage: 'Hidden by the moderators: {reason}' },
  hidden: { id: 'questions.answers.hidden', defaultMessage: 'Hidden by the moderators' },
  unaccept: { id: 'questions.answers.unaccept', defaultMessage: 'Unaccept' },
  accept: { id: 'questions.answers.accept', defaultMessage: 'Accept answer' },
  edit: { id: 'questions.answers.edit', defaultMessage: 'Edit' },
  moreFor: { id: 'questions.answers.moreFor', defaultMessage: "More for {name}'s answer" },
  moreForThis: { id: 'questions.answers.moreForThis', defaultMessage: 'More for this answer' },
  report: { id: 'questions.answers.report', defaultMessage: 'Report' },
  hide: { id: 'questions.answers.hide', defaultMessage: 'Hide…' },
  showAgain: { id: 'questions.answers.showAgain', defaultMessage: 'Show again' },
  editLabel: { id: 'questions.answers.editLabel', defaultMessage: 'Edit your answer' },
  save: { id: 'questions.answers.save', defaultMessage: 'Save' },
  composer: { id: 'questions.answers.composer', defaultMessage: 'Write an answer' },
  yourAnswer: { id: 'questions.answers.yourAnswer', defaultMessage: 'Your answer' },
  plainText: { id: 'questions.answers.plainText', defaultMessage: 'Plain text: links and line breaks show as you type them.' },
  placeholder: { id: 'questions.answers.placeholder', defaultMessage: 'Share what you know…' },
  post: { id: 'questions.answers.post', defaultMessage: 'Post answer' },
});

type AnswersSectionProps = {
  question: QuestionDoc;
  memberId: string;
  /** The member moderates the question's event (schemas/event-rules.ts, `mayModerate`): they hide answers and show them again. */
  moderates?: boolean;
};

/**
 * A question's answers: the accepted one first, then the rest in the order written, a page at a time;
 * the form to answer; the asker's 'Accept'; the author's edit and delete; each answer's menu: a report
 * for the rest, and for the event's moderators hide (with a reason its author is told) and show again.
 */
export const AnswersSection = forwardRef<HTMLTextAreaElement, AnswersSectionProps>(function AnswersSection({ question, memberId, moderates = false }, composerRef) {
  const intl = useIntl();
  const [limit, setLimit] = useState(ANSWERS_PAGE);
  const { data, loading } = useAnswers(question.id, question.accepted_answer_id, limit);
  const { data: lookup } = usePeopleAndSpaces((data?.answers ?? []).map((answer) => answer.author_id), []);
  const [reporting, setReporting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [hiding, setHiding] = useState<AnswerDoc | null>(null);
  // Closed, the dialogs would cost the page's first paint: mounted when first opened.
  const reportMounted = useOpenedOnce(reporting !== null);
  const hideMounted = useOpenedOnce(hiding !== null);
  const deleteMounted = useOpenedOnce(deleting !== null);
  const writes = useAnswerWrites();
  const { shown, onItemRendered } = useStaggeredList(data?.answers ?? [], idOf, ANSWERS_PER_FRAME);
  const isAsker = question.author_id === memberId;
  const shownCount = Math.max(question.answer_count, data?.answers.filter((answer) => (answer.moderation ?? 'approved') === 'approved').length ?? 0);

  return (
    <Stack gap="sm" component="section" aria-labelledby="answers-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="answers-heading">{intl.formatMessage(messages.heading)}</Title>
        {shownCount > 0 && <Text size="sm" c="dimmed">{answerCountWords(shownCount)}</Text>}
      </Group>
      {loading || !data ? (
        <Loader size="sm" aria-label={intl.formatMessage(messages.loading)} />
      ) : data.answers.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="answers-empty">
          {intl.formatMessage(isAsker ? messages.emptyAsker : messages.empty)}
        </Text>
      ) : (
        <ol className={classes.list} aria-label={intl.formatMessage(messages.list)}>
          {shown.map((answer) => (
            <AnswerItem
              key={answer.id}
              onRendered={onItemRendered}
              answer={answer}
              author={lookup?.users.get(answer.author_id)}
              accepted={answer.id === question.accepted_answer_id}
              isAsker={isAsker}
              memberId={memberId}
              moderates={moderates}
              onHide={() => setHiding(answer)}
              onShow={() => void writes.decide(answer.id, { moderation: 'approved' })}
              onAccept={() => void writes.accept(question.id, answer.id === question.accepted_answer_id ? undefined : answer.id)}
              onSave={(body) => writes.edit(answer.id, body).then((result) => result.stored)}
              onDelete={() => setDeleting(answer.id)}
              onReport={() => setReporting(answer.id)}
            />
          ))}
        </ol>
      )}
      {data?.more && (
        <Group justify="center">
          <Button variant="default" size="xs" onClick={() => setLimit((shown) => shown + ANSWERS_PAGE)}>{intl.formatMessage(messages.more)}</Button>
        </Group>
      )}
      <AnswerComposer ref={composerRef} onPost={(body, done) => writes.post(question, body, done).then((result) => result.stored || result.kept)} />
      {reportMounted && <ReportDialog memberId={memberId} target={reporting ? { kind: 'answer', id: reporting } : null} onClose={() => setReporting(null)} />}
      {hideMounted && (
        <HideDialog
          opened={hiding !== null}
          title={intl.formatMessage(messages.hideTitle)}
          excerpt={hiding?.body ?? ''}
          effect={intl.formatMessage(messages.hideEffect)}
          toldWho="author"
          onHide={(reason) => (hiding ? writes.decide(hiding.id, { moderation: 'hidden', hidden_reason: reason }) : Promise.resolve())}
          onClose={() => setHiding(null)}
        />
      )}
      {deleteMounted && (
        <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={intl.formatMessage(messages.deleteTitle)} centered closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}>
          <Text>{intl.formatMessage(messages.deleteEffect)}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setDeleting(null)}>{intl.formatMessage(messages.cancel)}</Button>
            <Button
              color="red"
              onClick={() => {
                const id = deleting;
                setDeleting(null);
                if (id) void writes.remove(id);
              }}
            >
              {intl.formatMessage(messages.delete)}
            </Button>
          </Group>
        </Modal>
      )}
    </Stack>
  );
});

type AnswerItemProps = {
  answer: AnswerDoc;
  author: UserDoc | undefined;
  accepted: boolean;
  isAsker: boolean;
  memberId: string;
  moderates: boolean;
  onHide: () => void;
  onShow: () => void;
  onAccept: () => void;
  onSave: (body: string) => Promise<boolean>;
  onDelete: () => void;
  onReport: () => void;
  onRendered: (id: string) => void;
};

/**
 * One answer. Plain elements with the theme's classes, not Mantine's components: a question's page
 * waits for its first answers (first paint within 2x of a hand-written read and paint,
 * bench/answers.bench.ts).
 */
function AnswerItem({ answer, author, accepted, isAsker, memberId, moderates, onHide, onShow, onAccept, onSave, onDelete, onReport, onRendered }: AnswerItemProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  useEffect(() => onRendered(answer.id), [answer.id, onRendered]);
  const own = mayChangeAnswer(memberId, answer);
  const hidden = answer.moderation === 'hidden';
  return (
    <li className={classes.answer} data-testid="answer" data-accepted={accepted || undefined}>
      <div className={classes.head}>
        <div className={classes.who}>
          <Avatar name={author?.full_name} src={author?.profile_picture} size="sm" role={author?.role} />
          <div className={classes.names}>
            {author ? (
              <Link {...profileLink(author)} className={`mantine-focus-auto ${classes.author}`} dir="auto">
                {author.full_name}
              </Link>
            ) : (
              <p className={classes.author}>{intl.formatMessage(messages.someone)}</p>
            )}
            <p className={classes.when}>
              {answer.edited_at ? intl.formatMessage(messages.edited, { when: formatRelativeTime(answer.created_at) }) : formatRelativeTime(answer.created_at)}
            </p>
          </div>
        </div>
        <div className={classes.badges}>
          {accepted && (
            <PlainBadge color="green" variant="light" size="md" icon={<IconCircleCheck size={14} aria-hidden="true" />}>
              {intl.formatMessage(messages.accepted)}
            </PlainBadge>
          )}
          <SyncBadge state={answer.sync_state} error={answer.sync_error} />
        </div>
      </div>
      {hidden && (
        <p className={classes.note} role="note">
          {answer.hidden_reason
            ? intl.formatMessage(own ? messages.hiddenOwnWhy : messages.hiddenWhy, { reason: answer.hidden_reason })
            : intl.formatMessage(own ? messages.hiddenOwn : messages.hidden)}
        </p>
      )}
      {editing ? (
        <AnswerEditor
          initial={answer.body}
          onCancel={() => setEditing(false)}
          onSave={async (body) => {
            if (await onSave(body)) setEditing(false);
          }}
        />
      ) : (
        <LinkedText text={answer.body} />
      )}
      {!editing && (
        <div className={classes.actions}>
          {isAsker && !hidden && (
            <PlainButton variant={accepted ? 'default' : 'light'} color={accepted ? 'gray' : 'green'} onClick={onAccept}>
              {intl.formatMessage(accepted ? messages.unaccept : messages.accept)}
            </PlainButton>
          )}
          {own && (
            <>
              <PlainButton variant="subtle" color="gray" onClick={() => setEditing(true)}>
                {intl.formatMessage(messages.edit)}
              </PlainButton>
              <PlainButton variant="subtle" color="red" onClick={onDelete}>
                {intl.formatMessage(messages.delete)}
              </PlainButton>
            </>
          )}
          {(moderates || (!own && !hidden)) && (
            <MenuOnDemand label={author ? intl.formatMessage(messages.moreFor, { name: author.full_name }) : intl.formatMessage(messages.moreForThis)}>
              {!own && !hidden && (
                <Menu.Item leftSection={<IconFlag size={16} aria-hidden="true" />} onClick={onReport}>{intl.formatMessage(messages.report)}</Menu.Item>
              )}
              {moderates && !hidden && (
                <Menu.Item color="red" leftSection={<IconEyeOff size={16} aria-hidden="true" />} onClick={onHide}>{intl.formatMessage(messages.hide)}</Menu.Item>
              )}
              {moderates && hidden && (
                <Menu.Item leftSection={<IconEye size={16} aria-hidden="true" />} onClick={onShow}>{intl.formatMessage(messages.showAgain)}</Menu.Item>
              )}
            </MenuOnDemand>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * An answer's menu: its button alone until first tapped, then the menu, open. A long page has a menu
 * per answer, and each mounted Mantine menu (its popover and positioning) cost the page's first paint.
 */
function MenuOnDemand({ label, children }: { label: string; children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = (
    <PlainActionIcon
      variant="subtle"
      color="gray"
      className={classes.menu}
      aria-label={label}
      aria-haspopup="menu"
      onClick={drawn ? undefined : () => {
        setDrawn(true);
        setOpened(true);
      }}
    >
      <IconDots size={18} aria-hidden="true" />
    </PlainActionIcon>
  );
  if (!drawn) return button;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" keepMounted={false} width={200}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

function AnswerEditor({ initial, onSave, onCancel }: { initial: string; onSave: (body: string) => Promise<void>; onCancel: () => void }) {
  const intl = useIntl();
  const [body, setBody] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = answerProblem(body);
    setProblem(found);
    if (!found) void onSave(body);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <GrowingTextarea label={intl.formatMessage(messages.editLabel)} value={body} onChange={(event) => setBody(event.currentTarget.value)} error={problem} minRows={2} maxRows={12} maxLength={ANSWER_BODY_MAX + 100} data-autofocus />
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onCancel}>{intl.formatMessage(messages.cancel)}</Button>
          <Button size="xs" type="submit">{intl.formatMessage(messages.save)}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form to answer: the words are checked by the rule the server applies (schemas/answer.schema.ts). */
const AnswerComposer = forwardRef<HTMLTextAreaElement, { onPost: (body: string, done: () => void) => Promise<boolean> }>(function AnswerComposer({ onPost }, ref) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = answerProblem(body);
    setProblem(found);
    if (found) return;
    setPosting(true);
    await onPost(body, () => setBody(''));
    setPosting(false);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage(messages.composer)}>
      <Stack gap="xs">
        <GrowingTextarea
          ref={ref}
          label={intl.formatMessage(messages.yourAnswer)}
          description={intl.formatMessage(messages.plainText)}
          placeholder={intl.formatMessage(messages.placeholder)}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
          error={problem}
          minRows={3}
          maxRows={12}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={posting}>{intl.formatMessage(messages.post)}</Button>
        </Group>
      </Stack>
    </form>
  );
});
