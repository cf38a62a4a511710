/** The configuration files of the scale-out topology, as pure functions of ports and paths (unit-tested). */

export interface PgBouncerOptions {
  /** Where PgBouncer listens (loopback). */
  listenPort: number;
  /** The PostgreSQL server behind it. */
  serverPort: number;
  /** A folder PgBouncer may write (its unix socket, pid file). */
  runDir: string;
  /** The auth file (see `pgBouncerUserlist`). */
  authFile: string;
  /** Server connections per database/user pair. */
  poolSize: number;
  /** Client connections accepted in all. */
  maxClients: number;
}

/**
 * PgBouncer in transaction mode in front of one server: every database name is forwarded as is;
 * clients are let in by name (`trust` against the user list), the server trusts loopback.
 */
export function pgBouncerIni(options: PgBouncerOptions): string {
  return [
    '[databases]',
    `* = host=127.0.0.1 port=${options.serverPort}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${options.listenPort}`,
    `unix_socket_dir = ${options.runDir}`,
    'auth_type = trust',
    `auth_file = ${options.authFile}`,
    'pool_mode = transaction',
    `default_pool_size = ${options.poolSize}`,
    `max_client_conn = ${options.maxClients}`,
    // A restarted server is used again at once; idle server connections are checked before reuse.
    'server_login_retry = 1',
    'server_check_delay = 0',
    'server_reset_query =',
    // The app sets application_name per connection; PgBouncer must not refuse it.
    'ignore_startup_parameters = extra_float_digits,options',
    'admin_users = postgres',
    '',
  ].join('\n');
}

/** PgBouncer's auth file: one `"name" ""` line per user (no passwords: `auth_type = trust`). */
export function pgBouncerUserlist(users: string[]): string {
  return users.map((user) => `"${user.replace(/"/g, '""')}" ""`).join('\n') + '\n';
}

export interface HaproxyOptions {
  listenPort: number;
  /** The web processes: a name and a loopback port each. */
  servers: { name: string; port: number }[];
  /** The runtime API socket (used to take a server out for the one-versus-two bench). */
  adminSocket: string;
  /** Health-check interval (ms); a server is out after `fall` failed checks and back after `rise` good ones. */
  checkIntervalMs: number;
  /** How long one check may take (a busy machine answers slowly; a dead port fails at once). */
  checkTimeoutMs: number;
  fall: number;
  rise: number;
}

/**
 * HAProxy in HTTP mode, round robin over the web processes, each checked with `GET /api/ready`
 * (503 while a process drains or its database is down). A request that failed to connect to a
 * dead server is sent to another one (`retries` + `option redispatch`); nothing that reached a
 * server is replayed by HAProxy (a retry of a request that may have run is the client's decision).
 */
export function haproxyConfig(options: HaproxyOptions): string {
  const servers = options.servers.map(
    (server) =>
      `  server ${server.name} 127.0.0.1:${server.port} check inter ${options.checkIntervalMs} fall ${options.fall} rise ${options.rise}`,
  );
  return [
    'global',
    `  stats socket ${options.adminSocket} mode 600 level admin`,
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 10s',
    `  timeout check ${options.checkTimeoutMs}ms`,
    '  option http-keep-alive',
    '  retries 2',
    '  option redispatch',
    '  retry-on conn-failure',
    '',
    'frontend web',
    `  bind 127.0.0.1:${options.listenPort}`,
    '  default_backend webs',
    '',
    'backend webs',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    ...servers,
    '',
  ].join('\n');
}
