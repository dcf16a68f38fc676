/**
 * Turns the collected figures into `bench/results/latest.json` and `bench/results/report.html`: a page
 * with no outside resources, one bar chart per figure (the measured value, its baseline from the same
 * run, and the goal as a dashed line), so each figure reads against its baseline and goal at a glance.
 *
 * `node --import tsx bench/report.ts` makes them from what the benchmarks collected so far.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIGURES_FILE, RESULTS_DIR, readFigures, type Figure } from './results';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function formatNumber(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'not measured';
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en');
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

const COLOURS = { met: '#2f9e44', missed: '#e03131', noGoal: '#5c7cfa', baseline: '#adb5bd', goal: '#212529' };

/** One figure's chart: a bar for the value, one for the baseline, a dashed line at the goal. */
export function chartOf(figure: Figure): string {
  const width = 640;
  if (!Number.isFinite(figure.value)) {
    const text = `not measured${figure.note ? `: ${figure.note}` : ''}`;
    return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escape(text)}" viewBox="0 0 ${width} 40" width="${width}" height="40" font-family="system-ui, sans-serif" font-size="13"><text x="10" y="25">${escape(text)}</text></svg>`;
  }
  const left = 150;
  const right = 120;
  const barHeight = 26;
  const rows = [
    { label: 'measured', value: figure.value, colour: figure.met === null ? COLOURS.noGoal : figure.met ? COLOURS.met : COLOURS.missed },
    ...(figure.baseline !== null ? [{ label: 'baseline', value: figure.baseline, colour: COLOURS.baseline }] : []),
  ];
  const height = 20 + rows.length * (barHeight + 12) + 24;
  const top = Math.max(...rows.map((row) => row.value), figure.goalValue ?? 0) * 1.1 || 1;
  const x = (value: number) => left + (Math.max(0, value) / top) * (width - left - right);
  const bars = rows
    .map((row, index) => {
      const y = 20 + index * (barHeight + 12);
      return [
        `<text x="${left - 8}" y="${y + barHeight / 2 + 5}" text-anchor="end">${escape(row.label)}</text>`,
        `<rect x="${left}" y="${y}" width="${Math.max(1, x(row.value) - left).toFixed(1)}" height="${barHeight}" fill="${row.colour}" rx="3"><title>${escape(`${row.label}: ${formatNumber(row.value)} ${figure.unit}`)}</title></rect>`,
        `<text x="${(x(row.value) + 6).toFixed(1)}" y="${y + barHeight / 2 + 5}">${escape(`${formatNumber(row.value)} ${figure.unit}`)}</text>`,
      ].join('');
    })
    .join('');
  const goal =
    figure.goalValue !== null
      ? `<line x1="${x(figure.goalValue).toFixed(1)}" x2="${x(figure.goalValue).toFixed(1)}" y1="10" y2="${height - 22}" stroke="${COLOURS.goal}" stroke-width="2" stroke-dasharray="6 4"/>` +
        `<text x="${x(figure.goalValue).toFixed(1)}" y="${height - 6}" text-anchor="middle">${escape(`goal ${figure.better === 'lower' ? '≤' : '≥'} ${formatNumber(figure.goalValue)} ${figure.unit}`)}</text>`
      : `<text x="${left}" y="${height - 6}">no goal set</text>`;
  const title = `${figure.name}: ${formatNumber(figure.value)} ${figure.unit}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escape(title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="13"><title>${escape(title)}</title>${bars}${goal}</svg>`;
}

function verdict(figure: Figure): string {
  if (!Number.isFinite(figure.value)) return '<span class="none">not measured</span>';
  if (figure.met === null) return '<span class="none">no goal set</span>';
  return figure.met ? '<span class="met">met</span>' : '<span class="missed">NOT met</span>';
}

