import net from 'node:net';

/** Tests may talk only to this machine: any other host fails the test that tried. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i;

function assertLoopback(host: string | undefined): void {
  if (host && !LOOPBACK.test(host)) {
    throw new Error(`Tests may not reach non-loopback host '${host}'`);
  }
}

// Test files that share a worker (isolate: false) run this file each: the guards go in once per process.
const INSTALLED = Symbol.for('paphos-guide.loopback-only');
const guarded = globalThis as typeof globalThis & { [INSTALLED]?: true };

if (!guarded[INSTALLED]) {
  guarded[INSTALLED] = true;

  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    assertLoopback(url.hostname);
    return realFetch(input, init);
  };

  const realConnect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'object' && first !== null && 'host' in first) {
      assertLoopback((first as net.TcpNetConnectOpts).host);
    } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
      assertLoopback(typeof second === 'string' ? second : undefined);
    }
    return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
}
