import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuByRole, otherThreads, parseSchedstat, parseStat, processTypeOf, readThreadCpu, roleOf, scheduledBetween } from './cpu';

describe('reading CPU time from /proc', () => {
  it('reads the parent and the user plus system ticks of a stat line', () => {
    expect(parseStat('4242 (node) S 4000 4242 4000 0 -1 4194304 100 0 0 0 250 30 0 0 20 0 11 0')).toEqual({ pid: 4242, ppid: 4000, comm: 'node', cpuTicks: 280 });
  });

  it('keeps a thread name that holds spaces and parentheses whole', () => {
    const stat = parseStat('77 (ServiceWorker t) S 1 77 1 0 -1 0 0 0 0 0 7 3 0 0 20 0 1 0');
    expect(stat?.comm).toBe('ServiceWorker t');
    expect(stat?.cpuTicks).toBe(10);
    expect(parseStat('78 (a) b (c)) R 5 78 1 0 -1 0 0 0 0 0 1 1 0 0 20 0 1 0')).toMatchObject({ comm: 'a) b (c)', ppid: 5, cpuTicks: 2 });
  });

  it('gives nothing for a line that is not a stat line', () => {
    expect(parseStat('')).toBeUndefined();
    expect(parseStat('no name here')).toBeUndefined();
    expect(parseStat('1 (x) S')).toBeUndefined();
  });

  it("names a process by Chromium's type and utility sub-type, the browser when it has none", () => {
    expect(processTypeOf('/usr/lib/chromium/chromium --no-sandbox --user-data-dir=/tmp/p', false)).toBe('browser');
    expect(processTypeOf('/usr/lib/chromium/chromium --type=renderer --enable-features=X', false)).toBe('renderer');
    expect(processTypeOf('/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom.NetworkService', false)).toBe('utility:network.mojom.NetworkService');
    expect(processTypeOf('node --import tsx server/main.ts', true)).toBe('server');
  });

  it.each([
    ['browser/ThreadPoolForeg', 'IndexedDB (browser thread pool)'],
    ['renderer/DedicatedWorker', 'worker'],
    ['renderer/chromium', 'page main thread'],
    ['renderer/Chrome_ChildIOT', 'IPC'],
    ['browser/Chrome_IOThread', 'IPC'],
    ['utility:network.mojom.NetworkService/Chrome_ChildIOT', 'IPC'],
    ['server/node', 'server'],
    ['browser/chromium', 'other'],
    ['renderer/ThreadPoolForeg', 'other'],
    ['renderer/ServiceWorker t', 'other'],
  ] as const)('counts %s as %s', (key, role) => {
    expect(roleOf(key)).toBe(role);
  });

  it('sums what each role used between two readings, and never less than nothing', () => {
    const before = new Map([['browser/ThreadPoolForeg', 1_000], ['renderer/DedicatedWorker', 200], ['renderer/chromium', 900]]);
    const after = new Map([['browser/ThreadPoolForeg', 4_000], ['renderer/DedicatedWorker', 700], ['renderer/Chrome_ChildIOT', 50], ['browser/Chrome_IOThread', 30], ['renderer/chromium', 400]]);
    expect(cpuByRole(before, after)).toEqual({ 'IndexedDB (browser thread pool)': 3_000, worker: 500, 'page main thread': 0, IPC: 80, server: 0, other: 0 });
  });

  it("lists the threads counted as 'other' that ran between two readings, busiest first", () => {
    const before = new Map([['renderer/ThreadPoolForeg', 100], ['browser/chromium', 50], ['gpu-process/VizCompositorTh', 10]]);
    const after = new Map([['renderer/ThreadPoolForeg', 2_100], ['browser/chromium', 1_050], ['gpu-process/VizCompositorTh', 10], ['renderer/Compositor', 300], ['renderer/DedicatedWorker', 900]]);
    expect(otherThreads(before, after)).toEqual([['renderer/ThreadPoolForeg', 2_000], ['browser/chromium', 1_000], ['renderer/Compositor', 300]]);
  });

  it.runIf(process.platform === 'linux')('finds the CPU of a child process and of its threads', async () => {
    // The child burns 200 ms of its own CPU, says so, then idles.
    const child = spawn(process.execPath, ['-e', "while (process.cpuUsage().user < 200_000); console.log('burnt'); setTimeout(() => {}, 10_000)"]);
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      const cpu = readThreadCpu(process.pid, child.pid);
      expect(cpu?.get('server/node') ?? 0).toBeGreaterThanOrEqual(100);
    } finally {
      child.kill();
    }
  });
});

describe('reading how the kernel ran a thread', () => {
  it('reads the time on a core and the time waiting for one from a schedstat line, in milliseconds', () => {
    expect(parseSchedstat('334000000 365500000 1200\n')).toEqual({ ranMs: 334, waitedMs: 365.5 });
  });

  it('gives nothing for a line that is not a schedstat line', () => {
    expect(parseSchedstat('')).toBeUndefined();
    expect(parseSchedstat('busy idle')).toBeUndefined();
  });

  it('sums what each thread ran and waited between two readings, a thread new since the first counted whole', () => {
    const before = new Map([[10, { ranMs: 100, waitedMs: 50 }]]);
    const after = new Map([
      [10, { ranMs: 130, waitedMs: 90 }],
      [11, { ranMs: 20, waitedMs: 5 }],
    ]);
    expect(scheduledBetween(before, after)).toEqual({ ranMs: 50, waitedMs: 45 });
  });
});
