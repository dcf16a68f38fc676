import fs from 'node:fs';
import { parseStat } from './cpu';

// /proc counts CPU time in clock ticks; USER_HZ is 100 on Linux.
const TICK_MS = 10;

/** Nearest rank: of 5000 deliveries the p99 is the 4950th (NaN of none). */
export const percentile = (sorted: ArrayLike<number>, q: number) => sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)] ?? Number.NaN;

export function stats(samples: ArrayLike<number>) {
  const sorted = Float64Array.from(samples).sort();
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN, count: sorted.length };
}

/** Resident memory of a process in MB, from /proc (undefined where there is none). */
export function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time a process and its children (by /proc's children list) used so far, in ms; undefined where unreadable. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    if (!stat) return undefined;
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    return stat.cpuTicks * TICK_MS + children.reduce((sum, child) => sum + (cpuMs(child) ?? 0), 0);
  } catch {
    return undefined;
  }
}
