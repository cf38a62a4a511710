import net from 'node:net';

/** A TCP hop in front of PostgreSQL that forwards every byte, and on request cuts a connection at a chosen statement. */
export interface PgCutter {
  /** The port to connect to instead of PostgreSQL's (127.0.0.1). */
  port: number;
  /**
   * Cuts the next connection of `user` that sends a simple query matching `statement`: the query
   * is not forwarded and both sockets close, as when a connection dies under a statement.
   * Resolves once it has cut one.
   */
  cutNext(user: string, statement: RegExp): Promise<string>;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;
const SIMPLE_QUERY = 0x51; // 'Q'

interface Armed {
  user: string;
  statement: RegExp;
  cut: (query: string) => void;
}

/** Starts a cutter forwarding to `target`; see {@link PgCutter}. */
export function startPgCutter(target: { host: string; port: number }): Promise<PgCutter> {
  const sockets = new Set<net.Socket>();
  let armed: Armed | null = null;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    let user = '';
    let startup = true;
    let pending = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      let forward = 0;
      for (;;) {
        const headerLength = startup ? 0 : 1;
        if (pending.length - forward < headerLength + 4) break;
        const length = pending.readUInt32BE(forward + headerLength);
        const end = forward + headerLength + length;
        if (pending.length < end) break;
        if (startup) {
          const code = pending.readUInt32BE(forward + 4);
          if (code !== SSL_REQUEST && code !== GSS_ENCRYPTION_REQUEST) {
            startup = false;
            user = startupUser(pending.subarray(forward + 8, end));
          }
        } else if (pending[forward] === SIMPLE_QUERY && armed && armed.user === user) {
          const query = pending.toString('utf8', forward + 5, end - 1);
          if (armed.statement.test(query)) {
            if (forward > 0) upstream.write(pending.subarray(0, forward));
            const { cut } = armed;
            armed = null;
            upstream.destroy();
            client.destroy();
            cut(query);
            return;
          }
        }
        forward = end;
      }
      if (forward > 0) {
        upstream.write(pending.subarray(0, forward));
        pending = pending.subarray(forward);
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        cutNext: (user, statement) => new Promise((cut) => (armed = { user, statement, cut })),
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The `user` parameter of a startup message's body (after length and protocol): pairs of zero-terminated strings. */
function startupUser(body: Buffer): string {
  const parts = body.toString('utf8').split('\0');
  for (let index = 0; index + 1 < parts.length; index += 2) if (parts[index] === 'user') return parts[index + 1]!;
  return '';
}
