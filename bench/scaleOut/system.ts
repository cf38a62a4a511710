/** What the topology needs from the machine: Debian's haproxy and pgbouncer, and the postgres OS user. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const HAPROXY = '/usr/sbin/haproxy';
export const PGBOUNCER = '/usr/sbin/pgbouncer';

function aptGet(args: string[]): boolean {
  const run = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return run.status === 0;
}

/** Installs haproxy and pgbouncer from Debian when missing (`apt-get update` only if the first try fails). */
export function ensurePackages(log: (line: string) => void): void {
  if (fs.existsSync(HAPROXY) && fs.existsSync(PGBOUNCER)) return;
  log('installing haproxy and pgbouncer from Debian');
  const install = ['install', '-y', '-qq', 'haproxy', 'pgbouncer'];
  if (aptGet(install)) return;
  if (!aptGet(['update', '-qq']) || !aptGet(install))
    throw new Error('apt-get could not install haproxy and pgbouncer (run as root, with the Debian mirrors reachable)');
}

/** The uid and gid of an OS user, from /etc/passwd. */
export function osUser(name: string): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no OS user ${name} (PgBouncer and PostgreSQL run as ${name}, not as root)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
