import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

export async function profileOpenings(context: BrowserContext, page: Page, runs: number, before: () => Promise<unknown>, open: () => Promise<{ ms: number }>, filter = (k: string) => !k.includes('react-dom') && !k.includes('scheduler') && !k.includes('rxjs')) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const mapped = (url: string, line: number, col: number, fn: string) => {
    const file = url.split('/').pop() ?? '';
    if (!file.endsWith('.js')) return `${fn || '(anon)'} [${file || 'native'}]`;
    if (!consumers.has(file)) {
      try { consumers.set(file, new SourceMapConsumer(JSON.parse(fs.readFileSync(`${process.env.STATIC_DIR}/assets/${file}.map`, 'utf8')))); } catch { consumers.set(file, null); }
    }
    const c = consumers.get(file);
    if (!c) return `${fn} ${file}`;
    const pos = c.originalPositionFor({ line: line + 1, column: col });
    return `${pos.name ?? fn ?? '(anon)'} ${(pos.source ?? '').replace(/^.*node_modules\//, 'nm/').replace(/^.*\/src\//, 'src/').replace(/^.*\/local-store\//, 'local-store/')}:${pos.line}`;
  };
  const total = new Map<string, number>();
  const self = new Map<string, number>();
  for (let r = 0; r < runs; r++) {
    await before();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const t = await open();
    console.log('profiled opening', t.ms.toFixed(1));
    const { profile: p } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: { id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples: number[]; timeDeltas: number[] } };
    await cdp.detach();
    const parent = new Map<number, number>();
    for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    const keyOf = new Map<number, string>();
    const key = (id: number) => { let k = keyOf.get(id); if (!k) { const f = byId.get(id)!.callFrame; k = mapped(f.url, f.lineNumber, f.columnNumber, f.functionName); keyOf.set(id, k); } return k; };
    p.samples.forEach((id, i) => {
      const ms = (p.timeDeltas[i + 1] ?? 0) / 1000 / runs;
      self.set(key(id), (self.get(key(id)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) { const k = key(cur); if (seen.has(k)) continue; seen.add(k); total.set(k, (total.get(k) ?? 0) + ms); }
    });
  }
  console.log('PROFILE inclusive:');
  for (const [k, ms] of [...total].sort((a, b) => b[1] - a[1]).filter(([k]) => filter(k)).slice(0, Number(process.env.ZZ_TOP ?? 70))) console.log(`   ${ms.toFixed(1).padStart(6)} ${k}`);
  console.log('PROFILE self:');
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`   ${ms.toFixed(1).padStart(6)} ${k}`);
}
