import { ActionIcon, Badge, Button, Group, Loader, Menu, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconDots, IconEye, IconEyeOff, IconFlag } from '@tabler/icons-react';
import { forwardRef, useEffect, useState, type FormEvent } from 'react';
import { ANSWER_BODY_MAX, ANSWERS_PAGE, answerCountWords, answerProblem, mayChangeAnswer, type AnswerDoc } from '../../../../schemas/answer.schema';
import type { QuestionDoc } from '../../../../schemas/question.schema';
import type { UserDoc } from '../../../../schemas/user.schema';
import { Avatar } from '../../../components/avatar/avatar';
import { AnchorLink } from '../../../components/links';
import { LinkedText } from '../../../components/message-text/linked-text';
import { ReportDialog } from '../../../components/report-dialog';
import { SyncBadge } from '../../../components/sync-badge';
import { formatRelativeTime } from '../../../lib/locale';
import { profileLink } from '../../../lib/paths';
import { useStaggeredList } from '../../../lib/use-staggered-list';
import { useAnswers } from '../hooks/use-answers';
import { useAnswerWrites } from '../hooks/use-answer-writes';
import { usePeopleAndSpaces } from '../hooks/use-question';
import { HideDialog } from './hide-dialog';

// A page of answers mounts a few at a time, so the first ones paint at once (each is a handful of styled parts).
const ANSWERS_PER_FRAME = 6;
const idOf = (answer: AnswerDoc) => answer.id;

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
  const [limit, setLimit] = useState(ANSWERS_PAGE);
  const { data, loading } = useAnswers(question.id, question.accepted_answer_id, limit);
  const { data: lookup } = usePeopleAndSpaces((data?.answers ?? []).map((answer) => answer.author_id), []);
  const [reporting, setReporting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [hiding, setHiding] = useState<AnswerDoc | null>(null);
  const writes = useAnswerWrites();
  const { shown, onItemRendered } = useStaggeredList(data?.answers ?? [], idOf, ANSWERS_PER_FRAME);
  const isAsker = question.author_id === memberId;
  const shownCount = Math.max(question.answer_count, data?.answers.filter((answer) => (answer.moderation ?? 'approved') === 'approved').length ?? 0);

  return (
    <Stack gap="sm" component="section" aria-labelledby="answers-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="answers-heading">Answers</Title>
        {shownCount > 0 && <Text size="sm" c="dimmed">{answerCountWords(shownCount)}</Text>}
      </Group>
      {loading || !data ? (
        <Loader size="sm" aria-label="Loading answers" />
      ) : data.answers.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="answers-empty">
          {isAsker ? 'No answers yet — they show here as members write them, and you can accept the one that solves it.' : 'No answers yet — be the first to answer below.'}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" aria-label="Answers" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
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
        </Stack>
      )}
      {data?.more && (
        <Group justify="center">
          <Button variant="default" size="xs" onClick={() => setLimit((shown) => shown + ANSWERS_PAGE)}>Show more answers</Button>
        </Group>
      )}
      <AnswerComposer ref={composerRef} onPost={(body, done) => writes.post(question, body, done).then((result) => result.stored || result.kept)} />
      <ReportDialog memberId={memberId} target={reporting ? { kind: 'answer', id: reporting } : null} onClose={() => setReporting(null)} />
      <HideDialog
        opened={hiding !== null}
        title="Hide this answer"
        excerpt={hiding?.body ?? ''}
        effect="Members no longer see it, and it no longer counts. Its author still sees it, with your reason, and is told."
        toldWho="Its author"
        onHide={(reason) => (hiding ? writes.decide(hiding.id, { moderation: 'hidden', hidden_reason: reason }) : Promise.resolve())}
        onClose={() => setHiding(null)}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete your answer?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Text>It disappears for everyone. This cannot be undone.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="red"
            onClick={() => {
              const id = deleting;
              setDeleting(null);
              if (id) void writes.remove(id);
            }}
          >
            Delete
          </Button>
        </Group>
      </Modal>
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

function AnswerItem({ answer, author, accepted, isAsker, memberId, moderates, onHide, onShow, onAccept, onSave, onDelete, onReport, onRendered }: AnswerItemProps) {
  const [editing, setEditing] = useState(false);
  useEffect(() => onRendered(answer.id), [answer.id, onRendered]);
  const own = mayChangeAnswer(memberId, answer);
  const hidden = answer.moderation === 'hidden';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="answer"
      data-accepted={accepted || undefined}
      style={accepted ? { borderColor: 'var(--mantine-color-green-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Avatar name={author?.full_name} src={author?.profile_picture} size="sm" role={author?.role} />
            <Stack gap={0} miw={0}>
              {author ? (
                <AnchorLink {...profileLink(author)} fw={600} size="sm" truncate>{author.full_name}</AnchorLink>
              ) : (
                <Text fw={600} size="sm">A member</Text>
              )}
              <Text size="xs" c="dimmed">
                {formatRelativeTime(answer.created_at)}
                {answer.edited_at && ' · edited'}
              </Text>
            </Stack>
          </Group>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {accepted && (
              <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
                Accepted
              </Badge>
            )}
            <SyncBadge state={answer.sync_state} error={answer.sync_error} />
          </Group>
        </Group>
        {hidden && (
          <Text size="sm" c="red" role="note">
            {own
              ? `Only you and the moderators see this answer. ${answer.hidden_reason ? `Hidden by the moderators: ${answer.hidden_reason}` : 'Hidden by the moderators'}`
              : `Hidden by the moderators${answer.hidden_reason ? `: ${answer.hidden_reason}` : ''}`}
          </Text>
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
          <Group gap="xs">
            {isAsker && !hidden && (
              <Button size="compact-sm" variant={accepted ? 'default' : 'light'} color={accepted ? 'gray' : 'green'} onClick={onAccept}>
                {accepted ? 'Unaccept' : 'Accept answer'}
              </Button>
            )}
            {own && (
              <>
                <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setEditing(true)}>Edit</Button>
                <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete}>Delete</Button>
              </>
            )}
            {(moderates || (!own && !hidden)) && (
              <Menu position="bottom-end" shadow="md" keepMounted={false} width={200}>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" size="md" ml="auto" aria-label={`More for ${author ? `${author.full_name}'s` : 'this'} answer`}>
                    <IconDots size={18} aria-hidden="true" />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {!own && !hidden && (
                    <Menu.Item leftSection={<IconFlag size={16} aria-hidden="true" />} onClick={onReport}>Report</Menu.Item>
                  )}
                  {moderates && !hidden && (
                    <Menu.Item color="red" leftSection={<IconEyeOff size={16} aria-hidden="true" />} onClick={onHide}>Hide…</Menu.Item>
                  )}
                  {moderates && hidden && (
                    <Menu.Item leftSection={<IconEye size={16} aria-hidden="true" />} onClick={onShow}>Show again</Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function AnswerEditor({ initial, onSave, onCancel }: { initial: string; onSave: (body: string) => Promise<void>; onCancel: () => void }) {
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
        <Textarea label="Edit your answer" value={body} onChange={(event) => setBody(event.currentTarget.value)} error={problem} autosize minRows={2} maxRows={12} maxLength={ANSWER_BODY_MAX + 100} data-autofocus />
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onCancel}>Cancel</Button>
          <Button size="xs" type="submit">Save</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form to answer: the words are checked by the rule the server applies (schemas/answer.schema.ts). */
const AnswerComposer = forwardRef<HTMLTextAreaElement, { onPost: (body: string, done: () => void) => Promise<boolean> }>(function AnswerComposer({ onPost }, ref) {
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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Write an answer">
      <Stack gap="xs">
        <Textarea
          ref={ref}
          label="Your answer"
          description="Plain text: links and line breaks show as you type them."
          placeholder="Share what you know…"
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
          error={problem}
          autosize
          minRows={3}
          maxRows={12}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={posting}>Post answer</Button>
        </Group>
      </Stack>
    </form>
  );
});
