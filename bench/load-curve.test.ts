import { describe, expect, it } from 'vitest';
import { machineBusySeconds, pointHeld, symptoms, table, whatRanOut, type PointReading } from './load-curve';

const calm: PointReading = {
  seconds: 20, cores: 2, cpu: { api: [4, 4], postgres: 2, nginx: 2, generator: 4, machine: 17 },
  missing: 0, doubled: 0, failedWrites: 0, errorTexts: [], droppedStreams: 0, leaked: 0,
  p99: 120, p99FirstQuarter: 110, p99LastQuarter: 125, stoppedBehindSeconds: undefined,
  sentRate: 50, rate: 50, pushP50: 15, pushP99: 60, freeMb: 8_000, apiRssMb: 300,
};

describe('reading a point of the load curve', () => {
  it('holds a point where every write arrived once, in time, without errors', () => {
    expect(pointHeld(calm)).toBe(true);
    expect(symptoms(calm)).toEqual([]);
    expect(whatRanOut(calm)).toEqual([]);
  });

  it('does not hold a point with a delivery lost, doubled, late, or a write failed', () => {
    expect(pointHeld({ ...calm, missing: 1 })).toBe(false);
    expect(pointHeld({ ...calm, doubled: 1 })).toBe(false);
    expect(pointHeld({ ...calm, failedWrites: 1 })).toBe(false);
    expect(pointHeld({ ...calm, leaked: 1 })).toBe(false);
    expect(pointHeld({ ...calm, p99: 1_500 })).toBe(false);
    expect(pointHeld({ ...calm, sentRate: 40 })).toBe(false);
  });

  it('says a p99 grows when the last quarter of the writes waited far longer than the first', () => {
    expect(symptoms({ ...calm, p99: 9_000, p99FirstQuarter: 1_000, p99LastQuarter: 9_500 })).toEqual(['p99 9,000 ms, growing (1000 ms in the first quarter, 9500 ms in the last)']);
    expect(symptoms({ ...calm, p99: 1_200, p99FirstQuarter: 1_100, p99LastQuarter: 1_200 })).toEqual(['p99 1,200 ms']);
  });

  it('names an API process whose JavaScript used its one core, before the machine', () => {
    const busy = { ...calm, p99: 5_000, cpu: { api: [19, 6], postgres: 6, nginx: 3, generator: 5, machine: 39 } };
    expect(whatRanOut(busy)).toEqual([
      'CPU of API process 1 (0.95 of its one core)',
      "the machine's 2 cores (1.95 busy: PostgreSQL 0.30)",
    ]);
  });

  it('names the load generator and other work on the machine when they took the cores', () => {
    const busy = { ...calm, p99: 5_000, cpu: { api: [6], postgres: 2, nginx: 2, generator: 18, machine: 39 } };
    expect(whatRanOut(busy)).toEqual([
      'CPU of the load generator (0.90 of its one core): it reads every stream',
      "the machine's 2 cores (1.95 busy: PostgreSQL 0.10, other work 0.55)",
    ]);
  });

  it('names file descriptors and memory from the errors and the free memory', () => {
    expect(whatRanOut({ ...calm, failedWrites: 3, errorTexts: ['push failed: connect EMFILE 127.0.0.1:8080'] })).toEqual(['file descriptors (connections refused for want of them)']);
    expect(whatRanOut({ ...calm, missing: 10, freeMb: 300, apiRssMb: 3_000 })).toEqual(['memory (300 MB left on the machine, API process at 3000 MB)']);
  });

  it('names the slow pushes among the symptoms', () => {
    expect(symptoms({ ...calm, p99: 3_000, pushP50: 2_500, pushP99: 3_000 })).toEqual(['p99 3,000 ms', 'pushes answered in p50 2,500 ms']);
  });

  it('says writes queued for the database when no resource ran out but the pushes waited', () => {
    expect(whatRanOut({ ...calm, p99: 3_000, pushP50: 2_500, pushP99: 3_000 })).toEqual(['writes queued for the database (push answered in p50 2500 ms, p99 3000 ms; PostgreSQL 0.10 cores)']);
    expect(whatRanOut({ ...calm, p99: 3_000 })).toEqual(['no CPU, memory or descriptor ran out (push p50 15 ms, PostgreSQL 0.10 cores)']);
  });

  it("reads the machine's busy time from /proc/stat, without idle and I/O wait", () => {
    expect(machineBusySeconds('cpu  100 20 30 5000 40 5 5 10 0 0\ncpu0 1 2 3 4\n')).toBe(1.7);
    expect(machineBusySeconds('nothing here')).toBeUndefined();
  });

  it('lays a table out in columns as wide as their widest cell', () => {
    expect(table(['a', 'bb', 'c'], [['xxx', 'y', 'long last cell'], ['1', '2', '3']])).toBe(
      ['a    bb  c', '---  --  --------------', 'xxx  y   long last cell', '1    2   3'].join('\n'),
    );
  });
});
