import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist } from '../test/fake-web-dist.js';
import { captureLogs } from '../test/log-capture.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testRoutes } from '../test/test-routes.js';

// Whatever a client sends, the answer is never a 5xx: anything else is a bug in our handling.

const dist = createFakeWebDist();
const logs = captureLogs();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { webDistDir: dist.dir, logLevel: 'error' },
    logStream: logs.stream,
  });
  await t.app.register(testRoutes, { prefix: '/api/test' });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const json = { 'content-type': 'application/json' };
const echo = (payload: string | Buffer, headers: Record<string, string> = json): InjectOptions => ({
  method: 'POST',
  url: '/api/test/echo',
  headers,
  payload,
});

const deepJson = '['.repeat(100_000) + ']'.repeat(100_000);

const cases: [string, InjectOptions][] = [
  ['garbage JSON', echo('{{{{not json')],
  ['JSON null', echo('null')],
  ['JSON string', echo('"just a string"')],
  ['JSON number overflow', echo('{"name":"a","age":1e999}')],
  ['deeply nested JSON', echo(deepJson)],
  ['deeply nested object field', echo(`{"name":"a","age":1,"nested":${deepJson}}`)],
  ['binary body as JSON', echo(Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]))],
  [
    'invalid UTF-8 inside JSON',
    echo(Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])),
  ],
  ['constructor poisoning', echo('{"constructor":{"prototype":{"admin":true}}}')],
  ['huge body', echo('x'.repeat(3 * 1024 * 1024))],
  ['empty body', echo('')],
  ['text/plain', echo('hello', { 'content-type': 'text/plain' })],
  ['form body', echo('name=a&age=1', { 'content-type': 'application/x-www-form-urlencoded' })],
  ['multipart', echo('--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' })],
  ['bad content type', echo('{}', { 'content-type': ';;;===' })],
  ['json with odd charset', echo('{}', { 'content-type': 'application/json; charset=utf-1000' })],
  ['no content type', echo('{"name":"a","age":1}', {})],
  ['wrong content-length', echo('{"name":"a","age":1}', { ...json, 'content-length': '5' })],
  ['body on GET', { method: 'GET', url: '/api/health', headers: json, payload: '{{' }],
  ['query bad percent', { method: 'GET', url: '/api/test/search?page=%&q=%zz' }],
  ['query arrays', { method: 'GET', url: '/api/test/search?page=1&page=2&q=a&q=b' }],
  ['query proto', { method: 'GET', url: '/api/test/search?__proto__[x]=1&constructor=1' }],
  ['query huge number', { method: 'GET', url: `/api/test/search?page=${'9'.repeat(400)}&q=a` }],
  ['query long', { method: 'GET', url: `/api/test/search?q=${'a'.repeat(100_000)}` }],
  ['param bad', { method: 'GET', url: '/api/test/items/%00' }],
  ['path %', { method: 'GET', url: '/%' }],
  ['path %zz', { method: 'GET', url: '/api/%zz' }],
  ['path null byte', { method: 'GET', url: '/assets/app-abc123.js%00.png' }],
  ['path traversal', { method: 'GET', url: '/api/../../etc/passwd' }],
  ['path traversal encoded', { method: 'GET', url: '/%2e%2e/%2e%2e/etc/passwd' }],
  ['path traversal in assets', { method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' }],
  ['path backslashes', { method: 'GET', url: '/assets/..\\..\\etc\\passwd' }],
  ['path double slash', { method: 'GET', url: '//etc/passwd' }],
  ['path overlong UTF-8', { method: 'GET', url: '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd' }],
  ['path very long', { method: 'GET', url: `/${'a'.repeat(100_000)}` }],
  ['path very long api', { method: 'GET', url: `/api/${'a/'.repeat(20_000)}` }],
  ['dotfile', { method: 'GET', url: '/.env' }],
  [
    'range garbage',
    { method: 'GET', url: '/assets/app-abc123.js', headers: { range: 'bytes=zz-' } },
  ],
  ['range unsatisfiable', { method: 'GET', url: '/', headers: { range: 'bytes=99999-' } }],
  ['bad if-modified-since', { method: 'GET', url: '/', headers: { 'if-modified-since': 'soon' } }],
  [
    'bad accept-encoding',
    { method: 'GET', url: '/', headers: { 'accept-encoding': ';q=x,,br;q' } },
  ],
  ['TRACE', { method: 'TRACE', url: '/api/health' }],
  ['OPTIONS', { method: 'OPTIONS', url: '/' }],
  ['PROPFIND', { method: 'PROPFIND', url: '/api/health' }],
  ['SEARCH', { method: 'SEARCH', url: '/api/test/echo' }],
  ['DELETE with JSON type and no body', { method: 'DELETE', url: '/api/x', headers: json }],
];

describe('bad requests through inject', () => {
  it.each(cases)('%s → no 5xx', async (_name, request) => {
    const response = await t.app.inject(request);
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  });

  it('never logged an error', () => {
    expect(logs.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});

// Some requests never reach Fastify's router (Node's HTTP parser rejects them), so these go
// over a real socket.
describe('bad requests over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  function rawStatus(request: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        received += chunk;
        const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
        if (match) {
          socket.destroy();
          resolve(Number(match[1]));
        }
      });
      socket.on('error', reject);
      socket.on('close', () =>
        reject(new Error(`connection closed without a status: ${received}`)),
      );
    });
  }

  it.each([
    ['unknown method', 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['garbage request line', 'hello there\r\n\r\n'],
    ['raw traversal', 'GET /api/../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['raw percent', 'GET /% HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['raw traversal to files', 'GET /assets/../../../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['huge header', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`],
    ['huge URL', `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
    [
      'bad content-length',
      'POST /api/test/echo HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    ],
    [
      'chunked garbage',
      'POST /api/test/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
  ])('%s → no 5xx', async (_name, request) => {
    const status = await rawStatus(request);
    expect(status).toBeLessThan(500);
  });
});
