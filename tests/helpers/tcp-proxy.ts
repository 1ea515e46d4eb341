import net from 'node:net';

/** A TCP forwarder between a client and a server on this machine, which a test can cut or stall. */
export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a server that went down would. */
  refuse(): void;
  /** Stops passing bytes on, holding every connection open, as a network that stalls would. */
  stall(): void;
  /** Passes bytes on again; connections held during a stall are dropped. */
  restore(): void;
  close(): Promise<void>;
}

type Mode = 'open' | 'refuse' | 'stall';

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'open';
  const pairs = new Set<{ client: net.Socket; server?: net.Socket }>();

  const dropAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.server?.destroy();
    }
    pairs.clear();
  };

  const proxy = net.createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const pair: { client: net.Socket; server?: net.Socket } = { client };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.server?.destroy();
      pairs.delete(pair);
    });
    // During a stall a new connection is accepted and then hears nothing.
    if (mode === 'stall') return;
    const server = net.connect(target);
    pair.server = server;
    server.on('error', () => client.destroy());
    server.on('close', () => client.destroy());
    client.on('data', (chunk) => {
      if (mode === 'open') server.write(chunk);
    });
    server.on('data', (chunk) => {
      if (mode === 'open') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;

  return {
    port,
    refuse: () => {
      mode = 'refuse';
      dropAll();
    },
    stall: () => {
      mode = 'stall';
    },
    restore: () => {
      if (mode === 'stall') dropAll();
      mode = 'open';
    },
    close: async () => {
      dropAll();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
