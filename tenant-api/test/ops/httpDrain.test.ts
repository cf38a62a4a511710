import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainableServer, type ClientErrorAnswer, type DrainableServer } from '../../src/ops/httpDrain';

let web: DrainableServer | undefined;
afterEach(() => web?.server.closeAllConnections());

async function listen(
  handler: http.RequestListener = (_request, response) => response.end('ok'),
  onClientError?: (answer: ClientErrorAnswer) => void,
): Promise<number> {
  web = createDrainableServer(handler, { requestTimeoutMs: 1_000, onClientError });
  await new Promise<void>((resolve) => web!.server.listen(0, '127.0.0.1', resolve));
  return (web.server.address() as net.AddressInfo).port;
}

/** A raw connection: `send` writes, `answer` is everything the server wrote until it closed. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<{ text: string; reset: boolean }>((resolve) =>
    socket.on('close', (hadError) => resolve({ text, reset: hadError })),
  );
  const open = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { open, send: (payload: string) => socket.write(payload), closed };
}

const GET = 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('draining the HTTP server', () => {
  it('answers a connection accepted before the drain whose request comes after it', async () => {
    const port = await listen();
    const clients = Array.from({ length: 10 }, () => connect(port));
    await Promise.all(clients.map((client) => client.open));
    await wait(20);
    web!.closeAfterEachAnswer();
    const drained = web!.drain(5_000);
    // The requests arrive after the listener closed, on connections it had accepted.
    await wait(30);
    for (const client of clients) client.send(GET);
    for (const { text, reset } of await Promise.all(clients.map((client) => client.closed))) {
      expect(reset).toBe(false);
      expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(text).toContain('Connection: close');
    }
    expect(await drained).toEqual({ cut: 0 });
  });

  it('closes keep-alive connections once they rest between requests, and answers one that is mid-request', async () => {
    let release = () => undefined as void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const port = await listen((request, response) => {
      if (request.url === '/slow') void slow.then(() => response.end('done'));
      else response.end('ok');
    });
    const resting = connect(port);
    const busy = connect(port);
    await Promise.all([resting.open, busy.open]);
    resting.send(GET);
    busy.send('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await wait(50);
    const drained = web!.drain(5_000);
    const closedResting = await resting.closed;
    expect(closedResting.text).toMatch(/^HTTP\/1\.1 200 OK/);
    release();
    const closedBusy = await busy.closed;
    expect(closedBusy.text).toContain('Connection: close');
    expect(closedBusy.text).toMatch(/done$/);
    expect(await drained).toEqual({ cut: 0 });
  });

  it('never cuts a keep-alive connection whose next request is already on its way', async () => {
    const port = await listen();
    const clients = Array.from({ length: 5 }, () => connect(port));
    await Promise.all(clients.map((client) => client.open));
    for (const client of clients) client.send(GET);
    await wait(400);
    // The next requests are in the sockets' buffers, not yet read, when the drain begins.
    for (const client of clients) client.send(GET);
    web!.closeAfterEachAnswer();
    const drained = web!.drain(5_000);
    for (const { text, reset } of await Promise.all(clients.map((client) => client.closed))) {
      expect(reset).toBe(false);
      expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
      expect(text).toContain('Connection: close');
    }
    expect(await drained).toEqual({ cut: 0 });
  });

  it('cuts what still runs after the timeout, and says how many', async () => {
    const port = await listen(() => undefined);
    const stuck = connect(port);
    await stuck.open;
    stuck.send(GET);
    await wait(30);
    expect(await web!.drain(200)).toEqual({ cut: 1 });
  });

  it('answers a request that never completes with 408 as JSON, reported once', async () => {
    const reported: ClientErrorAnswer[] = [];
    const port = await listen(undefined, (answer) => reported.push(answer));
    const silent = connect(port);
    const partial = connect(port);
    await Promise.all([silent.open, partial.open]);
    partial.send('GET / HTTP/1.1\r\nHost: loc');
    for (const { text } of await Promise.all([silent.closed, partial.closed])) {
      expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
      expect(body).toEqual({ error: { code: 'request_timeout', message: 'The request did not arrive in time' } });
    }
    expect(reported).toHaveLength(2);
    expect(reported.every((answer) => answer.status === 408 && answer.code === 'request_timeout')).toBe(true);
  });

  it('answers headers over Node’s 16 KB with 431 as JSON', async () => {
    const port = await listen();
    const client = connect(port);
    await client.open;
    client.send(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
    const { text } = await client.closed;
    expect(text).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(text).toContain('"code":"headers_too_large"');
  });

  it('answers malformed HTTP with 400 as JSON', async () => {
    const port = await listen();
    const client = connect(port);
    await client.open;
    client.send('NOT HTTP AT ALL\r\n\r\n');
    const { text } = await client.closed;
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(text).toContain('"code":"bad_request"');
  });
});
