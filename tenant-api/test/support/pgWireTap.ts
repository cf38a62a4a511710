import net from 'node:net';

/** A TCP hop in front of PostgreSQL that forwards every byte and notes what its clients send. */
export interface PgWireTap {
  /** The port to connect to instead of PostgreSQL's (127.0.0.1). */
  port: number;
  /** The text of every simple-query message ('Q') any client sent, in the order they arrived. */
  queries: string[];
  close(): Promise<void>;
}

/** The startup-phase requests that another startup packet follows (protocol 1234.5679 and 1234.5680). */
const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;
const SIMPLE_QUERY = 0x51; // 'Q'

/**
 * Starts a tap forwarding to `target`. Messages are read as the protocol frames them: untyped
 * startup packets (length first) until the startup message, then a type byte, a length that counts
 * itself, and the body. A simple query's body is its text ending in a zero byte.
 */
export function startPgWireTap(target: { host: string; port: number }): Promise<PgWireTap> {
  const queries: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    const read = messageReader((type, body) => {
      if (type === SIMPLE_QUERY) queries.push(body.toString('utf8', 0, body.length - 1));
    });
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      read(chunk);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        queries,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Feeds a client's bytes in as they come; calls `onMessage` for each whole typed message. */
function messageReader(onMessage: (type: number, body: Buffer) => void): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        started = code !== SSL_REQUEST && code !== GSS_ENCRYPTION_REQUEST;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const end = 1 + pending.readInt32BE(1);
      if (pending.length < end) return;
      onMessage(pending[0]!, pending.subarray(5, end));
      pending = pending.subarray(end);
    }
  };
}