export function reportHtml(figures: Figure[], generatedAt: Date): string {
  const sections = figures
    .map((figure) => {
      const facts = [
        `<dt>measured</dt><dd>${escape(`${formatNumber(figure.value)} ${figure.unit}`)} (${figure.better} is better)</dd>`,
        figure.baseline !== null ? `<dt>baseline</dt><dd>${escape(`${formatNumber(figure.baseline)} ${figure.unit}: ${figure.baselineLabel ?? ''}`)}</dd>` : '<dt>baseline</dt><dd>none</dd>',
        figure.ratio !== null ? `<dt>ratio</dt><dd>${figure.ratio.toFixed(2)}x the baseline</dd>` : '',
        `<dt>goal</dt><dd>${escape(figure.goal ?? 'none set')} ${verdict(figure)}</dd>`,
        figure.note ? `<dt>note</dt><dd>${escape(figure.note)}</dd>` : '',
        `<dt>measured at</dt><dd>${escape(figure.at)}</dd>`,
      ].join('');
      return `<section><h2>${escape(figure.bench)}: ${escape(figure.name)} ${verdict(figure)}</h2>${chartOf(figure)}<dl>${facts}</dl></section>`;
    })
    .join('\n');
  const summary = figures
    .map((figure) => `<tr><td>${escape(figure.bench)}</td><td>${escape(figure.name)}</td><td class="n">${escape(`${formatNumber(figure.value)} ${figure.unit}`)}</td><td class="n">${figure.baseline !== null ? escape(`${formatNumber(figure.baseline)} ${figure.unit}`) : '–'}</td><td class="n">${figure.ratio !== null ? `${figure.ratio.toFixed(2)}x` : '–'}</td><td>${escape(figure.goal ?? '–')}</td><td>${verdict(figure)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Meetverse benchmarks</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 900px; padding: 0 1rem; color: #212529; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  th, td { border-bottom: 1px solid #dee2e6; padding: 4px 6px; text-align: left; vertical-align: top; }
  td.n { text-align: right; white-space: nowrap; }
  section { margin: 2rem 0; }
  h2 { font-size: 1.05rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; font-size: 14px; }
  dt { color: #495057; }
  dd { margin: 0; }
  .met { color: #2f9e44; font-weight: 600; }
  .missed { color: #e03131; font-weight: 600; }
  .none { color: #5c7cfa; white-space: nowrap; }
  .met, .missed { white-space: nowrap; }
  svg { max-width: 100%; height: auto; }
</style>
</head>
<body>
<h1>Meetverse benchmarks</h1>
<p>Generated ${escape(generatedAt.toISOString())} on ${escape(`${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`)}.
Each figure is drawn next to its baseline measured in the same run; the dashed line is the goal.
Green: goal met; red: not met; blue: no goal set.</p>
<table>
<thead><tr><th>bench</th><th>figure</th><th>measured</th><th>baseline</th><th>ratio</th><th>goal</th><th></th></tr></thead>
<tbody>
${summary}
</tbody>
</table>
${sections}
</body>
</html>
`;
}

/** Writes latest.json and report.html from the collected figures; answers the report's path. */
export function writeReport(file = FIGURES_FILE, directory = RESULTS_DIR): string {
  const figures = readFigures(file);
  const generatedAt = new Date();
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(path.join(directory, 'latest.json'), `${JSON.stringify({ generatedAt: generatedAt.toISOString(), cores: os.cpus().length, loadAverage: os.loadavg(), figures }, null, 2)}\n`);
  const report = path.join(directory, 'report.html');
  fs.writeFileSync(report, reportHtml(figures, generatedAt));
  return report;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const report = writeReport();
  const figures = readFigures();
  console.log(`\n${figures.length} figures: ${path.relative(process.cwd(), path.join(RESULTS_DIR, 'latest.json'))} and ${path.relative(process.cwd(), report)}`);
  for (const figure of figures) console.log(`  ${figure.met === null ? '-' : figure.met ? '✓' : '✗'} ${figure.bench}: ${figure.name}`);
}
