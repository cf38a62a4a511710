import { Worker } from 'node:worker_threads';

export interface ProbeReport {
  pings: number;
  /** Slowest health answer, ms from sending to the whole answer. */
  worstMs: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 200, by status (or the error code of a failed request). */
  failures: Record<string, number>;
}

/**
 * Pings `GET /api/health` every `intervalMs` on a worker thread of its own, so that what the test
 * itself does (making bodies, images, hundreds of requests) never delays a ping: the delay is the
 * server's. A ping is sent on time even while the previous one waits, each on a keep-alive agent.
 */
const PINGER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
// Normal priority, whatever the thread that made this one runs at (threads inherit it on Linux).
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, 0);
} catch {}
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const times = [];
const failures = {};
let pending = 0;
let stopping = false;
const fail = (key) => { failures[key] = (failures[key] || 0) + 1; };
function ping() {
  const sent = process.hrtime.bigint();
  pending++;
  const done = (key) => {
    times.push(Number(process.hrtime.bigint() - sent) / 1e6);
    if (key) fail(key);
    if (--pending === 0 && stopping) report();
  };
  const request = http.get({ host: '127.0.0.1', port: workerData.port, path: workerData.path, agent, headers: { host: 'localhost' } }, (res) => {
    res.resume();
    res.on('end', () => done(res.statusCode === 200 ? null : String(res.statusCode)));
  });
  request.on('error', (error) => done(error.code || 'error'));
}
const timer = setInterval(ping, workerData.intervalMs);
function report() {
  const sorted = [...times].sort((a, b) => a - b);
  parentPort.postMessage({
    pings: sorted.length,
    worstMs: sorted.at(-1) ?? 0,
    p50Ms: sorted[Math.floor(sorted.length * 0.5)] ?? 0,
    p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
    failures,
  });
  agent.destroy();
}
parentPort.on('message', () => {
  clearInterval(timer);
  stopping = true;
  if (pending === 0) report();
});
`;

export class HealthProbe {
  private readonly worker: Worker;
  private readonly report: Promise<ProbeReport>;

  constructor(port: number, intervalMs = 20, path = '/api/health') {
    this.worker = new Worker(PINGER, { eval: true, workerData: { port, intervalMs, path } });
    this.report = new Promise((resolve, reject) => {
      this.worker.once('message', resolve);
      this.worker.once('error', reject);
    });
  }

  async stop(): Promise<ProbeReport> {
    this.worker.postMessage('stop');
    const report = await this.report;
    await this.worker.terminate();
    return report;
  }
}

/** Runs `work` while the health probe pings; answers what `work` answered and what health saw meanwhile. */
export async function whileProbing<T>(
  port: number,
  work: () => Promise<T>,
): Promise<{ result: T; health: ProbeReport }> {
  const probe = new HealthProbe(port);
  // A few pings first: the probe's own first connection is not the server's delay.
  await new Promise((resolve) => setTimeout(resolve, 100));
  try {
    const result = await work();
    return { result, health: await probe.stop() };
  } catch (error) {
    await probe.stop();
    throw error;
  }
}
