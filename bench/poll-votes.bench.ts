/**
 * A live poll at a full venue (issue: 2,000 members voting within a minute, every vote counted once, the
 * big screen's bars updated within 300 ms p95 of a vote): 2,000 members vote through the API, one every
 * 30 ms, in a poll on the big screen. For each vote, the time from sending it to the big screen (a
 * browser on the event's big-screen page) counting it, next to the raw stream round trip in the same
 * run: the same vote to the snapshot that counts it at a plain fetch reader of the live stream. At the
 * end, the poll's counts are checked against the votes sent: each counted once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { mintAccessToken } from '../server/test-support';
import { launchOptions, startServer } from './harness';
import { record } from './results';
import { seedMembers } from './seed';

const VOTERS = Number(process.env.BENCH_VOTERS ?? 2000);
const GAP_MS = Number(process.env.BENCH_VOTE_GAP_MS ?? 30);
const OPTIONS = ['a', 'b', 'c', 'd'];

process.env.WRITE_LIMIT ??= '100000';
process.env.SEED_DEMO_QUESTIONS ??= 'false';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-polls-'));
console.log(`Seeding ${VOTERS} members…`);
const subs = await seedMembers(dataDir, VOTERS);
const server = await startServer(dataDir);
const browser = await chromium.launch(launchOptions);
const tokenOf = (sub: string) => mintAccessToken(dataDir, { sub, iss: `${server.url}/oidc`, aud: `${server.url}/api` });

async function call<T>(method: string, route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/v1${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)] as number;
  return { p50: at(0.5), p95: at(0.95), min: sorted[0] as number, max: sorted.at(-1) as number };
};

type LivePoll = { voter_count: number; results: { key: string; count: number }[] };

try {
  const organiser = await tokenOf('demo|ada@example.com');
  const event = (await call<{ data: { id: string; slug: string } }>('POST', '/events', organiser, { name: 'Poll Night', live_status: 'live', is_community: false })).data;
  const me = (await call<{ data: { id: string } }>('GET', '/users/me', organiser)).data;
  const pollId = randomUUID();
  const poll = {
    id: pollId, event_id: event.id, kind: 'single', question: 'Which talk next?', options: OPTIONS.map((id) => ({ id, label: `Talk ${id.toUpperCase()}` })),
    state: 'open', on_screen: true, created_by: me.id, created_at: new Date().toISOString(), sync_state: 'pending', updatedAt: 0, _deleted: false,
  };
  const pushed = await call<unknown[]>('POST', '/replication/polls/push', organiser, [{ newDocumentState: poll }]);
  if (pushed.length > 0) throw new Error('the poll was not made');
  console.log(`Minting ${VOTERS} tokens…`);
  const tokens: string[] = [];
  for (const sub of subs) tokens.push(await tokenOf(sub));

  // Raw: a plain fetch reader of the live stream, noting when each voter count first arrives.
  const rawSeen = new Map<number, number>();
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/v1/events/${event.slug}/live/stream`, { signal: controller.signal });
  const reader = (response.body as unknown as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += value;
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        const count = data && block.includes('event: snapshot') ? (JSON.parse(data.slice(6)) as { poll?: LivePoll | null }).poll?.voter_count : undefined;
        if (count !== undefined && !rawSeen.has(count)) rawSeen.set(count, performance.timeOrigin + performance.now());
        boundary = buffer.indexOf('\n\n');
      }
    }
  })();

  // The big screen, in a browser: when each voter count first shows.
  const screenContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await screenContext.addInitScript('window.__name = (fn) => fn');
  const screen = await screenContext.newPage();
  await screen.goto(`${server.url}/events/${event.slug}/big-screen`);
  await screen.getByText('Live updates').waitFor();
  await screen.getByTestId('big-screen-poll').waitFor();
  await screen.evaluate(() => {
    const seen: [number, number][] = [];
    (window as unknown as { votersSeen: [number, number][] }).votersSeen = seen;
    let last = -1;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="big-screen-poll"] [data-testid="poll-voters"]')?.textContent ?? '';
      const count = Number(text.replace(/[^0-9]/g, ''));
      if (count !== last) {
        last = count;
        seen.push([count, Date.now()]);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  console.log(`${VOTERS} members vote, one every ${GAP_MS} ms…`);
  const sentAt: number[] = [];
  const sent = new Map<string, number>(OPTIONS.map((id) => [id, 0]));
  const started = Date.now();
  for (let n = 0; n < VOTERS; n++) {
    const choice = OPTIONS[n % OPTIONS.length] as string;
    const due = started + n * GAP_MS;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    sentAt.push(Date.now());
    await call('POST', '/interactions', tokens[n] as string, { kind: 'vote', target_id: pollId, choices: [choice] });
    sent.set(choice, (sent.get(choice) ?? 0) + 1);
  }
  const votingSeconds = (Date.now() - started) / 1000;
  // The last counts reach both readers.
  const deadline = Date.now() + 10_000;
  while (!rawSeen.has(VOTERS) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await screen.waitForFunction((total) => ((window as unknown as { votersSeen: [number, number][] }).votersSeen.at(-1)?.[0] ?? 0) >= total, VOTERS, { timeout: 10_000 });
  const screenSeen = await screen.evaluate(() => (window as unknown as { votersSeen: [number, number][] }).votersSeen);
  controller.abort();
  await reading;

  /** For vote n (the n+1th counted, as votes are sent one after the other), when a count of n+1 or more first showed. */
  const latencies = (seen: [number, number][]) => {
    const sorted = [...seen].sort((a, b) => a[1] - b[1]);
    return sentAt.map((at, n) => {
      const shown = sorted.find(([count]) => count >= n + 1);
      if (!shown) throw new Error(`vote ${n + 1} never showed`);
      return shown[1] - at;
    });
  };
  const raw = stats(latencies([...rawSeen]));
  const big = stats(latencies(screenSeen));

  const final = (await call<{ documents: (LivePoll & { id: string })[] }>('GET', `/replication/polls/docs?ids=${pollId}`, organiser)).documents[0];
  const counted = new Map((final?.results ?? []).map((result) => [result.key, result.count]));
  const exact = final?.voter_count === VOTERS && OPTIONS.every((id) => counted.get(id) === sent.get(id));

  const row = (label: string, s: ReturnType<typeof stats>) =>
    `  ${label.padEnd(46)} ${s.p50.toFixed(0).padStart(5)} / ${s.p95.toFixed(0).padEnd(6)} ${s.min.toFixed(0).padStart(5)} / ${s.max.toFixed(0)}`;
  console.log(`\n${VOTERS} votes in ${votingSeconds.toFixed(1)} s, each to the big screen counting it`);
  console.log('  path                                            p50 / p95 ms   min / max ms');
  console.log(row('vote through the API -> big screen counts it', big));
  console.log(row('vote through the API -> snapshot at a reader', raw));
  console.log(`  ratio (big screen / raw stream)                 p50 ${(big.p50 / Math.max(raw.p50, 0.5)).toFixed(2)}x   p95 ${(big.p95 / Math.max(raw.p95, 0.5)).toFixed(2)}x`);
  console.log(`  every vote counted once: ${exact ? 'yes' : 'NO'} (${final?.voter_count} voters; ${OPTIONS.map((id) => `${id} ${counted.get(id)}/${sent.get(id)}`).join(', ')})`);
  console.log(`  goal: p95 <= 300 ms on the big screen: ${big.p95 <= 300 ? 'met' : 'NOT met'}`);
  console.log(`  load average while measured: ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  record({
    bench: 'poll-votes', name: "A vote to the big screen's bars, p95, 2,000 members voting within a minute", value: big.p95, unit: 'ms', better: 'lower',
    baseline: raw.p95, baselineLabel: 'API vote to the snapshot at a fetch reader of the live stream (p95)',
    goal: 'p95 <= 300 ms, every vote counted once', goalValue: 300, met: big.p95 <= 300 && exact,
    note: `${VOTERS} votes in ${votingSeconds.toFixed(1)} s; p50 ${big.p50.toFixed(0)} ms; counted once: ${exact ? 'yes' : 'no'}`,
  });
  if (!exact) process.exitCode = 1;
  await screenContext.close();
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
