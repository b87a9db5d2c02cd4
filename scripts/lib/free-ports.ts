import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** fetch refuses this port (it is on the WHATWG list of "bad ports"), so it is never handed out. */
const REFUSED_BY_FETCH = 10080;

/**
 * Ports that were free a moment ago, all different (each held until all are found): for a child process or a
 * server whose own port 0 would not tell its starter which port it got.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count + 1 }, () => createServer().listen(0, '127.0.0.1'));
  await Promise.all(servers.map((server) => once(server, 'listening')));
  const ports = servers.map((server) => (server.address() as AddressInfo).port).filter((port) => port !== REFUSED_BY_FETCH);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports.slice(0, count);
}
