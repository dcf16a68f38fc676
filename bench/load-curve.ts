import fs from 'node:fs';

/**
 * The load curve's reading of its figures: which resource ran out at a point the machine could not
 * hold, the table it prints, and the CPU time of the whole machine (to tell other work on it apart).
 */

/** CPU time over a point's load, in seconds, by who used it. */
export type CpuUse = {
  /** Each API process's own. */
  api: number[];
  postgres: number | undefined;
  nginx: number | undefined;
  /** The load generator: this process, which writes the questions and reads every stream. */
  generator: number;
  /** The whole machine's busy time (every process), where /proc/stat could be read. */
  machine: number | undefined;
};

export type PointReading = {
  /** Wall-clock seconds over which `cpu` was measured. */
  seconds: number;
  cores: number;
  cpu: CpuUse;
  /** Deliveries expected and not made once the point had drained (accepted writes at member streams). */
  missing: number;
  doubled: number;
  failedWrites: number;
  /** What failed writes and ended streams said, and nginx's error log. */
  errorTexts: string[];
  droppedStreams: number;
  /** Questions that reached guests' streams (guests may see none). */
  leaked: number;
  p99: number;
  /** p99 of the writes of the point's last quarter against its first: grows when deliveries fall behind. */
  p99LastQuarter: number;
  p99FirstQuarter: number;
  /** The point was cut short because deliveries fell this many seconds behind the writes. */
  stoppedBehindSeconds: number | undefined;
  /** Writes sent per second against the rate asked for: the generator kept its schedule or not. */
  sentRate: number;
  rate: number;
  /** Answer time of the pushes, ms. */
  pushP50: number;
  pushP99: number;
  /** Memory left on the machine at the end (MB) and the API processes' largest RSS (MB). */
  freeMb: number;
  apiRssMb: number;
};

/** A single-threaded process (Node's JavaScript, nginx's one worker) is saturated at this share of a core. */
const ONE_CORE_FULL = 0.85;
/** The machine is saturated at this share of all its cores. */
const MACHINE_FULL = 0.9;
/** p99 within this is a held point (delivery at the speed of a conversation). */
export const P99_HELD_MS = 1_000;
/** A push answered this slowly at the median means writes wait for their turn. */
const WRITES_QUEUED_MS = 250;

/** Whether the point held: everything delivered exactly once, in time, without errors or a slipping schedule. */
export function pointHeld(reading: PointReading): boolean {
  return (
    reading.missing === 0 && reading.doubled === 0 && reading.failedWrites === 0 && reading.droppedStreams === 0 && reading.leaked === 0 &&
    reading.stoppedBehindSeconds === undefined && reading.p99 <= P99_HELD_MS && reading.sentRate >= reading.rate * 0.95
  );
}

/** How the point failed, in a few words. */
export function symptoms(reading: PointReading): string[] {
  const found: string[] = [];
  if (reading.stoppedBehindSeconds !== undefined) found.push(`deliveries fell ${reading.stoppedBehindSeconds.toFixed(0)} s behind (point cut short)`);
  if (reading.missing > 0) found.push(`${reading.missing.toLocaleString('en')} deliveries missing after the drain`);
  if (reading.doubled > 0) found.push(`${reading.doubled.toLocaleString('en')} doubled`);
  if (reading.failedWrites > 0) found.push(`${reading.failedWrites.toLocaleString('en')} writes failed`);
  if (reading.droppedStreams > 0) found.push(`${reading.droppedStreams} streams ended`);
  if (reading.leaked > 0) found.push(`${reading.leaked} questions reached guests' streams`);
  if (reading.p99 > P99_HELD_MS) {
    const growing = reading.p99LastQuarter > 2 * reading.p99FirstQuarter + 100;
    found.push(`p99 ${Math.round(reading.p99).toLocaleString('en')} ms${growing ? `, growing (${Math.round(reading.p99FirstQuarter)} ms in the first quarter, ${Math.round(reading.p99LastQuarter)} ms in the last)` : ''}`);
  }
  if (reading.pushP50 >= WRITES_QUEUED_MS) found.push(`pushes answered in p50 ${Math.round(reading.pushP50).toLocaleString('en')} ms`);
  if (reading.sentRate < reading.rate * 0.95) found.push(`writes went out at ${reading.sentRate.toFixed(0)}/s of ${reading.rate}`);
  return found;
}

