import http from 'node:http';

export interface DrainableServer {
  server: http.Server;
  /** Requests being answered right now. */
  inFlight(): number;
  /** Keeps accepting, but every answer from now on closes its connection (the first step of a drain). */
  closeAfterEachAnswer(): void;
  /**
   * Stops accepting connections, lets every in-flight request finish (its connection is closed
   * after the answer), closes idle keep-alive connections, and after `timeoutMs` cuts whatever
   * is still open. Resolves when the listener is closed.
   */
  drain(timeoutMs: number): Promise<{ cut: number }>;
}

/**
 * An HTTP server for `handler` with cut-offs for slow clients: the request line and headers, and
 * the whole request (headers + body), must arrive within `requestTimeoutMs` (then 408 and close).
 * Handlers that take long to answer are not cut by this; a fully received request may run on.
 */
export function createDrainableServer(
  handler: http.RequestListener,
  options: { requestTimeoutMs: number },
): DrainableServer {
  const active = new Set<http.ServerResponse>();
  let draining = false;
  const server = http.createServer(
    {
      requestTimeout: options.requestTimeoutMs,
      headersTimeout: options.requestTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    (request, response) => {
      active.add(response);
      response.once('close', () => active.delete(response));
      if (draining) response.setHeader('Connection', 'close');
      handler(request, response);
    },
  );
  return {
    server,
    inFlight: () => active.size,
    closeAfterEachAnswer() {
      draining = true;
      for (const response of active) if (!response.headersSent) response.setHeader('Connection', 'close');
      server.closeIdleConnections();
    },
    async drain(timeoutMs) {
      draining = true;
      for (const response of active) if (!response.headersSent) response.setHeader('Connection', 'close');
      let cut = 0;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        cut = active.size;
        server.closeAllConnections();
      }, timeoutMs);
      timer.unref();
      await closed;
      clearTimeout(timer);
      return { cut };
    },
  };
}
