import { PUSH_BATCH_MAX } from '../../schemas/api';
import { sqlBool, type Database } from '../db/database';
import { COLLECTIONS } from '../replication/collections';
import { LIVE_STATUS_CLOCK, statusAt } from '../replication/collections/events';
import type { DocumentStore } from '../replication/store';
import { createCheckinReminders } from './checkin-reminders';
import { createSessionReminders } from './session-reminders';

export type LiveStatusClockOptions = {
  store: DocumentStore;
  database: Database;
  /** How often it looks again, in ms. */
  tickMs: number;
  /** The time it reads; tests pass a fake one. */
  now?: () => number;
  log?: { error: (details: unknown, message?: string) => void };
};

export type LiveStatusClock = {
  /**
   * Stores the status of every event its clock has moved, then sends the check-in reminders that
   * came due (checkin-reminders.ts) and those of starred sessions (session-reminders.ts); resolves with how many statuses it stored.
   */
  tick: () => Promise<number>;
  /** A first tick, then one every tickMs. */
  start: () => Promise<void>;
  /** No more ticks; resolves once a tick under way has finished. */
  stop: () => Promise<void>;
};

/**
 * Event statuses follow their clocks: planned until the start, live until the end, then ended. Each
 * tick re-stores, through the document store, every event whose stored status its clock has passed,
 * so it gets a new stamp, streams to the members and reaches other processes like any write. Each
 * write names the stored state it was computed from, so when two processes tick together one stores
 * it and the other finds it stored (a conflict it passes over, or nothing left to change). The same
 * tick, at the same time, sends the check-in reminders and the reminders of starred sessions due by then.
 */
export function createLiveStatusClock({ store, database, tickMs, now = Date.now, log }: LiveStatusClockOptions): LiveStatusClock {
  const def = COLLECTIONS.events;
  const bool = sqlBool(database.dialect);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  const reminders = createCheckinReminders({ store, database });
  const sessionReminders = createSessionReminders({ store, database });

  async function dueIds(at: number): Promise<string[]> {
    // Only events with a start follow a clock; the statuses are compared here, as stored dates may carry any offset.
    const rows = await database.db
      .selectFrom('events')
      .select(['id', 'live_status', 'starts_at', 'ends_at'])
      .where('_deleted', '=', bool(false))
      .where('starts_at', 'is not', null)
      .execute();
    return rows.filter((row) => statusAt({ live_status: row.live_status, starts_at: row.starts_at ?? undefined, ends_at: row.ends_at ?? undefined }, at) !== row.live_status).map((row) => row.id);
  }

  async function tick(): Promise<number> {
    const at = now();
    const docs = (await store.byIds(def, await dueIds(at))).filter((doc) => !doc._deleted);
    const rows = docs
      .map((doc) => ({ assumedMasterState: doc, newDocumentState: { ...doc, live_status: statusAt(doc, at) } }))
      .filter((row) => row.newDocumentState.live_status !== row.assumedMasterState.live_status);
    let stored = 0;
    for (let first = 0; first < rows.length; first += PUSH_BATCH_MAX) {
      const batch = rows.slice(first, first + PUSH_BATCH_MAX);
      const conflicts = await store.push(def, LIVE_STATUS_CLOCK, batch);
      stored += batch.length - conflicts.length;
    }
    // A failure here leaves the statuses stored; the next tick sends what is still due.
    try {
      await reminders.remind(at);
    } catch (error) {
      log?.error({ err: error }, 'The check-in reminders could not be sent');
    }
    try {
      await sessionReminders.remind(at);
    } catch (error) {
      log?.error({ err: error }, 'The reminders of starred sessions could not be sent');
    }
    return stored;
  }

  /** One tick at a time: a tick due while one runs is skipped, and a failure waits for the next. */
  async function runOnce(): Promise<void> {
    if (running || stopped) return;
    running = tick();
    try {
      await running;
    } catch (error) {
      log?.error({ err: error }, 'The live status clock could not update event statuses');
    } finally {
      running = undefined;
    }
  }

  return {
    tick,
    async start() {
      await runOnce();
      if (stopped || timer) return;
      timer = setInterval(() => void runOnce(), tickMs);
      // A clock alone never keeps the process up.
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
