import fs from 'node:fs';

/**
 * CPU time used by each thread of the processes a benchmark started (Chromium's and the server's),
 * read from Linux's /proc. On a machine whose cores are all busy, a sync's speed is set by the CPU it
 * needs, and where: this is what tells the app's own work from the browser's storage.
 */

/** CPU milliseconds by `<process type>/<thread name>`, summed over threads of the same name. */
export type ThreadCpu = Map<string, number>;

/** Where a thread's time counts in a report. */
export type Role = 'IndexedDB (browser thread pool)' | 'worker' | 'page main thread' | 'IPC' | 'server' | 'other';

export const ROLES: readonly Role[] = ['IndexedDB (browser thread pool)', 'worker', 'page main thread', 'IPC', 'server', 'other'];

type Stat = { pid: number; ppid: number; comm: string; cpuTicks: number };

/**
 * One /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat line. The name sits between the first '(' and
 * the last ')', and may itself hold spaces and parentheses.
 */
export function parseStat(line: string): Stat | undefined {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const fields = line.slice(close + 2).trim().split(/\s+/);
  // After the name: state (0), ppid (1), …, utime (11), stime (12), in clock ticks.
  const ppid = Number(fields[1]);
  const cpuTicks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ppid) || !Number.isFinite(cpuTicks)) return undefined;
  return { pid: Number(line.slice(0, open)), ppid, comm: line.slice(open + 1, close), cpuTicks };
}

/** What a process is, from its command line: Chromium's `--type` (and utility sub-type), else its role. */
export function processTypeOf(commandLine: string, isServer: boolean): string {
  if (isServer) return 'server';
  const type = /--type=([a-z-]+)/.exec(commandLine)?.[1] ?? 'browser';
  const subType = /--utility-sub-type=([\w.]+)/.exec(commandLine)?.[1];
  return subType ? `${type}:${subType}` : type;
}

/**
 * The role of a `<process type>/<thread name>` key. Thread names are as the kernel keeps them (cut
 * to 15 characters); a renderer's main thread carries the process's own name.
 */
export function roleOf(key: string): Role {
  const [type = '', thread = ''] = key.split('/');
  if (type === 'server') return 'server';
  if (type === 'browser' && thread.startsWith('ThreadPoolForeg')) return 'IndexedDB (browser thread pool)';
  if (thread.startsWith('Chrome_ChildIOT') || thread.startsWith('Chrome_IOThread')) return 'IPC';
  if (type === 'renderer' && thread.startsWith('DedicatedWorker')) return 'worker';
  if (type === 'renderer' && (thread === 'chromium' || thread === 'chrome' || thread === 'headless_shell')) return 'page main thread';
  return 'other';
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process or thread ended meanwhile
  }
}

/** The processes descended from `rootPid`, from /proc. */
function descendantsOf(rootPid: number): number[] {
  const processes = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => parseStat(readText(`/proc/${pid}/stat`) ?? ''))
    .filter((stat): stat is Stat => stat !== undefined);
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const descendants: number[] = [];
  const queue = [...(children.get(rootPid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    descendants.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return descendants;
}

/**
 * CPU by thread of every process descended from `rootPid` (this benchmark: Chromium and the server),
 * or undefined where there is no /proc.
 */
export function readThreadCpu(rootPid: number, serverPid: number | undefined): ThreadCpu | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const cpu: ThreadCpu = new Map();
  for (const pid of descendantsOf(rootPid)) {
    const commandLine = readText(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';
    const type = processTypeOf(commandLine, pid === serverPid);
    let threads: string[] = [];
    try {
      threads = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of threads) {
      const stat = parseStat(readText(`/proc/${pid}/task/${tid}/stat`) ?? '');
      if (!stat) continue;
      // Numbered threads of a pool ("ThreadPoolForeg3") count as one.
      const key = `${type}/${type === 'server' ? 'node' : stat.comm.replace(/\d+$/, '')}`;
      cpu.set(key, (cpu.get(key) ?? 0) + stat.cpuTicks * TICK_MS);
    }
  }
  return cpu;
}

/** The CPU each role used between two readings, in milliseconds. */
export function cpuByRole(before: ThreadCpu, after: ThreadCpu): Record<Role, number> {
  const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
  for (const [key, ms] of after) byRole[roleOf(key)] += Math.max(0, ms - (before.get(key) ?? 0));
  return byRole;
}

/** The threads counted as 'other' between two readings, busiest first, in milliseconds. */
export function otherThreads(before: ThreadCpu, after: ThreadCpu): [string, number][] {
  return [...after]
    .filter(([key]) => roleOf(key) === 'other')
    .map(([key, ms]): [string, number] => [key, Math.max(0, ms - (before.get(key) ?? 0))])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** Time a thread ran on a core, and time it was ready to run but waited for one, in milliseconds. */
export type Scheduled = { ranMs: number; waitedMs: number };

/** A /proc/<pid>/schedstat line: nanoseconds on a core, nanoseconds waiting on the run queue, time slices. */
export function parseSchedstat(line: string): Scheduled | undefined {
  const [ran, waited] = line.trim().split(/\s+/).map(Number);
  if (ran === undefined || waited === undefined || !Number.isFinite(ran) || !Number.isFinite(waited)) return undefined;
  return { ranMs: ran / 1e6, waitedMs: waited / 1e6 };
}

/**
 * How the kernel scheduled the main thread of each of Chromium's renderer processes under `rootPid`
 * (a page's main thread), by process id; undefined where there is no /proc.
 */
function readRendererMainThreads(rootPid: number): Map<number, Scheduled> | undefined {
  if (!fs.existsSync('/proc/self/schedstat')) return undefined;
  const threads = new Map<number, Scheduled>();
  for (const pid of descendantsOf(rootPid)) {
    if (!(readText(`/proc/${pid}/cmdline`) ?? '').includes('--type=renderer')) continue;
    // A process's own schedstat is its first thread's: the renderer's main thread.
    const scheduled = parseSchedstat(readText(`/proc/${pid}/schedstat`) ?? '');
    if (scheduled) threads.set(pid, scheduled);
  }
  return threads;
}

/** What the renderers' main threads ran and waited between two readings (a process new since the first counts whole). */
export function scheduledBetween(before: Map<number, Scheduled>, after: Map<number, Scheduled>): Scheduled {
  let ranMs = 0;
  let waitedMs = 0;
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? { ranMs: 0, waitedMs: 0 };
    ranMs += Math.max(0, now.ranMs - then.ranMs);
    waitedMs += Math.max(0, now.waitedMs - then.waitedMs);
  }
  return { ranMs, waitedMs };
}

/**
 * Watches the renderers' main threads while a page comes and goes: a renderer's figures are read every
 * `everyMs`, as a tab's process ends with the tab and takes its figures with it. `stop` answers what
 * they ran and waited since the watch began (a renderer started meanwhile counted whole, one that ended
 * counted to its last reading).
 */
export function watchRendererMainThreads(rootPid: number, everyMs = 100): { stop: () => Scheduled } | undefined {
  const first = readRendererMainThreads(rootPid);
  if (!first) return undefined;
  const last = new Map(first);
  const read = () => {
    for (const [pid, scheduled] of readRendererMainThreads(rootPid) ?? []) last.set(pid, scheduled);
  };
  const timer = setInterval(read, everyMs);
  // A run that fails before it stops the watch does not keep the benchmark from ending.
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return scheduledBetween(first, last);
    },
  };
}
