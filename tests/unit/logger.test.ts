import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { createLogger, urlForLog } from '../../src/server/lib/logger';

describe('urlForLog', () => {
  it.each([
    ['/api/admin/stats?key=s3cret', '/api/admin/stats?key=[redacted]'],
    ['/api/admin/stats?x-admin-key=s3cret&tab=places', '/api/admin/stats?x-admin-key=[redacted]&tab=places'],
    ['/admin?adminKey=s3cret', '/admin?adminKey=[redacted]'],
    ['/reset?token=abc&password=p', '/reset?token=[redacted]&password=[redacted]'],
    ['/places?category=beach&q=sea', '/places?category=beach&q=sea'],
    ['/places', '/places'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
  ])('logs %s as %s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});

describe("the server's access log", () => {
  it('never holds an admin key sent in a query string', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = createLogger(testConfig({ NODE_ENV: 'production', ADMIN_KEY: 'x'.repeat(24) }), sink);
    const app = Fastify({ loggerInstance: log });
    app.get('/api/admin/stats', () => ({}));
    await app.inject({ method: 'GET', url: '/api/admin/stats?key=the-operators-secret-key' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/api/admin/stats?key=[redacted]');
    expect(logged).not.toContain('the-operators-secret-key');
  });
});
