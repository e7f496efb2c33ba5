import net from 'node:net';

/**
 * A TCP relay to a database that a test can cut (every connection reset, new ones refused: the
 * database is out of reach) and restore, on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined); // the other side resets too
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.resetAndDestroy();
      if (server.listening) server.close(() => resolve());
      else resolve();
    });
  const bound = await listen(port);
  return {
    port: bound,
    cut: stop,
    restore: async () => {
      if (!server.listening) await listen(bound);
    },
    close: stop,
  };
}
