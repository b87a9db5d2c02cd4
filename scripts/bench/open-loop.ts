import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface OpenLoopOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: () => string;
  /** requests started per second */
  rate: number;
  seconds: number;
  /** at most this many requests in flight; later ones wait for a free connection, and that wait counts */
  connections: number;
}

export interface OpenLoopResult {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/**
 * Open-loop load: requests start at a steady rate whether or not earlier ones have been answered, the way
 * citizens' reports arrive. Each latency is counted from the request's scheduled start, so a server that stalls
 * cannot hide it (no coordinated omission). autocannon's rate mode does not measure this: each connection
 * sends its quota back to back at the start of every second (bursts of the whole second's requests), and its
 * histogram is then corrected against a 1 ms interval.
 */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.url);
  const latencies: number[] = [];
  let failed = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (scheduledAt: number) => {
    const body = options.body?.();
    const done = new Promise<void>((resolve) => {
      const req = request(
        target,
        { method: options.method, agent, headers: { ...options.headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode! >= 200 && response.statusCode! < 300) latencies.push(performance.now() - scheduledAt);
            else failed++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  const total = Math.round(options.rate * options.seconds);
  for (let sent = 0; sent < total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * options.rate) + 1);
    for (; sent < due; sent++) send(start + (sent * 1000) / options.rate);
    await sleep(1);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  // without a single answer every quantile is 0
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), failed };
}
