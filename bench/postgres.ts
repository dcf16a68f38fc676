import { spawn } from 'node:child_process';
import fs from 'node:fs';

export type HeldPostgres = { url: string; stop: () => Promise<void> };

/**
 * A throwaway PostgreSQL cluster, started by scripts/with-postgres.sh as the tests start it (Debian's,
 * installed when missing and allowed). The script's command prints the address and waits for its input
 * to close; `stop` closes it and the script stops the cluster and removes its directory. Should this
 * process die first, its end of the pipe closes all the same. Answers the reason where none could start.
 */
export async function holdPostgres(timeoutMs = 180_000): Promise<HeldPostgres | { skipped: string }> {
  const child = spawn('bash', ['scripts/with-postgres.sh', 'sh', '-c', 'echo "URL=$TEST_DATABASE_URL"; exec cat >/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
    await exited;
    clearTimeout(timer);
  };
  const url = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /^URL=(\S+)$/m.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    void exited.then(() => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  if (url) return { url, stop };
  await stop();
  return { skipped: output.trim().split('\n').filter(Boolean).at(-1) ?? 'scripts/with-postgres.sh did not start PostgreSQL' };
}

/**
 * The pid of the PostgreSQL server listening on the port of `url` (its postmaster, whose children are
 * the backends), found by its command line in /proc; undefined where none is found.
 */
export function postmasterPid(url: string): number | undefined {
  const port = new URL(url).port;
  if (!port) return undefined;
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!args[0]?.endsWith('postgres')) continue;
      // pg_ctl passes its -o options on as one argument: "-k <dir> -p <port> -h 127.0.0.1 …".
      if (args.some((arg) => new RegExp(`(^|\\s)-p\\s*${port}(\\s|$)`).test(arg)) || args.some((arg, n) => arg === '-p' && args[n + 1] === port)) return Number(entry);
    } catch {
      // The process ended meanwhile.
    }
  }
  return undefined;
}
