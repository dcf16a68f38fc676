import { interactionId, type InteractionKind } from '../../schemas/interaction.schema';
import type { Viewer } from '../auth/viewer';
import type { CollectionName } from '../../schemas/collections';
import { COLLECTIONS, type Draft } from '../replication/collections';
import type { DocumentStore } from '../replication/store';
import type { Database } from './database';
import { DEMO_AUTH_PREFIX } from '../auth/demo-accounts';
import { DEMO_USERS, MEETVERSE_ID } from './seed';

type Member = NonNullable<Viewer> & { userId: string };

const SUMMIT = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002';
const MEETUP = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0003';
const PWA_DAY = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0004';

const QUESTIONS: [space: string, asker: number, title: string, description: string][] = [
  [MEETVERSE_ID, 0, 'Who else is building offline-first apps?', 'Looking for people to compare notes on sync engines and conflict handling.'],
  [MEETVERSE_ID, 1, 'Best way to debug a service worker on a phone?', 'Remote debugging keeps disconnecting. What works for you?'],
  [MEETVERSE_ID, 2, 'Anyone up for a walk after the talks?', 'Thinking of the river path around six.'],
  [MEETVERSE_ID, 3, 'How do you test date maths across time zones?', 'Our tests pass in Berlin and fail in Sydney.'],
  [MEETVERSE_ID, 0, 'Recommendations for a quiet café to work from?', ''],
  [MEETVERSE_ID, 1, 'Where do you keep secrets for local development?', '.env files, a vault, something else?'],
  [MEETVERSE_ID, 2, 'Which conference talk changed how you build?', 'Share the one you still think about.'],
  [MEETVERSE_ID, 3, 'Looking for a co-founder who loves data', 'Early idea around public transport delays.'],
  [MEETVERSE_ID, 0, 'How do you explain CRDTs to your product manager?', ''],
  [MEETVERSE_ID, 1, 'Has anyone moved from REST to a sync protocol?', 'Was it worth it? What broke?'],
  [SUMMIT, 0, 'Is the wifi down for everyone in Hall A?', 'My laptop says connected, nothing loads.'],
  [SUMMIT, 1, 'Slides for the keynote anywhere?', ''],
  [SUMMIT, 2, 'Where is the quiet room?', 'Need twenty minutes away from the crowd.'],
  [SUMMIT, 3, 'Lunch group for vegetarians?', 'Meet at the entrance at 12:30?'],
  [SUMMIT, 0, 'Who can help me get IndexedDB quotas right on iOS?', 'Safari keeps evicting our cache.'],
  [SUMMIT, 1, 'Anyone recording the afternoon sessions?', ''],
  [SUMMIT, 2, 'Lost a black umbrella near stage two', 'Please tell me if you see it.'],
  [SUMMIT, 3, 'Want to pair on the hackathon challenge?', 'I can bring the data, need a front-end person.'],
  [MEETUP, 0, 'Lightning talk slots still open?', 'I would like to show a ten-minute sync demo.'],
  [MEETUP, 1, 'Carpool from Kreuzberg?', ''],
  [MEETUP, 2, 'What should beginners read before coming?', 'A friend is new to local-first.'],
  [MEETUP, 3, 'Is there a live stream?', ''],
  [PWA_DAY, 0, 'Where can I find the workshop repository?', ''],
  [PWA_DAY, 1, 'Thanks for a great day, who wants to keep in touch?', 'Leave a reaction and I will start a group chat.'],
  [PWA_DAY, 2, 'Install prompts: what worked in your app?', ''],
  [PWA_DAY, 3, 'Follow-up meetup in spring?', ''],
];

const REACTIONS: InteractionKind[] = ['can_help', 'me_too', 'uplift'];

/**
 * Runs `write` with the organiser's ended event on again, as it was when its members joined: its end
 * moves an hour ahead (its status follows its clock), then back.
 */
async function whileOn(store: DocumentStore, organiser: NonNullable<Viewer>, eventId: string, write: () => Promise<void>) {
  const events = COLLECTIONS.events;
  const event = await store.get(events, eventId);
  if (event?.live_status !== 'ended') return write();
  await store.put(events, organiser, { ...event, ends_at: new Date(Date.now() + 3_600_000).toISOString() });
  await write();
  const on = await store.get(events, eventId);
  if (on) await store.put(events, organiser, { ...on, ends_at: event.ends_at });
}

/**
 * The first start's demo questions, with reactions and event participation by the demo members,
 * written through the store as those members so every rule, count and rank holds.
 */
export async function seedDemoQuestions(database: Database, store: DocumentStore, now = new Date()): Promise<void> {
  const existing = await database.db.selectFrom('questions').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const viewers: Member[] = DEMO_USERS.map((user) => ({ userId: user.id, sub: `${DEMO_AUTH_PREFIX}${user.email}`, email: user.email, role: 'member' }));
  const write = <N extends CollectionName>(collection: N, viewer: Member, docs: Draft<N>[]) =>
    store.push(COLLECTIONS[collection], viewer, docs.map((doc) => ({ newDocumentState: doc })));
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

  // An event that has ended takes no new members: the demo members joined PWA Day while it was on.
  await whileOn(store, viewers[0] as Member, PWA_DAY, async () => {
    for (const viewer of viewers) {
      await write('interactions', viewer, [SUMMIT, MEETUP, PWA_DAY].map((eventId) => ({
        id: interactionId('participation', viewer.userId, eventId), kind: 'participation', user_id: viewer.userId,
        target_id: eventId, active: true, created_at: at(60 * 24), sync_state: 'pending', updatedAt: 0, _deleted: false,
      })));
    }
  });

  const ids: string[] = [];
  for (const [index, [space, asker, title, description]] of QUESTIONS.entries()) {
    const viewer = viewers[asker] as Member;
    const id = crypto.randomUUID();
    ids.push(id);
    await write('questions', viewer, [{
      id, title, description, event_id: space, author_id: viewer.userId, is_anonymous: index % 9 === 8, created_at: at(index * 37 + 5),
      answer_count: 0, help_count: 0, me_too_count: 0, uplift_count: 0, rank_latest: 0, rank_uplifted: 0, rank_helpers: 0, rank_relatable: 0, sync_state: 'pending', updatedAt: 0, _deleted: false,
    }]);
  }

  // A spread of reactions so every sort order differs: question n gets n % 4 of each kind from the others.
  for (const [index, questionId] of ids.entries()) {
    const asker = QUESTIONS[index]?.[1] ?? 0;
    const others = viewers.filter((_, n) => n !== asker);
    for (const [k, kind] of REACTIONS.entries()) {
      const many = (index + k * 2) % (others.length + 1);
      for (const viewer of others.slice(0, many)) {
        await write('interactions', viewer, [{
          id: interactionId(kind, viewer.userId, questionId), kind, user_id: viewer.userId, target_id: questionId,
          active: true, created_at: at(index * 11), sync_state: 'pending', updatedAt: 0, _deleted: false,
        }]);
      }
    }
  }
}
