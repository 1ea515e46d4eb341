import net from 'node:net';
import { describe, expect, it } from 'vitest';

// tests/helpers/loopback-only.ts is every project's setup file: these run with it installed.
describe('the loopback guard of every test', () => {
  it('refuses a fetch of another host, naming it', () => {
    expect(() => fetch('https://example.com/')).toThrow(
      "Tests may not reach non-loopback host 'example.com'",
    );
  });

  it('refuses a socket to another host, naming it', () => {
    const socket = new net.Socket();
    expect(() => socket.connect({ host: '192.0.2.1', port: 80 })).toThrow(
      "Tests may not reach non-loopback host '192.0.2.1'",
    );
    socket.destroy();
  });

  it('lets a socket reach this machine', async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const socket = net.connect({ host: '127.0.0.1', port });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
