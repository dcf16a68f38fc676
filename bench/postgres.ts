import { spawn } from 'node:child_process';

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
