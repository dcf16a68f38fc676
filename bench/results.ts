import fs from 'node:fs';
import path from 'node:path';

/**
 * The shared collector: every benchmark appends its main figures here, one JSON line each, and
 * `report.ts` turns the lines into `results/latest.json` and `results/report.html`. `run.sh` starts
 * each full run with an empty file; a benchmark run alone appends, and the report keeps the newest
 * line of each figure.
 */
export const RESULTS_DIR = path.resolve(import.meta.dirname, 'results');
export const FIGURES_FILE = process.env.BENCH_FIGURES_FILE ?? path.join(RESULTS_DIR, 'figures.ndjson');

export type Figure = {
  /** The benchmark file that measured it, e.g. 'chat-cache'. */
  bench: string;
  /** What was measured, unique within its benchmark. */
  name: string;
  value: number;
  unit: string;
  /** Which way is better for `value`. */
  better: 'lower' | 'higher';
  /** The baseline measured in the same run, in `unit`, and what it is. */
  baseline: number | null;
  baselineLabel: string | null;
  /** value / baseline. */
  ratio: number | null;
  /** The goal as the issue words it ('<= 2x the baseline', '<= 2000 ms'), or null where none was set. */
  goal: string | null;
  /** The goal in `unit`, where it can be drawn on the chart. */
  goalValue: number | null;
  /** Whether the goal was met; null where there is no goal. */
  met: boolean | null;
  /** Anything a reader needs to read the figure right (sizes, what was skipped and why). */
  note?: string;
  /** When it was measured (ISO). */
  at: string;
};

export type FigureInput = Omit<Figure, 'ratio' | 'at' | 'baselineLabel' | 'goal' | 'goalValue' | 'met' | 'baseline'> & {
  baseline?: number | null;
  baselineLabel?: string | null;
  goal?: string | null;
  goalValue?: number | null;
  /** Given where the goal is more than one comparison; otherwise worked out from `goalValue`. */
  met?: boolean | null;
};

/** Whether `value` meets a goal of `goalValue` (at most for 'lower', at least for 'higher'). */
export function meets(value: number, goalValue: number, better: 'lower' | 'higher'): boolean {
  return better === 'lower' ? value <= goalValue : value >= goalValue;
}

/** Appends one figure to the collector and answers it as stored. */
export function record(input: FigureInput): Figure {
  const baseline = input.baseline ?? null;
  const goalValue = input.goalValue ?? null;
  const figure: Figure = {
    ...input,
    baseline,
    baselineLabel: input.baselineLabel ?? null,
    ratio: baseline !== null && baseline !== 0 && Number.isFinite(input.value) ? input.value / baseline : null,
    goal: input.goal ?? null,
    goalValue,
    met: input.met !== undefined ? input.met : goalValue !== null && Number.isFinite(input.value) ? meets(input.value, goalValue, input.better) : null,
    at: new Date().toISOString(),
  };
  fs.mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  fs.appendFileSync(FIGURES_FILE, `${JSON.stringify(figure)}\n`);
  return figure;
}

/** The figures in the collector, the newest of each bench and name, in the order first measured. */
export function readFigures(file = FIGURES_FILE): Figure[] {
  if (!fs.existsSync(file)) return [];
  const latest = new Map<string, Figure>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const figure = JSON.parse(line) as Figure;
    // JSON has no NaN: a figure that could not be measured comes back as null.
    figure.value = (figure.value as number | null) ?? Number.NaN;
    const key = `${figure.bench}\u0000${figure.name}`;
    // A figure measured again replaces the older one in place.
    latest.set(key, figure);
  }
  return [...latest.values()];
}

/** One line for the console: the figure, its baseline, the ratio and the goal, met or not. */
export function describe(figure: Figure): string {
  if (!Number.isFinite(figure.value)) return `${figure.name}: not measured${figure.note ? ` (${figure.note})` : ''}`;
  const number = (value: number) => (Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(Math.abs(value) >= 10 ? 1 : 2));
  const parts = [`${figure.name}: ${number(figure.value)} ${figure.unit}`];
  if (figure.baseline !== null) parts.push(`baseline ${number(figure.baseline)} ${figure.unit} (${figure.baselineLabel ?? 'baseline'})`);
  if (figure.ratio !== null) parts.push(`ratio ${figure.ratio.toFixed(2)}x${figure.better === 'higher' && figure.ratio > 0 ? ` (${(1 / figure.ratio).toFixed(1)}x the baseline's time)` : ''}`);
  parts.push(figure.goal ? `goal ${figure.goal}: ${figure.met ? 'met' : 'NOT met'}` : 'no goal set');
  return parts.join(', ');
}
