import http from 'node:http';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startShipped, type StartedProcess } from './processes';

// SIGTERM resets no request the kernel already accepted (issue 38). The server as shipped is
// stopped (SIGSTOP) so that a burst of requests waits in its accept queue and socket buffers —
// on new connections and on keep-alive connections it already served — exactly as requests do
// on a busy machine; then it gets SIGTERM and is resumed. Every one of them is answered, and so
// is every request sent inside the accept window (SHUTDOWN_DELAY_MS) after the signal.
let server: StartedProcess;
let port: number;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, port, close } = await startShipped({
    name: 'shutdown-burst',
    adminUrl: inject('adminUrl'),
    env: { SEED_PERFORMERS: '3', SHUTDOWN_DELAY_MS: '1500' },
  }));
}, 120_000);

afterAll(() => close?.());

const PATHS = ['/api/health', '/api/performers?limit=12', '/api/tenant', '/api/performers?limit=24&sortBy=rating'];

function get(target: string, agent: http.Agent | false): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, agent, headers: { host: 'localhost' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    request.end();
  });
}

const wave = (count: number, agent: http.Agent | false) =>
  Array.from({ length: count }, (_, index) => get(PATHS[index % PATHS.length]!, agent));

const tally = (answers: Array<number | string>) =>
  answers.reduce<Record<string, number>>((counts, answer) => ({ ...counts, [answer]: (counts[answer] ?? 0) + 1 }), {});

it('answers every request queued when SIGTERM comes, and every one sent inside the accept window', async () => {
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 40 });
  // Keep-alive connections the server has served and now holds idle.
  expect(tally(await Promise.all(wave(40, keepAlive)))).toEqual({ 200: 40 });
  const pid = server.child.pid!;
  process.kill(pid, 'SIGSTOP');
  const queued = [...wave(60, false), ...wave(40, keepAlive)];
  await new Promise((resolve) => setTimeout(resolve, 300));
  process.kill(pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.kill(pid, 'SIGCONT');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const inWindow = [...wave(40, false), ...wave(20, keepAlive)];
  await new Promise((resolve) => setTimeout(resolve, 600));
  const later = wave(20, false);
  expect(tally(await Promise.all(queued))).toEqual({ 200: 100 });
  expect(tally(await Promise.all(inWindow))).toEqual({ 200: 60 });
  expect(tally(await Promise.all(later))).toEqual({ 200: 20 });
  keepAlive.destroy();
  expect(await server.exited).toEqual({ code: 0, signal: null });
  const messages = server.lines.map((line) => line.msg);
  expect(messages).toContain('all in-flight requests answered');
  expect(messages.at(-1)).toBe('stopped');
}, 60_000);
