import { ALL_ROLES, startServer, type Role, type RunningServer } from './server';

/**
 * `node tenant-api/dist/main.js [all|web|worker|migrate|web,worker]` (default `all`, or ROLE).
 * SIGTERM / SIGINT: graceful stop, exit 0; a second signal exits at once with 1.
 */
const roles = parseRoles(process.argv[2] ?? process.env.ROLE ?? 'all');
let running: RunningServer | null = null;
let stopping = false;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      running?.logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    if (running) void stop(running, signal);
    // Still starting: stop as soon as the start finishes.
  });
}

startServer(process.env, roles)
  .then(async (server) => {
    running = server;
    if (stopping) return stop(server, 'signal during start');
    if (!roles.includes('web') && !roles.includes('worker')) {
      stopping = true;
      await server.close();
      process.exit(0);
    }
  })
  .catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `${JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: `could not start: ${message}` })}\n`,
    );
    process.exit(1);
  });

async function stop(server: RunningServer, reason: string): Promise<void> {
  server.logger.info({ reason }, 'shutting down');
  try {
    await server.close();
    server.logger.info('stopped');
    process.exit(0);
  } catch (error) {
    server.logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

function parseRoles(value: string): Role[] {
  if (value === 'all') return ALL_ROLES;
  const roles = value.split(/[,+]/).map((role) => role.trim());
  const unknown = roles.filter((role) => !ALL_ROLES.includes(role as Role));
  if (unknown.length || !roles.length) {
    process.stderr.write(
      `Unknown role ${unknown.join(', ')}: use all, web, worker, migrate (or a list like web,worker)\n`,
    );
    process.exit(2);
  }
  return ALL_ROLES.filter((role) => roles.includes(role));
}
