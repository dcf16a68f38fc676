import type { AppDatabase } from '../../../local-store/open-database';
import { markPending } from '../../../local-store/mark-pending';
import { defineMessages } from '../../i18n/define-messages';
import { appIntl } from '../../i18n/i18n-provider';
import type { CentreLostEdit } from './use-sync-centre';

const messages = defineMessages({
  questionGone: { id: 'syncCentre.lostEdit.questionGone', defaultMessage: 'The question was deleted; your version stays kept until you discard it' },
});

/** Puts the member's kept version back on the question; it is sent like any edit. The kept copy goes. */
export async function reapplyLostEdit(db: AppDatabase, edit: Pick<CentreLostEdit, 'key' | 'id' | 'mine'>): Promise<void> {
  const question = await db.questions.findOne(edit.id).exec();
  if (!question) throw new Error(appIntl().formatMessage(messages.questionGone));
  await markPending(question, { title: edit.mine.title, description: edit.mine.description || undefined });
  await (await db.questions.getLocal(edit.key))?.remove();
}

/** Lets the kept version go: the current one stays. */
export async function discardLostEdit(db: AppDatabase, edit: Pick<CentreLostEdit, 'key'>): Promise<void> {
  await (await db.questions.getLocal(edit.key))?.remove();
}
