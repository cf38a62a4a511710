import http from 'node:http';
import net from 'node:net';

export interface DrainableServer {
  server: http.Server;
  /** Requests being answered right now. */
  inFlight(): number;
  /** Keeps accepting, but every answer from now on closes its connection (the first step of a drain). */
  closeAfterEachAnswer(): void;
  /**
   * Stops accepting connections, lets every in-flight request finish (its connection is closed
   * after the answer), closes keep-alive connections once they rest, and after `timeoutMs` cuts
   * whatever is still open. Resolves when every connection is closed.
   */
  drain(timeoutMs: number): Promise<{ cut: number }>;
}

/** A client error the server answered itself, before any handler saw a request: for the access log. */
export interface ClientErrorAnswer {
  status: number;
  code: string;
  ip: string | undefined;
}

/**
 * A connection that has read nothing for this long since it opened or since its last answer is
 * between requests, not in the middle of sending one: closing it resets nothing.
 */
const RESTING_MS = 250;

interface Connection {
  /** Whether a request is being answered on it now. */
  busy: boolean;
  /** When it opened or its last answer finished. */
  restingSince: number;
  /** Bytes it had read then: more since means a request has begun to arrive. */
  bytesAtRest: number;
}

/**
 * An HTTP server for `handler` with cut-offs for slow clients: the request line and headers, and
 * the whole request (headers + body), must arrive within `requestTimeoutMs` (then 408 as JSON,
 * and the connection closes); a connection that sends nothing is cut the same way. Handlers that
 * take long to answer are not cut by this; a fully received request may run on.
 *
 * Shutdown resets no request the kernel accepted: Node's own `server.close()` also closes every
 * idle keep-alive connection at once, including one whose next request is already in its socket
 * buffer but not yet read (httpDrain.test.ts shows the reset). Here the listener is closed on its own
 * (after one more turn of the event loop accepts what is queued), connections that never sent a
 * request are left to send it (answered with `Connection: close`) or to time out, and keep-alive
 * connections are closed only once they have rested between requests.
 */
export function createDrainableServer(
  handler: http.RequestListener,
  options: { requestTimeoutMs: number; onClientError?: (answer: ClientErrorAnswer) => void },
): DrainableServer {
  const active = new Set<http.ServerResponse>();
  const connections = new Map<net.Socket, Connection>();
  let draining = false;
  const server = http.createServer(
    {
      requestTimeout: options.requestTimeoutMs,
      headersTimeout: options.requestTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    (request, response) => {
      const connection = connections.get(request.socket);
      if (connection) connection.busy = true;
      active.add(response);
      response.once('close', () => {
        active.delete(response);
        if (!connection) return;
        connection.busy = false;
        connection.restingSince = Date.now();
        connection.bytesAtRest = request.socket.bytesRead;
      });
      if (draining) response.setHeader('Connection', 'close');
      handler(request, response);
    },
  );
  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { busy: false, restingSince: Date.now(), bytesAtRest: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: net.Socket) =>
    answerClientError(error, socket, options.onClientError),
  );

  const closeResting = () => {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      const resting = !connection.busy && socket.bytesRead === connection.bytesAtRest;
      if (resting && now - connection.restingSince >= RESTING_MS) socket.destroy();
    }
  };
  // In the check phase, after the poll phase has read whatever the sockets had waiting.
  const closeRestingAfterReads = () => setImmediate(closeResting);
  const markDraining = () => {
    draining = true;
    for (const response of active) if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  return {
    server,
    inFlight: () => active.size,
    closeAfterEachAnswer() {
      markDraining();
      closeRestingAfterReads();
    },
    async drain(timeoutMs) {
      markDraining();
      // One more turn of the event loop: libuv accepts every connection queued on the listener.
      await new Promise((resolve) => setImmediate(resolve));
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const sweeper = setInterval(closeRestingAfterReads, RESTING_MS / 2);
      closeRestingAfterReads();
      let cut = 0;
      const timer = setTimeout(() => {
        cut = active.size;
        server.closeAllConnections();
        for (const socket of connections.keys()) socket.destroy();
      }, timeoutMs);
      await closed;
      clearInterval(sweeper);
      clearTimeout(timer);
      return { cut };
    },
  };
}

const REASONS: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'The request could not be read as HTTP' },
  408: { code: 'request_timeout', message: 'The request did not arrive in time' },
  413: { code: 'payload_too_large', message: 'The request is too large' },
  431: { code: 'headers_too_large', message: 'The request headers are too large' },
};

function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

/**
 * What Node would answer a malformed or timed-out request, as the API's JSON error, logged once.
 * A request a handler already has is answered (and logged) by the handler's own error path.
 */
function answerClientError(
  error: NodeJS.ErrnoException,
  socket: net.Socket,
  report?: (answer: ClientErrorAnswer) => void,
): void {
  const pending = (socket as net.Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const status = statusOf(error);
  const { code, message } = REASONS[status]!;
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  if (!pending) report?.({ status, code, ip: socket.remoteAddress });
}
