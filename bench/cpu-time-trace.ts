/**
 * A page's trace as if its main thread had had a core to itself: each task of a renderer's main thread
 * lasts the CPU time the thread spent on it, not the time from its start to its end.
 *
 * Lighthouse's simulation multiplies each main-thread task's length as seen in the trace by its CPU
 * slowdown (4 for its phone). On a machine whose cores are shared (the browser's other processes, the
 * server, other work), a task's length also holds the time the thread waited for a core, and that
 * wait is multiplied too. The trace's events carry both figures: `dur`, from start to end, and `tdur`,
 * the thread's own CPU time. Each task is shortened to its `tdur`, and everything inside it is moved
 * and shortened in proportion, so nesting holds; the tasks keep their start times. Lighthouse then
 * computes its figures again from that trace, which says what the page's own work costs.
 */
export type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> };

export type CpuTimeTrace = {
  events: TraceEvent[];
  /** The main threads' tasks: their summed length, and the CPU time the threads spent on them. */
  taskMs: number;
  cpuMs: number;
};

const MAIN_THREAD = 'CrRendererMain';

export function atCpuTime(events: readonly TraceEvent[]): CpuTimeTrace {
  const mainThreads = new Set(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === MAIN_THREAD).map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  const copies = events.map((event) => ({ ...event }));
  for (const event of copies) {
    const key = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(key) || event.ph === 'M') continue;
    const list = byThread.get(key);
    if (list) list.push(event);
    else byThread.set(key, [event]);
  }
  let taskMs = 0;
  let cpuMs = 0;
  for (const list of byThread.values()) {
    // A parent starts no later than its children, and comes first when they start together.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let index = 0;
    while (index < list.length) {
      const task = list[index] as TraceEvent;
      index++;
      if (task.ph !== 'X' || task.dur === undefined || task.dur <= 0) continue;
      const start = task.ts;
      const end = start + task.dur;
      const ratio = task.tdur !== undefined && task.tdur >= 0 && task.tdur < task.dur ? task.tdur / task.dur : 1;
      taskMs += task.dur / 1000;
      cpuMs += (task.dur * ratio) / 1000;
      task.dur *= ratio;
      // What happens inside the task, moved towards its start and shortened alike.
      while (index < list.length && (list[index] as TraceEvent).ts <= end) {
        const inner = list[index] as TraceEvent;
        inner.ts = start + (inner.ts - start) * ratio;
        if (inner.dur !== undefined) inner.dur *= ratio;
        index++;
      }
    }
  }
  return { events: copies, taskMs, cpuMs };
}
