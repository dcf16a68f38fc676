import { describe, expect, it } from 'vitest';
import { atCpuTime, type TraceEvent } from './cpu-time-trace';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });

describe('a trace at its main thread\'s CPU time', () => {
  const events: TraceEvent[] = [
    thread(1, 10, 'CrRendererMain'),
    thread(1, 11, 'Compositor'),
    // A task of 40 ms in which the thread ran 10 ms, with a call and a mark inside it.
    { name: 'RunTask', ph: 'X', ts: 1_000, dur: 40_000, tdur: 10_000, pid: 1, tid: 10 },
    { name: 'FunctionCall', ph: 'X', ts: 11_000, dur: 20_000, tdur: 5_000, pid: 1, tid: 10 },
    { name: 'firstContentfulPaint', ph: 'R', ts: 21_000, pid: 1, tid: 10 },
    // A task the thread ran whole, and one with no CPU time recorded.
    { name: 'RunTask', ph: 'X', ts: 50_000, dur: 2_000, tdur: 2_000, pid: 1, tid: 10 },
    { name: 'RunTask', ph: 'X', ts: 60_000, dur: 3_000, pid: 1, tid: 10 },
    // Another thread's task stays as it was.
    { name: 'RunTask', ph: 'X', ts: 1_000, dur: 40_000, tdur: 1_000, pid: 1, tid: 11 },
  ];

  it('shortens a task to its CPU time and moves and shortens what is inside it alike', () => {
    const { events: shortened } = atCpuTime(events);
    expect(shortened[2]).toMatchObject({ ts: 1_000, dur: 10_000 });
    expect(shortened[3]).toMatchObject({ ts: 3_500, dur: 5_000 });
    expect(shortened[4]).toMatchObject({ ts: 6_000 });
  });

  it('keeps tasks the thread ran whole, tasks with no CPU time and other threads as they were', () => {
    const { events: shortened } = atCpuTime(events);
    expect(shortened[5]).toMatchObject({ ts: 50_000, dur: 2_000 });
    expect(shortened[6]).toMatchObject({ ts: 60_000, dur: 3_000 });
    expect(shortened[7]).toMatchObject({ ts: 1_000, dur: 40_000 });
  });

  it('sums the main thread\'s task lengths and its CPU time in them', () => {
    const { taskMs, cpuMs } = atCpuTime(events);
    expect(taskMs).toBe(45);
    expect(cpuMs).toBe(15);
  });

  it('leaves the trace it was given unchanged', () => {
    const before = JSON.stringify(events);
    atCpuTime(events);
    expect(JSON.stringify(events)).toBe(before);
  });
});