/**
 * Which resource ran out at a point that did not hold, from the measured figures, in this order: file
 * descriptors and memory where the errors or the free memory say so; each single-threaded process
 * near a full core (an API process's JavaScript, nginx's one worker, the load generator), busiest
 * first; the machine's cores as a whole (naming PostgreSQL's share and other work's); and writes
 * that queued for the database, where the pushes' answers took most of the time.
 */
export function whatRanOut(reading: PointReading): string[] {
  const found: { rank: number; share: number; text: string }[] = [];
  const errors = reading.errorTexts.join('\n');
  if (/EMFILE|too many open files|worker_connections are not enough/i.test(errors)) found.push({ rank: 0, share: 1, text: 'file descriptors (connections refused for want of them)' });
  if (/ENOMEM|out of memory|heap out of memory/i.test(errors) || reading.freeMb < 500) found.push({ rank: 0, share: 1, text: `memory (${Math.round(reading.freeMb)} MB left on the machine, API process at ${Math.round(reading.apiRssMb)} MB)` });
  const core = (seconds: number | undefined) => (seconds ?? 0) / reading.seconds;
  reading.cpu.api.forEach((seconds, n) => {
    if (core(seconds) >= ONE_CORE_FULL) found.push({ rank: 1, share: core(seconds), text: `CPU of API process ${n + 1} (${core(seconds).toFixed(2)} of its one core)` });
  });
  if (core(reading.cpu.nginx) >= ONE_CORE_FULL) found.push({ rank: 1, share: core(reading.cpu.nginx), text: `CPU of nginx's worker (${core(reading.cpu.nginx).toFixed(2)} of its one core)` });
  if (core(reading.cpu.generator) >= ONE_CORE_FULL) found.push({ rank: 1, share: core(reading.cpu.generator), text: `CPU of the load generator (${core(reading.cpu.generator).toFixed(2)} of its one core): it reads every stream` });
  const ours = reading.cpu.api.reduce((sum, seconds) => sum + seconds, 0) + (reading.cpu.postgres ?? 0) + (reading.cpu.nginx ?? 0) + reading.cpu.generator;
  const machine = Math.max(ours, reading.cpu.machine ?? 0);
  if (core(machine) >= reading.cores * MACHINE_FULL) {
    const other = Math.max(0, machine - ours);
    found.push({
      rank: 2,
      share: core(machine) / reading.cores,
      text: `the machine's ${reading.cores} cores (${core(machine).toFixed(2)} busy: PostgreSQL ${core(reading.cpu.postgres).toFixed(2)}${other > 0.05 * reading.seconds ? `, other work ${core(other).toFixed(2)}` : ''})`,
    });
  }
  // A write is delivered once its push commits: where no CPU ran out and the pushes' answers took
  // most of the time, the writes queued for their turn at the database (one write at a time holds its lock).
  if (found.length === 0 && !pointHeld(reading) && reading.pushP50 >= WRITES_QUEUED_MS) {
    return [`writes queued for the database (push answered in p50 ${Math.round(reading.pushP50)} ms, p99 ${Math.round(reading.pushP99)} ms; PostgreSQL ${core(reading.cpu.postgres).toFixed(2)} cores)`];
  }
  if (found.length === 0 && !pointHeld(reading)) {
    return [`no CPU, memory or descriptor ran out (push p50 ${Math.round(reading.pushP50)} ms, PostgreSQL ${core(reading.cpu.postgres).toFixed(2)} cores)`];
  }
  return found.sort((a, b) => a.rank - b.rank || b.share - a.share).map((entry) => entry.text);
}

/** The CPU time every process on the machine has used so far (/proc/stat, all but idle and waiting on I/O), in seconds. */
export function machineBusySeconds(stat = readProcStat()): number | undefined {
  const line = stat?.split('\n').find((entry) => entry.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal, in clock ticks (100 a second).
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = [user, nice, system, irq, softirq, steal].reduce((sum: number, ticks) => sum + (ticks ?? 0), 0);
  return Number.isFinite(busy) ? busy / 100 : undefined;
}

function readProcStat(): string | undefined {
  try {
    return fs.readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
}

/** A plain-text table: a header row, a rule, and the rows, each column as wide as its widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] as number))).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
