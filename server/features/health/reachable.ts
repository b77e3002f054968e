import { connect } from 'node:net';

/** Whether a TCP connection to the URL's host and port opens within the timeout (no login, no command). */
export function reachable(url: string, defaultPort: number, timeoutMs = 1000): Promise<'ok' | 'down'> {
  let host: string;
  let port: number;
  try {
    const u = new URL(url);
    host = u.hostname;
    port = Number(u.port) || (u.protocol === 'smtps:' ? 465 : defaultPort);
  } catch {
    return Promise.resolve('down');
  }
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (state: 'ok' | 'down') => {
      socket.destroy();
      resolve(state);
    };
    socket.setTimeout(timeoutMs, () => done('down'));
    socket.once('connect', () => done('ok'));
    socket.once('error', () => done('down'));
  });
}
