import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sleep } from './measure';

/** The response header in which the benchmark's nginx names the API process that served a request. */
export const UPSTREAM_HEADER = 'x-upstream';

/** The deployment's nginx config (http context), which the load benchmark runs as it is but for addresses. */
export const DEPLOY_CONFIG = path.resolve(import.meta.dirname, '../deploy/nginx.conf');
const BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's nginx, installed with apt-get when missing and running as root; otherwise the reason there is none. */
export function ensureNginx(): { binary: string } | { skipped: string } {
  if (fs.existsSync(BINARY)) return { binary: BINARY };
  const root = process.getuid?.() === 0;
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].some((file) => fs.existsSync(file));
  if (root && aptGet) {
    console.log("nginx is missing: installing Debian's nginx package");
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', timeout: 300_000 });
      execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'ignore', timeout: 600_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch (error) {
      return { skipped: `apt-get install nginx failed: ${(error as Error).message.split('\n')[0]}` };
    }
    if (fs.existsSync(BINARY)) return { binary: BINARY };
  }
  return { skipped: `no nginx at ${BINARY} (install it with: sudo apt-get install -y nginx)` };
}

/**
 * The deployment config with the bench's addresses: the upstream lists `upstreams` instead of its
 * example processes, and the server listens on `listen` (loopback) only. Everything else stays as a
 * deployment has it; a config whose upstream or listen lines are not found is refused.
 */
export function configFor(deployConfig: string, listen: string, upstreams: string[]): string {
  const upstream = /(upstream\s+meetverse_api\s*\{)([^}]*)(\})/;
  const block = upstream.exec(deployConfig);
  if (!block) throw new Error(`${DEPLOY_CONFIG} has no 'upstream meetverse_api { … }' block`);
  const body = (block[2] as string).replace(/^\s*server\s+[^;]+;[^\n]*\n/gm, '');
  const servers = upstreams.map((address) => `    server ${address};\n`).join('');
  let config = deployConfig.replace(upstream, `$1\n${servers}${body}$3`);
  let listens = 0;
  config = config.replace(/^(\s*)listen\s+[^;]+;[^\n]*\n/gm, (_line, indent: string) => (listens++ === 0 ? `${indent}listen ${listen};\n` : ''));
  if (listens === 0) throw new Error(`${DEPLOY_CONFIG} has no listen line`);
  return config;
}

export type UpstreamCounts = Map<string, { pushes: number; streams: number; other: number }>;

export type RunningNginx = {
  url: string;
  pid: number | undefined;
  /** Stops nginx, removes its directory, and answers its requests by upstream address and its error log. */
  stop: () => Promise<{ byUpstream: UpstreamCounts; errorLog: string }>;
};

/** The uid and gid of `nobody`, for running nginx without privileges when this process has them. */
function nobody(): { uid: number; gid: number } | undefined {
  const line = fs.readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

/**
 * nginx in the foreground, unprivileged, with a prefix directory of its own in a temporary directory:
 * the deployment config (see `configFor`) inside a main config that only keeps logs, temporary files
 * and the pid file there, and `connections` per worker (above twice the streams to be held). Answers
 * once a request through it reaches an API process.
 */
export async function startNginx(binary: string, port: number, upstreams: string[], connections = 4096): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'meetverse-nginx-'));
  fs.mkdirSync(path.join(prefix, 'logs'));
  fs.mkdirSync(path.join(prefix, 'temp'));
  fs.writeFileSync(path.join(prefix, 'meetverse.conf'), configFor(fs.readFileSync(DEPLOY_CONFIG, 'utf8'), `127.0.0.1:${port}`, upstreams));
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      // Each open stream holds two connections (the client's and the one to a process), each a descriptor.
      `worker_rlimit_nofile ${2 * connections + 100};`,
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      `events { worker_connections ${connections}; }`,
      'http {',
      "  log_format upstreams '$request_method $uri $status $upstream_addr';",
      `  access_log ${prefix}/logs/access.log upstreams;`,
      `  add_header ${UPSTREAM_HEADER} $upstream_addr;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/temp/${kind};`),
      `  include ${prefix}/meetverse.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const user = process.getuid?.() === 0 ? nobody() : undefined;
  if (user) {
    for (const entry of ['', 'logs', 'temp', 'meetverse.conf', 'nginx.conf']) fs.chownSync(path.join(prefix, entry), user.uid, user.gid);
  }
  const child = spawn(binary, ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`, '-e', `${prefix}/logs/error.log`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...(user ?? {}),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const read = (file: string) => (fs.existsSync(path.join(prefix, file)) ? fs.readFileSync(path.join(prefix, file), 'utf8') : '');
  let stopped: Promise<{ byUpstream: UpstreamCounts; errorLog: string }> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (running()) {
        // SIGQUIT: a graceful stop, which logs the requests of the connections still open.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      const result = { byUpstream: countByUpstream(read('logs/access.log')), errorLog: read('logs/error.log').trim() };
      fs.rmSync(prefix, { recursive: true, force: true });
      return result;
    })());
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      if (!running()) throw new Error(`nginx ended at start: ${read('logs/error.log').trim()}`);
      if (await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false)) break;
      if (attempt >= 100) throw new Error(`nginx did not pass a request on in 10 s: ${read('logs/error.log').trim()}`);
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}

/** Requests in the access log (`$request_method $uri $status $upstream_addr`) by the process that served them. */
function countByUpstream(log: string): UpstreamCounts {
  const counts: UpstreamCounts = new Map();
  for (const line of log.split('\n')) {
    const [method, uri, , upstream] = line.split(' ');
    if (!upstream) continue;
    const count = counts.get(upstream) ?? { pushes: 0, streams: 0, other: 0 };
    if (method === 'POST' && uri?.endsWith('/push')) count.pushes++;
    else if (uri === '/api/v1/replication/stream') count.streams++;
    else count.other++;
    counts.set(upstream, count);
  }
  return counts;
}
