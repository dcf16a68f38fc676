import { addDays, addHours, startOfHour, subDays } from 'date-fns';
import { eventSchema, type EventDoc } from '../../schemas/event.schema';
import { userSchema } from '../../schemas/user.schema';
import { createCodec } from '../replication/codec';
import { DEMO_AUTH_PREFIX } from '../auth/demo-accounts';
import type { Database } from './database';

export const DEMO_ORGANISER_ID = '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0001';
export const MEETVERSE_ID = '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0001';

export const DEMO_USERS = [
  { id: DEMO_ORGANISER_ID, name: 'Ada Lovelace', email: 'ada@example.com', expertise: ['Engineering', 'Mathematics'], help: 'Algorithms and analytical engines' },
  { id: '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0002', name: 'Grace Hopper', email: 'grace@example.com', expertise: ['Compilers'], help: 'Debugging anything' },
  { id: '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0003', name: 'Tim Berners-Lee', email: 'tim@example.com', expertise: ['Web'], help: 'Linking documents' },
  { id: '5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a0004', name: 'Katherine Johnson', email: 'katherine@example.com', expertise: ['Orbital mechanics'], help: 'Checking the numbers' },
];

function demoEvents(now: Date): Omit<EventDoc, 'updatedAt'>[] {
  const iso = (date: Date) => date.toISOString();
  const hour = startOfHour(now);
  return [
    { id: MEETVERSE_ID, slug: 'meetverse', name: 'Meetverse', live_status: 'live', is_community: true, is_meetverse: true,
      description: 'The shared space everyone belongs to. Ask the whole community.', location: 'Everywhere' },
    { id: '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0002', slug: 'offline-first-summit', name: 'Offline-First Summit', live_status: 'live', is_community: false,
      description: 'Two days of talks on apps that keep working when the network does not.', location: 'Hall A, Messe Berlin',
      starts_at: iso(subDays(hour, 1)), ends_at: iso(addDays(hour, 1)), time_zone: 'Europe/Berlin' },
    { id: '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0003', slug: 'local-first-meetup', name: 'Local-First Meetup', live_status: 'planned', is_community: false,
      description: 'Lightning talks and pizza. Bring a demo of something that syncs.', location: 'Factory Görlitzer Park',
      starts_at: iso(addDays(hour, 14)), ends_at: iso(addHours(addDays(hour, 14), 3)), time_zone: 'Europe/Berlin' },
    { id: '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0004', slug: 'pwa-day-berlin', name: 'PWA Day Berlin', live_status: 'ended', is_community: false,
      description: 'A day about installable web apps, service workers and caches.', location: 'Kulturbrauerei',
      starts_at: iso(subDays(hour, 60)), ends_at: iso(addHours(subDays(hour, 60), 8)), time_zone: 'Europe/Berlin' },
    { id: '0e3b5a55-1c55-4c0f-8f0e-6d6f9a0a0005', slug: 'berlin-product-builders', name: 'Berlin Product Builders', live_status: 'live', is_community: true,
      description: 'A community of people who build products in Berlin.', location: 'Berlin' },
  ];
}

/** The first start of a fresh database gets demo data; later starts leave the data alone. */
export async function seedDemoData(database: Database, now = new Date()): Promise<void> {
  const { db, dialect } = database;
  const existing = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const stamp = now.getTime();
  const userCodec = createCodec<'users'>(userSchema, dialect);
  const eventCodec = createCodec<'events'>(eventSchema, dialect);
  await db.transaction().execute(async (trx) => {
    for (const user of DEMO_USERS) {
      const [first, ...rest] = user.name.split(' ');
      const row = userCodec.toRow(
        {
          id: user.id, slug: user.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), full_name: user.name, first_name: first,
          last_name: rest.join(' '), fields_of_expertise: user.expertise, can_help_with: user.help, interests: [],
          is_active: true, role: 'member', created_at: now.toISOString(), sync_state: 'sent', updatedAt: stamp, _deleted: false,
        },
      );
      await trx.insertInto('users').values({ ...row, auth_id: `${DEMO_AUTH_PREFIX}${user.email}`, email: user.email }).execute();
    }
    for (const event of demoEvents(now)) {
      await trx.insertInto('events').values(eventCodec.toRow({ ...event, created_by: DEMO_ORGANISER_ID, sync_state: 'sent', updatedAt: stamp, _deleted: false })).execute();
    }
    await trx.updateTable('change_clock').set({ last_stamp: stamp }).where('id', '=', 1).execute();
  });
}
